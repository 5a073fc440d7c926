/**
 * «Импорт из mos.ru»: choose a CSV or XLSX export, see its header problems before anything is
 * sent, run the dry run with progress, read its report (created, matched, refused; the refused
 * and matched lines with the column and the reason), then import; parts imported before say when
 * and by whom. Cancel stops between parts.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, useClient, useSignalValue } from '@abitura/ui';
import { DialogFrame } from '../../components/FormDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import { createImportModel, type ImportModel } from './importModel.js';

export interface ImportDialogProps {
  open: boolean;
  seasonId: number;
  onClose: () => void;
  /** Parts were applied: the register reads again. */
  onApplied: () => void;
}

export function ImportDialog({ open, seasonId, onClose, onApplied }: ImportDialogProps) {
  const { t } = useTranslation('admissionStatement');
  const client = useClient();
  // A new model per opening: nothing of the last file stays.
  const model = useMemo(() => (open ? createImportModel({ client, seasonId }) : null), [open, client, seasonId]);
  if (!open || model === null) return null;
  return (
    <DialogFrame open title={t('import.title')} busy={false} onClose={onClose} width={860}>
      <ImportBody model={model} onClose={onClose} onApplied={onApplied} />
    </DialogFrame>
  );
}

function ImportBody({ model, onClose, onApplied }: { model: ImportModel; onClose: () => void; onApplied: () => void }) {
  const { t } = useTranslation('admissionStatement');
  const failureText = useFailureText();
  const input = useRef<HTMLInputElement>(null);
  const phase = useSignalValue(model.phase);
  const table = useSignalValue(model.table);
  const readProblem = useSignalValue(model.readProblem);
  const headerProblems = useSignalValue(model.headerProblems);
  const progress = useSignalValue(model.progress);
  const counts = useSignalValue(model.counts);
  const lines = useSignalValue(model.lines);
  const appliedBefore = useSignalValue(model.appliedBefore);
  const importedBefore = useSignalValue(model.importedBefore);
  const failure = useSignalValue(model.failure);
  const cancelled = useSignalValue(model.cancelled);
  const running = phase === 'checking' || phase === 'applying' || phase === 'reading';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    await model.choose(file.name, new Uint8Array(await file.arrayBuffer()));
  };
  const apply = async () => {
    await model.apply();
    onApplied();
  };
  const shown = lines.filter((line) => line.outcome !== 'created');

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography level="body-sm">{t('import.intro')}</Typography>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Button variant="outlined" disabled={running} onClick={() => input.current?.click()}>
              {t('import.chooseFile')}
            </Button>
            <input ref={input} type="file" accept=".csv,.xlsx" hidden aria-label={t('import.chooseFile')} data-testid="import-file" onChange={(event) => void choose(event.target.files?.[0])} />
            {table ? <Typography level="body-sm">{t('import.fileInfo', { name: table.name, count: table.rows.length })}</Typography> : null}
          </Stack>
          {readProblem ? <Alert color="danger" role="alert">{t(`import.read.${readProblem}`)}</Alert> : null}
          {headerProblems.length > 0 ? (
            <Alert color="danger" role="alert" sx={{ display: 'block' }}>
              <Typography fontWeight="lg">{t('import.headerProblems', { count: headerProblems.length })}</Typography>
              <ul>
                {headerProblems.map((problem) => (
                  <li key={`${problem.index}-${problem.message}`}>{problem.message}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {progress && running ? (
            <Stack spacing={0.5}>
              <Typography level="body-sm">{t(phase === 'applying' ? 'import.applying' : 'import.checking', progress)}</Typography>
              <LinearProgress determinate value={(progress.done / Math.max(1, progress.total)) * 100} aria-label={t('import.progress')} />
            </Stack>
          ) : null}
          {failure ? <Alert color="danger" role="alert">{`${t('import.failed')} ${failureText(failure)}`}</Alert> : null}
          {cancelled ? <Alert color="warning">{t('import.cancelled')}</Alert> : null}
          {phase === 'checked' || phase === 'applied' ? (
            <Stack spacing={1}>
              <Typography level="title-md" component="h3">
                {phase === 'checked' ? t('import.dryRunReport') : t('import.finalReport')}
              </Typography>
              {importedBefore ? <Alert color="success">{t('import.wholeFileBefore')}</Alert> : <Typography>{t('import.counts', counts)}</Typography>}
              {appliedBefore.map((part) => (
                <Alert key={part.part} color="neutral">
                  {t('import.appliedBefore', { part: part.part + 1, at: formatDisplayDateTime(part.at), by: part.by ?? t('import.someone') })}
                </Alert>
              ))}
              {shown.length > 0 ? <LinesTable lines={shown} /> : null}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {running && phase !== 'reading' ? (
          <Button color="neutral" variant="outlined" onClick={model.cancel}>
            {t('import.cancel')}
          </Button>
        ) : null}
        {phase === 'checked' && !cancelled && failure === null ? (
          <Button onClick={() => void apply()} disabled={importedBefore || counts.created + counts.matched === 0}>
            {t('import.apply')}
          </Button>
        ) : null}
        {table && headerProblems.length === 0 && readProblem === null && phase === 'choose' ? <Button onClick={() => void model.dryRun()}>{t('import.dryRun')}</Button> : null}
        <Button variant="plain" color="neutral" disabled={running} onClick={onClose}>
          {phase === 'applied' ? t('import.done') : t('import.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function LinesTable({ lines }: { lines: ReturnType<ImportModel['lines']['peek']> }) {
  const { t } = useTranslation('admissionStatement');
  return (
    <Table size="sm" stickyHeader sx={{ '& td, & th': { whiteSpace: 'normal' } }}>
      <caption style={{ textAlign: 'start' }}>{t('import.linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: 70 }}>{t('import.line')}</th>
          <th scope="col" style={{ width: 120 }}>{t('import.outcome')}</th>
          <th scope="col" style={{ width: 160 }}>{t('import.column')}</th>
          <th scope="col">{t('import.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.slice(0, 500).map((line) => (
          <tr key={line.line}>
            <td>{line.line}</td>
            <td>{t(`import.outcomes.${line.outcome}`)}</td>
            <td>{line.column ?? '—'}</td>
            <td>
              {line.reason ? t(`import.reasons.${line.reason}`) : null}
              {line.message ? (
                <Typography level="body-xs" lang="ru">
                  {line.message}
                </Typography>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
