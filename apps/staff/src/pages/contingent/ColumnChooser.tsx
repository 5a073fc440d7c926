/**
 * The column chooser: a dialog with a checkbox per column of the list (the name always shown),
 * each change applied at once and remembered for this user, and a way back to the defaults.
 */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Stack from '@mui/joy/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/FormDialog.js';
import { APPLICANT_COLUMNS, NAME_COLUMN, type ApplicantColumn } from './listColumns.js';

export interface ColumnChooserProps {
  open: boolean;
  columns: readonly ApplicantColumn[];
  onShown: (column: ApplicantColumn, shown: boolean) => void;
  onReset: () => void;
  onClose: () => void;
}

export function ColumnChooser({ open, columns, onShown, onReset, onClose }: ColumnChooserProps) {
  const { t } = useTranslation('contingent');
  const hintId = useId();
  return (
    <DialogFrame open={open} title={t('columns.title')} busy={false} onClose={onClose} width={480}>
      <DialogContent>
        <p id={hintId} style={{ margin: 0 }}>
          {t('columns.hint')}
        </p>
        <Stack role="group" aria-label={t('columns.title')} aria-describedby={hintId} sx={{ mt: 1.5, display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1 }}>
          {APPLICANT_COLUMNS.map((column) => (
            <Checkbox
              key={column}
              label={t(`fields.${column}`)}
              checked={columns.includes(column)}
              disabled={column === NAME_COLUMN}
              onChange={(event) => onShown(column, event.target.checked)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }}>
        <Button onClick={onClose}>{t('columns.done')}</Button>
        <Button variant="plain" color="neutral" onClick={onReset}>
          {t('columns.reset')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
