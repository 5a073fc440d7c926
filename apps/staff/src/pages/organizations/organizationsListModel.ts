/**
 * The organizations list as a signal model: the shared paged-list model over Organization/List
 * with a tab per type in the path, the per-type counts the server returns with each page, and
 * the CSV export of the current filter. No React here; OrganizationsListPage reads the signals
 * and calls the actions.
 */
import { computed } from '@preact/signals-react';
import type { OrganizationTypeName } from '@abitura/contracts';
import { createCsvExport } from '../../models/csvExport.js';
import type { DownloadFile } from '../../models/downloadFile.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { LIST_TABS, ORGANIZATIONS_QUERY, exportParams, listParams } from './organizationsQuery.js';

export type TypeCounts = Readonly<Record<OrganizationTypeName, number>>;

const NO_COUNTS: TypeCounts = { school: 0, college: 0, deputy: 0, higher: 0 };

export interface OrganizationsListModelOptions extends ListModelOptions {
  /** Saves the exported file. @default the browser's download */
  download?: DownloadFile;
}

export type OrganizationsListModel = ReturnType<typeof createOrganizationsListModel>;

export function createOrganizationsListModel({ client, download, ...options }: OrganizationsListModelOptions) {
  const list = createPagedListModel({
    ...options,
    codec: ORGANIZATIONS_QUERY,
    tabs: LIST_TABS,
    fetch: (filter, tab) => client.call('Organization/List', listParams(tab, filter)),
  });
  const csvExport = createCsvExport(() => client.call('Organization/Export', exportParams(list.tab.peek(), list.filter.peek())), download);

  return {
    ...list,
    byType: computed<TypeCounts>(() => list.lastPage.value?.byType ?? NO_COUNTS),
    ...csvExport,

    /**
     * Another okrug drops a district outside it (`inOkrug` says which districts lie in which
     * okrug); clearing the okrug keeps the district.
     */
    setOkrug(okrug: string | null, inOkrug: (district: string, okrug: string) => boolean = () => false): void {
      const district = list.filter.peek().district;
      list.setFilters({ okrug, district: district === null || okrug === null || inOkrug(district, okrug) ? district : null });
    },
  };
}
