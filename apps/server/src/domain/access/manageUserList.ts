import type { listUsers } from '@abitura/contracts';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { folded, searchWords } from '../../db/folding.js';
import { userRoles, users } from '../../db/schema/index.js';
import { itemColumns, roleNamesByUser, toItem } from './manageUserQueries.js';
import { countRows, readPage } from '../../db/paging.js';

/** Users whose login, full name or e-mail holds every word of a search (the list's search, the header's too). */
export function userSearchCondition(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const fields = [folded(users.login), folded(users.fullName), folded(sql`coalesce(${users.email}, '')`)];
  // strpos, not LIKE: what people type may hold % or _, which LIKE would read as wildcards.
  return and(...words.map((word) => or(...fields.map((field) => sql`strpos(${field}, ${word}) > 0`))));
}

function statusCondition(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === 'suspended' ? inArray(users.status, ['suspended', 'suspend']) : eq(users.status, status);
}

const SORT_KEYS = {
  login: folded(users.login),
  fullName: folded(users.fullName),
  status: sql`${users.status}`,
  lastLoginAt: sql`${users.lastLoginAt}`,
  createdAt: sql`${users.createdAt}`,
} as const;

/** One page of users; only the page's rows (and their role names) leave the database. */
export const listUsersHandler: Handler<typeof listUsers> = async (params, ctx) => {
  const where = and(
    params.search ? userSearchCondition(params.search) : undefined,
    statusCondition(params.status),
    params.roleId === undefined
      ? undefined
      : sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${params.roleId})`,
  );
  const key = SORT_KEYS[params.sort];
  const order = params.direction === 'desc' ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  const total = await countRows(ctx.db, users, where);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    ctx.db
      .select(itemColumns)
      .from(users)
      .where(where)
      .orderBy(order, params.direction === 'desc' ? desc(users.id) : asc(users.id))
      .limit(limit)
      .offset(offset),
  );
  const names = await roleNamesByUser(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toItem(row, names.get(row.id) ?? [])), total, page: params.page, pageSize: params.pageSize };
};
