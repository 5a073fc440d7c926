import { LOCALES } from '@abitura/contracts/vocabulary';
import type { Locale } from '@abitura/contracts/vocabulary';
import { directionOf, useDeviceLanguage, useDeviceText } from '@abitura/ui/device';

/** Each language is named in itself, whatever the current language. */
const NATIVE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', fr: 'Français', ar: 'العربية' };

/** The four languages as large buttons; a tap switches the whole screen at once. */
export function LanguagePicker() {
  const t = useDeviceText('kiosk');
  const [language, setLanguage] = useDeviceLanguage();
  return (
    <div className="kiosk-languages" role="group" aria-label={t('language')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          className="kiosk-language"
          lang={code}
          dir={directionOf(code)}
          aria-pressed={language === code}
          onClick={() => setLanguage(code)}
        >
          {NATIVE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
