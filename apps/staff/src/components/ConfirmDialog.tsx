/**
 * Asks before a destructive or far-reaching action. The safe choice has the focus; the confirm
 * button shows progress while the action runs and the dialog stays open on failure, so the
 * person sees what went wrong (the caller shows the reason through a notice or `error`).
 */
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedModal } from '@abitura/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Label of the confirming button, naming the action ("Заблокировать"). */
  confirmLabel: string;
  /** @default 'danger' */
  color?: 'danger' | 'warning' | 'primary';
  /** Runs the action; resolve true (or nothing) to close, false to keep the dialog open. */
  onConfirm: () => Promise<boolean | void> | boolean | void;
  onClose: () => void;
  /** A message shown inside the dialog, e.g. why the last attempt failed. */
  error?: string | null;
}

export function ConfirmDialog({ open, title, children, confirmLabel, color = 'danger', onConfirm, onClose, error }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await onConfirm();
      if (result !== false) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <GuardedModal open={open} busy={busy} onClose={onClose}>
      <ModalDialog variant="outlined" role="alertdialog" aria-labelledby="confirm-title" sx={{ maxWidth: 480 }}>
        <DialogTitle id="confirm-title">{title}</DialogTitle>
        <Divider />
        <DialogContent>{children}</DialogContent>
        {error ? (
          <Typography role="alert" color="danger" level="body-sm">
            {error}
          </Typography>
        ) : null}
        <DialogActions>
          <Button color={color} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
          <Button variant="plain" color="neutral" disabled={busy} onClick={onClose} autoFocus>
            {t('actions.cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </GuardedModal>
  );
}
