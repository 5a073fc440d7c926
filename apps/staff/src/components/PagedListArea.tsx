/**
 * The rows part of a server-paged list page: before the first answer the loading state or the
 * failure with a retry; an empty answer says why (nothing matches the search and filters, with a
 * reset; or the list is empty, with the page's way on such as "add"); else the page's table with
 * the pager under it. `usePagedListState` reads a list model's signals for the page once.
 */
import Button from '@mui/joy/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { useSignalValue } from '@abitura/ui';
import type { OwnFilters, PagedFilter } from '../models/listQuery.js';
import type { PagedListModel } from '../models/pagedList.js';
import type { SortableTableProps } from './ListTable.js';
import { ResourceArea } from './LoadedArea.js';
import { TablePager } from './TablePager.js';

/** A list model's state as the page renders it. */
export function usePagedListState<F extends PagedFilter, Item>(model: PagedListModel<F, Item>) {
  return {
    filter: useSignalValue(model.filter),
    searchText: useSignalValue(model.searchText),
    rows: useSignalValue(model.rows),
    total: useSignalValue(model.total),
    loading: useSignalValue(model.loading),
    loaded: useSignalValue(model.loaded),
    error: useSignalValue(model.error),
    narrowed: useSignalValue(model.narrowed),
  };
}

export type PagedListState<F extends PagedFilter, Item> = ReturnType<typeof usePagedListState<F, Item>>;

/** What an empty answer says. */
export interface EmptyText {
  title: string;
  hint?: string | undefined;
}

export interface PagedListAreaProps<F extends PagedFilter, Item> {
  model: PagedListModel<F, Item>;
  state: PagedListState<F, Item>;
  /** The list holds nothing at all; `action` is the way on ("add"), if any. */
  empty: EmptyText & { action?: ReactNode };
  /** Nothing matches the search and filters. */
  noResults: EmptyText;
  /** The table of `state.rows`. */
  children: ReactNode;
  /** Inside another page (a tab): no room kept for the rows before they arrive. */
  compact?: boolean;
}

export function PagedListArea<F extends PagedFilter, Item>({ model, state, empty, noResults, children, compact = false }: PagedListAreaProps<F, Item>) {
  const { t } = useTranslation('shell');
  const { filter } = state;
  const reset = (
    <Button variant="outlined" onClick={model.resetFilters}>
      {t('filters.reset')}
    </Button>
  );
  return (
    <ResourceArea resource={model} empty={state.rows.length === 0} emptyNote={state.narrowed ? { ...noResults, action: reset } : empty} {...(compact ? {} : { minHeight: 240 })}>
      {children}
      <TablePager page={filter.page} pageSize={filter.pageSize} total={state.total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as TablePageSize)} />
    </ResourceArea>
  );
}

/** What every list's filter bar is given: the filter, the search box's text, and the model's actions. */
export interface ListFiltersProps<F extends PagedFilter> {
  filter: F;
  searchText: string;
  narrowed: boolean;
  onSearchText: (text: string) => void;
  onSearchNow: () => void;
  onFilters: (patch: Partial<OwnFilters<F>>) => void;
  onReset: () => void;
}

/** The filter bar's props from a list's state and model. */
export function listFiltersProps<F extends PagedFilter>(state: PagedListState<F, unknown>, model: PagedListModel<F, unknown>): ListFiltersProps<F> {
  return {
    filter: state.filter,
    searchText: state.searchText,
    narrowed: state.narrowed,
    onSearchText: model.setSearchText,
    onSearchNow: model.commitSearch,
    onFilters: model.setFilters,
    onReset: model.resetFilters,
  };
}

/** A sortable table's props from a list's state and model: the page's rows, the sort, and its caption. */
export function sortableTableProps<F extends PagedFilter, Item>(state: PagedListState<F, Item>, model: PagedListModel<F, Item>, caption: string): SortableTableProps<Item, F['sort']> {
  return { rows: state.rows, caption, sort: state.filter.sort, dir: state.filter.dir, busy: state.loading, onSort: model.sortBy };
}
