/**
 * Words the access pages share: permission titles in the interface language, and failures as a
 * sentence.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SdkError } from '@abitura/sdk';

/** Keys i18next can look up as they are (no ':' namespace or '.' path separators). */
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * A permission's title: this namespace's translation of its key, else the title the server
 * stores (a permission added after this build), else the key itself.
 */
export function usePermissionTitle(): (key: string, serverTitle?: string) => string {
  const { t } = useTranslation('access');
  return useCallback(
    (key, serverTitle) => {
      const fallback = serverTitle && serverTitle.trim() !== '' ? serverTitle : key;
      return PLAIN_KEY.test(key) ? t(`permissions.${key}`, { defaultValue: fallback }) : fallback;
    },
    [t],
  );
}

/**
 * What went wrong, as a sentence. The server writes a Russian sentence meant for the person
 * (which role, what to do next), so a Russian interface shows it; other languages show the text
 * of the error code (DESIGN.md section 2: clients localize by code).
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('shell');
  return useCallback(
    (error) => {
      if (!error) return '';
      const serverText = error instanceof Error ? error.message.trim() : '';
      if (i18n.language === 'ru' && serverText !== '') return serverText;
      const code = error instanceof SdkError ? error.code : 'generic';
      return t(`errors.${code}`, { defaultValue: t('errors.generic') });
    },
    [t, i18n.language],
  );
}
