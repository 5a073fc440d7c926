/** The groups grid's search and filters: college, funding, only groups with tests, only groups without places. */
import Checkbox from '@mui/joy/Checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.js';
import { FilterSelect } from '../../../components/FilterSelect.js';
import { OrganizationField } from '../../../components/OrganizationField.js';
import type { ListFiltersProps } from '../../../components/PagedListArea.js';
import { SearchField } from '../../../components/SearchField.js';
import { FUNDINGS, type Funding, type GroupsFilter } from './groupsQuery.js';

export interface GroupsFiltersProps extends ListFiltersProps<GroupsFilter> {
  /** The chosen college's name where the rows know it (the picker names it once its list arrives). */
  collegeName: string | null;
}

export function GroupsFilters({ filter, searchText, narrowed, collegeName, onSearchText, onSearchNow, onFilters, onReset }: GroupsFiltersProps) {
  const { t } = useTranslation('admissionSeason');
  const { t: term } = useTranslation('admissionTerms');
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const college = filter.college === null ? null : { id: filter.college, name: picked?.id === filter.college ? picked.name : (collegeName ?? '') };
  return (
    <FilterBar label={t('filters.label')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('filters.search')} value={searchText} placeholder={t('filters.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} />
      <OrganizationField
        name="college"
        label={t('filters.college')}
        type="college"
        value={college}
        onChange={(next) => {
          setPicked(next);
          onFilters({ college: next?.id ?? null });
        }}
      />
      <FilterSelect
        label={t('filters.funding')}
        value={filter.funding}
        choices={FUNDINGS.map((funding) => ({ value: funding, label: term(`funding.${funding}`) }))}
        anyLabel={t('filters.anyFunding')}
        onChange={(funding) => onFilters({ funding: funding as Funding | null })}
      />
      <Checkbox label={t('filters.tests')} checked={filter.tests} onChange={(event) => onFilters({ tests: event.target.checked })} sx={{ alignSelf: 'center' }} />
      <Checkbox label={t('filters.unset')} checked={filter.unset} onChange={(event) => onFilters({ unset: event.target.checked })} sx={{ alignSelf: 'center' }} />
    </FilterBar>
  );
}
