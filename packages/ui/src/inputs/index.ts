/** Masked Joy inputs (SPEC section 5) and the date-time picker; values are in their stored forms. */
export { DateInput, dateErrorMessage } from './DateInput.js';
export type { DateInputProps } from './DateInput.js';
export { NumberInput } from './NumberInput.js';
export type { NumberInputProps } from './NumberInput.js';
export { PhoneInput } from './PhoneInput.js';
export type { PhoneInputProps } from './PhoneInput.js';
export { IdNumberInput } from './IdNumberInput.js';
export type { IdNumberInputProps } from './IdNumberInput.js';
export { TimeInput, DEFAULT_MINUTE_STEP } from './TimeInput.js';
export type { TimeInputProps } from './TimeInput.js';
export { DateTimePicker } from './DateTimePicker.js';
export type { DateTimePickerProps } from './DateTimePicker.js';
export type { DisableDays } from './calendar.js';
export type { FieldProps } from './MaskedField.js';
