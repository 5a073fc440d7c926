/**
 * The college filter: a searchable picker over the colleges (by name, short name or registry
 * code). A college chosen through the address that the list does not hold (closed, or the list
 * is still loading) shows under its number, so the filter never looks empty while it narrows.
 */
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationOption } from '@abitura/sdk/contracts';
import { useReference } from '@abitura/ui';
import { COLLEGE_OPTIONS, collegeChoices, collegeSearchText, type CollegeChoice } from './collegeOptions.js';

export interface CollegePickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

const filterOptions = createFilterOptions<CollegeChoice>({ stringify: collegeSearchText, limit: 200 });

export function CollegePicker({ value, onChange }: CollegePickerProps) {
  const { t } = useTranslation('programs');
  const colleges = useReference<OrganizationOption>(COLLEGE_OPTIONS.name, COLLEGE_OPTIONS.request);
  const choices = useMemo(() => collegeChoices(colleges.items), [colleges.items]);
  const selected = useMemo(
    () => (value === null ? null : (choices.find((choice) => choice.id === value) ?? { id: value, name: t('filters.collegeNumber', { id: value }), shortName: null, organizationId: null })),
    [choices, value, t],
  );
  // The picker only shows a value among its options, so one it does not hold joins them.
  const options = useMemo(() => (selected && !choices.includes(selected) ? [...choices, selected] : choices), [choices, selected]);
  return (
    <FormControl sx={{ flex: { md: '1 1 280px' }, minWidth: 0 }}>
      <FormLabel>{t('filters.college')}</FormLabel>
      <Autocomplete<CollegeChoice>
        placeholder={t('filters.anyCollege')}
        options={options}
        value={selected}
        loading={colleges.status !== 'loaded'}
        loadingText={t('filters.loading')}
        noOptionsText={colleges.error ? t('filters.collegesFailed') : t('filters.noColleges')}
        getOptionLabel={(choice) => choice.name}
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
