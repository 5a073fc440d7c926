/**
 * The organizations list as a signal model: the filter (kept in step with the address), the page
 * of rows and the per-type counts the server returned, a debounced search, and the CSV export of
 * the current filter. No React here; OrganizationsListPage reads the signals and calls the actions.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { OrganizationListItem, OrganizationTypeName } from '@abitura/sdk/contracts';
import type { TablePageSize } from '@abitura/sdk/vocabulary';
import { outcomeOf, type Failure } from '../../models/failure.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createDebounce } from '../../models/debounce.js';
import { csvBlob, downloadFile, type DownloadFile } from './downloadFile.js';
import { filterFromQuery, isNarrowed, MAX_SEARCH_LENGTH, ownDefaults, queryFromFilter } from '../../models/listQuery.js';
import {
  ORGANIZATIONS_QUERY,
  exportParams,
  listParams,
  tabFromSegment,
  type ListTab,
  type OrganizationSort,
  type OrganizationsFilter,
  type StatusFilter,
} from './organizationsQuery.js';

export type TypeCounts = Readonly<Record<OrganizationTypeName, number>>;

const NO_COUNTS: TypeCounts = { school: 0, college: 0, deputy: 0, higher: 0 };

export interface OrganizationsListModelOptions {
  client: Pick<Client, 'call'>;
  /** The list's path for a tab ('/registry/organizations/list/colleges'). */
  listPath: (tab: ListTab) => string;
  /**
   * Called when the filter changes from inside the page, with the new address: `replace` for
   * typing and corrections, `push` for choices worth a history entry.
   */
  onNavigate?: (to: string, mode: 'push' | 'replace') => void;
  /** Timers of the search debounce. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  /** Saves the exported file. @default the browser's download */
  download?: DownloadFile;
}

export type OrganizationsListModel = ReturnType<typeof createOrganizationsListModel>;

