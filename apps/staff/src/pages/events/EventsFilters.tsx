/**
 * The events list's search box (title and place), its period (from and to, Moscow days), and its
 * format and status filters of several values at once, with a reset while anything narrows the
 * list beyond its start at today.
 */
import { useTranslation } from 'react-i18next';
import type { EventFormat, EventStatus } from '@abitura/contracts/vocabulary';
import { DateInput } from '@abitura/ui';
import { FilterBar } from '../../components/FilterBar.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { useTermLabel } from '../../components/TermChip.js';
import { EVENT_FORMAT_VALUES, EVENT_STATUS_VALUES, type EventsFilter } from './eventsQuery.js';

export function EventsFilters({ filter, searchText, narrowed, onSearchText, onSearchNow, onFilters, onReset }: ListFiltersProps<EventsFilter>) {
  const { t } = useTranslation('events');
  const term = useTermLabel();
  return (
    <FilterBar label={t('list.filters')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('list.search')} value={searchText} placeholder={t('list.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} basis={240} />
      <DateInput label={t('list.from')} name="from" value={filter.from ?? ''} {...(filter.to ? { max: filter.to } : {})} onChange={(value) => onFilters({ from: value === '' ? null : value })} />
      <DateInput label={t('list.to')} name="to" value={filter.to ?? ''} {...(filter.from ? { min: filter.from } : {})} onChange={(value) => onFilters({ to: value === '' ? null : value })} />
      <MultiChoiceField<EventFormat>
        label={t('list.format')}
        values={filter.format}
        choices={EVENT_FORMAT_VALUES.map((value) => ({ value, label: term('eventFormat', value) }))}
        anyLabel={t('list.anyFormat')}
        onChange={(format) => onFilters({ format })}
        minWidth={200}
      />
      <MultiChoiceField<EventStatus>
        label={t('list.status')}
        values={filter.status}
        choices={EVENT_STATUS_VALUES.map((value) => ({ value, label: term('eventStatus', value) }))}
        anyLabel={t('list.anyStatus')}
        onChange={(status) => onFilters({ status })}
        minWidth={200}
      />
    </FilterBar>
  );
}
