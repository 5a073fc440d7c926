/** Digits a date input keeps: dd + mm + yyyy (SPEC section 5). */
export const DATE_INPUT_MAX_DIGITS = 8;

/**
 * Progressive dd.mm.yyyy mask for a date text field: keeps digits only, at most 8, and inserts
 * the dots as the digits arrive ('0101' -> '01.01', '01012020' -> '01.01.2020').
 *
 * No trailing dot is added after a complete group ('01' stays '01', not '01.'), so Backspace
 * always removes a digit instead of getting stuck re-adding a dot.
 */
export function normalizeDateInput(raw: string): string {
  const digits = String(raw).replace(/\D/g, '').slice(0, DATE_INPUT_MAX_DIGITS);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  return [day, month, year].filter((part) => part !== '').join('.');
}
