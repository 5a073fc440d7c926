/**
 * Id number grouped 3-3-3-2 (SPEC section 9): the Russian СНИЛС, 11 digits, shown as
 * '123-456-789 01' — dashes inside the first nine digits and a space before the two check
 * digits, the form printed on the СНИЛС card.
 */

/** Digits in an id number. */
export const ID_NUMBER_LENGTH = 11;

/** All digits of `value`, in order, with everything else dropped (no length cap). */
export function idNumberDigits(value: string): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

/**
 * Progressive mask for an id-number field: keeps at most 11 digits and inserts the separators as
 * the digits arrive ('1234' -> '123-4', '12345678901' -> '123-456-789 01'). No trailing
 * separator is added after a complete group, so Backspace always removes a digit.
 */
export function formatIdNumber(raw: string): string {
  const digits = idNumberDigits(raw).slice(0, ID_NUMBER_LENGTH);
  const head = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter((g) => g !== '').join('-');
  const check = digits.slice(9);
  return check === '' ? head : `${head} ${check}`;
}

/**
 * True when `value` holds exactly 11 digits and nothing but digits, dashes and spaces, so both
 * '123-456-789 01' and '12345678901' count. The checksum is not verified here; see
 * {@link isValidSnilsChecksum}.
 */
export function isCompleteIdNumber(value: string): boolean {
  return typeof value === 'string' && /^[\d\s-]+$/.test(value) && idNumberDigits(value).length === ID_NUMBER_LENGTH;
}

/**
 * СНИЛС check digits: the first nine digits weighted 9 down to 1 and summed; the check number is
 * the sum modulo 101, with 100 written as 00. Numbers up to 001-001-998 predate the checksum
 * and any check digits are accepted for them, as the Pension Fund rules say.
 *
 * @returns false unless `value` is a complete id number (see {@link isCompleteIdNumber}).
 */
export function isValidSnilsChecksum(value: string): boolean {
  if (!isCompleteIdNumber(value)) return false;
  const digits = idNumberDigits(value);
  const body = digits.slice(0, 9);
  if (Number(body) <= 1_001_998) return true;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(body[i]) * (9 - i);
  const check = (sum % 101) % 100;
  return check === Number(digits.slice(9));
}
