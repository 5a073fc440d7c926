/** Vertical (side) or horizontal (top) navigation for the staff layout, persisted with the other preferences. */
import type { SxProps } from '@mui/joy/styles/types';
import { useTranslation } from 'react-i18next';
import { NAV_LAYOUTS } from '../prefs/prefs.js';
import { usePrefs, usePrefsModel } from '../prefs/prefsContext.js';
import { ToggleChoice } from './ToggleChoice.js';

export interface NavLayoutSwitchProps {
  /** @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
  sx?: SxProps;
}

export function NavLayoutSwitch({ size = 'sm', sx }: NavLayoutSwitchProps) {
  const { t } = useTranslation('common');
  const { navLayout } = usePrefs();
  const model = usePrefsModel();
  return (
    <ToggleChoice
      value={navLayout}
      options={NAV_LAYOUTS}
      label={t('navLayout.label')}
      optionLabel={(layout) => t(`navLayout.${layout}`)}
      onChange={(layout) => model.setNavLayout(layout)}
      size={size}
      {...(sx === undefined ? {} : { sx })}
    />
  );
}
