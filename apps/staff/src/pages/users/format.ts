/**
 * Formatting shared by the users pages: moments as d.m.Y HH:mm (SPEC section 9's date plus the
 * 24-hour time), failures in the interface language, and a visually hidden style for captions.
 */
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE_FORMAT } from '@abitura/ui';
import type { Failure } from './failure.js';

export const DATE_TIME_FORMAT = `${DISPLAY_DATE_FORMAT} HH:mm`;

/** An ISO moment as DD.MM.YYYY HH:mm in the browser's time zone; '' for none or garbage. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : '';
}

/** Hidden on screen, read by screen readers (table captions, extra context). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A failure as a sentence. The server's message is a Russian sentence made for the person (what
 * to do next), so a Russian interface shows it; the other languages show the text of the error
 * code, as DESIGN.md section 2 asks clients to localize by code.
 */
export function useFailureText(): (failure: Failure | null | undefined) => string {
  const { t, i18n } = useTranslation('users');
  return useCallback(
    (failure) => {
      if (!failure) return '';
      if (i18n.language === 'ru' && failure.message.trim() !== '') return failure.message;
      return t(`errors.${failure.code}`, { defaultValue: t('errors.generic') });
    },
    [t, i18n.language],
  );
}