export function createOrganizationsListModel(options: OrganizationsListModelOptions) {
  const { client, listPath, onNavigate } = options;
  const download = options.download ?? downloadFile;
  const debounce = createDebounce(options.clock, options.debounceMs);

  const tab = signal<ListTab>('all');
  const filter = signal<OrganizationsFilter>(ORGANIZATIONS_QUERY.defaults);
  const searchText = signal('');
  const rows = signal<readonly OrganizationListItem[]>([]);
  const total = signal(0);
  const byType = signal<TypeCounts>(NO_COUNTS);
  const request = createLatestLoad();
  const exporting = signal(false);
  const exportError = signal<Failure | null>(null);
  /** Rows in the last finished export, for the "saved" note. */
  const exported = signal<number | null>(null);

  /** The whole address of a tab and filter: the tab's path and the query. */
  const addressOf = (inTab: ListTab, value: OrganizationsFilter) => {
    const query = queryFromFilter(ORGANIZATIONS_QUERY, value);
    return query === '' ? listPath(inTab) : `${listPath(inTab)}?${query}`;
  };

  function load(): Promise<void> {
    const current = filter.peek();
    const currentTab = tab.peek();
    return request.run(
      () => client.call('Organization/List', listParams(currentTab, current)),
      (data) => {
        if (data.items.length === 0 && data.total > 0 && current.page > 1) {
          // The page ran past the end (rows left the filter, or an old link): show the last page instead.
          change({ page: Math.ceil(data.total / current.pageSize) }, 'replace');
          return;
        }
        rows.value = data.items;
        total.value = data.total;
        byType.value = data.byType;
      },
    );
  }

  /**
   * Sets the tab or filter, reports the new address and loads; a change to anything but the page
   * starts at page 1.
   */
  function change(patch: Partial<OrganizationsFilter>, mode: 'push' | 'replace' = 'push', nextTab: ListTab = tab.peek()): void {
    const before = filter.peek();
    const next: OrganizationsFilter = { ...before, ...patch, ...('page' in patch ? {} : { page: 1 }) };
    if (addressOf(nextTab, next) === addressOf(tab.peek(), before)) return;
    batch(() => {
      filter.value = next;
      tab.value = nextTab;
    });
    onNavigate?.(addressOf(nextTab, next), mode);
    void load();
  }

  function commitSearch(): void {
    debounce.cancel();
    change({ search: searchText.peek().trim().slice(0, MAX_SEARCH_LENGTH) }, 'replace');
  }

  return {
    tab: tab as ReadonlySignal<ListTab>,
    filter: filter as ReadonlySignal<OrganizationsFilter>,
    /** The search or a filter narrows the list (an empty list then offers a reset). */
    narrowed: computed(() => isNarrowed(ORGANIZATIONS_QUERY, filter.value)),
    searchText: searchText as ReadonlySignal<string>,
    rows: rows as ReadonlySignal<readonly OrganizationListItem[]>,
    total: total as ReadonlySignal<number>,
    byType: byType as ReadonlySignal<TypeCounts>,
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    exporting: exporting as ReadonlySignal<boolean>,
    exportError: exportError as ReadonlySignal<Failure | null>,
    exported: exported as ReadonlySignal<number | null>,
    load,

    /**
     * Takes the filter from the address (first render, reload, back/forward); loads when it
     * differs. `path` is the path as the page sees it (with the tab segment as given), so an
     * address not in canonical form (unknown tab or values, defaults spelled out) is tidied.
     */
    applyLocation(path: string, tabSegment: string | undefined, search: string): void {
      const nextTab = tabFromSegment(tabSegment);
      const next = filterFromQuery(ORGANIZATIONS_QUERY, search);
      const first = !request.loaded.peek() && !request.loading.peek() && request.error.peek() === null;
      if (!first && addressOf(nextTab, next) === addressOf(tab.peek(), filter.peek())) return;
      debounce.cancel();
      batch(() => {
        tab.value = nextTab;
        filter.value = next;
        searchText.value = next.search;
      });
      const query = search.replace(/^\?/, '');
      if (addressOf(nextTab, next) !== (query === '' ? path : `${path}?${query}`)) onNavigate?.(addressOf(nextTab, next), 'replace');
      void load();
    },

    /** The search box's text; sent after a pause in typing. */
    setSearchText(text: string): void {
      searchText.value = text;
      debounce.schedule(commitSearch);
    },
    /** Sends the search at once (Enter). */
    commitSearch,
    /** Another tab keeps the search and filters, from page 1. */
    setTab: (next: ListTab) => change({}, 'push', next),
    /**
     * Another okrug drops a district outside it (`inOkrug` says which districts lie in which
     * okrug); clearing the okrug keeps the district.
     */
    setOkrug(okrug: string | null, inOkrug: (district: string, okrug: string) => boolean = () => false): void {
      const district = filter.peek().district;
      change({ okrug, district: district === null || okrug === null || inOkrug(district, okrug) ? district : null });
    },
    setDistrict: (district: string | null) => change({ district }),
    setMrsd: (mrsd: number | null) => change({ mrsd }),
    setKind: (kind: string | null) => change({ kind }),
    setStatus: (status: StatusFilter) => change({ status }),
    /** A click on a column header: the same column flips the direction, another starts ascending. */
    sortBy(column: OrganizationSort): void {
      const current = filter.peek();
      change({ sort: column, dir: current.sort === column && current.dir === 'asc' ? 'desc' : 'asc' });
    },
    setPage: (page: number) => change({ page: Math.max(1, Math.floor(page)) }),
    setPageSize: (pageSize: TablePageSize) => change({ pageSize }),
    resetFilters(): void {
      debounce.cancel();
      searchText.value = '';
      change({ ...ownDefaults(ORGANIZATIONS_QUERY), search: '' });
    },

    /** Saves the current filter's organizations (every page) as a CSV file. */
    async exportCsv(): Promise<void> {
      // A second click while the file is being made would only make it twice.
      if (exporting.peek()) return;
      batch(() => {
        exporting.value = true;
        exportError.value = null;
        exported.value = null;
      });
      const outcome = outcomeOf(await client.call('Organization/Export', exportParams(tab.peek(), filter.peek())));
      batch(() => {
        exporting.value = false;
        if (outcome.ok) exported.value = outcome.value.rows;
        else exportError.value = outcome.failure;
      });
      if (outcome.ok) download(outcome.value.filename, csvBlob(outcome.value.csv));
    },
    dismissExport(): void {
      batch(() => {
        exportError.value = null;
        exported.value = null;
      });
    },
    /** Stops the pending search timer (the page unmounts). */
    dispose: debounce.cancel,
  };
}

