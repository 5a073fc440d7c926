/**
 * 24-hour time field (SPEC section 5), HH:mm, offering only the minutes of a step.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { minuteOptions, timeMask } from './masks.js';
import { MaskedField } from './MaskedField.js';
import type { FieldProps } from './MaskedField.js';
import { useSyncedState } from './useSyncedState.js';
import { useBlurError } from './useBlurError.js';

/** Default minute step of the time fields. */
export const DEFAULT_MINUTE_STEP = 15;

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface TimeInputProps extends FieldProps {
  /** 'HH:mm' (24-hour), or '' while the field is empty or incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between the offered times; must divide 60. @default 15 */
  step?: number | undefined;
}

/**
 * Display text of a stored time. A time off the step ('09:10' with 15) is shown floored to the
 * step, which the mask then reports back, rather than letting the minute enum complete it
 * upwards on its own ('1' -> '15').
 */
function toText(stored: string, step: number): string {
  const match = TIME_RE.exec(stored);
  if (!match) return '';
  const minutes = Number(match[2]);
  return `${match[1]}:${String(minutes - (minutes % step)).padStart(2, '0')}`;
}

export function TimeInput({ value, onChange, step = DEFAULT_MINUTE_STEP, onBlur, required, ...field }: TimeInputProps) {
  const { t } = useTranslation('inputs');
  const mask = useMemo(() => timeMask(step), [step]);
  const [text, commit] = useSyncedState(value, (stored) => toText(stored, step));

  const isComplete = (candidate: string) => {
    const match = TIME_RE.exec(candidate);
    return match !== null && minuteOptions(step).includes(match[2] ?? '');
  };

  const handleText = (next: string) => commit(next, isComplete(next) ? next : '', onChange);

  const check = (value: string) => (value === '' ? (required ? t('required') : null) : isComplete(value) ? null : t('time.incomplete'));
  const { handleBlur, ownError } = useBlurError(text, check, onBlur);

  return (
    <MaskedField
      {...field}
      required={required}
      mask={mask}
      text={text}
      onText={handleText}
      onBlur={handleBlur}
      ownError={ownError}
      placeholder={t('time.placeholder')}
      inputMode="numeric"
    />
  );
}
