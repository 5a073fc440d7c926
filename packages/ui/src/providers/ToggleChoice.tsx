/**
 * One preference as a group of toggle buttons: every option visible and reachable with Tab, the
 * pressed one announced (aria-pressed). A second press on the pressed button reports null to
 * Joy; the choice then stays as it is.
 */
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { SxProps } from '@mui/joy/styles/types';

export interface ToggleChoiceProps<T extends string> {
  value: T;
  options: readonly T[];
  /** Accessible name of the group. */
  label: string;
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
  /** @default 'sm' */
  size?: 'sm' | 'md' | 'lg';
  sx?: SxProps;
}

export function ToggleChoice<T extends string>({ value, options, label, optionLabel, onChange, size = 'sm', sx }: ToggleChoiceProps<T>) {
  return (
    <ToggleButtonGroup
      value={value}
      onChange={(_event, next) => {
        const chosen = options.find((option) => option === next);
        if (chosen !== undefined) onChange(chosen);
      }}
      size={size}
      aria-label={label}
      {...(sx === undefined ? {} : { sx })}
    >
      {options.map((option) => (
        <Button key={option} value={option}>
          {optionLabel(option)}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
