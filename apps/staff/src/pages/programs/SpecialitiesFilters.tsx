/**
 * The specialities list's search box, industry and level filters and the "offered only" switch,
 * with a reset button while anything narrows the list.
 */
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { choicesOf, useReferenceList } from '../../models/referenceLists.js';
import { PROGRAM_LEVELS, type ProgramLevel } from './programsQuery.js';
import type { SpecialitiesFilter } from './specialitiesQuery.js';

export function SpecialitiesFilters({ filter, searchText, narrowed, onSearchText, onSearchNow, onFilters, onReset }: ListFiltersProps<SpecialitiesFilter>) {
  const { t } = useTranslation('programs');
  const industries = useReferenceList('industries');
  const levels = useReferenceList('educationLevels');
  return (
    <FilterBar label={t('specialities.filters')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('filters.search')} value={searchText} placeholder={t('specialities.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} />
      <FilterSelect
        label={t('filters.industry')}
        anyLabel={t('filters.any')}
        value={filter.industry}
        choices={choicesOf(industries.items)}
        onChange={(industry) => onFilters({ industry })}
        minWidth={220}
      />
      <FilterSelect
        label={t('filters.level')}
        anyLabel={t('filters.any')}
        value={filter.level === null ? null : String(filter.level)}
        choices={choicesOf(levels.items, PROGRAM_LEVELS)}
        onChange={(level) => onFilters({ level: level === null ? null : (Number(level) as ProgramLevel) })}
        minWidth={220}
      />
      <Typography component="label" level="body-md" startDecorator={<Switch checked={filter.offeredOnly} onChange={(event) => onFilters({ offeredOnly: event.target.checked })} />} sx={{ py: 1 }}>
        {t('filters.offeredOnly')}
      </Typography>
    </FilterBar>
  );
}
