/**
 * The applicant form's checks before sending: the contracts' `applicantFields` rules and SPEC
 * section 5 (dates, the phone, the СНИЛС checksum, the graduation year), each answering with a
 * key of the `applicant` namespace's `errors`. The server checks everything again and has the
 * last word; these only spare a person a round trip and show every problem at once.
 */
import { isCompleteIdNumber, isValidSnilsChecksum, normalizePhone, parseGraduationYear, toDisplayDate, validateDate } from '@abitura/contracts/validation';
import { INDIVIDUAL_ACHIEVEMENTS, valuesOf } from '@abitura/contracts/vocabulary';
import type { FieldError, FieldErrors } from '../../models/formModel.js';
import { checkEmail, checkText } from '../../models/fieldChecks.js';
import { checkPastMoment } from '../../models/localDateTime.js';
import type { ApplicantValues, ConsentValues } from './applicantValues.js';

/** Letters first, then letters, spaces, hyphens, apostrophes and dots (the contract's name rule). */
const NAME_RE = /^[\p{L}][\p{L}\s'’.-]*$/u;
const MAX_NAME = 100;
export const MAX_PHONES = 5;
export const MAX_ROWS = 20;
const MIN_BIRTH_DATE = '1900-01-01';
const ACHIEVEMENT_CODES: ReadonlySet<string> = new Set(valuesOf(INDIVIDUAL_ACHIEVEMENTS));

export function checkName(value: string, required: boolean): FieldError | undefined {
  const text = checkText(value, { max: MAX_NAME, required });
  if (text) return text;
  const trimmed = value.trim();
  return trimmed === '' || NAME_RE.test(trimmed) ? undefined : { key: 'nameLetters' };
}

/** A stored birth date: a real day from 1900 to `today`. */
export function checkBirthDate(stored: string, today: Date): FieldError | undefined {
  if (stored === '') return undefined;
  const display = toDisplayDate(stored);
  if (display === null) return { key: 'date' };
  const result = validateDate(display, { min: MIN_BIRTH_DATE, max: today });
  if (result.ok) return undefined;
  if (result.error === 'max') return { key: 'birthDateFuture' };
  if (result.error === 'min' || result.error === 'year') return { key: 'birthDateTooEarly' };
  return { key: 'date' };
}

/** The СНИЛС digits: none, or 11 whose check digits match. */
export function checkIdNumber(digits: string): FieldError | undefined {
  if (digits === '') return undefined;
  if (!isCompleteIdNumber(digits)) return { key: 'idNumberIncomplete' };
  return isValidSnilsChecksum(digits) ? undefined : { key: 'idNumberChecksum' };
}

/** SPEC section 5: 1-99, else 'Некорректный год окончания'. */
export function checkGraduationYear(text: string): FieldError | undefined {
  if (text.trim() === '') return undefined;
  return parseGraduationYear(text).ok ? undefined : { key: 'graduationYear' };
}

function checkPhones(phones: readonly string[]): FieldError | undefined {
  const filled = phones.filter((phone) => phone !== '');
  if (filled.length > MAX_PHONES) return { key: 'tooManyPhones', values: { max: MAX_PHONES } };
  const bad = phones.findIndex((phone) => phone !== '' && normalizePhone(phone) === null);
  return bad === -1 ? undefined : { key: 'phone' };
}

/** A number typed into a row: within min..max, whole when asked; '' is "missing". */
function numberIn(text: string, min: number, max: number, whole = false): boolean {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return false;
  const value = Number(trimmed);
  return value >= min && value <= max && (!whole || Number.isInteger(value));
}

/** The first bad row of a list, as the problem with its 1-based row number. */
function firstBadRow<Row>(rows: readonly Row[], check: (row: Row, index: number) => string | null): FieldError | undefined {
  if (rows.length > MAX_ROWS) return { key: 'tooManyRows', values: { max: MAX_ROWS } };
  for (const [index, row] of rows.entries()) {
    const key = check(row, index);
    if (key !== null) return { key, values: { row: index + 1 } };
  }
  return undefined;
}

function checkConsent(consent: ConsentValues, now: number): FieldError | undefined {
  if (consent.status === '') return undefined;
  const at = checkPastMoment(consent.at, now, { invalid: 'consentAt', future: 'consentFuture' });
  if (at) return at;
  if (consent.by === 'representative' && consent.representative.trim() === '') return { key: 'representative' };
  return consent.representative.trim().length > 200 ? { key: 'tooLong', values: { max: 200 } } : undefined;
}

export function validateApplicant(values: ApplicantValues, now: Date): FieldErrors<ApplicantValues> {
  const errors: FieldErrors<ApplicantValues> = {};
  const add = (field: keyof ApplicantValues, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  add('last_name', checkName(values.last_name, true));
  add('first_name', checkName(values.first_name, true));
  add('middle_name', checkName(values.middle_name, false));
  add('birth_date', checkBirthDate(values.birth_date, now));
  add('phones', checkPhones(values.phones));
  add('email', checkEmail(values.email));
  add('id_number', checkIdNumber(values.id_number));
  add('graduation_year', checkGraduationYear(values.graduation_year));
  add('achievements', firstBadRow(values.achievements, (row) => (!ACHIEVEMENT_CODES.has(row.code) ? 'achievementCode' : row.note.trim().length > 300 ? 'noteTooLong' : null)));
  add(
    'exams',
    firstBadRow(values.exams, (row) => {
      if (row.subject.trim() === '' || row.subject.trim().length > 100) return 'rowSubject';
      if (!numberIn(row.score, 0, 100)) return 'examScore';
      return row.year.trim() === '' || numberIn(row.year, 2000, 2100, true) ? null : 'examYear';
    }),
  );
  add(
    'gia',
    firstBadRow(values.gia, (row) => {
      if (row.subject.trim() === '' || row.subject.trim().length > 100) return 'rowSubject';
      if (!numberIn(row.mark, 2, 5, true)) return 'giaMark';
      return row.score.trim() === '' || numberIn(row.score, 0, 100) ? null : 'examScore';
    }),
  );
  const checkNames = values.check_results.map((row) => row.name.trim());
  add(
    'check_results',
    firstBadRow(values.check_results, (row, index) => {
      const name = row.name.trim();
      if (name === '' || name.length > 50) return 'checkName';
      return checkNames.indexOf(name) !== index ? 'checkRepeated' : null;
    }),
  );
  add('consent', checkConsent(values.consent, now.getTime()));
  return errors;
}
