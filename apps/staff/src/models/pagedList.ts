/**
 * A server-paged list as a signal model: the filter kept in step with the address, the page of
 * rows the server returned, a debounced search, sorting by column and paging. Each list (users,
 * organizations, programmes, specialities) gives its query codec and how to fetch a page; a list
 * with tabs in its path (the organizations' types) gives the tabs too. Its page reads the signals
 * and calls the actions. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { createDebounce } from './debounce.js';
import { createLatestLoad, type LatestLoad } from './latestLoad.js';
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
import { oneOf } from './queryValues.js';

/**
 * Reports a model's new address: the query (without '?') and, for a list with tabs, the tab's
 * path segment (undefined for the first tab, which has none). `replace` for typing and
 * corrections, `push` for choices worth a history entry.
 */
export type QueryReporter = (query: string, mode: 'push' | 'replace', segment?: string) => void;

/** One page of a list as the contracts' `pageOf` answers it. */
export interface ListPage<Item> {
  items: readonly Item[];
  total: number;
}

/** What every list model is made with: the client, the debounce's timers, the address reporter. */
export interface ListModelOptions {
  client: Pick<Client, 'call'>;
  /** Timers of the search debounce. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  /** Called when the filter changes from inside the page, with the new address. */
  onQuery?: QueryReporter;
}

export interface PagedListOptions<F extends PagedFilter, Page extends ListPage<unknown>, Tab extends string> extends Omit<ListModelOptions, 'client'> {
  codec: ListQueryCodec<F>;
  /** Asks the server for the page a filter (in a tab) describes. */
  fetch: (filter: F, tab: Tab) => Promise<Reply<Page>>;
  /**
   * The tabs of a list whose tab lives in the path, in display order; the first is the list's
   * own address, without a segment. @default one tab
   */
  tabs?: readonly Tab[];
}

export interface PagedListModel<F extends PagedFilter, Item, Page extends ListPage<Item> = ListPage<Item>, Tab extends string = string> {
  readonly tab: ReadonlySignal<Tab>;
  readonly filter: ReadonlySignal<F>;
  /** The search box's text, ahead of the filter while typing. */
  readonly searchText: ReadonlySignal<string>;
  readonly rows: ReadonlySignal<readonly Item[]>;
  readonly total: ReadonlySignal<number>;
  /** The page on screen as the server answered it, with whatever else the answer carries (counts); null before the first. */
  readonly lastPage: ReadonlySignal<Page | null>;
  readonly loading: ReadonlySignal<boolean>;
  readonly loaded: ReadonlySignal<boolean>;
  readonly error: LatestLoad['error'];
  /** The search or a filter narrows the list (an empty list then offers a reset). */
  readonly narrowed: ReadonlySignal<boolean>;
  load(): Promise<void>;
  /**
   * Takes the filter (and the tab, from the path's segment) from the address: first render,
   * reload, back/forward. Loads when it differs; an address not in canonical form is tidied.
   */
  applyQuery(search: string, segment?: string): void;
  /** Another tab keeps the search and filters, from page 1. */
  setTab(tab: Tab): void;
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
  /** Clears the search and the list's own filters, keeping the tab, the sort and the page size. */
  resetFilters(): void;
  /** Changes the rows on screen at once (a row action's answer), ahead of the reload that follows it. */
  updateRows(update: (rows: readonly Item[]) => readonly Item[]): void;
  /** Stops the pending search timer (the page unmounts). */
  dispose(): void;
}

export function createPagedListModel<F extends PagedFilter, Page extends ListPage<unknown>, Tab extends string = string>(
  options: PagedListOptions<F, Page, Tab>,
): PagedListModel<F, Page['items'][number], Page, Tab> {
  type Item = Page['items'][number];
  const { codec, onQuery } = options;
  const tabs = options.tabs ?? ([''] as readonly string[] as readonly Tab[]);
  const [firstTab] = tabs as readonly [Tab, ...Tab[]];
  const debounce = createDebounce(options.clock, options.debounceMs);
  const toQuery = (filter: F) => queryFromFilter(codec, filter);
  const segmentOf = (tab: Tab) => (tab === firstTab ? undefined : tab);
  const report = (filter: F, mode: 'push' | 'replace', tab: Tab) => {
    const segment = segmentOf(tab);
    if (segment === undefined) onQuery?.(toQuery(filter), mode);
    else onQuery?.(toQuery(filter), mode, segment);
  };
  /** What tells two addresses of the list apart: the tab and the query. */
  const addressKey = (tab: Tab, filter: F) => `${tab}?${toQuery(filter)}`;

  const tab = signal<Tab>(firstTab);
  const filter = signal<F>(codec.defaults);
  const searchText = signal('');
  const rows = signal<readonly Item[]>([]);
  const total = signal(0);
  const lastPage = signal<Page | null>(null);
  /** Rows from a finished load stay on screen while the next one loads, so nothing jumps. */
  const request = createLatestLoad();
  const { loading, loaded, error } = request;
  const narrowed = computed(() => isNarrowed(codec, filter.value));

  function load(): Promise<void> {
    const current = filter.peek();
    return request.run(
      () => options.fetch(current, tab.peek()),
      (data) => {
        if (data.items.length === 0 && data.total > 0 && current.page > 1) {
          // The page ran past the end (rows went away, or an old link): show the last page instead.
          change({ page: Math.ceil(data.total / current.pageSize) } as Partial<F>, 'replace');
          return;
        }
        rows.value = data.items;
        total.value = data.total;
        lastPage.value = data;
      },
    );
  }

  /**
   * Sets the filter (and tab), reports the new address and loads; a change to anything but the
   * page starts at page 1.
   */
  function change(patch: Partial<F>, mode: 'push' | 'replace' = 'push', nextTab: Tab = tab.peek()): void {
    const before = filter.peek();
    const next: F = { ...before, ...patch, ...('page' in patch ? {} : { page: 1 }) };
    if (addressKey(nextTab, next) === addressKey(tab.peek(), before)) return;
    batch(() => {
      filter.value = next;
      tab.value = nextTab;
    });
    report(next, mode, nextTab);
    void load();
  }

  function commitSearch(): void {
    debounce.cancel();
    const search = searchText.peek().trim().slice(0, MAX_SEARCH_LENGTH);
    change({ search } as Partial<F>, 'replace');
  }

  return {
    tab,
    filter,
    searchText,
    rows,
    total,
    lastPage,
    loading,
    loaded,
    error,
    narrowed,
    load,
    applyQuery(search, segment) {
      const nextTab = oneOf(segment ?? null, tabs) ?? firstTab;
      const next = filterFromQuery(codec, search);
      const first = !loaded.peek() && !loading.peek() && error.peek() === null;
      if (!first && addressKey(nextTab, next) === addressKey(tab.peek(), filter.peek())) return;
      debounce.cancel();
      batch(() => {
        tab.value = nextTab;
        filter.value = next;
        searchText.value = next.search;
      });
      // An address not in canonical form (unknown tab or values, defaults spelled out) is tidied.
      if (toQuery(next) !== search.replace(/^\?/, '') || segmentOf(nextTab) !== segment) report(next, 'replace', nextTab);
      void load();
    },
    setTab: (next) => change({}, 'push', next),
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
    updateRows(update) {
      rows.value = update(rows.peek());
    },
    dispose: debounce.cancel,
  };
}
