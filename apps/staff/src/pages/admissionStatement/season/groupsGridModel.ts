/**
 * The season's groups grid as a signal model: a paged list of Admission/ListGroups kept in step
 * with the page's address (the grid's `g_` keys), with the places typed into it (placesEdits.ts).
 * ListGroups has no "places not set" filter, so with that filter on the model reads the filter's
 * groups in chunks of the contract's largest page and pages the unset ones itself; the season's
 * groups are a few thousand at most. No React here.
 */
import type { Clock } from '@abitura/sdk';
import { MAX_GROUPS_PAGE, type CompetitiveGroup } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import { admissionCall, type AdmissionClient, type AdmissionResult } from '../../../models/admissionService.js';
import { createPagedListModel, type PagedListModel, type QueryReporter } from '../../../models/pagedList.js';
import { groupsQuery, listGroupsParams, type GroupsFilter } from './groupsQuery.js';
import { createPlacesEdits, type PlacesEditsModel } from './placesEdits.js';

export type GroupsPage = AdmissionResult<'Admission/ListGroups'>;

/** Most chunks read for the unset filter (MAX_GROUPS_PAGE groups each). */
export const MAX_UNSET_CHUNKS = 40;

export interface GroupsGridModel {
  readonly list: PagedListModel<GroupsFilter, CompetitiveGroup, GroupsPage>;
  readonly edits: PlacesEditsModel;
  /** Saves the edits and reads the page again; true when saved. */
  save(): Promise<boolean>;
}

export interface GroupsGridOptions {
  client: AdmissionClient;
  seasonId: number;
  onQuery?: QueryReporter;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  makeRequestId?: () => string;
}

/** One page of the filter's groups whose places are not set, read from every chunk of the filter. */
async function unsetPage(client: AdmissionClient, seasonId: number, filter: GroupsFilter): Promise<Reply<GroupsPage>> {
  const unset: CompetitiveGroup[] = [];
  let first: GroupsPage | null = null;
  for (let chunk = 1; chunk <= MAX_UNSET_CHUNKS; chunk += 1) {
    const reply = await admissionCall(client, 'Admission/ListGroups', listGroupsParams(seasonId, filter, chunk, MAX_GROUPS_PAGE));
    if (!reply.success) return reply;
    first ??= reply.data;
    unset.push(...reply.data.items.filter((group) => group.places === null));
    if (chunk * MAX_GROUPS_PAGE >= reply.data.total || reply.data.items.length === 0) break;
  }
  const start = (filter.page - 1) * filter.pageSize;
  return {
    success: true,
    message: '',
    data: { items: unset.slice(start, start + filter.pageSize), total: unset.length, places_total: first?.places_total ?? 0, unset: first?.unset ?? unset.length },
  };
}

export function fetchGroups(client: AdmissionClient, seasonId: number, filter: GroupsFilter): Promise<Reply<GroupsPage>> {
  return filter.unset ? unsetPage(client, seasonId, filter) : admissionCall(client, 'Admission/ListGroups', listGroupsParams(seasonId, filter));
}

export function createGroupsGridModel({ client, seasonId, onQuery, clock, makeRequestId }: GroupsGridOptions): GroupsGridModel {
  const list = createPagedListModel<GroupsFilter, GroupsPage>({
    codec: groupsQuery,
    fetch: (filter) => fetchGroups(client, seasonId, filter),
    ...(onQuery ? { onQuery } : {}),
    ...(clock ? { clock } : {}),
  });
  const edits = createPlacesEdits(client, makeRequestId);
  return {
    list,
    edits,
    async save() {
      const saved = await edits.save();
      if (saved) await list.load();
      return saved;
    },
  };
}
