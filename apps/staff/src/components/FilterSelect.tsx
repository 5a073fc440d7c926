/**
 * A list filter as a labelled select: "any" first, then the choices. A value the choices do not
 * hold (an old link, a list still loading) stays selectable under its own code, so the select
 * never shows a filter as "any" while the list is in fact narrowed by it.
 */
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId } from 'react';
import type { Choice } from '../models/referenceLists.js';

export interface FilterSelectProps {
  label: string;
  /** The chosen value, or null for any. */
  value: string | null;
  choices: readonly Choice[];
  /** The "no filter" choice's text. */
  anyLabel: string;
  onChange: (value: string | null) => void;
  /** @default 180 */
  minWidth?: number;
  /** How a value the choices do not hold reads. @default the value itself */
  unknownLabel?: (value: string) => string;
}

const ANY = '\u0000any';

export function FilterSelect({ label, value, choices, anyLabel, onChange, minWidth = 180, unknownLabel = (unknown) => unknown }: FilterSelectProps) {
  const labelId = useId();
  const known = value === null || choices.some((choice) => choice.value === value);
  return (
    <FormControl sx={{ minWidth, maxWidth: '100%' }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Select
        value={value ?? ANY}
        onChange={(_event, next) => onChange(next === ANY || next === null ? null : next)}
        slotProps={{ button: { 'aria-labelledby': labelId }, listbox: { sx: { maxHeight: 360 } } }}
      >
        <Option value={ANY}>{anyLabel}</Option>
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
        {known ? null : <Option value={value}>{unknownLabel(value)}</Option>}
      </Select>
    </FormControl>
  );
}
