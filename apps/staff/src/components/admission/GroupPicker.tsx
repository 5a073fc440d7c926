/**
 * The statement's competitive group: a searchable picker over the season's groups (by programme
 * code or name, or college), each read as its programme, college, funding, base and test.
 */
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationFormValues, GroupChoice } from '../../models/applicationForm.js';
import { groupSearchText, useSeasonGroups } from './useSeasonGroups.js';

type Group = NonNullable<ApplicationFormValues['group']>;

const filterOptions = createFilterOptions<Group>({ stringify: groupSearchText, limit: 200 });

export interface GroupPickerProps {
  seasonId: number | null;
  value: Group | null;
  onChange: (group: GroupChoice | Group | null) => void;
  error: string | null;
}

export function GroupPicker({ seasonId, value, onChange, error }: GroupPickerProps) {
  const { t } = useTranslation('admissionStatement');
  const terms = useTranslation('admissionTerms').t;
  const { groups, loading, error: failed } = useSeasonGroups(seasonId);
  const options = useMemo<Group[]>(() => (value && !groups.some((group) => group.id === value.id) ? [...groups, value] : [...groups]), [groups, value]);
  const labelOf = (group: Group) =>
    `${group.program.code} ${group.program.name} — ${group.college.name}, ${terms(`funding.${group.funding}`)}, ${terms(`base.${group.base}`)}${group.test_type === null ? '' : `, ${terms(`testType.${group.test_type}`)}`}`;
  return (
    <FormControl required error={error !== null} data-field="group_id">
      <FormLabel>{t('fields.group')}</FormLabel>
      <Autocomplete<Group>
        placeholder={t('dialog.groupPlaceholder')}
        options={options}
        value={value}
        loading={loading}
        loadingText={t('filters.loading')}
        noOptionsText={failed ? t('dialog.groupsFailed') : t('dialog.noGroups')}
        getOptionLabel={labelOf}
        getOptionKey={(group) => group.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        filterOptions={filterOptions}
        onChange={(_event, group) => onChange(group)}
        clearText={t('filters.clear')}
        openText={t('filters.open')}
        closeText={t('filters.close')}
        slotProps={{ input: { name: 'group_id' } }}
      />
      {error !== null ? <FormHelperText role="alert">{error}</FormHelperText> : null}
    </FormControl>
  );
}
