/**
 * The groups grid's filters as they live in the address, beside the statement page's own (its
 * tab, its season, the register's filters): the grid's keys carry a `g_` prefix (`g_search`,
 * `g_college`, `g_page`...), so a link reopens the same view and neither tab reads the other's
 * values. The paged list reads and writes its usual names; this module translates.
 */
import type { AdmissionParams } from '../../../models/admissionService.js';
import { chosenFilters, yesNo, type ListQueryCodec, type PagedFilter } from '../../../models/listQuery.js';
import { oneOf, positiveInt } from '../../../models/queryValues.js';
import { MAX_ENTITY_ID } from '@abitura/contracts';

export const FUNDINGS = ['budget', 'paid'] as const;
export type Funding = (typeof FUNDINGS)[number];

/** The server keeps its own order (college, programme, funding, base); the grid does not sort. */
export const GROUP_SORTS = ['college'] as const;

export interface GroupsFilter extends PagedFilter<'college'> {
  college: number | null;
  funding: Funding | null;
  /** Only groups that hold an entrance test. */
  tests: boolean;
  /** Only groups whose places are not set. */
  unset: boolean;
}

export const DEFAULT_GROUPS_FILTER: GroupsFilter = Object.freeze({
  search: '',
  college: null,
  funding: null,
  tests: false,
  unset: false,
  sort: 'college',
  dir: 'asc',
  page: 1,
  pageSize: 50,
});

export const groupsQuery: ListQueryCodec<GroupsFilter> = {
  defaults: DEFAULT_GROUPS_FILTER,
  sorts: GROUP_SORTS,
  read: (query) => ({
    college: positiveInt(query.get('college'), MAX_ENTITY_ID),
    funding: oneOf(query.get('funding'), FUNDINGS),
    tests: yesNo(query.get('tests')) === true,
    unset: yesNo(query.get('unset')) === true,
  }),
  write(query, filter) {
    if (filter.college !== null) query.set('college', String(filter.college));
    if (filter.funding !== null) query.set('funding', filter.funding);
    if (filter.tests) query.set('tests', 'yes');
    if (filter.unset) query.set('unset', 'yes');
  },
};

/** The prefix of the grid's keys in the page's address. */
export const GROUPS_PREFIX = 'g_';

/** The grid's part of the page's query, under the names the paged list reads. */
export function groupsPartOf(search: string): string {
  const own = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search.replace(/^\?/, ''))) {
    if (key.startsWith(GROUPS_PREFIX) && key.length > GROUPS_PREFIX.length) own.append(key.slice(GROUPS_PREFIX.length), value);
  }
  return own.toString();
}

/** The page's query with the grid's part replaced by `own` (the paged list's query), the page's other keys kept in place. */
export function withGroupsPart(search: string, own: string): string {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  for (const key of [...query.keys()]) if (key.startsWith(GROUPS_PREFIX) && key.length > GROUPS_PREFIX.length) query.delete(key);
  for (const [key, value] of new URLSearchParams(own)) query.append(`${GROUPS_PREFIX}${key}`, value);
  return query.toString();
}

/** Admission/ListGroups params for a filter's page (the unset filter is applied by the grid's model). */
export function listGroupsParams(seasonId: number, filter: GroupsFilter, page = filter.page, pageSize: number = filter.pageSize): AdmissionParams<'Admission/ListGroups'> {
  return {
    season_id: seasonId,
    ...(filter.search === '' ? {} : { search: filter.search }),
    ...chosenFilters({ college_id: filter.college, funding: filter.funding }),
    ...(filter.tests ? { with_tests: true } : {}),
    page,
    page_size: pageSize,
  };
}
