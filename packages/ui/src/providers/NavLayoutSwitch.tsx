/**
 * Vertical (side) or horizontal (top) navigation for the staff layout, as toggle buttons like the
 * theme switch, persisted with the other preferences.
 */
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { SxProps } from '@mui/joy/styles/types';
import { useTranslation } from 'react-i18next';
import { NAV_LAYOUTS, isNavLayout } from '../prefs/prefs.js';
import { usePrefs, usePrefsModel } from '../prefs/prefsContext.js';

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
    <ToggleButtonGroup
      value={navLayout}
      onChange={(_event, value) => {
        if (isNavLayout(value)) model.setNavLayout(value);
      }}
      size={size}
      aria-label={t('navLayout.label')}
      {...(sx === undefined ? {} : { sx })}
    >
      {NAV_LAYOUTS.map((layout) => (
        <Button key={layout} value={layout}>
          {t(`navLayout.${layout}`)}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
