/**
 * A list filter that takes several values at once (categories, statuses): a labelled select whose
 * chosen entries read in its button, "any" while none is chosen. The list stays open while
 * choosing, so several are picked in one go.
 */
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId } from 'react';
import type { Choice } from '../../models/referenceLists.js';

export interface MultiFilterSelectProps<T extends string> {
  label: string;
  value: readonly T[];
  choices: readonly (Choice & { value: T })[];
  /** What the button reads while nothing is chosen. */
  anyLabel: string;
  onChange: (value: T[]) => void;
  /** @default 220 */
  minWidth?: number;
}

export function MultiFilterSelect<T extends string>({ label, value, choices, anyLabel, onChange, minWidth = 220 }: MultiFilterSelectProps<T>) {
  const labelId = useId();
  const labelOf = (code: string) => choices.find((choice) => choice.value === code)?.label ?? code;
  return (
    <FormControl sx={{ minWidth, maxWidth: '100%' }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Select<T, true>
        multiple
        value={[...value]}
        placeholder={anyLabel}
        onChange={(_event, next) => onChange(next)}
        renderValue={(selected) => selected.map((option) => labelOf(option.value)).join(', ')}
        slotProps={{ button: { 'aria-labelledby': labelId, sx: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }, listbox: { sx: { maxHeight: 360 } } }}
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
