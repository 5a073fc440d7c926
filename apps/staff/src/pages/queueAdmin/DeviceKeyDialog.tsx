/**
 * The key of a device just issued, shown this once (the server keeps only its hash): the key with
 * a copy button, the warning that it cannot be shown again, and where it goes (the kiosk's or the
 * board's connection settings, as its apiKey). Closing it forgets the key.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@abitura/ui';
import { DialogFrame } from '../../components/FormDialog.js';
import type { IssuedDevice } from './queueTypes.js';

export interface DeviceKeyDialogProps {
  issued: IssuedDevice | null;
  onClose: () => void;
}

export function DeviceKeyDialog({ issued, onClose }: DeviceKeyDialogProps) {
  const { t } = useTranslation('queueAdmin');
  const kind = issued ? t(`devices.kinds.${issued.device.kind}`) : '';
  return (
    <DialogFrame open={issued !== null} title={t('devices.keyTitle', { name: issued?.device.name ?? '' })} busy={false} onClose={onClose} width={560}>
      {issued ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert color="warning" variant="soft">
                {t('devices.keyWarning')}
              </Alert>
              <Typography level="title-sm" component="h3">
                {t('devices.keyLabel')}
              </Typography>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography component="code" dir="ltr" sx={{ fontFamily: 'code', wordBreak: 'break-all', p: 1, borderRadius: 'sm', bgcolor: 'background.level1', flex: 1 }}>
                  {issued.key}
                </Typography>
                <CopyButton text={issued.key} label={t('devices.copyKey')} size="md" />
              </Stack>
              <Typography level="body-sm">{t('devices.keyUsage', { kind })}</Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ pt: 2 }}>
            <Button onClick={onClose}>{t('devices.keyDone')}</Button>
          </DialogActions>
        </>
      ) : null}
    </DialogFrame>
  );
}
