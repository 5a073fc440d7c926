/**
 * Number field of SPEC section 5: thousands separator, scale 2 by default, min/max clamp. Shown
 * the ru-RU way ('1 234 567,89'), whatever the interface language, like the dates.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SCALE, formatNumber, parseNumberInput } from '@abitura/contracts/validation';
import { numberMask } from './masks.js';
import { MaskedField } from './MaskedField.js';
import type { FieldProps } from './MaskedField.js';
import { useSyncedState } from './useSyncedState.js';

export interface NumberInputProps extends FieldProps {
  /** The number, rounded to `scale` and within min/max; null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Fraction digits. @default 2 */
  scale?: number | undefined;
  /** Smallest allowed value; a smaller one is raised to it. A min of 0 or more also forbids '-'. */
  min?: number | undefined;
  /** Largest allowed value; a larger one is lowered to it. */
  max?: number | undefined;
}

export function NumberInput({ value, onChange, scale = DEFAULT_SCALE, min, max, onBlur, hint, required, ...field }: NumberInputProps) {
  const { t } = useTranslation('inputs');
  const mask = useMemo(() => numberMask({ scale, min }), [scale, min]);
  // An outside value is shown as given, unclamped: the field must not claim a number it was not given.
  const [text, commit] = useSyncedState(value, (v) => (v === null ? '' : formatNumber(v, { scale })));
  const [clampNote, setClampNote] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const bounds = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };

  const handleText = (next: string) => {
    // The reported value is always inside the bounds, even mid-typing; the text catches up on blur.
    commit(next, parseNumberInput(next, { scale, ...bounds }), onChange);
    // The reformat on blur comes back through here too; only a real edit retires the notes.
    if (next === text) return;
    setClampNote(null);
    if (next !== '') setMissing(false);
  };

  const handleBlur = () => {
    const typed = parseNumberInput(text, { scale });
    const clamped = parseNumberInput(text, { scale, ...bounds });
    if (typed !== null && clamped !== null) {
      commit(formatNumber(clamped, { scale }), clamped, onChange);
      // Say why the number changed, instead of silently replacing what was typed.
      if (clamped > typed) setClampNote(t('number.clampedMin', { min: formatNumber(clamped, { scale }) }));
      else if (clamped < typed) setClampNote(t('number.clampedMax', { max: formatNumber(clamped, { scale }) }));
    }
    setMissing(Boolean(required) && text === '');
    onBlur?.();
  };

  return (
    <MaskedField
      {...field}
      required={required}
      ownError={missing ? t('required') : null}
      hint={clampNote ?? hint}
      mask={mask}
      text={text}
      onText={handleText}
      onBlur={handleBlur}
      inputMode={scale > 0 ? 'decimal' : 'numeric'}
    />
  );
}
