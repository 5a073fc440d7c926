/**
 * The working list as a signal model: the shared paged-list model over Abiturient/List with the
 * contingent's query codec; the columns (remembered per user); a selection of rows on the page
 * (dropped when the filter, sort or page changes) and the bulk actions on it; the curators the
 * filter and the assignment offer; the saved filters; and the CSV export of the filter with the
 * columns shown. No React here: ContingentListPage reads the signals and calls the actions.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult } from '@abitura/sdk';
import type { ApplicantListItem, BulkOperation } from '@abitura/contracts';
import { createCsvExport } from '../../models/csvExport.js';
import type { DownloadFile } from '../../models/downloadFile.js';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import { queryFromFilter } from '../../models/listQuery.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { applicantFilterOf, CONTINGENT_QUERY, exportParams, listParams, moreFiltersCleared, moreFiltersCount, savedFilterQuery, type ContingentFilter } from '../../models/contingentQuery.js';
import { createColumnsModel, type ColumnStore } from './listColumns.js';
import { createSavedFiltersModel, type SavedFilter } from './savedFiltersModel.js';

export type Curator = ActionResult<'Abiturient/Curators'>[number];
export type BulkResult = ActionResult<'Abiturient/Bulk'>;

/** What the last bulk action did, with the names of the applicants it refused (when on the page). */
export interface BulkFeedback {
  operation: BulkOperation;
  changed: number;
  unchanged: number;
  refused: readonly { id: number; name: string | null; reason: string }[];
}

export interface ContingentListModelOptions extends ListModelOptions {
  /** Where the user's columns are remembered. */
  columnStore: ColumnStore;
  /** Saves the exported file. @default the browser's download */
  download?: DownloadFile;
}

export type ContingentListModel = ReturnType<typeof createContingentListModel>;

const NO_IDS: ReadonlySet<number> = new Set();

export function createContingentListModel({ client, columnStore, download, ...options }: ContingentListModelOptions) {
  const list = createPagedListModel({ ...options, codec: CONTINGENT_QUERY, fetch: (filter) => client.call('Abiturient/List', listParams(filter)) });
  const columns = createColumnsModel(columnStore);
  const csvExport = createCsvExport(() => client.call('Abiturient/Export', exportParams(list.filter.peek(), columns.columns.peek())), download);
  const curators = createLoadedResource<readonly Curator[]>(() => client.call('Abiturient/Curators', {}), []);
  const saved = createSavedFiltersModel({ client, current: () => ({ filter: applicantFilterOf(list.filter.peek()), columns: columns.columns.peek() }) });

  // The selection belongs to the filter it was made under: another filter, sort or page shows
  // other rows, so it reads as empty there, and rows gone after a reload drop out of it.
  const picked = signal<{ filter: ContingentFilter; ids: ReadonlySet<number> }>({ filter: list.filter.peek(), ids: NO_IDS });
  const selected = computed<ReadonlySet<number>>(() => {
    const { filter, ids } = picked.value;
    if (filter !== list.filter.value || ids.size === 0) return NO_IDS;
    return new Set(list.rows.value.map((row) => row.id).filter((id) => ids.has(id)));
  });
  const select = (ids: Iterable<number>) => {
    picked.value = { filter: list.filter.peek(), ids: new Set(ids) };
  };
  const bulkFeedback = signal<BulkFeedback | null>(null);

  return {
    ...list,
    ...csvExport,
    columns: columns.columns,
    setColumnShown: columns.setShown,
    resetColumns: columns.reset,
    curators,
    saved,
    /** How many filters behind "more filters" are set. */
    moreCount: computed(() => moreFiltersCount(list.filter.value)),
    selected,
    bulkFeedback: bulkFeedback as ReadonlySignal<BulkFeedback | null>,

    /** "Мои": only the signed-in user's applicants, or everyone's again. */
    setMine(mine: boolean): void {
      list.setFilters({ curator: mine ? 'me' : null });
    },
    /** Clears the filters behind "more filters", keeping the common ones. */
    resetMoreFilters(): void {
      list.setFilters(moreFiltersCleared());
    },

    toggleRow(id: number, on: boolean): void {
      const ids = new Set(selected.peek());
      if (on) ids.add(id);
      else ids.delete(id);
      select(ids);
    },
    /** Selects every row of the page, or none. */
    selectPage(on: boolean): void {
      select(on ? list.rows.peek().map((row: ApplicantListItem) => row.id) : []);
    },
    clearSelection(): void {
      select([]);
    },

    /**
     * Applies an operation to the selected applicants; its answer stays for the page to show,
     * the selection is cleared and the page reloads (the rows may have left the filter).
     */
    async bulk(operation: BulkOperation): Promise<Outcome<BulkResult>> {
      const ids = [...selected.peek()];
      if (ids.length === 0) return { ok: true, value: { changed: 0, unchanged: 0, refused: [] } };
      const names = new Map(list.rows.peek().map((row) => [row.id, row.fullname]));
      const outcome = outcomeOf(await client.call('Abiturient/Bulk', { ids, operation }));
      if (outcome.ok) {
        const { changed, unchanged, refused } = outcome.value;
        bulkFeedback.value = { operation, changed, unchanged, refused: refused.map((entry) => ({ ...entry, name: names.get(entry.id) ?? null })) };
        select([]);
        void list.load();
      }
      return outcome;
    },
    dismissBulk(): void {
      bulkFeedback.value = null;
    },

    /** Shows a saved filter: its filters in the address (a history entry) and its columns. */
    applySaved(item: SavedFilter): void {
      columns.use(item.columns);
      const query = savedFilterQuery(item.filter);
      if (query === queryFromFilter(CONTINGENT_QUERY, list.filter.peek())) return;
      list.applyQuery(query);
      options.onQuery?.(query, 'push');
    },
  };
}
