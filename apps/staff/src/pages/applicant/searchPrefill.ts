/**
 * The insert page opened from the search page with what was looked up (?q=…): a СНИЛС, a phone,
 * an e-mail or a name each goes to its own field, so nothing found wanting has to be typed again.
 */
import { idNumberDigits, isCompleteIdNumber, isEmail, normalizePhone } from '@abitura/contracts/validation';
import type { ApplicantValues } from './applicantValues.js';

export type Prefill = Partial<Pick<ApplicantValues, 'last_name' | 'first_name' | 'middle_name' | 'phones' | 'email' | 'id_number'>>;

export function prefillFromQuery(query: string | null): Prefill {
  const text = (query ?? '').trim().replace(/\s+/g, ' ').slice(0, 200);
  if (text === '') return {};
  // isEmail narrows its argument's type; the text is asked through a copy so it stays a string.
  const looksLikeEmail: boolean = isEmail(String(text));
  if (looksLikeEmail) return { email: text };
  // Grouped 3-3-3-2 it is a СНИЛС; otherwise a number that reads as a Russian phone is one, and
  // any other 11 digits are a СНИЛС typed without its separators.
  if (/^\d{3}-\d{3}-\d{3}[\s-]\d{2}$/.test(text)) return { id_number: idNumberDigits(text) };
  const phone = normalizePhone(text);
  if (phone !== null) return { phones: [phone] };
  if (/^[\d\s-]+$/.test(text) && isCompleteIdNumber(text)) return { id_number: idNumberDigits(text) };
  if (/\d/.test(text)) return {};
  const [last = '', first = '', ...middle] = text.split(' ');
  return { last_name: last, first_name: first, middle_name: middle.join(' ') };
}
