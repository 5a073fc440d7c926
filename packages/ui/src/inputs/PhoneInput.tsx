/**
 * Russian phone field: shown as '+7 (999) 123-45-67', stored in E.164 as '+79991234567'; the
 * SDK's normalizePhone/formatPhone decide both forms.
 */
import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, normalizePhone } from '@abitura/sdk';
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

/** Display text of a stored number; a number the mask cannot show is left out rather than garbled. */
function toText(stored: string): string {
  const normalized = normalizePhone(stored);
  return normalized === null ? '' : formatPhone(normalized);
}

export function PhoneInput({ value, onChange, onBlur, required, ...field }: PhoneInputProps) {
  const { t } = useTranslation('inputs');
  const [text, commit] = useSyncedState(value, toText);

  const handleText = (next: string) => commit(next, normalizePhone(next) ?? '', onChange);

  // A pasted '8 999 123-45-67' would otherwise land in the mask as '+7 (899) 912-34-56': the
  // mask cannot tell the trunk prefix 8 from a first digit, normalizePhone can.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const normalized = normalizePhone(event.clipboardData.getData('text'));
    if (normalized === null) return;
    event.preventDefault();
    handleText(formatPhone(normalized));
  };

  const check = (value: string) =>
    value === '' ? (required ? t('required') : null) : normalizePhone(value) === null ? t('phone.incomplete') : null;
  const { handleBlur, ownError } = useBlurError(text, check, onBlur);

  return (
    <MaskedField
      {...field}
      required={required}
      mask={PHONE_MASK}
      text={text}
      onText={handleText}
      onBlur={handleBlur}
      onPaste={handlePaste}
      ownError={ownError}
      placeholder={t('phone.placeholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
