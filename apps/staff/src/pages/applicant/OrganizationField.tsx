/**
 * A form field that picks an organization of the registry (the applicant's school, where an
 * interaction took place): searchable by name, short name or registry code, fetched once per
 * session. The chosen one shows under its name even before the list has arrived.
 */
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationOption } from '@abitura/sdk/contracts';
import { useReference } from '@abitura/ui';
import { collegeChoices as organizationChoices, collegeSearchText as organizationSearchText, type CollegeChoice as OrganizationChoice } from '../programs/collegeOptions.js';
import type { NamedRef } from './applicantValues.js';

type OrganizationType = 'school' | 'college' | 'deputy' | 'higher';

const filterOptions = createFilterOptions<OrganizationChoice>({ stringify: organizationSearchText, limit: 200 });

/** The loader's name and request: one per type, shared with every picker of that type. */
export function organizationOptions(type: OrganizationType | null) {
  return {
    name: `reference:organizations:${type ?? 'all'}`,
    request: { action: 'Reference/Organization', params: type === null ? {} : { search: { type } } },
  };
}

export interface OrganizationFieldProps {
  name: string;
  label: string;
  /** Only organizations of this type. @default any */
  type?: OrganizationType | null;
  value: NamedRef | null;
  onChange: (value: NamedRef | null) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
}

export function OrganizationField({ name, label, type = null, value, onChange, error, hint }: OrganizationFieldProps) {
  const { t } = useTranslation('applicant');
  const labelId = useId();
  const source = organizationOptions(type);
  const organizations = useReference<OrganizationOption>(source.name, source.request);
  const choices = useMemo(() => organizationChoices(organizations.items), [organizations.items]);
  const selected = useMemo(
    () => (value === null ? null : (choices.find((choice) => choice.id === value.id) ?? { id: value.id, name: value.name, shortName: null, organizationId: null })),
    [choices, value],
  );
  // The picker only shows a value among its options, so one it does not hold joins them.
  const options = useMemo(() => (selected && !choices.includes(selected) ? [...choices, selected] : choices), [choices, selected]);
  const errorText = error ?? null;
  return (
    <FormControl error={errorText !== null} data-field={name}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Autocomplete<OrganizationChoice>
        placeholder={t('form.pickOrganization')}
        options={options}
        value={selected}
        loading={organizations.status !== 'loaded'}
        loadingText={t('form.loading')}
        noOptionsText={organizations.error ? t('form.organizationsFailed') : t('form.noOrganizations')}
        getOptionLabel={(choice) => choice.name}
        getOptionKey={(choice) => choice.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        filterOptions={filterOptions}
        onChange={(_event, choice) => onChange(choice ? { id: choice.id, name: choice.name } : null)}
        clearText={t('form.clear')}
        openText={t('form.open')}
        closeText={t('form.close')}
        slotProps={{ input: { 'aria-labelledby': labelId, name } }}
      />
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
