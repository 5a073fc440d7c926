/**
 * The column chooser of every list (ListTable opens it): a dialog with a checkbox per column, the
 * fixed ones (the column naming the rows, the row actions) checked and disabled, each change
 * applied at once and remembered, and a way back to the defaults.
 */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Stack from '@mui/joy/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './FormDialog.js';

/** One column as the chooser offers it. */
export interface ColumnChoice {
  id: string;
  label: string;
  shown: boolean;
  /** Always shown. */
  fixed: boolean;
}

/** A list's columns and what choosing them does. */
export interface ChosenColumns {
  choices: readonly ColumnChoice[];
  onShown: (id: string, shown: boolean) => void;
  onReset: () => void;
  /** What the choice means for this list (it also shapes the export). @default the general hint */
  hint?: string;
}

export interface ColumnChooserProps extends ChosenColumns {
  open: boolean;
  onClose: () => void;
}

export function ColumnChooser({ open, choices, onShown, onReset, hint, onClose }: ColumnChooserProps) {
  const { t } = useTranslation('shell');
  const hintId = useId();
  return (
    <DialogFrame open={open} title={t('columns.title')} busy={false} onClose={onClose} width={480}>
      <DialogContent>
        <p id={hintId} style={{ margin: 0 }}>
          {hint ?? t('columns.hint')}
        </p>
        <Stack role="group" aria-label={t('columns.title')} aria-describedby={hintId} sx={{ mt: 1.5, display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1 }}>
          {choices.map((choice) => (
            <Checkbox key={choice.id} label={choice.label} checked={choice.shown || choice.fixed} disabled={choice.fixed} onChange={(event) => onShown(choice.id, event.target.checked)} />
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
