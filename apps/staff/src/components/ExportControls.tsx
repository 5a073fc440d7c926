/**
 * A list's CSV export on its page: the button (busy while the file is made) and the notice of
 * what the export did. The texts are the list's own ("organizations", "applicants").
 */
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { CsvExport } from '../models/csvExport.js';
import { FeedbackNotice } from './FeedbackNotice.js';
import { useFailureText } from './useFailureText.js';

export interface ExportTexts {
  button: string;
  running: string;
  progress: string;
  failed: string;
  done: (count: number) => string;
  close: string;
}

/** The texts of a namespace's `export` keys (button, running, progress, failed, done, close). */
export function useExportTexts(namespace: string): ExportTexts {
  const { t } = useTranslation(namespace);
  return {
    button: t('export.button'),
    running: t('export.running'),
    progress: t('export.progress'),
    failed: t('export.failed'),
    done: (count) => t('export.done', { count }),
    close: t('export.close'),
  };
}

export function ExportButton({ model, disabled, texts }: { model: CsvExport; disabled: boolean; texts: Pick<ExportTexts, 'button' | 'running'> }) {
  const exporting = useSignalValue(model.exporting);
  return (
    <Button variant="outlined" color="neutral" loading={exporting} loadingPosition="start" disabled={disabled} onClick={() => void model.exportCsv()}>
      {exporting ? texts.running : texts.button}
    </Button>
  );
}

/** What the export did: a progress line while it runs, the failure, or how many rows were saved. */
export function ExportNotice({ model, texts }: { model: CsvExport; texts: Omit<ExportTexts, 'button' | 'running'> }) {
  const failureText = useFailureText();
  const exporting = useSignalValue(model.exporting);
  const failure = useSignalValue(model.exportError);
  const exported = useSignalValue(model.exported);
  if (exporting) return <FeedbackNotice color="neutral" text={texts.progress} />;
  if (failure) return <FeedbackNotice color="danger" text={`${texts.failed} ${failureText(failure)}`} onClose={model.dismissExport} closeLabel={texts.close} />;
  if (exported === null) return null;
  return <FeedbackNotice text={texts.done(exported)} onClose={model.dismissExport} closeLabel={texts.close} />;
}
