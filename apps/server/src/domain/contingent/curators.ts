import type { listCurators, PermissionKey } from '@abitura/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, folded, searchWords } from '../../db/folding.js';
import { abiturients, groupPermissions, rolePermissions, userGroups, userRoles, users } from '../../db/schema/index.js';

/** Holding either lets a person work applicants, so either makes them a possible curator. */
const CURATING: readonly PermissionKey[] = ['editAbiturient', 'manageInteractions'];

/** Most curators one answer lists; a search narrows a bigger staff. */
const MAX_CURATORS = 500;

/**
 * Active users granted a curating permission through a role or a privilege group (grants resolve
 * as AccessService.permissionsOf does: the union of both), by name, each with how many applicants
 * they curate. Each search word must occur in the folded full name or login.
 */
export const listCuratorsHandler: Handler<typeof listCurators> = async ({ search }, ctx) => {
  const { db } = ctx;
  const byRole = db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(inArray(rolePermissions.permission, [...CURATING]));
  const byGroup = db
    .select({ id: userGroups.userId })
    .from(userGroups)
    .innerJoin(groupPermissions, eq(groupPermissions.groupId, userGroups.groupId))
    .where(inArray(groupPermissions.permission, [...CURATING]));
  // Counted per listed user through the curator index, rather than grouping every applicant.
  // Nested once: drizzle writes the columns of a single-table select's own SQL fields without
  // their table, which would make this "curator_id" = "id" of the applicant itself.
  const counted = sql`(select count(*)::int from ${abiturients} where ${abiturients.curatorId} = ${users.id})`;
  const curated = sql<number>`${counted}`;
  const named = folded(sql`${users.fullName} || ' ' || ${users.login}`);
  const rows = await db
    .select({ id: users.id, name: users.fullName, applicants: curated })
    .from(users)
    .where(and(eq(users.status, 'active'), or(inArray(users.id, byRole), inArray(users.id, byGroup)), ...searchWords(search).map((word) => containsWord(named, word))))
    .orderBy(folded(users.fullName), asc(users.id))
    .limit(MAX_CURATORS);
  return rows.map((row) => ({ id: row.id, name: row.name, applicants: Number(row.applicants) }));
};
