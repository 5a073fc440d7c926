/** A vocabulary list's values (its codes), in the list's order. */
export function valuesOf<T extends string>(list: readonly { readonly value: T }[]): T[] {
  return list.map((entry) => entry.value);
}
