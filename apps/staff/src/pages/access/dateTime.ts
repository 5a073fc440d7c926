/**
 * Moments as staff read them: d.m.Y HH:mm (SPEC section 9's date with a 24-hour time) in Moscow
 * time, where the colleges are, whatever the browser's own time zone. Moscow keeps UTC+3 all year.
 */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as DD.MM.YYYY HH:mm, Moscow time; '' for nothing or an unreadable value. */
export function formatMoscowDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const moscow = new Date(ms + MOSCOW_OFFSET_MS);
  return `${two(moscow.getUTCDate())}.${two(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()} ${two(moscow.getUTCHours())}:${two(moscow.getUTCMinutes())}`;
}
