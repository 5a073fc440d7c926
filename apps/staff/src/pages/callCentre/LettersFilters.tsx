/**
 * The letters list's search box (recipient and subject) and its status filter of several
 * statuses at once, with a reset button while anything narrows the list.
 */
import { useTranslation } from 'react-i18next';
import type { LetterStatus } from '@abitura/contracts/vocabulary';
import { FilterBar } from '../../components/FilterBar.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { useTermLabel } from '../../components/TermChip.js';
import { LETTER_STATUS_VALUES, type LettersFilter } from './lettersQuery.js';

export function LettersFilters({ filter, searchText, narrowed, onSearchText, onSearchNow, onFilters, onReset }: ListFiltersProps<LettersFilter>) {
  const { t } = useTranslation('callCentre');
  const term = useTermLabel();
  return (
    <FilterBar label={t('letters.filters')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('letters.search')} value={searchText} placeholder={t('letters.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} basis={280} />
      <MultiChoiceField<LetterStatus>
        label={t('letters.status')}
        values={filter.status}
        choices={LETTER_STATUS_VALUES.map((value) => ({ value, label: term('letterStatus', value) }))}
        anyLabel={t('letters.anyStatus')}
        onChange={(status) => onFilters({ status })}
        minWidth={220}
      />
    </FilterBar>
  );
}
