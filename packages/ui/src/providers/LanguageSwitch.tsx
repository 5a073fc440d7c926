/**
 * Picks the interface language. Each language is named in itself (Русский, English, Français,
 * العربية), as a person who cannot read the current language still finds their own.
 */
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import type { SxProps } from '@mui/joy/styles/types';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale } from '@abitura/contracts/vocabulary';
import { directionOf } from '../i18n/locale.js';
import { usePrefs, usePrefsModel } from '../prefs/prefsContext.js';

export interface LanguageSwitchProps {
  /** @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
  /** @default 'outlined' */
  variant?: 'plain' | 'outlined' | 'soft' | 'solid';
  sx?: SxProps;
}

export function LanguageSwitch({ size = 'sm', variant = 'outlined', sx }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const { language } = usePrefs();
  const model = usePrefsModel();
  const nativeName = (lng: string) => i18n.t('language.native', { lng, ns: 'common' });

  return (
    <Select
      value={language}
      onChange={(_event, value) => {
        if (isLocale(value)) model.setLanguage(value);
      }}
      size={size}
      variant={variant}
      {...(sx === undefined ? {} : { sx })}
      slotProps={{ button: { 'aria-label': t('language.label'), lang: language } }}
    >
      {LOCALES.map((lng) => (
        <Option key={lng} value={lng} label={nativeName(lng)} lang={lng} dir={directionOf(lng)}>
          {nativeName(lng)}
        </Option>
      ))}
    </Select>
  );
}
