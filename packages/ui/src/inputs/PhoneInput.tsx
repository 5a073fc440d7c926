/**
 * Russian phone field: shown as '+7 (999) 123-45-67', stored in E.164 as '+79991234567'. The
 * SDK's phone rule (readPhone, readPhoneDraft) decides what typed and pasted text means, the same
 * rule the contracts and the server apply: 8…, +7… and 7… are one number, and text it cannot read
 * is refused with a message, never reinterpreted.
 */
import { useState } from 'react';
import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, normalizePhone, readPhone, readPhoneDraft } from '@abitura/contracts/validation';
import { PHONE_MASK } from './masks.js';
import { MaskedField } from './MaskedField.js';
import type { FieldProps } from './MaskedField.js';
import { useSyncedState } from './useSyncedState.js';
import { useBlurError } from './useBlurError.js';

export interface PhoneInputProps extends FieldProps {
  /** '+7XXXXXXXXXX', or '' while the number is empty or incomplete. */
  value: string;
  onChange: (value: string) => void;
}

/** Pasted text quoted in a message is cut to this many characters. */
const QUOTED_PASTE_MAX = 40;

/** Display text of a stored number; a number the mask cannot show is left out rather than garbled. */
function toText(stored: string): string {
  const normalized = normalizePhone(stored);
  return normalized === null ? '' : formatPhone(normalized);
}

export function PhoneInput({ value, onChange, onBlur, required, error, ...field }: PhoneInputProps) {
  const { t } = useTranslation('inputs');
  const [text, commit] = useSyncedState(value, toText);
  // A paste refused: its message shows until the text changes.
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);

  const codeMessage = (number: string) => t('phone.code', { code: readPhoneDraft(number)?.national.slice(0, 3) ?? '' });
  const handleText = (next: string) => commit(next, normalizePhone(next) ?? '', onChange);

  // A whole number pasted replaces the field, in any spelling the rule reads. Anything else goes
  // to the mask only when it continues the number (a few digits pasted into place); what the rule
  // cannot read ('+1 202…', 'доб. 5', a 12th digit, a code no number has) is refused, and the
  // person is told why.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const whole = readPhone(pasted);
    if (whole.ok) {
      event.preventDefault();
      setRefused(null);
      handleText(formatPhone(whole.phone));
      return;
    }
    const input = event.currentTarget;
    const result = input.value.slice(0, input.selectionStart ?? input.value.length) + pasted + input.value.slice(input.selectionEnd ?? input.value.length);
    if (whole.problem !== 'code' && readPhoneDraft(result) !== null) return;
    event.preventDefault();
    const quoted = pasted.trim().length > QUOTED_PASTE_MAX ? `${pasted.trim().slice(0, QUOTED_PASTE_MAX)}…` : pasted.trim();
    setRefused({ text, message: whole.problem === 'code' ? codeMessage(pasted) : t('phone.pasteRefused', { text: quoted }) });
  };

  const check = (value: string) => {
    if (value === '') return required ? t('required') : null;
    const reading = readPhone(value);
    if (reading.ok) return null;
    return reading.problem === 'code' ? codeMessage(value) : t('phone.incomplete');
  };
  const { handleBlur, ownError } = useBlurError(text, check, onBlur);
  // A stored number the rule does not read (kept before it) cannot be shown through the mask: the
  // field names it and asks for it again, so it is neither out of sight nor saved again unnoticed.
  const storedUnreadable = value !== '' && text === '' && !readPhone(value).ok ? t('phone.storedUnreadable', { phone: value }) : null;

  return (
    <MaskedField
      {...field}
      required={required}
      mask={PHONE_MASK}
      text={text}
      onText={handleText}
      onBlur={handleBlur}
      onPaste={handlePaste}
      // What the field itself found in its text (a refused paste, a missing digit, a code no number
      // has) says more than a form's "enter the whole number", which is all a form can see.
      error={(refused?.text === text ? refused.message : (ownError ?? storedUnreadable)) ?? error}
      placeholder={t('phone.placeholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
