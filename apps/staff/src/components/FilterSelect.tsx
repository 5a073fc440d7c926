/** A list filter as a labelled select: "any" first (no filter), then the choices. */
import type { Choice } from '../models/referenceLists.js';
import { ChoiceField } from './ChoiceField.js';

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

export function FilterSelect({ value, anyLabel, onChange, minWidth = 180, ...rest }: FilterSelectProps) {
  return <ChoiceField {...rest} value={value ?? ''} noneLabel={anyLabel} onChange={(next) => onChange(next === '' ? null : next)} minWidth={minWidth} listHeight={360} />;
}
