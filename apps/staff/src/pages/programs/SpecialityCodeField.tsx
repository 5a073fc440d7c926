/**
 * The speciality filter: a code typed as the federal list writes it (09.02.07, or five digits for
 * a profession), applied on Enter or on leaving the field. A code of the wrong shape is said so
 * under the field and not sent.
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPECIALITY_CODE } from './programsQuery.js';

export interface SpecialityCodeFieldProps {
  value: string | null;
  onChange: (code: string | null) => void;
}

export function SpecialityCodeField({ value, onChange }: SpecialityCodeFieldProps) {
  const { t } = useTranslation('programs');
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (seen !== value) {
    // The filter changed elsewhere (a link, back/forward, reset): the field shows it.
    setSeen(value);
    setText(value ?? '');
    setInvalid(false);
  }

  const apply = () => {
    const code = text.trim();
    if (code !== '' && !SPECIALITY_CODE.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if ((code || null) !== value) onChange(code || null);
  };

  return (
    <FormControl error={invalid} sx={{ width: { md: 180 } }}>
      <FormLabel>{t('filters.speciality')}</FormLabel>
      <Input
        value={text}
        placeholder="09.02.07"
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        slotProps={{ input: { maxLength: 20, dir: 'ltr', inputMode: 'decimal' } }}
      />
      {invalid ? <FormHelperText>{t('filters.specialityInvalid')}</FormHelperText> : null}
    </FormControl>
  );
}
