/**
 * A daily series as column points: axis labels DD.MM (SPEC section 9's d.m), weeks starting on
 * Monday as the major ticks, and the full date with its weekday for tooltips and screen readers,
 * in the interface language.
 */
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT, toLocale } from '@abitura/ui';
import type { ColumnPoint } from './ColumnChart.js';

export interface DayCount {
  /** YYYY-MM-DD. */
  day: string;
  count: number;
}

/** DD.MM, the day label of the time axis. */
export const DAY_LABEL_FORMAT = 'DD.MM';

/** Between the weekday and the date: Arabic writes its own comma. */
const comma = (locale: string) => (locale === 'ar' ? '، ' : ', ');

/**
 * One column per day, oldest first. The long label reads like "понедельник, 14.09.2026"; a day
 * that cannot be parsed keeps its raw text rather than showing "Invalid Date".
 */
export function dayPoints(series: readonly DayCount[], language: string): ColumnPoint[] {
  const locale = toLocale(language);
  return series.map(({ day, count }) => {
    const date = dayjs(day, 'YYYY-MM-DD', true);
    if (!date.isValid()) return { key: day, value: count, tick: day, label: day, major: false };
    const localized = date.locale(locale);
    return {
      key: day,
      value: count,
      tick: date.format(DAY_LABEL_FORMAT),
      label: `${localized.format('dddd')}${comma(locale)}${date.format(DISPLAY_DATE_FORMAT)}`,
      // Monday, whatever dayjs's own idea of a week in the locale (SPEC section 9).
      major: date.day() === 1,
    };
  });
}
