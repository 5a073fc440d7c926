/**
 * The organizations list's search box and filters (okrug, district narrowed to the okrug, МРСД,
 * kind, status), with a reset button while anything narrows the list. The search is typed freely
 * and sent after a pause (or at once with Enter).
 */
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { choicesOf } from '../../models/referenceLists.js';
import { districtsIn, type RegistryLists } from '../../models/registryLists.js';
import { STATUS_FILTERS, type OrganizationsFilter, type StatusFilter } from './organizationsQuery.js';

export interface OrganizationsFiltersProps extends ListFiltersProps<OrganizationsFilter> {
  lists: RegistryLists;
  /** Another okrug, which may drop a district outside it. */
  onOkrug: (okrug: string | null) => void;
}

export function OrganizationsFilters({ filter, searchText, lists, narrowed, onSearchText, onSearchNow, onOkrug, onFilters, onReset }: OrganizationsFiltersProps) {
  const { t } = useTranslation('organizations');
  const any = t('filters.any');
  return (
    <FilterBar label={t('filters.label')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('filters.search')} value={searchText} placeholder={t('filters.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} basis={280} />
      <FilterSelect label={t('fields.okrug')} value={filter.okrug} choices={choicesOf(lists.okrugs.items)} anyLabel={any} onChange={onOkrug} minWidth={200} />
      <FilterSelect
        label={t('fields.district')}
        value={filter.district}
        choices={choicesOf(districtsIn(lists.districts.items, filter.okrug))}
        anyLabel={any}
        onChange={(district) => onFilters({ district })}
        minWidth={200}
      />
      <FilterSelect
        label={t('fields.mrsd')}
        value={filter.mrsd === null ? null : String(filter.mrsd)}
        choices={choicesOf(lists.mrsd.items)}
        anyLabel={any}
        onChange={(mrsd) => onFilters({ mrsd: mrsd === null ? null : Number(mrsd) })}
        minWidth={140}
      />
      <FilterSelect label={t('fields.kind')} value={filter.kind} choices={choicesOf(lists.kinds.items)} anyLabel={any} onChange={(kind) => onFilters({ kind })} minWidth={200} />
      <FilterSelect
        label={t('fields.status')}
        value={filter.status === 'any' ? null : filter.status}
        choices={STATUS_FILTERS.filter((status) => status !== 'any').map((status) => ({ value: status, label: t(`status.${status}`) }))}
        anyLabel={t('status.any')}
        onChange={(status) => onFilters({ status: (status ?? 'any') as StatusFilter })}
        minWidth={160}
      />
    </FilterBar>
  );
}
