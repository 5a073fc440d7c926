/**
 * Whether a database error (or one it was wrapped in, as drizzle and the drivers do) is a unique
 * index refusing a row: two writes of one key raced, and the later one should read as CONFLICT.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
