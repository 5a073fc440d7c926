/**
 * Says that no name contains the list's search, so it shows similar names, closest first (the
 * answer's `similarNames`: the server corrects a typo only when nothing contains what was typed).
 * Shown once the answer for the current search is on screen and lists someone.
 */
import Alert from '@mui/joy/Alert';
import type { ReadonlySignal } from '@preact/signals-react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';

export interface SimilarNamesNoticeProps {
  /** The list's last answer (an answer without `similarNames`, such as a page made up empty, never shows it). */
  lastPage: ReadonlySignal<object | null>;
  state: { loaded: boolean; loading: boolean; total: number; filter: { search?: string | undefined } };
}

export function SimilarNamesNotice({ lastPage, state }: SimilarNamesNoticeProps) {
  const { t } = useTranslation('shell');
  const page = useSignalValue(lastPage);
  const similar = page !== null && 'similarNames' in page && page.similarNames === true;
  if (!similar || !state.loaded || state.loading || state.total === 0) return null;
  return (
    <Alert color="warning" variant="soft" sx={{ mb: 2 }}>
      {t('filters.similarNames', { search: state.filter.search ?? '' })}
    </Alert>
  );
}
