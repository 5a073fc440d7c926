/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for any of our tables. */
export const INSERT_CHUNK_ROWS = 1000;

/**
 * The rows in consecutive slices of at most `size`, for batched INSERTs: one statement per slice
 * keeps a big seed fast without building one statement too large for the protocol.
 */
export function chunks<T>(rows: readonly T[], size = INSERT_CHUNK_ROWS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunks: size must be a whole number >= 1, got ${size}`);
  const slices: T[][] = [];
  for (let start = 0; start < rows.length; start += size) slices.push(rows.slice(start, start + size));
  return slices;
}
