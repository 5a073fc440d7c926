/**
 * A server-paged list as a signal model: the filter kept in step with the address query, the
 * page of rows the server returned, a debounced search, sorting by column and paging. Each list
 * (programmes, specialities, organizations) gives its query codec and how to fetch a page; its
 * page reads the signals and calls the actions. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Clock, Reply } from '@abitura/sdk';
import type { TablePageSize } from '@abitura/sdk/vocabulary';
import { createDebounce } from './debounce.js';
import { createLatestLoad } from './latestLoad.js';
import {
  filterFromQuery,
  isNarrowed,
  MAX_SEARCH_LENGTH,
  ownDefaults,
  queryFromFilter,
  type ListQueryCodec,
  type OwnFilters,
  type PagedFilter,
} from './listQuery.js';

/** Reports a model's new query (without '?'): `replace` for typing and corrections, `push` for choices worth a history entry. */
export type QueryReporter = (query: string, mode: 'push' | 'replace') => void;

/** One page of a list as the contracts' `pageOf` answers it. */
export interface ListPage<Item> {
  items: readonly Item[];
  total: number;
}

export interface PagedListOptions<F extends PagedFilter, Item> {
  codec: ListQueryCodec<F>;
  /** Asks the server for the page a filter describes. */
  fetch: (filter: F) => Promise<Reply<ListPage<Item>>>;
  /** Timers of the search debounce. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  /** Called when the filter changes from inside the page, with the new query. */
  onQuery?: QueryReporter;
}

export interface PagedListModel<F extends PagedFilter, Item> {
  readonly filter: ReadonlySignal<F>;
  /** The search box's text, ahead of the filter while typing. */
  readonly searchText: ReadonlySignal<string>;
  readonly rows: ReadonlySignal<readonly Item[]>;
  readonly total: ReadonlySignal<number>;
  readonly loading: ReadonlySignal<boolean>;
  readonly loaded: ReadonlySignal<boolean>;
  readonly error: ReturnType<typeof createLatestLoad>['error'];
  /** The search or a filter narrows the list (an empty list then offers a reset). */
  readonly narrowed: ReadonlySignal<boolean>;
  load(): Promise<void>;
  /** Takes the filter from the address (first render, reload, back/forward); loads when it differs. */
  applyQuery(search: string): void;
  /** Sets some of the list's own filters; back to page 1. */
  setFilters(patch: Partial<OwnFilters<F>>): void;
  /** The search box's text; sent after a pause in typing. */
  setSearchText(text: string): void;
  /** Sends the search at once (Enter). */
  commitSearch(): void;
  /** A click on a column header: the same column flips the direction, another starts ascending. */
  sortBy(column: F['sort']): void;
  setPage(page: number): void;
  setPageSize(pageSize: TablePageSize): void;
  /** Clears the search and the list's own filters, keeping the sort and page size. */
  resetFilters(): void;
  /** Stops the pending search timer (the page unmounts). */
  dispose(): void;
}

export function createPagedListModel<F extends PagedFilter, Item>(options: PagedListOptions<F, Item>): PagedListModel<F, Item> {
  const { codec, onQuery } = options;
  const debounce = createDebounce(options.clock, options.debounceMs);
  const toQuery = (filter: F) => queryFromFilter(codec, filter);

  const filter = signal<F>(codec.defaults);
  const searchText = signal('');
  const rows = signal<readonly Item[]>([]);
  const total = signal(0);
  /** Rows from a finished load stay on screen while the next one loads, so nothing jumps. */
  const request = createLatestLoad();
  const { loading, loaded, error } = request;
  const narrowed = computed(() => isNarrowed(codec, filter.value));

  function load(): Promise<void> {
    const current = filter.peek();
    return request.run(
      () => options.fetch(current),
      (data) => {
        if (data.items.length === 0 && data.total > 0 && current.page > 1) {
          // The page ran past the end (rows went away, or an old link): show the last page instead.
          change({ page: Math.ceil(data.total / current.pageSize) } as Partial<F>, 'replace');
          return;
        }
        rows.value = data.items;
        total.value = data.total;
      },
    );
  }

  /** Sets the filter, reports the new query and loads; a change to anything but the page starts at page 1. */
  function change(patch: Partial<F>, mode: 'push' | 'replace' = 'push'): void {
    const before = filter.peek();
    const next: F = { ...before, ...patch, ...('page' in patch ? {} : { page: 1 }) };
    const query = toQuery(next);
    if (query === toQuery(before)) return;
    filter.value = next;
    onQuery?.(query, mode);
    void load();
  }

  function commitSearch(): void {
    debounce.cancel();
    const search = searchText.peek().trim().slice(0, MAX_SEARCH_LENGTH);
    change({ search } as Partial<F>, 'replace');
  }

  return {
    filter,
    searchText,
    rows,
    total,
    loading,
    loaded,
    error,
    narrowed,
    load,
    applyQuery(search) {
      const next = filterFromQuery(codec, search);
      const first = !loaded.peek() && !loading.peek() && error.peek() === null;
      if (!first && toQuery(next) === toQuery(filter.peek())) return;
      debounce.cancel();
      batch(() => {
        filter.value = next;
        searchText.value = next.search;
      });
      // A query that was not in canonical form (unknown values, defaults spelled out) is tidied.
      if (toQuery(next) !== search.replace(/^\?/, '')) onQuery?.(toQuery(next), 'replace');
      void load();
    },
    setFilters: (patch) => change(patch as Partial<F>),
    setSearchText(text) {
      searchText.value = text;
      debounce.schedule(commitSearch);
    },
    commitSearch,
    sortBy(column) {
      const current = filter.peek();
      change({ sort: column, dir: current.sort === column && current.dir === 'asc' ? 'desc' : 'asc' } as Partial<F>);
    },
    setPage: (page) => change({ page: Math.max(1, Math.floor(page)) } as Partial<F>),
    setPageSize: (pageSize) => change({ pageSize } as Partial<F>),
    resetFilters() {
      debounce.cancel();
      searchText.value = '';
      change({ ...ownDefaults(codec), search: '' } as Partial<F>);
    },
    dispose: debounce.cancel,
  };
}
