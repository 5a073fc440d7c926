/**
 * Russian phone numbers: stored as E.164 '+7XXXXXXXXXX', shown as '+7 (999) 123-45-67'. This is
 * the one reading of a number the phone field, the contracts and the server's checks share.
 *
 * The prefix is read first, so a number never depends on how many digits follow it: a leading
 * '+' must be '+7'; a leading 7 or 8 (the country code, or the trunk prefix people dial within
 * Russia) is the prefix; any other first digit starts the 10-digit national number. So
 * '8 495 111-22-33', '+7 (495) 111-22-33', '7 495 1112233' and '(495) 111-22-33' are one number,
 * and '8495111223' (a digit short) is an incomplete number, not '+7 (849) 511-12-23'.
 */

/** Why a text is not a phone number. */
export type PhoneProblem =
  /** Not a Russian number as people write it: letters, another country code, too many digits. */
  | 'unreadable'
  /** Fewer than 10 digits after the prefix. */
  | 'incomplete'
  /** Ten digits whose code no number in the +7 zone begins with (see {@link isKnownPhoneCode}). */
  | 'code';

export type PhoneReading = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

/** What a text typed so far reads as: the prefix (none, a lone '+', or the country code) and the national digits. */
export interface PhoneDraft {
  prefix: '' | '+' | '+7';
  national: string;
}

/** Digits of the national number: a 3-digit code and a 7-digit subscriber number. */
export const PHONE_NATIONAL_DIGITS = 10;

// Separators people and documents put in numbers: spaces (no-break ones too), brackets, dots,
// the hyphen and the typographic dashes and minus a pasted number may carry.
const SEPARATORS = /[\s().\u002d\u2010-\u2015\u2212]/g;
const DRAFT_RE = /^\+?\d*$/;
const E164_RU_RE = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/;

/**
 * Reads a number as far as it is typed. Null when no more typing can make it a number: a
 * character other than digits and separators, a '+' not in front or not followed by 7, more than
 * 10 national digits.
 */
export function readPhoneDraft(raw: string): PhoneDraft | null {
  if (typeof raw !== 'string') return null;
  const compact = raw.replace(SEPARATORS, '');
  if (!DRAFT_RE.test(compact)) return null;
  let draft: PhoneDraft;
  if (compact.startsWith('+')) {
    if (compact.length === 1) return { prefix: '+', national: '' };
    if (compact[1] !== '7') return null;
    draft = { prefix: '+7', national: compact.slice(2) };
  } else if (compact.startsWith('7') || compact.startsWith('8')) {
    draft = { prefix: '+7', national: compact.slice(1) };
  } else {
    draft = { prefix: '', national: compact };
  }
  return draft.national.length > PHONE_NATIONAL_DIGITS ? null : draft;
}

/**
 * Whether a 10-digit national number begins as a number of the +7 zone (Russia, Kazakhstan) can.
 * Codes begin with 3 to 9; never with 0, 1 or 2 (the trunk and international prefixes), and none
 * begins with 88, 89 or 849: those are what a doubled prefix makes of a mobile number (8 + 9xx),
 * a long-distance one (8 + 8xx) or a Moscow-region landline (8 + 495, 496, 498, 499), the way a
 * field that took the trunk 8 for the code's first digit stored them.
 */
export function isKnownPhoneCode(national: string): boolean {
  return /^[3-9]/.test(national) && !/^(?:88|89|849)/.test(national);
}

/** Reads a whole number: its stored form '+7XXXXXXXXXX', or why it is not one. */
export function readPhone(raw: string): PhoneReading {
  const draft = readPhoneDraft(raw);
  if (draft === null) return { ok: false, problem: 'unreadable' };
  if (draft.national.length < PHONE_NATIONAL_DIGITS) return { ok: false, problem: 'incomplete' };
  if (!isKnownPhoneCode(draft.national)) return { ok: false, problem: 'code' };
  return { ok: true, phone: `+7${draft.national}` };
}

/**
 * Normalizes a Russian phone number to '+7XXXXXXXXXX' (see the module comment for the forms it
 * reads).
 *
 * @returns null for anything {@link readPhone} does not read as a whole number.
 */
export function normalizePhone(raw: string): string | null {
  const reading = readPhone(raw);
  return reading.ok ? reading.phone : null;
}

/**
 * Display form '+7 (999) 123-45-67' of a Russian number in any form {@link normalizePhone}
 * accepts. Anything it cannot read is returned unchanged, so a foreign or odd number on a
 * record is still shown rather than lost.
 */
export function formatPhone(phone: string): string {
  const match = E164_RU_RE.exec(normalizePhone(phone) ?? '');
  if (!match) return phone;
  return `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}`;
}
