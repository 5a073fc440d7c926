/**
 * СНИЛС numbers for demo applicants: nine random digits and the two check digits the Pension
 * Fund computes, so every number passes the same checksum the contracts enforce.
 */
import type { Random } from '../prng.js';

/** Bodies up to 001-001-998 predate the checksum; demo numbers stay above them. */
const FIRST_CHECKED_BODY = 1_001_999;

/** The two check digits of a nine-digit body: digits weighted 9 down to 1, modulo 101, 100 as 00. */
export function snilsCheckDigits(body: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(body[i]) * (9 - i);
  return String((sum % 101) % 100).padStart(2, '0');
}

/** Issued numbers never hold the same digit three times in a row. */
const hasTriple = (digits: string): boolean => /(\d)\1\1/.test(digits);

/** A valid СНИЛС as its 11 digits (the form the contracts store). */
export function randomSnils(random: Random): string {
  let body = String(random.int(FIRST_CHECKED_BODY, 999_999_999)).padStart(9, '0');
  while (hasTriple(body)) body = String(random.int(FIRST_CHECKED_BODY, 999_999_999)).padStart(9, '0');
  return body + snilsCheckDigits(body);
}
