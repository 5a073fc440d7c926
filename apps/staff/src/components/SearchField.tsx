/**
 * A list's search box: typed freely (the model sends the text after a pause) or sent at once with
 * Enter, as long as the contracts allow. In a filter row it takes the room the other filters leave.
 */
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { MAX_SEARCH_LENGTH } from '../models/listQuery.js';

export interface SearchFieldProps {
  label: string;
  value: string;
  placeholder: string;
  onChange: (text: string) => void;
  /** Enter: send the search now. */
  onSearchNow: () => void;
  /** Its share of the row's free room, against other growing fields. @default 1 */
  grow?: number;
  /** Its width before growing, in pixels. @default 260 */
  basis?: number;
  /** The width from which the filters stand in a row (the FilterRow's). @default 'md' */
  rowFrom?: 'sm' | 'md';
}

export function SearchField({ label, value, placeholder, onChange, onSearchNow, grow = 1, basis = 260, rowFrom = 'md' }: SearchFieldProps) {
  return (
    // The basis applies in the row only: in the phone's column it would become a height.
    <FormControl sx={{ flex: { [rowFrom]: `${grow} 1 ${basis}px` }, minWidth: 0 }}>
      <FormLabel>{label}</FormLabel>
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        startDecorator={<span aria-hidden>⌕</span>}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearchNow();
        }}
        slotProps={{ input: { maxLength: MAX_SEARCH_LENGTH } }}
      />
    </FormControl>
  );
}
