/** The display preferences (theme, menu layout) and the connection settings, in a side panel. */
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionSettingsDialog, NavLayoutSwitch, ThemeModeSwitch } from '@abitura/ui';
import { SettingsIcon } from '../components/icons.js';

export function DisplaySettings({ showNavLayout }: { showNavLayout: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const [open, setOpen] = useState(false);
  const [connection, setConnection] = useState(false);
  return (
    <>
      <IconButton variant="plain" size="sm" aria-label={t('shell:settings.open')} onClick={() => setOpen(true)}>
        <SettingsIcon />
      </IconButton>
      <Drawer open={open} onClose={() => setOpen(false)} anchor="right" size="sm">
        <DialogTitle>{t('shell:settings.title')}</DialogTitle>
        <ModalClose aria-label={t('common:actions.close')} />
        <Stack spacing={3} sx={{ p: 2 }}>
          <FormControl>
            <FormLabel>{t('common:theme.label')}</FormLabel>
            <ThemeModeSwitch />
          </FormControl>
          {showNavLayout ? (
            <FormControl>
              <FormLabel>{t('common:navLayout.label')}</FormLabel>
              <NavLayoutSwitch />
            </FormControl>
          ) : null}
          <Button
            variant="outlined"
            onClick={() => {
              setOpen(false);
              setConnection(true);
            }}
          >
            {t('shell:user.connection')}
          </Button>
        </Stack>
      </Drawer>
      <ConnectionSettingsDialog open={connection} onClose={() => setConnection(false)} />
    </>
  );
}
