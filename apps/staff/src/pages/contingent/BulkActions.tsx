/**
 * Bulk actions on the selected applicants: the bar (how many are selected and what can be done
 * to them), the dialog that takes the action's value and says, before anything changes, how many
 * applicants it touches and what will happen to them, and the notice of the answer with the
 * server's reason for each refused applicant.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkOperation } from '@abitura/contracts';
import { ChoiceField } from '../../components/ChoiceField.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Outcome } from '../../models/failure.js';
import { useTermChoices } from './contingentLists.js';
import { MULTI_CHOICES } from '../../models/contingentQuery.js';
import type { BulkFeedback, Curator } from './contingentListModel.js';

export type BulkKind = BulkOperation['kind'];
export const BULK_KINDS: readonly BulkKind[] = ['assignCurator', 'addTag', 'removeTag', 'setProcessingStatus'];

/** The value of the curator choice that removes the curator. */
const NO_CURATOR = 'none';

export interface BulkBarProps {
  count: number;
  onAction: (kind: BulkKind) => void;
  onClear: () => void;
}

export function BulkBar({ count, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('contingent');
  return (
    <Sheet variant="soft" color={count > 0 ? 'primary' : 'neutral'} role="region" aria-label={t('bulk.label')} sx={{ borderRadius: 'md', px: 2, py: 1, mb: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} useFlexGap flexWrap="wrap">
        <Typography level="body-sm" aria-live="polite" sx={{ flex: '1 1 200px' }}>
          {count > 0 ? t('bulk.selected', { count }) : t('bulk.none')}
        </Typography>
        {BULK_KINDS.map((kind) => (
          <Button key={kind} size="sm" variant="outlined" disabled={count === 0} onClick={() => onAction(kind)}>
            {t(`bulk.${kind}.button`)}
          </Button>
        ))}
        {count > 0 ? (
          <Button size="sm" variant="plain" color="neutral" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        ) : null}
      </Stack>
    </Sheet>
  );
}

export interface BulkDialogProps {
  /** The action being asked about; null while closed. */
  kind: BulkKind | null;
  count: number;
  curators: readonly Curator[];
  onRun: (operation: BulkOperation) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

function operationOf(kind: BulkKind, value: string): BulkOperation {
  switch (kind) {
    case 'assignCurator':
      return { kind, curator_id: value === NO_CURATOR ? null : Number(value) };
    case 'addTag':
    case 'removeTag':
      return { kind, tag: value as Extract<BulkOperation, { kind: 'addTag' }>['tag'] };
    case 'setProcessingStatus':
      return { kind, status: value as Extract<BulkOperation, { kind: 'setProcessingStatus' }>['status'] };
  }
}

/** Opened once per action (keyed by it), so every question starts without a value or a reason. */
export function BulkDialog({ kind, count, curators, onRun, onClose }: BulkDialogProps) {
  const { t } = useTranslation('contingent');
  const terms = useTermChoices();
  const failureText = useFailureText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = kind ?? 'assignCurator';
  const choices =
    current === 'assignCurator'
      ? [{ value: NO_CURATOR, label: t('bulk.assignCurator.clear') }, ...curators.map((curator) => ({ value: String(curator.id), label: curator.name }))]
      : current === 'setProcessingStatus'
        ? terms('processingStatus', MULTI_CHOICES.processing_status)
        : terms('tag', MULTI_CHOICES.tags);
  const chosen = choices.find((choice) => choice.value === value);
  const summary = chosen === undefined ? null : current === 'assignCurator' && value === NO_CURATOR ? t('bulk.assignCurator.summaryClear') : t(`bulk.${current}.summary`, { value: chosen.label });

  const confirm = async (): Promise<boolean> => {
    if (chosen === undefined) {
      setError(t(`bulk.${current}.required`));
      return false;
    }
    const outcome = await onRun(operationOf(current, value));
    if (outcome.ok) return true;
    setError(failureText(outcome.failure));
    return false;
  };

  return (
    <ConfirmDialog open={kind !== null} title={t(`bulk.${current}.title`)} confirmLabel={t(`bulk.${current}.confirm`)} color="primary" onConfirm={confirm} onClose={onClose} error={error}>
      <Stack spacing={1.5}>
        <Typography>{t('bulk.count', { count })}</Typography>
        <ChoiceField
          label={t(`bulk.${current}.field`)}
          value={value}
          choices={choices}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          required
        />
        {summary ? <Typography aria-live="polite">{summary}</Typography> : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** What the last bulk action did: the counts, and each refused applicant with the reason. */
export function BulkResultNotice({ feedback, onClose }: { feedback: BulkFeedback; onClose: () => void }) {
  const { t } = useTranslation('contingent');
  const refused = feedback.refused.length;
  return (
    <Alert
      role="status"
      color={refused > 0 ? 'warning' : 'success'}
      variant="soft"
      sx={{ mb: 2, alignItems: 'flex-start' }}
      endDecorator={
        <IconButton size="sm" variant="plain" color={refused > 0 ? 'warning' : 'success'} aria-label={t('bulk.closeResult')} onClick={onClose}>
          <span aria-hidden>×</span>
        </IconButton>
      }
    >
      <div>
        <Typography level="title-sm" textColor="inherit">
          {t(`bulk.${feedback.operation.kind}.done`)}
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          {t('bulk.result', { changed: feedback.changed, unchanged: feedback.unchanged, refused })}
        </Typography>
        {refused > 0 ? (
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {feedback.refused.map((entry) => (
              <li key={entry.id}>
                <Typography level="body-sm" textColor="inherit">
                  {t('bulk.refusal', { name: entry.name ?? t('bulk.applicantNumber', { id: entry.id }), reason: entry.reason })}
                </Typography>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Alert>
  );
}
