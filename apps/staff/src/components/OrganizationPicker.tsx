/**
 * A labelled, searchable picker over the organizations of the registry (by name, short name or
 * registry code), of one type or of any, fetched once per session. A chosen organization the
 * list does not hold (closed, or the list still loading) shows under the name the caller gives
 * it, so the field never looks empty while it holds a value. Used by the list filters (a school,
 * a college) and by forms (an applicant's school, where an interaction took place).
 */
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import type { SxProps } from '@mui/joy/styles/types';
import { useMemo } from 'react';
import type { OrganizationOption, OrganizationTypeName } from '@abitura/contracts';
import { useReference } from '@abitura/ui';
import { organizationChoices, organizationOptions, organizationSearchText, type OrganizationChoice } from '../models/organizationChoices.js';

const filterOptions = createFilterOptions<OrganizationChoice>({ stringify: organizationSearchText, limit: 200 });

/** The picker's words, in the caller's namespace. */
export interface OrganizationPickerTexts {
  placeholder: string;
  loading: string;
  /** When the search matches nothing. */
  noOptions: string;
  /** When the list could not be fetched. */
  failed: string;
  clear: string;
  open: string;
  close: string;
}

export interface OrganizationPickerProps {
  label: string;
  /** Only organizations of this type; null for any. */
  type: OrganizationTypeName | null;
  /** The chosen organization's id; null for none. */
  value: number | null;
  /** The name a chosen organization shows under while the list does not hold it. */
  unknownName: (id: number) => string;
  onChange: (choice: OrganizationChoice | null) => void;
  texts: OrganizationPickerTexts;
  /** How an option reads. @default its name */
  optionLabel?: (choice: OrganizationChoice) => string;
  /** The form field's name, for focusing it when it has a problem. */
  name?: string;
  /** The problem, already in words. */
  error?: string | null | undefined;
  hint?: string | undefined;
  sx?: SxProps;
}

const byName = (choice: OrganizationChoice) => choice.name;

export function OrganizationPicker(props: OrganizationPickerProps) {
  const { label, type, value, unknownName, onChange, texts, optionLabel = byName, name, error, hint, sx } = props;
  const source = organizationOptions(type);
  const organizations = useReference<OrganizationOption>(source.name, source.request);
  const choices = useMemo(() => organizationChoices(organizations.items), [organizations.items]);
  // A string, so the chosen value keeps its identity from one render to the next (a new one
  // would make the picker reset what is being typed into it).
  const fallbackName = value === null ? null : unknownName(value);
  const selected = useMemo(
    () => (value === null ? null : (choices.find((choice) => choice.id === value) ?? { id: value, name: fallbackName ?? '', shortName: null, organizationId: null })),
    [choices, value, fallbackName],
  );
  // The picker only shows a value among its options, so one it does not hold joins them.
  const options = useMemo(() => (selected && !choices.includes(selected) ? [...choices, selected] : choices), [choices, selected]);
  const errorText = error ?? null;
  return (
    <FormControl error={errorText !== null} data-field={name} {...(sx === undefined ? {} : { sx })}>
      <FormLabel>{label}</FormLabel>
      <Autocomplete<OrganizationChoice>
        placeholder={texts.placeholder}
        options={options}
        value={selected}
        loading={organizations.status !== 'loaded'}
        loadingText={texts.loading}
        noOptionsText={organizations.error ? texts.failed : texts.noOptions}
        getOptionLabel={optionLabel}
        getOptionKey={(choice) => choice.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        filterOptions={filterOptions}
        onChange={(_event, choice) => onChange(choice)}
        clearText={texts.clear}
        openText={texts.open}
        closeText={texts.close}
        {...(name === undefined ? {} : { slotProps: { input: { name } } })}
      />
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
