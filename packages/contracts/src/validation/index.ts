export { isLeapYear, daysInMonth, isExistingDate } from './calendar.js';
export { DATE_INPUT_MAX_DIGITS, normalizeDateInput } from './dateInput.js';
export { MIN_DATE_YEAR, MAX_DATE_YEAR, validateDate, toStoredDate, toDisplayDate } from './date.js';
export type { DateErrorCode, DateValidation, DateBound, DateValidationOptions } from './date.js';
export {
  DEFAULT_THOUSANDS_SEPARATOR,
  DEFAULT_RADIX,
  DEFAULT_SCALE,
  clampNumber,
  roundToScale,
  formatNumber,
  parseNumberInput,
} from './number.js';
export type { NumberFormatOptions } from './number.js';
export { GRADUATION_YEAR_ERROR, parseGraduationYear } from './graduationYear.js';
export type { GraduationYearResult } from './graduationYear.js';
export { isResetToken, isTicketToken } from './tokens.js';
export { ID_NUMBER_LENGTH, idNumberDigits, formatIdNumber, isCompleteIdNumber, isValidSnilsChecksum } from './idNumber.js';
export { PHONE_NATIONAL_DIGITS, readPhoneDraft, readPhone, isKnownPhoneCode, normalizePhone, formatPhone } from './phone.js';
export type { PhoneDraft, PhoneProblem, PhoneReading } from './phone.js';
export { isEmail } from './email.js';
