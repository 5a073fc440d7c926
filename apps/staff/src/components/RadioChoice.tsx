/**
 * A labelled group of radio buttons for a short closed list (direction, talk theme, talk result):
 * every choice visible at once, Tab enters the group and the arrow keys choose, which is faster on
 * the phone than opening a select.
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import { useId } from 'react';
import type { Choice } from '../models/referenceLists.js';

export interface RadioChoiceProps {
  name: string;
  label: string;
  /** '' for none chosen yet. */
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string | null | undefined;
  required?: boolean;
}

export function RadioChoice({ name, label, value, choices, onChange, error, required = false }: RadioChoiceProps) {
  const labelId = useId();
  const errorText = error ?? null;
  return (
    <FormControl required={required} error={errorText !== null} data-field={name}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup name={name} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 1.5, mt: 0.5 }}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} sx={{ m: 0 }} />
        ))}
      </RadioGroup>
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : null}
    </FormControl>
  );
}
