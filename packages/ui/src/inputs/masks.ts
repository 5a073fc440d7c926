/**
 * imask options of the inputs. The masks only decide which keystrokes are accepted and where the
 * separators go; what a finished text means (its stored form, whether it is valid) is always read
 * back with the SDK's validation helpers, so there is one set of rules (masks.test.ts checks the
 * masks and the SDK agree on the shape).
 */
import { MaskedEnum, MaskedRange } from 'imask';
import type { FactoryOpts } from 'imask';
import { DEFAULT_RADIX, DEFAULT_THOUSANDS_SEPARATOR, MAX_DATE_YEAR, MIN_DATE_YEAR, readPhoneDraft, type PhoneDraft } from '@abitura/contracts/validation';

/**
 * dd.mm.yyyy with the SPEC section 5 ranges: day 1-31, month 1-12, year 1900-9999. A range block
 * refuses a digit that can no longer lead into its range ('4' as the first day digit, '8' after
 * '1' in the year), so at most 8 digits get in and letters never do. The backquote stops month
 * and year digits from sliding left when a day digit is deleted.
 */
export const DATE_MASK: FactoryOpts = {
  mask: 'd.`m.`Y',
  blocks: {
    d: { mask: MaskedRange, from: 1, to: 31, maxLength: 2 },
    m: { mask: MaskedRange, from: 1, to: 12, maxLength: 2 },
    Y: { mask: MaskedRange, from: MIN_DATE_YEAR, to: MAX_DATE_YEAR, maxLength: 4 },
  },
};

/** The 3-3-3-2 id number of SPEC section 9, as the SDK's formatIdNumber prints it. */
export const ID_NUMBER_MASK: FactoryOpts = { mask: '000-000-000 00' };

/** What the phone mask holds for a draft: '', '+', or '+7' and the national digits. */
const phoneMaskChars = (draft: PhoneDraft): string => (draft.prefix === '' && draft.national === '' ? '' : draft.prefix === '+' ? '+' : `+7${draft.national}`);

/**
 * A Russian number as the SDK's formatPhone prints it. The pattern only places the separators;
 * what typed or inserted text means is the SDK's readPhoneDraft, the rule the contracts and the
 * server apply: the head of the field plus the new text is read, and the mask is handed only what
 * that reading adds. So a leading 8 is the trunk prefix and becomes '+7' (8 495 … is
 * +7 (495) …, never +7 (849) …), '+7' and '7' fill the country code, and text the rule cannot
 * read ('+1…', letters, an 11th national digit) adds nothing. Text imask re-appends after an
 * insertion (its tail) was already read, and passes through.
 */
export const PHONE_MASK: FactoryOpts = {
  mask: '+{7} (000) 000-00-00',
  prepare: (chars: string, masked: { value: string }, flags: { tail?: boolean }) => {
    if (flags.tail) return chars;
    const head = readPhoneDraft(masked.value);
    const next = readPhoneDraft(masked.value + chars);
    if (head === null || next === null) return '';
    const before = phoneMaskChars(head);
    const after = phoneMaskChars(next);
    return after.startsWith(before) ? after.slice(before.length) : '';
  },
};

/** Minute steps that tile an hour, so every hour offers the same minutes. */
export function isValidMinuteStep(step: number): boolean {
  return Number.isInteger(step) && step >= 1 && step <= 60 && 60 % step === 0;
}

/** '00', '15', '30', '45' for a 15-minute step. */
export function minuteOptions(step: number): string[] {
  if (!isValidMinuteStep(step)) throw new RangeError(`minute step must divide 60, got ${step}`);
  return Array.from({ length: 60 / step }, (_, i) => String(i * step).padStart(2, '0'));
}

/**
 * 24-hour HH:mm. The minutes block is an enum of the step's minutes: a digit that starts no
 * allowed minute is refused and a unique start is completed ('3' -> '30' with a 15-minute step).
 */
export function timeMask(step: number): FactoryOpts {
  return {
    mask: 'HH:`MM',
    blocks: {
      HH: { mask: MaskedRange, from: 0, to: 23, maxLength: 2 },
      MM: { mask: MaskedEnum, enum: minuteOptions(step) },
    },
  };
}

export interface NumberMaskOptions {
  scale: number;
  min?: number | undefined;
}

/**
 * imask's Number mask in the SDK's ru-RU shape (no-break space groups, ',' radix, '.' also
 * accepted as the radix). Bounds are deliberately not given to imask: it would refuse the digit
 * that crosses `max` (5000 with max 1000 would become 500), whereas SPEC section 5 asks for a
 * clamp, done on blur by parseNumberInput. Only the sign is restricted here: no '-' when `min`
 * is not negative.
 */
export function numberMask({ scale, min }: NumberMaskOptions): FactoryOpts {
  return {
    mask: Number,
    scale,
    radix: DEFAULT_RADIX,
    mapToRadix: ['.', ','],
    thousandsSeparator: DEFAULT_THOUSANDS_SEPARATOR,
    normalizeZeros: true,
    ...(min !== undefined && min >= 0 ? { min: 0 } : {}),
  };
}
