/**
 * Number masks of SPEC section 5: thousands separator, scale 2 by default, min/max clamp.
 * Mirrors the imask Number mask the forms use, so formatted and parsed values agree.
 */

/**
 * Default thousands separator: U+00A0 NO-BREAK SPACE. It keeps '1 234 567' on one line, it is
 * in every font (the narrow U+202F that newer ICU emits for ru-RU is not), and
 * {@link parseNumberInput} accepts any kind of space anyway.
 */
export const DEFAULT_THOUSANDS_SEPARATOR = '\u00a0';
/** Default decimal separator (ru-RU). */
export const DEFAULT_RADIX = ',';
/** Default number of fraction digits. */
export const DEFAULT_SCALE = 2;

export interface NumberFormatOptions {
  /** Fraction digits kept (values are rounded half away from zero). @default 2 */
  scale?: number;
  /** Inserted between groups of three integer digits; '' for none. @default '\u00a0' (no-break space) */
  thousandsSeparator?: string;
  /** Decimal separator. @default ',' */
  radix?: string;
  /** Smallest allowed value; smaller values are clamped up. No bound when absent. */
  min?: number;
  /** Largest allowed value; larger values are clamped down. No bound when absent. */
  max?: number;
  /** Pad the fraction to `scale` digits ('1,50' rather than '1,5'), as imask's option. @default false */
  padFractionalZeros?: boolean;
}

function checkedScale(scale: number | undefined): number {
  const value = scale ?? DEFAULT_SCALE;
  // toFixed accepts 0-100; more than 20 digits is never meaningful for a double anyway.
  if (!Number.isInteger(value) || value < 0 || value > 20) throw new RangeError(`scale must be an integer 0-20, got ${value}`);
  return value;
}

/**
 * Restricts `value` to [min, max]; an absent bound does not restrict.
 *
 * @throws RangeError when both bounds are given and min > max.
 */
export function clampNumber(value: number, min?: number, max?: number): number {
  if (min !== undefined && max !== undefined && min > max) throw new RangeError(`min ${min} is greater than max ${max}`);
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/**
 * Rounds half away from zero to `scale` fraction digits. Shifting through the decimal exponent
 * avoids the binary error of `x * 100` (1.005 * 100 is 100.49999...).
 */
export function roundToScale(value: number, scale: number = DEFAULT_SCALE): number {
  const digits = checkedScale(scale);
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${digits}`));
  const rounded = Number(`${shifted}e-${digits}`);
  // Values already in exponent form (>= 1e21) make the template NaN; they have no fraction to round.
  const result = Number.isFinite(rounded) ? sign * rounded : value;
  return result === 0 ? 0 : result; // no '-0'
}

function groupThousands(integer: string, separator: string): string {
  if (separator === '') return integer;
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats a number as the number mask shows it: '-1 234 567,89' with the defaults.
 * The value is rounded to `scale` and clamped to `min`/`max` first.
 *
 * @returns '' for NaN and infinities, which a number field shows as empty.
 */
export function formatNumber(value: number, opts: NumberFormatOptions = {}): string {
  const scale = checkedScale(opts.scale);
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const clamped = clampNumber(roundToScale(value, scale), opts.min, opts.max);
  const fixed = Math.abs(clamped).toFixed(scale);
  const [integer = '0', digits = ''] = fixed.split('.');
  const fraction = opts.padFractionalZeros ? digits : digits.replace(/0+$/, '');
  const body = groupThousands(integer, opts.thousandsSeparator ?? DEFAULT_THOUSANDS_SEPARATOR);
  const sign = clamped < 0 ? '-' : '';
  return fraction === '' ? `${sign}${body}` : `${sign}${body}${opts.radix ?? DEFAULT_RADIX}${fraction}`;
}

/**
 * Reads what a user typed into a number field. Spaces of every kind and the thousands separator
 * are ignored; the radix, and '.' or ',' when they are not the thousands separator, mark the
 * fraction (imask's mapToRadix); '−' (U+2212) counts as a minus. The result is rounded to
 * `scale` and clamped to `min`/`max`.
 *
 * @returns null for empty or non-numeric text, or more than one decimal separator.
 */
export function parseNumberInput(text: string, opts: NumberFormatOptions = {}): number | null {
  const scale = checkedScale(opts.scale);
  if (typeof text !== 'string') return null;
  const separator = opts.thousandsSeparator ?? DEFAULT_THOUSANDS_SEPARATOR;
  const radixes = new Set([opts.radix ?? DEFAULT_RADIX, '.', ',']);
  radixes.delete(separator);
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (separator.trim() !== '') cleaned = cleaned.split(separator).join('');
  let normalized = '';
  for (const char of cleaned) normalized += radixes.has(char) ? '.' : char;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  return clampNumber(roundToScale(Number(normalized), scale), opts.min, opts.max);
}
