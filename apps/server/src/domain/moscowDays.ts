/**
 * Moscow days as whole numbers (days since 1970-01-01 in Moscow time, UTC+3 all year), for the
 * per-day counts of the dashboards and the demo history that fills them.
 */
export const DAY_MS = 86_400_000;
export const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** Number of the Moscow day holding an instant. */
export const moscowDay = (ms: number): number => Math.floor((ms + MOSCOW_OFFSET_MS) / DAY_MS);
/** The instant a Moscow day starts. */
export const dayStart = (day: number): Date => new Date(day * DAY_MS - MOSCOW_OFFSET_MS);
/** Whether a Moscow day number falls on a Saturday or Sunday (1970-01-01 was a Thursday). */
export const isWeekend = (day: number): boolean => [2, 3].includes(((day % 7) + 7) % 7);
/** A Moscow day as YYYY-MM-DD. */
export const dayLabel = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
