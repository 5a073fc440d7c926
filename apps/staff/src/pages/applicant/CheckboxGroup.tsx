/**
 * Several choices of one field ticked at once (flags, tags, intents, industries, refusal reasons):
 * a fieldset named by its legend, one checkbox per choice in columns, the field's problem under
 * it. Plain checkboxes in a grid rather than a Joy List, so Tab and Space work as everywhere; and
 * not in a Joy FormControl, which gives every checkbox inside it the one id it has for its
 * control (each label then ticked the first choice).
 */
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import type { Choice } from '../../models/referenceLists.js';

export interface CheckboxGroupProps {
  /** The form field's name, for focusing it when it has a problem. */
  name: string;
  label: string;
  choices: readonly Choice[];
  /** The ticked values. */
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  /** @default 2 (1 on a phone) */
  columns?: number;
}

export function CheckboxGroup({ name, label, choices, values, onChange, error, hint, columns = 2 }: CheckboxGroupProps) {
  const errorText = error ?? null;
  const toggle = (value: string, on: boolean) => {
    // Kept in the choices' order, whatever order they were ticked in.
    const next = new Set(values);
    if (on) next.add(value);
    else next.delete(value);
    onChange([...choices.map((choice) => choice.value).filter((choice) => next.has(choice)), ...values.filter((value) => !choices.some((choice) => choice.value === value))]);
  };
  const noteId = useId();
  const note = errorText ?? hint ?? null;
  return (
    <Box data-field={name}>
      <Box component="fieldset" aria-describedby={note === null ? undefined : noteId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }, gap: 1 }}>
          {choices.map((choice) => (
            <Checkbox key={choice.value} size="sm" label={choice.label} checked={values.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
          ))}
        </Box>
      </Box>
      {note === null ? null : (
        <Typography id={noteId} level="body-sm" color={errorText === null ? 'neutral' : 'danger'} role={errorText === null ? undefined : 'alert'} sx={{ mt: 0.75 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** A flag object (every key true or false) as the ticked keys, and back. */
export function tickedKeys(flags: Readonly<Record<string, boolean>>): string[] {
  return Object.entries(flags)
    .filter(([, on]) => on)
    .map(([key]) => key);
}

export function flagsFrom<T extends Record<string, boolean>>(all: T, ticked: readonly string[]): T {
  return Object.fromEntries(Object.keys(all).map((key) => [key, ticked.includes(key)])) as T;
}
