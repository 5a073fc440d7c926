import type { PermissionGrantor, PermissionHolder, permissionHolders } from '@abitura/contracts';
import { MAX_PERMISSION_HOLDERS } from '@abitura/contracts';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { groupPermissions, permissions, privilegeGroups, rolePermissions, roles, userGroups, userRoles, users } from '../../db/schema/index.js';
import { canonicalStatus } from './manageUserQueries.js';

/** Roles granting `key`, in name order, with their member counts. */
async function grantingRoles(db: Db, key: string): Promise<PermissionGrantor[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, userCount: count(userRoles.userId) })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(eq(rolePermissions.permission, key))
    .groupBy(roles.id, roles.name)
    .orderBy(asc(roles.name));
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

/** Privilege groups granting `key`, in name order, with their member counts. */
async function grantingGroups(db: Db, key: string): Promise<PermissionGrantor[]> {
  const rows = await db
    .select({ id: privilegeGroups.id, name: privilegeGroups.name, userCount: count(userGroups.userId) })
    .from(groupPermissions)
    .innerJoin(privilegeGroups, eq(privilegeGroups.id, groupPermissions.groupId))
    .leftJoin(userGroups, eq(userGroups.groupId, privilegeGroups.id))
    .where(eq(groupPermissions.permission, key))
    .groupBy(privilegeGroups.id, privilegeGroups.name)
    .orderBy(asc(privilegeGroups.name));
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

/** Which roles and groups each of `userIds` holds `key` through: roles first, each in name order. */
async function sourcesOf(db: Db, roleIds: number[], groupIds: number[], userIds: number[]): Promise<Map<number, PermissionHolder['via']>> {
  const via = new Map<number, PermissionHolder['via']>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return via;
  const byRole = roleIds.length === 0 ? [] : await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.roleId, roleIds), inArray(userRoles.userId, userIds)))
    .orderBy(asc(roles.name));
  const byGroup = groupIds.length === 0 ? [] : await db
    .select({ userId: userGroups.userId, name: privilegeGroups.name })
    .from(userGroups)
    .innerJoin(privilegeGroups, eq(privilegeGroups.id, userGroups.groupId))
    .where(and(inArray(userGroups.groupId, groupIds), inArray(userGroups.userId, userIds)))
    .orderBy(asc(privilegeGroups.name));
  for (const row of byRole) via.get(row.userId)?.push({ kind: 'role', name: row.name });
  for (const row of byGroup) via.get(row.userId)?.push({ kind: 'group', name: row.name });
  return via;
}

/**
 * Who holds a permission and through what: the roles and privilege groups that grant it, and
 * the users who are members of any of them (every status; the status is shown). A user holding
 * it through several sources is listed once with all of them. Names of users are given only to
 * holders of viewAccessUsers, as the users list itself is guarded by it; the counts to anyone
 * who may see the permission tree.
 */
export const permissionHoldersHandler: Handler<typeof permissionHolders> = async ({ permission }, ctx) => {
  const { db } = ctx;
  const [known] = await db.select({ key: permissions.key }).from(permissions).where(eq(permissions.key, permission)).limit(1);
  if (!known) fail('NOT_FOUND', `Нет такого права: ${permission}. Обновите страницу: возможно, список прав изменился.`);

  const grantedRoles = await grantingRoles(db, permission);
  const grantedGroups = await grantingGroups(db, permission);
  const roleIds = grantedRoles.map((role) => role.id);
  const groupIds = grantedGroups.map((group) => group.id);
  const usersVisible = ctx.caller.user?.permissions.has('viewAccessUsers') ?? false;
  if (roleIds.length === 0 && groupIds.length === 0) return { permission, roles: grantedRoles, groups: grantedGroups, users: [], total: 0, usersVisible };

  const holding = or(
    roleIds.length === 0 ? undefined : inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, roleIds))),
    groupIds.length === 0 ? undefined : inArray(users.id, db.select({ id: userGroups.userId }).from(userGroups).where(inArray(userGroups.groupId, groupIds))),
  );
  const [counted] = await db.select({ n: count() }).from(users).where(holding);
  const total = Number(counted?.n ?? 0);
  if (!usersVisible || total === 0) return { permission, roles: grantedRoles, groups: grantedGroups, users: [], total, usersVisible };

  const rows = await db
    .select({ id: users.id, login: users.login, fullName: users.fullName, status: users.status })
    .from(users)
    .where(holding)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(MAX_PERMISSION_HOLDERS);
  const via = await sourcesOf(db, roleIds, groupIds, rows.map((row) => row.id));
  const holders = rows.map((row) => ({ ...row, status: canonicalStatus(row.status), via: via.get(row.id) ?? [] }));
  return { permission, roles: grantedRoles, groups: grantedGroups, users: holders, total, usersVisible };
};
