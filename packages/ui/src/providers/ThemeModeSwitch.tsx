/**
 * Light, dark or the system's choice, as a group of toggle buttons: every option is visible and
 * reachable with Tab, and the pressed one is announced (aria-pressed).
 */
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { SxProps } from '@mui/joy/styles/types';
import { useTranslation } from 'react-i18next';
import { THEME_MODES } from '@abitura/sdk/vocabulary';
import { isThemeMode } from '../prefs/prefs.js';
import { usePrefs, usePrefsModel } from '../prefs/prefsContext.js';

export interface ThemeModeSwitchProps {
  /** @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
  sx?: SxProps;
}

export function ThemeModeSwitch({ size = 'sm', sx }: ThemeModeSwitchProps) {
  const { t } = useTranslation('common');
  const { themeMode } = usePrefs();
  const model = usePrefsModel();

  return (
    <ToggleButtonGroup
      value={themeMode}
      // A second press on the pressed button reports null; the mode stays as it is.
      onChange={(_event, value) => {
        if (isThemeMode(value)) model.setThemeMode(value);
      }}
      size={size}
      aria-label={t('theme.label')}
      {...(sx === undefined ? {} : { sx })}
    >
      {THEME_MODES.map((mode) => (
        <Button key={mode} value={mode}>
          {t(`theme.modes.${mode}`)}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
