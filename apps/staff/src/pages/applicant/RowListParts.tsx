/**
 * The parts every list of entries in the applicant form shares (the phones, achievements, exam
 * and GIA results, contingent checks): a row's remove button, and under the rows the add button
 * (off at the list's limit) with a note beside it and the list's problem below.
 */
import Button from '@mui/joy/Button';
import FormHelperText from '@mui/joy/FormHelperText';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';

/** Removes one row; the label names which. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton variant="plain" color="neutral" aria-label={label} onClick={onClick}>
      <span aria-hidden>×</span>
    </IconButton>
  );
}

export interface AddRowBarProps {
  label: string;
  /** At the list's limit. */
  disabled: boolean;
  onAdd: () => void;
  /** Beside the button: the limit, a sum. */
  note?: ReactNode;
  /** The list's problem, already in words. */
  error: string | null;
}

export function AddRowBar({ label, disabled, onAdd, note, error }: AddRowBarProps) {
  return (
    <>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Button size="sm" variant="outlined" disabled={disabled} onClick={onAdd}>
          {label}
        </Button>
        {note}
      </Stack>
      {error !== null ? (
        <FormHelperText role="alert" sx={{ color: 'danger.plainColor' }}>
          {error}
        </FormHelperText>
      ) : null}
    </>
  );
}
