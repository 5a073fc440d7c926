import type { listOrganizations, OrganizationListItem, OrganizationTypeName } from '@abitura/contracts';
import { organizationType } from '@abitura/contracts';
import { sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { organizations } from '../../db/schema/index.js';
import { listColumns, organizationConditions, organizationOrder, type OrganizationFilter } from './organizationFilter.js';
import { readPage } from '../../db/paging.js';

type ByType = Record<OrganizationTypeName, number>;

/** A database row as the wire's list item (the type column is check-constrained to the enum). */
export const toListItem = (row: { type: string } & Omit<OrganizationListItem, 'type'>): OrganizationListItem => ({ ...row, type: row.type as OrganizationTypeName });

/** Matches per type under every filter but the type: one grouped query for all the tabs. */
async function countByType(db: Db, filter: OrganizationFilter): Promise<ByType> {
  const rows = await db
    .select({ type: organizations.type, n: sql<number>`count(*)::int` })
    .from(organizations)
    .where(organizationConditions(filter, { withType: false }))
    .groupBy(organizations.type);
  const counts = Object.fromEntries(organizationType.options.map((type) => [type, 0])) as ByType;
  for (const row of rows) if (row.type in counts) counts[row.type as OrganizationTypeName] = Number(row.n);
  return counts;
}

/**
 * One page of organizations with the per-type counts of the tabs. The type column is never null
 * and holds only the four types, so the total under the full filter is read off those counts
 * instead of counting again. Only the page's rows leave the database.
 */
export const listOrganizationsHandler: Handler<typeof listOrganizations> = async (params, ctx) => {
  const byType = await countByType(ctx.db, params);
  const total = params.type === undefined ? Object.values(byType).reduce((sum, n) => sum + n, 0) : byType[params.type];
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    ctx.db
      .select(listColumns)
      .from(organizations)
      .where(organizationConditions(params))
      .orderBy(...organizationOrder(params))
      .limit(limit)
      .offset(offset),
  );
  return { items: rows.map(toListItem), total, page: params.page, pageSize: params.pageSize, byType };
};
