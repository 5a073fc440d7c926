/**
 * A claim's end as the target list shows it: the time of day in Moscow (a claim lasts half an
 * hour, so the day is today), the whole date for one that is somehow further off.
 */
import { formatDisplayDateTime } from '@abitura/ui';

export function claimUntilText(until: string, now: number): string {
  const shown = formatDisplayDateTime(until);
  const today = formatDisplayDateTime(now).slice(0, 10);
  return shown.startsWith(today) ? shown.slice(11) : shown;
}
