import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedModal } from '../dialogs/GuardedModal.js';
import { useClient } from '../sdk/clientContext.js';
import { useSignalValue } from '../sdk/useSignalValue.js';
import { ConnectionIndicator } from './ConnectionIndicator.js';
import { createConnectionSettingsForm } from './settingsForm.js';
import { SettingsFields } from './SettingsFields.js';

export interface ConnectionSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Edits the 8 wsConfig fields (SPEC section 3). Save keeps the dialog open and shows the SDK's
 * per-field problems when any field is bad (nothing is saved then); Reset asks first.
 */
export function ConnectionSettingsDialog({ open, onClose }: ConnectionSettingsDialogProps) {
  const { t } = useTranslation('connection');
  return (
    <GuardedModal open={open} onClose={onClose}>
      <ModalDialog sx={{ width: 'min(36rem, 100%)', overflowY: 'auto' }}>
        <ModalClose aria-label={t('close')} />
        <DialogTitle>{t('title')}</DialogTitle>
        {/* Mounted only while open, so every opening starts from the saved settings. */}
        {open && <SettingsDialogBody onClose={onClose} />}
      </ModalDialog>
    </GuardedModal>
  );
}

function SettingsDialogBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('connection');
  const client = useClient();
  const [form] = useState(() => createConnectionSettingsForm(client));
  const problems = useSignalValue(form.problems);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const failed = Object.keys(problems).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.save()) onClose();
  };

  return (
    <>
      <DialogContent>
        <Stack direction="row" alignItems="center" gap={1}>
          <Typography level="body-sm">{t('current-state')}:</Typography>
          <ConnectionIndicator />
        </Stack>
      </DialogContent>
      <Divider />
      {/* noValidate: the browser's own range bubbles would block the save and speak another
          language than the app; the SDK's verdict is shown per field instead. */}
      <form onSubmit={submit} noValidate>
        <Stack gap={2}>
          {failed && (
            <Alert color="danger" variant="soft" role="alert">
              {t('not-saved')}
            </Alert>
          )}
          <SettingsFields form={form} />
          <DialogActions sx={{ flexWrap: 'wrap' }}>
            <Button type="submit">{t('save')}</Button>
            <Button variant="plain" color="neutral" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button variant="plain" color="danger" onClick={() => setConfirmingReset(true)} sx={{ marginInlineEnd: 'auto' }}>
              {t('reset')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
      <ResetConfirmation
        open={confirmingReset}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          form.resetToDefaults();
          setConfirmingReset(false);
        }}
      />
    </>
  );
}

function ResetConfirmation({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('connection');
  return (
    <Modal open={open} onClose={onCancel}>
      <ModalDialog role="alertdialog" variant="outlined" size="sm">
        <DialogTitle>{t('reset-title')}</DialogTitle>
        <DialogContent>{t('reset-text')}</DialogContent>
        <DialogActions>
          <Button color="danger" onClick={onConfirm}>
            {t('reset-confirm')}
          </Button>
          <Button variant="plain" color="neutral" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
