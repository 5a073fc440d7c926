/**
 * Date field of SPEC section 5: digits only, shown as dd.mm.yyyy while typing, at most 8 digits,
 * stored as 'YYYY-MM-DD' (SPEC section 9). The date must exist and lie within min/max.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MAX_DATE_YEAR, MIN_DATE_YEAR, toDisplayDate, validateDate } from '@abitura/contracts/validation';
import type { DateBound, DateErrorCode } from '@abitura/contracts/validation';
import { boundToStored } from './calendar.js';
import { DATE_MASK } from './masks.js';
import { MaskedField } from './MaskedField.js';
import type { FieldProps } from './MaskedField.js';
import { useSyncedState } from './useSyncedState.js';

export interface DateInputProps extends FieldProps {
  /** 'YYYY-MM-DD', or '' while the text is empty, incomplete or not a valid date. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest allowed day, inclusive: a Date, 'YYYY-MM-DD' or 'dd.mm.yyyy'. */
  min?: DateBound | undefined;
  /** Latest allowed day, inclusive. */
  max?: DateBound | undefined;
  /**
   * A further rule run on a date that passed the mask rules, e.g. closed days; returns the message
   * that refuses the date, or null to accept it.
   */
  validate?: ((stored: string) => string | null) | undefined;
  /** Shown inside the field at its end, e.g. a calendar button. */
  endDecorator?: ReactNode;
}

/** The translated message of an SDK date error code. */
export function dateErrorMessage(
  t: TFunction<'inputs'>,
  code: DateErrorCode,
  bounds: { min?: DateBound | undefined; max?: DateBound | undefined },
): string {
  switch (code) {
    case 'year':
      return t('date.error.year', { min: MIN_DATE_YEAR, max: MAX_DATE_YEAR });
    case 'min':
    case 'max':
      return t(`date.error.${code}`, { date: toDisplayDate(boundToStored(bounds[code]) ?? '') ?? '' });
    default:
      return t(`date.error.${code}`);
  }
}

/** Outcome of checking a text: the value to store and the message, if any, that refuses it. */
interface Checked {
  stored: string;
  error: string | null;
  /** True when the only fault is that the date is not fully typed yet. */
  incomplete: boolean;
}

/** Keeps the message together with the text it was computed for, so a new text drops it. */
interface OwnError {
  text: string;
  message: string;
}

export function DateInput({ value, onChange, min, max, validate, onBlur, required, endDecorator, ...field }: DateInputProps) {
  const { t } = useTranslation('inputs');
  const [text, commit] = useSyncedState(value, (stored) => toDisplayDate(stored) ?? '');
  const [ownError, setOwnError] = useState<OwnError | null>(null);
  // Set by a blur that found an error, cleared by a valid date: while set, every completed text
  // is checked at once, so fixing 31.02.2025 into 31.02.2026 still says why it is wrong.
  const [eager, setEager] = useState(false);

  const check = (candidate: string): Checked => {
    if (candidate === '') return { stored: '', error: required ? t('required') : null, incomplete: false };
    const result = validateDate(candidate, { ...(min !== undefined && { min }), ...(max !== undefined && { max }) });
    if (!result.ok) {
      return { stored: '', error: dateErrorMessage(t, result.error, { min, max }), incomplete: result.error === 'format' };
    }
    const refusal = validate?.(result.value) ?? null;
    return { stored: refusal === null ? result.value : '', error: refusal, incomplete: false };
  };

  const shownError = ownError?.text === text ? ownError.message : null;

  const handleText = (next: string) => {
    const checked = check(next);
    commit(next, checked.stored, onChange);
    // Errors first appear on blur (no scolding a date still being typed); after that they follow
    // the edits, though a date that is merely unfinished again does not count as wrong.
    if (!eager) return;
    setOwnError(checked.error !== null && !checked.incomplete ? { text: next, message: checked.error } : null);
    if (checked.error === null) setEager(false);
  };

  const handleBlur = () => {
    const { error } = check(text);
    setOwnError(error === null ? null : { text, message: error });
    setEager(error !== null);
    onBlur?.();
  };

  return (
    <MaskedField
      {...field}
      required={required}
      mask={DATE_MASK}
      text={text}
      onText={handleText}
      onBlur={handleBlur}
      ownError={shownError}
      placeholder={t('date.placeholder')}
      inputMode="numeric"
      endDecorator={endDecorator}
    />
  );
}
