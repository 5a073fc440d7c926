/**
 * A wait of an hour or more as hours and minutes: "608 minutes" reads as "10 h 10 min". The
 * minutes are rounded to 5, as an estimate should be; under an hour there is nothing to split.
 */
export function longWait(minutes: number): { hours: number; minutes: number } | null {
  if (minutes < 60) return null;
  const rounded = Math.round(minutes / 5) * 5;
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}
