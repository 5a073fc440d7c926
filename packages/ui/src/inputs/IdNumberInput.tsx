/**
 * Id number field (СНИЛС), grouped 3-3-3-2 as '123-456-789 01' (SPEC section 9) and stored as
 * its digits. Completeness and the optional checksum are the SDK's rules.
 */
import { useTranslation } from 'react-i18next';
import { formatIdNumber, idNumberDigits, isCompleteIdNumber, isValidSnilsChecksum } from '@abitura/contracts/validation';
import { ID_NUMBER_MASK } from './masks.js';
import { MaskedField } from './MaskedField.js';
import type { FieldProps } from './MaskedField.js';
import { useSyncedState } from './useSyncedState.js';
import { useBlurError } from './useBlurError.js';

export interface IdNumberInputProps extends FieldProps {
  /**
   * The digits typed so far, up to 11 ('12345678901'). Digits alone cannot be misread, so an
   * unfinished number is reported as is and refused on blur instead of being stored as ''.
   */
  value: string;
  onChange: (value: string) => void;
  /** Also verify the СНИЛС check digits (numbers up to 001-001-998 have none to verify). */
  checkChecksum?: boolean | undefined;
}

export function IdNumberInput({ value, onChange, checkChecksum = false, onBlur, required, ...field }: IdNumberInputProps) {
  const { t } = useTranslation('inputs');
  const [text, commit] = useSyncedState(value, formatIdNumber);

  const handleText = (next: string) => commit(next, idNumberDigits(next), onChange);

  const errorOf = (candidate: string): string | null => {
    if (candidate === '') return required ? t('required') : null;
    if (!isCompleteIdNumber(candidate)) return t('idNumber.incomplete');
    if (checkChecksum && !isValidSnilsChecksum(candidate)) return t('idNumber.checksum');
    return null;
  };

  const { handleBlur, ownError } = useBlurError(text, errorOf, onBlur);

  return (
    <MaskedField
      {...field}
      required={required}
      mask={ID_NUMBER_MASK}
      text={text}
      onText={handleText}
      onBlur={handleBlur}
      ownError={ownError}
      placeholder={t('idNumber.placeholder')}
      inputMode="numeric"
    />
  );
}
