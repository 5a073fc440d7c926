/** Light, dark or the system's choice, persisted with the other preferences. */
import type { SxProps } from '@mui/joy/styles/types';
import { useTranslation } from 'react-i18next';
import { THEME_MODES } from '@abitura/contracts/vocabulary';
import { usePrefs, usePrefsModel } from '../prefs/prefsContext.js';
import { ToggleChoice } from './ToggleChoice.js';

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
    <ToggleChoice
      value={themeMode}
      options={THEME_MODES}
      label={t('theme.label')}
      optionLabel={(mode) => t(`theme.modes.${mode}`)}
      onChange={(mode) => model.setThemeMode(mode)}
      size={size}
      {...(sx === undefined ? {} : { sx })}
    />
  );
}
