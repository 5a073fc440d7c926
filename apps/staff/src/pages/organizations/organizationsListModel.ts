/**
 * The organizations list as a signal model: the shared paged-list model over Organization/List
 * with a tab per type in the path, the per-type counts the server returns with each page, and
 * the CSV export of the current filter. No React here; OrganizationsListPage reads the signals
 * and calls the actions.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { OrganizationTypeName } from '@abitura/sdk/contracts';
import { outcomeOf, type Failure } from '../../models/failure.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { csvBlob, downloadFile, type DownloadFile } from './downloadFile.js';
import { LIST_TABS, ORGANIZATIONS_QUERY, exportParams, listParams } from './organizationsQuery.js';

export type TypeCounts = Readonly<Record<OrganizationTypeName, number>>;

const NO_COUNTS: TypeCounts = { school: 0, college: 0, deputy: 0, higher: 0 };

export interface OrganizationsListModelOptions extends ListModelOptions {
  /** Saves the exported file. @default the browser's download */
  download?: DownloadFile;
}

export type OrganizationsListModel = ReturnType<typeof createOrganizationsListModel>;

export function createOrganizationsListModel({ client, download = downloadFile, ...options }: OrganizationsListModelOptions) {
  const list = createPagedListModel({
    ...options,
    codec: ORGANIZATIONS_QUERY,
    tabs: LIST_TABS,
    fetch: (filter, tab) => client.call('Organization/List', listParams(tab, filter)),
  });
  const exporting = signal(false);
  const exportError = signal<Failure | null>(null);
  /** Rows in the last finished export, for the "saved" note. */
  const exported = signal<number | null>(null);

  return {
    ...list,
    byType: computed<TypeCounts>(() => list.lastPage.value?.byType ?? NO_COUNTS),
    exporting: exporting as ReadonlySignal<boolean>,
    exportError: exportError as ReadonlySignal<Failure | null>,
    exported: exported as ReadonlySignal<number | null>,

    /**
     * Another okrug drops a district outside it (`inOkrug` says which districts lie in which
     * okrug); clearing the okrug keeps the district.
     */
    setOkrug(okrug: string | null, inOkrug: (district: string, okrug: string) => boolean = () => false): void {
      const district = list.filter.peek().district;
      list.setFilters({ okrug, district: district === null || okrug === null || inOkrug(district, okrug) ? district : null });
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
      const outcome = outcomeOf(await client.call('Organization/Export', exportParams(list.tab.peek(), list.filter.peek())));
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
  };
}
