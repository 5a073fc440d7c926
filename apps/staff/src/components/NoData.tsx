/**
 * 'нет сведений' (SPEC section 3) wherever a value is missing: an empty or non-string field of a
 * contact or a card shows this muted text instead of a blank cell.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Muted } from './Muted.js';

/** The value when it is a string with something in it, else null. */
export function present(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** At the size of the text around it: a table cell's in a table, a card's in a card. */
export function NoData() {
  const { t } = useTranslation('organizations');
  return <Muted>{t('noData')}</Muted>;
}

/** The value as `render` shows it, or 'нет сведений'. */
export function OrNoData({ value, render }: { value: unknown; render?: (text: string) => ReactNode }) {
  const text = present(value);
  if (text === null) return <NoData />;
  return <>{render ? render(text) : text}</>;
}
