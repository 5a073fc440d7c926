import type { globalSearch, OrganizationTypeName } from '@abitura/contracts';
import { asc, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import { folded } from '../../db/folding.js';
import type { Db } from '../../db/open.js';
import { organizations, users } from '../../db/schema/index.js';
import { canonicalStatus } from '../access/manageUserQueries.js';
import { userSearchCondition } from '../access/manageUserList.js';
import { findApplicants, phoneDigitForms, queryKind, type QueryKind } from '../contingent/searchApplicants.js';
import { organizationConditions } from '../organizations/organizationFilter.js';

type Result = z.input<typeof globalSearch.result>;
type Matched = 'name' | 'phone' | 'email';

/** Who may see each kind of hit: who may open it (the applicant's record, the organization's card, the users). */
const SEES = { applicants: 'viewAbiturient', organizations: 'viewOrganization', users: 'viewAccessUsers' } as const;

/**
 * Rows whose phone or e-mail holds what was typed: the phone's digits (8… typed is the 7… phone,
 * as stored), the e-mail in any case; nothing for a name. The tables are small (thousands of
 * organizations, hundreds of users), so these tests run on the rows the name index does not find.
 */
function contactCondition(found: QueryKind, phone: AnyPgColumn, email: AnyPgColumn): SQL | undefined {
  if (found.kind === 'email') return sql`strpos(lower(coalesce(${email}, '')), ${found.email}) > 0`;
  if (found.kind === 'name') return undefined;
  const digits = sql`regexp_replace(coalesce(${phone}, ''), '\\D', '', 'g')`;
  return or(...phoneDigitForms(found.digits).map((form) => sql`strpos(${digits}, ${form}) > 0`));
}

/** What matched a found row: its phone or e-mail when those hold what was typed, else its name. */
function matchedOf(found: QueryKind, row: { phone: string | null; email: string | null }): Matched {
  if (found.kind === 'email' && row.email?.toLowerCase().includes(found.email)) return 'email';
  if (found.kind === 'number' && phoneDigitForms(found.digits).some((form) => (row.phone ?? '').replace(/\D/g, '').includes(form))) return 'phone';
  return 'name';
}

/** At most `limit` of the rows and whether there were more (one more row is read to know). */
const pageOf = <T>(rows: T[], limit: number) => ({ items: rows.slice(0, limit), more: rows.length > limit });

async function findOrganizations(db: Db, query: string, found: QueryKind, limit: number): Promise<NonNullable<Result['organizations']>> {
  const rows = await db
    .select({
      id: organizations.id,
      type: organizations.type,
      name: organizations.name,
      short_name: organizations.shortName,
      okrug: organizations.okrug,
      phone: organizations.phone,
      email: organizations.email,
      status: organizations.status,
    })
    .from(organizations)
    .where(or(organizationConditions({ search: query }), contactCondition(found, organizations.phone, organizations.email)))
    .orderBy(asc(folded(organizations.name)), asc(organizations.id))
    .limit(limit + 1);
  return pageOf(
    rows.map((row) => ({ ...row, type: row.type as OrganizationTypeName, matched: matchedOf(found, row) })),
    limit,
  );
}

async function findUsers(db: Db, query: string, found: QueryKind, limit: number): Promise<NonNullable<Result['users']>> {
  const rows = await db
    .select({ id: users.id, login: users.login, fullName: users.fullName, phone: users.phone, email: users.email, status: users.status })
    .from(users)
    .where(or(userSearchCondition(query), contactCondition(found, users.phone, users.email)))
    .orderBy(asc(folded(users.fullName)), asc(users.id))
    .limit(limit + 1);
  return pageOf(
    rows.map((row) => ({ ...row, status: canonicalStatus(row.status), matched: matchedOf(found, row) })),
    limit,
  );
}

/**
 * The header's search: applicants as the quick lookup finds them, organizations and users by
 * name, phone or e-mail, `limit` of each kind, each kind only for the callers who may open it
 * (null for the others, so the box does not offer what would be refused).
 */
export const globalSearchHandler: Handler<typeof globalSearch> = async ({ query, limit }, ctx) => {
  const may = (kind: keyof typeof SEES) => ctx.caller.user?.permissions.has(SEES[kind]) ?? false;
  const found = queryKind(query);
  const none = { items: [], more: false };
  return {
    applicants: may('applicants') ? await findApplicants(ctx.db, query, limit) : null,
    organizations: may('organizations') ? (found === null ? none : await findOrganizations(ctx.db, query, found, limit)) : null,
    users: may('users') ? (found === null ? none : await findUsers(ctx.db, query, found, limit)) : null,
  };
};
