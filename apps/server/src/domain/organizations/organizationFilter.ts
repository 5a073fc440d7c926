import type { listOrganizations, OrganizationListItem } from '@abitura/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { containsWord, folded, foldSearch, searchWords } from '../../db/folding.js';
import { organizations } from '../../db/schema/index.js';

type ListParams = z.output<(typeof listOrganizations)['params']>;

/** The filters the list page and its CSV export share. */
export type OrganizationFilter = Pick<ListParams, 'search' | 'type' | 'okrug' | 'district' | 'mrsd' | 'kind' | 'status'>;
export type OrganizationSort = Pick<ListParams, 'sort' | 'direction'>;

/**
 * The WHERE of a filter. Each search word must occur in the folded search_text (LIKE '%word%',
 * which the trigram index serves, with the word's own % and _ taken literally). `withType: false`
 * leaves the type out, for the per-type counts of the tabs.
 */
export function organizationConditions(filter: OrganizationFilter, { withType = true } = {}): SQL | undefined {
  return and(
    ...searchWords(filter.search).map((word) => containsWord(organizations.searchText, word)),
    withType && filter.type !== undefined ? eq(organizations.type, filter.type) : undefined,
    filter.okrug === undefined ? undefined : eq(organizations.okrug, filter.okrug),
    // Folded both sides: Савеловский finds Савёловский.
    filter.district === undefined ? undefined : eq(folded(organizations.district), foldSearch(filter.district)),
    filter.mrsd === undefined ? undefined : eq(organizations.mrsd, filter.mrsd),
    filter.kind === undefined ? undefined : eq(organizations.kind, filter.kind),
    filter.status === undefined ? undefined : eq(organizations.status, filter.status),
  );
}

/** Text columns sort folded, so case and ё do not split the alphabet. */
const SORT_KEYS = {
  name: folded(organizations.name),
  short_name: folded(organizations.shortName),
  type: sql`${organizations.type}`,
  okrug: sql`${organizations.okrug}`,
  district: folded(organizations.district),
  mrsd: sql`${organizations.mrsd}`,
  organization_id: folded(organizations.organizationId),
} as const satisfies Record<ListParams['sort'], SQL>;

/** ORDER BY the chosen column, empty values last, then id so pages never overlap or skip. */
export function organizationOrder({ sort, direction }: OrganizationSort): SQL[] {
  const key = SORT_KEYS[sort];
  return direction === 'desc' ? [sql`${key} desc nulls last`, desc(organizations.id)] : [sql`${key} asc nulls last`, asc(organizations.id)];
}

/** The columns of a list row, named as the wire names them. */
export const listColumns = {
  id: organizations.id,
  type: organizations.type,
  name: organizations.name,
  short_name: organizations.shortName,
  address: organizations.address,
  organization_id: organizations.organizationId,
  okrug: organizations.okrug,
  district: organizations.district,
  mrsd: organizations.mrsd,
  kind: organizations.kind,
  status: organizations.status,
};

export type ListRow = Omit<OrganizationListItem, 'type'> & { type: string };
