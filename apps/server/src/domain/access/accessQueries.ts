import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { groupPermissions, permissions, privilegeGroups, rolePermissions, roles, userRoles } from '../../db/schema/index.js';

/** Roles with their permissions and member counts, in name order. */
export async function listRoles(db: Db) {
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  const grants = await db.select().from(rolePermissions);
  const members = await db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId);
  const counts = new Map(members.map((row) => [row.roleId, Number(row.n)]));
  return rows.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: grants.filter((grant) => grant.roleId === role.id).map((grant) => grant.permission).sort(),
    userCount: counts.get(role.id) ?? 0,
  }));
}

export async function listGroups(db: Db) {
  const rows = await db.select().from(privilegeGroups).orderBy(asc(privilegeGroups.name));
  const grants = await db.select().from(groupPermissions);
  return rows.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    permissions: grants.filter((grant) => grant.groupId === group.id).map((grant) => grant.permission).sort(),
  }));
}

/** Permission keys that exist, from a list a caller sent (unknown ones are reported, not stored). */
export async function unknownPermissions(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const known = await db.select({ key: permissions.key }).from(permissions).where(inArray(permissions.key, [...keys]));
  const set = new Set(known.map((row) => row.key));
  return keys.filter((key) => !set.has(key));
}

export async function allPermissions(db: Db) {
  return db.select().from(permissions).orderBy(asc(permissions.sort));
}

export async function roleById(db: Db, id: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return role ?? null;
}
