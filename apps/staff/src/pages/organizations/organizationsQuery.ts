/**
 * The organizations list's state as it lives in the address: the tab in the path
 * (/registry/organizations/list/colleges) and the rest in the query (search, okrug, district,
 * mrsd, kind, status, sort, dir, page, pageSize), so a reload, back/forward and a shared link all
 * restore it. Values a person could not have chosen fall back to the defaults instead of failing.
 * The search, sort and paging are read and written as every list does (models/listQuery).
 */
import type { ActionParams } from '@abitura/sdk';
import type { OrganizationTypeName } from '@abitura/contracts';
import { pagedParams, chosenFilters, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';
import { oneOf, positiveInt } from '../../models/queryValues.js';

/** The list's tabs in display order, as their path segments ('all' has none). */
export const LIST_TABS = ['all', 'schools', 'colleges', 'deputies', 'higher'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The organization type each tab shows; 'all' shows every type. */
export const TAB_TYPES: Readonly<Record<ListTab, OrganizationTypeName | null>> = {
  all: null,
  schools: 'school',
  colleges: 'college',
  deputies: 'deputy',
  higher: 'higher',
};

export const ORGANIZATION_SORTS = ['name', 'short_name', 'type', 'okrug', 'district', 'mrsd', 'organization_id'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

export const STATUS_FILTERS = ['any', 'operating', 'closed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The contract's limits; a longer value in an address reads as no filter. */
export const LIMITS = { okrug: 10, district: 100, kind: 30, mrsd: 37 } as const;

export interface OrganizationsFilter extends PagedFilter<OrganizationSort> {
  okrug: string | null;
  district: string | null;
  mrsd: number | null;
  kind: string | null;
  status: StatusFilter;
}

/** A text value of the query, trimmed, or null when empty or longer than the contract allows. */
function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > max ? null : trimmed;
}

/** How the list's own filters read from and write to the query (search, sort and paging are listQuery's). */
export const ORGANIZATIONS_QUERY: ListQueryCodec<OrganizationsFilter> = {
  defaults: Object.freeze({
    search: '',
    okrug: null,
    district: null,
    mrsd: null,
    kind: null,
    status: 'any',
    sort: 'name',
    dir: 'asc',
    page: 1,
    pageSize: 25,
  }),
  sorts: ORGANIZATION_SORTS,
  read: (query) => ({
    okrug: text(query.get('okrug'), LIMITS.okrug),
    district: text(query.get('district'), LIMITS.district),
    mrsd: positiveInt(query.get('mrsd'), LIMITS.mrsd),
    kind: text(query.get('kind'), LIMITS.kind),
    status: oneOf(query.get('status'), STATUS_FILTERS) ?? 'any',
  }),
  write(query, filter) {
    if (filter.okrug !== null) query.set('okrug', filter.okrug);
    if (filter.district !== null) query.set('district', filter.district);
    if (filter.mrsd !== null) query.set('mrsd', String(filter.mrsd));
    if (filter.kind !== null) query.set('kind', filter.kind);
    if (filter.status !== 'any') query.set('status', filter.status);
  },
};

/** A path segment as a tab; none or an unknown one is 'all'. */
export function tabFromSegment(segment: string | undefined): ListTab {
  return oneOf(segment ?? null, LIST_TABS) ?? 'all';
}

/** The Organization/List params of a tab and filter. */
export function listParams(tab: ListTab, filter: OrganizationsFilter): ActionParams<'Organization/List'> {
  return {
    ...pagedParams(filter),
    ...chosenFilters({ type: TAB_TYPES[tab], okrug: filter.okrug, district: filter.district, mrsd: filter.mrsd, kind: filter.kind }),
    ...(filter.status === 'any' ? {} : { status: filter.status === 'operating' }),
  };
}

/** The Organization/Export params of a tab and filter: the same rows, every page. */
export function exportParams(tab: ListTab, filter: OrganizationsFilter): ActionParams<'Organization/Export'> {
  const { page: _page, pageSize: _pageSize, ...rows } = listParams(tab, filter);
  return rows;
}
