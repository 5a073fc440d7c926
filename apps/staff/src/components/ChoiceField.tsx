/**
 * A labelled select of a form: "not chosen" first, then the choices. A value the choices do not
 * hold (a record from before a list changed) stays selectable under its own code, so editing a
 * record never clears a field silently.
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId } from 'react';
import type { FieldError } from './formModel.js';
import { useFieldErrorText } from './FormParts.js';
import type { Choice } from '../../models/referenceLists.js';

const NONE = '\u0000none';

export interface ChoiceFieldProps {
  name: string;
  label: string;
  /** '' for not chosen. */
  value: string;
  choices: readonly Choice[];
  /** The "not chosen" entry's text; without it a value must be chosen. */
  noneLabel?: string;
  onChange: (value: string) => void;
  error?: FieldError | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

export function ChoiceField({ name, label, value, choices, noneLabel, onChange, error, hint, required = false, disabled = false }: ChoiceFieldProps) {
  const labelId = useId();
  const errorText = useFieldErrorText()(error);
  const known = value === '' || choices.some((choice) => choice.value === value);
  return (
    <FormControl required={required} error={errorText !== null} disabled={disabled} data-field={name}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Select
        value={value === '' ? NONE : value}
        onChange={(_event, next) => onChange(next === null || next === NONE ? '' : next)}
        slotProps={{ button: { 'aria-labelledby': labelId }, listbox: { sx: { maxHeight: 320 } } }}
      >
        {noneLabel !== undefined ? <Option value={NONE}>{noneLabel}</Option> : null}
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
        {known ? null : <Option value={value}>{value}</Option>}
      </Select>
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
