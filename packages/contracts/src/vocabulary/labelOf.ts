/**
 * Any vocabulary entry: identified by `value`, `code` or `id` (checked in that order) and named by
 * `label`, or by `name` for the lists whose server shape already uses that key.
 */
export interface LabelledEntry {
  readonly value?: unknown;
  readonly code?: unknown;
  readonly id?: unknown;
  readonly label?: string;
  readonly name?: string;
}

function keyOf(entry: LabelledEntry): unknown {
  if ('value' in entry) return entry.value;
  if ('code' in entry) return entry.code;
  return entry.id;
}

const DIGITS = /^\d+$/;

function normalized(x: unknown): string | undefined {
  if (typeof x === 'number') return Number.isFinite(x) ? String(x) : undefined;
  if (typeof x !== 'string') return undefined;
  const trimmed = x.trim();
  if (trimmed === '') return undefined;
  // '05' and 5 are the same region code: keys written with leading zeros still match numbers.
  return DIGITS.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

function sameKey(key: unknown, value: unknown): boolean {
  if (key === value) return true;
  // Ids arrive as strings from query strings and some legacy endpoints, and as numbers elsewhere.
  const a = normalized(key);
  return a !== undefined && a === normalized(value);
}

/** The Russian label of the entry whose key matches `value`, or undefined when none does. */
export function labelOf(list: readonly LabelledEntry[], value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const entry = list.find((candidate) => sameKey(keyOf(candidate), value));
  return entry === undefined ? undefined : (entry.label ?? entry.name);
}
