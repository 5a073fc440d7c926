/**
 * The school filter: a searchable picker over the schools of the registry (by name, short name or
 * registry code), fetched once per session. A school chosen through the address that the list
 * does not hold (closed, or still loading) shows under its number, so the filter never looks
 * empty while it narrows.
 */
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRequest } from '@abitura/sdk';
import type { OrganizationOption } from '@abitura/sdk/contracts';
import { useReference } from '@abitura/ui';
import { collegeChoices as organizationChoices, collegeSearchText as organizationSearchText, type CollegeChoice as OrganizationChoice } from '../programs/collegeOptions.js';

/** The loader's name and request for the schools. */
export const SCHOOL_OPTIONS: { name: string; request: ReferenceRequest } = {
  name: 'reference:organizations:school',
  request: { action: 'Reference/Organization', params: { search: { type: 'school' } } },
};

const filterOptions = createFilterOptions<OrganizationChoice>({ stringify: organizationSearchText, limit: 200 });

export interface SchoolPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

export function SchoolPicker({ value, onChange }: SchoolPickerProps) {
  const { t } = useTranslation('contingent');
  const schools = useReference<OrganizationOption>(SCHOOL_OPTIONS.name, SCHOOL_OPTIONS.request);
  const choices = useMemo(() => organizationChoices(schools.items), [schools.items]);
  const selected = useMemo(
    () => (value === null ? null : (choices.find((choice) => choice.id === value) ?? { id: value, name: t('filters.schoolNumber', { id: value }), shortName: null, organizationId: null })),
    [choices, value, t],
  );
  // The picker only shows a value among its options, so one it does not hold joins them.
  const options = useMemo(() => (selected && !choices.includes(selected) ? [...choices, selected] : choices), [choices, selected]);
  return (
    <FormControl sx={{ flex: { md: '1 1 260px' }, minWidth: 0 }}>
      <FormLabel>{t('fields.school')}</FormLabel>
      <Autocomplete<OrganizationChoice>
        placeholder={t('filters.anySchool')}
        options={options}
        value={selected}
        loading={schools.status !== 'loaded'}
        loadingText={t('filters.loading')}
        noOptionsText={schools.error ? t('filters.schoolsFailed') : t('filters.noSchools')}
        getOptionLabel={(choice) => choice.shortName ?? choice.name}
        getOptionKey={(choice) => choice.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        filterOptions={filterOptions}
        onChange={(_event, choice) => onChange(choice ? choice.id : null)}
        clearText={t('filters.clear')}
        openText={t('filters.open')}
        closeText={t('filters.close')}
      />
    </FormControl>
  );
}
