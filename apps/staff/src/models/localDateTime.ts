/**
 * The date-time a form takes in local time ('YYYY-MM-DDTHH:mm', as DateTimePicker gives it): as
 * an instant, and checked as the moment something happened (an interaction, a consent), which
 * cannot be in the future.
 */
import type { FieldError } from './formModel.js';

/** A local 'YYYY-MM-DDTHH:mm' as an instant, or null when it is not one. */
export function localToInstant(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * A local date-time that must be a real moment no later than `now`, with the problem keys the form
 * uses for each. A minute's grace: "now" picked in the form is a little in the past by the time
 * it is sent.
 */
export function checkPastMoment(value: string, now: number, keys: { invalid: string; future: string } = { invalid: 'date', future: 'future' }): FieldError | undefined {
  const instant = localToInstant(value);
  if (instant === null) return { key: keys.invalid };
  return instant.getTime() > now + 60_000 ? { key: keys.future } : undefined;
}
