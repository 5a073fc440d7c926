/**
 * Picks roles or privilege groups: a fieldset of checkboxes (name, and the description under it),
 * which keyboard and screen-reader users operate like any form. Scrolls when the list is long.
 */
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormHelperText from '@mui/joy/FormHelperText';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';

export interface AssignableSet {
  id: number;
  name: string;
  description: string;
}

export interface AssignmentPickerProps {
  legend: string;
  sets: readonly AssignableSet[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  error?: string | null | undefined;
  /** Shown when there is nothing to pick. */
  emptyText: string;
  /** The form field it fills, for focusing it when it has a problem. */
  name?: string;
}

export function AssignmentPicker({ legend, sets, selected, onChange, disabled = false, error, emptyText, name }: AssignmentPickerProps) {
  const errorId = useId();
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((item) => item !== id));
  return (
    <Box
      component="fieldset"
      data-field={name}
      aria-describedby={error ? errorId : undefined}
      sx={{ border: '1px solid', borderColor: error ? 'danger.outlinedBorder' : 'divider', borderRadius: 'sm', m: 0, p: 1.5, minWidth: 0 }}
    >
      <Typography component="legend" level="title-sm" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      {sets.length === 0 ? (
        <Typography level="body-sm" textColor="text.tertiary">
          {emptyText}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, maxHeight: 220, overflowY: 'auto', pe: 1 }}>
          {sets.map((set) => (
            <Checkbox
              key={set.id}
              size="sm"
              disabled={disabled}
              checked={selected.includes(set.id)}
              onChange={(event) => toggle(set.id, event.target.checked)}
              label={
                <span>
                  {set.name}
                  {set.description ? (
                    <Typography component="span" level="body-xs" sx={{ display: 'block' }}>
                      {set.description}
                    </Typography>
                  ) : null}
                </span>
              }
            />
          ))}
        </Box>
      )}
      {error ? (
        <FormHelperText id={errorId} sx={{ color: 'danger.plainColor' }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
