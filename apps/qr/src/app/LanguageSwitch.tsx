import { useId } from 'react';
import { useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import { LOCALES, isLocale } from '@abitura/contracts/vocabulary';
import type { Locale } from '@abitura/contracts/vocabulary';

/** Each language named in itself, so a person finds theirs whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', fr: 'Français', ar: 'العربية' };

export function LanguageSwitch() {
  const t = useDeviceText('app');
  const [language, setLanguage] = useDeviceLanguage();
  const id = useId();
  return (
    <div className="qr-language">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        className="qr-language-select"
        value={language}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
