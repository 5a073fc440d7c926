/** node-postgres returns `{rows}`, PGlite returns `{rows}` too; drizzle passes them through. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
