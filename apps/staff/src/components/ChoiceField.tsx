/**
 * A labelled select: "not chosen" (or "any", in a filter) first, then the choices. A value the
 * choices do not hold (a record from before a list changed, an old link, a list still loading)
 * stays selectable, so the select never hides a value the record or the list in fact holds; it
 * reads as a sentence saying it is not in the list, its code beside it, unless the page names it.
 * Inside a dialog, Escape closes the open list only (useListboxEscape).
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../models/referenceLists.js';

const NONE = '\u0000none';

/**
 * Props for a Joy Select that may sit in a dialog: Escape while its list is open closes only the
 * list. The Select closes its list on Escape but lets the keydown bubble on (from the focused
 * option, or from the button), and a Joy Modal closes on any Escape that reaches it, so the whole
 * dialog closed with what was typed in it. Give `onListboxOpenChange` to the Select and
 * `onKeyDown` to its button and listbox slots; with the list closed, Escape still closes the dialog.
 */
export function useListboxEscape(): { onListboxOpenChange: (open: boolean) => void; onKeyDown: (event: KeyboardEvent) => void } {
  // A ref, not state: the Select reports the list closed only after the render, and the keydown
  // that closes it must still see it open.
  const open = useRef(false);
  return {
    onListboxOpenChange: (next) => {
      open.current = next;
    },
    onKeyDown: (event) => {
      if (event.key === 'Escape' && open.current) event.stopPropagation();
    },
  };
}

export interface ChoiceFieldProps {
  /** The form field's name, for focusing it when it has a problem. */
  name?: string;
  label: string;
  /** '' for not chosen. */
  value: string;
  choices: readonly Choice[];
  /** The "not chosen" entry's text; without it a value must be chosen. */
  noneLabel?: string;
  onChange: (value: string) => void;
  /** The problem, already in words. */
  error?: string | null | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** How a value the choices do not hold reads. @default «not in the list (code)» */
  unknownLabel?: (value: string) => string;
  minWidth?: number;
  /** @default 320 */
  listHeight?: number;
}

export function ChoiceField(props: ChoiceFieldProps) {
  const { t } = useTranslation('shell');
  const { name, label, value, choices, noneLabel, onChange, error, hint, required = false, disabled = false, unknownLabel = (unknown) => t('choice.notInList', { value: unknown }), minWidth, listHeight = 320 } = props;
  const labelId = useId();
  const errorText = error ?? null;
  const known = value === '' || choices.some((choice) => choice.value === value);
  const escape = useListboxEscape();
  return (
    <FormControl required={required} error={errorText !== null} disabled={disabled} data-field={name} {...(minWidth === undefined ? {} : { sx: { minWidth, maxWidth: '100%' } })}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Select
        value={value === '' ? NONE : value}
        onChange={(_event, next) => onChange(next === null || next === NONE ? '' : next)}
        onListboxOpenChange={escape.onListboxOpenChange}
        slotProps={{ button: { 'aria-labelledby': labelId, onKeyDown: escape.onKeyDown }, listbox: { sx: { maxHeight: listHeight }, onKeyDown: escape.onKeyDown } }}
      >
        {noneLabel !== undefined ? <Option value={NONE}>{noneLabel}</Option> : null}
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
        {known ? null : <Option value={value}>{unknownLabel(value)}</Option>}
      </Select>
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
