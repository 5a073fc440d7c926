/**
 * Filters that hold several values (categories, processing statuses) as they live in the address:
 * the parameter repeated (`?category=moscow_11&category=region_9`), read only among the allowed
 * values, in the vocabulary's order, so one choice has one address.
 */

/** The empty choice (no filter), shared rather than made anew. */
export const NONE: readonly never[] = Object.freeze([]);

/** The allowed values among `values`, once each, in the order of `allowed`; NONE for none. */
export function choiceList<T extends string>(values: readonly string[], allowed: readonly T[]): readonly T[] {
  const chosen = allowed.filter((value) => values.includes(value));
  return chosen.length === 0 ? NONE : chosen;
}

/** A repeated query parameter as a choice. */
export function readList<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): readonly T[] {
  return choiceList(query.getAll(name), allowed);
}

export function writeList(query: URLSearchParams, name: string, values: readonly string[]): void {
  for (const value of values) query.append(name, value);
}

/** A choice as an action's optional array param: left out when nothing is chosen. */
export function listParam<K extends string, T extends string>(name: K, values: readonly T[]): { [P in K]?: T[] } {
  return (values.length === 0 ? {} : { [name]: [...values] }) as { [P in K]?: T[] };
}
