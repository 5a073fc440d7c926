/** Failures in the interface language, for every page. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../models/failure.js';

/**
 * A failure as a sentence. The server's message is a Russian sentence made for the person (what
 * to do next), so a Russian interface shows it; the other languages show the text of the error
 * code, as DESIGN.md section 2 asks clients to localize by code.
 */
export function useFailureText(): (failure: Failure | null | undefined) => string {
  const { t, i18n } = useTranslation('shell');
  return useCallback(
    (failure) => {
      if (!failure) return '';
      if (i18n.language === 'ru' && failure.message.trim() !== '') return failure.message;
      return t(`errors.${failure.code}`, { defaultValue: t('errors.generic') });
    },
    [t, i18n.language],
  );
}
