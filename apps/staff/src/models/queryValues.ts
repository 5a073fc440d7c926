/**
 * Readers of address values: a value a person could not have chosen reads as null, so the page
 * falls back to its default (or says the record is not there) instead of failing.
 */
import { MAX_ENTITY_ID } from '@abitura/contracts';

/** Highest page number a list accepts (the contracts' MAX_PAGE). */
export const MAX_QUERY_PAGE = 100_000;

/** The value when it is one of the allowed ones, else null. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The allowed values among `values` (a repeated parameter), once each, in the order of `allowed`, so equal choices make equal addresses. */
export function someOf<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

/** A whole number 1..max written in digits, else null. */
export function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** A route's record id as a database id, or null for anything else ('abc', '0', '1.5'). */
export function recordId(value: string | undefined): number | null {
  return positiveInt(value ?? null, MAX_ENTITY_ID);
}
