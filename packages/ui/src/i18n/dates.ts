/**
 * Dates as SPEC section 9 fixes them: shown as DD.MM.YYYY, stored as YYYY-MM-DD, weeks starting
 * on Monday in every language (dayjs's own English starts on Sunday and Arabic on Saturday).
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/ru';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import { moscowWallClock } from '@abitura/contracts/moscowTime';
import { DATE_FORMATS, LOCALES } from '@abitura/contracts/vocabulary';
import { toLocale } from './locale.js';

dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
for (const lng of LOCALES) dayjs.updateLocale(lng, { weekStart: DATE_FORMATS.weekStart });

export const DISPLAY_DATE_FORMAT = DATE_FORMATS.display;
export const STORED_DATE_FORMAT = DATE_FORMATS.stored;

export type DateValue = string | number | Date | Dayjs;

/** Makes month and weekday names (and week boundaries) follow the interface language. */
export function setDateLocale(language: string): void {
  dayjs.locale(toLocale(language));
}

/** Strict: '31.02.2024' or '1.2.2024' are not dates. */
export function parseDisplayDate(text: string): Dayjs | null {
  const parsed = dayjs(text.trim(), DISPLAY_DATE_FORMAT, true);
  return parsed.isValid() ? parsed : null;
}

/** Strict Y-m-d, or a full ISO timestamp as the server sends for created/updated times. */
export function parseStoredDate(text: string): Dayjs | null {
  const trimmed = text.trim();
  const parsed = trimmed.length > 10 && trimmed[10] === 'T' ? dayjs(trimmed) : dayjs(trimmed, STORED_DATE_FORMAT, true);
  return parsed.isValid() ? parsed : null;
}

function toDayjs(value: DateValue, parseString: (text: string) => Dayjs | null): Dayjs | null {
  if (typeof value === 'string') return parseString(value);
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * A stored date (or Date, timestamp, Dayjs) as DD.MM.YYYY; '' for nothing or an invalid value,
 * so a table cell stays empty instead of showing "Invalid Date". Digits are always Latin: the
 * Arabic dayjs locale only swaps digits with a plugin this package does not load.
 */
export function formatDisplayDate(value: DateValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return toDayjs(value, parseStoredDate)?.format(DISPLAY_DATE_FORMAT) ?? '';
}

/**
 * A typed DD.MM.YYYY (or an already stored YYYY-MM-DD, Date, timestamp, Dayjs) as YYYY-MM-DD for
 * the server; null when it is not a real date.
 */
export function toStored(value: DateValue | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = toDayjs(value, (text) => parseDisplayDate(text) ?? parseStoredDate(text));
  return parsed?.format(STORED_DATE_FORMAT) ?? null;
}

/** The Monday that starts the week of `value` (today by default). */
export function startOfWeek(value: DateValue = Date.now()): Dayjs {
  return dayjs(value).startOf('week');
}


const two = (value: number) => String(value).padStart(2, '0');

/**
 * A moment (ISO text, epoch ms or Date) as DD.MM.YYYY HH:mm in Moscow time, whatever the
 * browser's own time zone, so every screen and every colleague reads the same time; '' for
 * nothing or an unreadable value.
 */
export function formatDisplayDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const moscow = moscowWallClock(ms);
  return `${two(moscow.getUTCDate())}.${two(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()} ${two(moscow.getUTCHours())}:${two(moscow.getUTCMinutes())}`;
}
