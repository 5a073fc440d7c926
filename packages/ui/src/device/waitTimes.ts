/**
 * A wait of an hour or more as hours and minutes: "608 minutes" reads as "10 h 10 min". The
 * minutes are rounded to 5, as an estimate should be; under an hour there is nothing to split.
 */
export function longWait(minutes: number): { hours: number; minutes: number } | null {
  if (minutes < 60) return null;
  const rounded = Math.round(minutes / 5) * 5;
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/**
 * Whether the estimated wait may run past the service's hours of today: the ticket page and the
 * receipt then say until when the service takes visitors. False when either is unknown.
 */
export function mayRunPastClosing(estimatedWaitMinutes: number | null, closesAt: string | null, now: number): boolean {
  if (estimatedWaitMinutes === null || closesAt === null) return false;
  const closing = Date.parse(closesAt);
  return !Number.isNaN(closing) && now + estimatedWaitMinutes * 60_000 > closing;
}
