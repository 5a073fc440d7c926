/**
 * A filter of several values at once (statuses, categories, flags): a labelled select whose
 * choices stay open to tick more than one; nothing ticked means any. The field shows the first
 * choice and how many more, so it keeps its width. Escape closes the open list only, also in a
 * dialog (useListboxEscape).
 */
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId } from 'react';
import type { Choice } from '../models/referenceLists.js';
import { useListboxEscape } from './ChoiceField.js';

export interface MultiChoiceFieldProps<T extends string> {
  label: string;
  values: readonly T[];
  choices: readonly Choice[];
  /** What an empty choice reads ("Все"). */
  anyLabel: string;
  onChange: (values: T[]) => void;
  /** @default 200 */
  minWidth?: number;
}

export function MultiChoiceField<T extends string>({ label, values, choices, anyLabel, onChange, minWidth = 200 }: MultiChoiceFieldProps<T>) {
  const labelId = useId();
  const labelOf = (value: string) => choices.find((choice) => choice.value === value)?.label ?? value;
  const escape = useListboxEscape();
  return (
    <FormControl sx={{ minWidth, maxWidth: { md: 320 } }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Select<string, true>
        multiple
        value={[...values]}
        placeholder={anyLabel}
        onChange={(_event, next) => onChange(next as T[])}
        onListboxOpenChange={escape.onListboxOpenChange}
        renderValue={(selected) => {
          const [first, ...rest] = selected;
          if (first === undefined) return anyLabel;
          return rest.length === 0 ? labelOf(first.value) : `${labelOf(first.value)} +${rest.length}`;
        }}
        slotProps={{ button: { 'aria-labelledby': labelId, title: values.map(labelOf).join(', '), onKeyDown: escape.onKeyDown }, listbox: { sx: { maxHeight: 360 }, onKeyDown: escape.onKeyDown } }}
      >
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
