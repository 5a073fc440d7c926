import type { UserListItem, setUserGroups, setUserRoles } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { userGroups, userRoles } from '../../db/schema/index.js';
import { recheckSubscriptions } from '../../events/topicAccess.js';
import { guardAdministrators } from './manageAdministrators.js';
import { existingIds, findUser, namesOf, userItem } from './manageUserQueries.js';

async function assignedIds(ctx: ActionContext, kind: 'role' | 'group', userId: number): Promise<number[]> {
  const rows =
    kind === 'role'
      ? await ctx.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))
      : await ctx.db.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, userId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function replace(ctx: ActionContext, kind: 'role' | 'group', userId: number, ids: number[]): Promise<void> {
  if (kind === 'role') {
    await ctx.db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (ids.length > 0) await ctx.db.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
  } else {
    await ctx.db.delete(userGroups).where(eq(userGroups.userId, userId));
    if (ids.length > 0) await ctx.db.insert(userGroups).values(ids.map((groupId) => ({ userId, groupId })));
  }
}

/**
 * Replaces a user's roles or privilege groups. An unchanged set writes nothing; a change is
 * audited by names and may not leave the system without an administrator. The user's cached
 * permissions are dropped after commit, so their next request is checked against the new set,
 * and so are their live subscriptions.
 */
async function assign(ctx: ActionContext, kind: 'role' | 'group', userId: number, requested: readonly number[]): Promise<UserListItem> {
  await findUser(ctx.db, userId);
  const field = kind === 'role' ? 'roleIds' : 'groupIds';
  const ids = (await existingIds(ctx.db, kind, field, requested)).sort((a, b) => a - b);
  const current = await assignedIds(ctx, kind, userId);
  if (current.length === ids.length && current.every((id, index) => id === ids[index])) {
    ctx.setMessage(kind === 'role' ? 'Роли не изменились.' : 'Группы привилегий не изменились.');
    return userItem(ctx.db, userId);
  }
  const checkAdministrators = await guardAdministrators(ctx.db);
  await replace(ctx, kind, userId, ids);
  await checkAdministrators();
  const key = kind === 'role' ? 'roles' : 'groups';
  await ctx.audit({
    action: kind === 'role' ? 'User/SetRoles' : 'User/SetGroups',
    entity: 'user',
    entityId: userId,
    before: { [key]: await namesOf(ctx.db, kind, current) },
    after: { [key]: await namesOf(ctx.db, kind, ids) },
  });
  ctx.afterCommit(() => {
    ctx.services.access.invalidate(userId);
    return recheckSubscriptions(ctx.services, [userId]);
  });
  return userItem(ctx.db, userId);
}

export const setUserRolesHandler: Handler<typeof setUserRoles> = async ({ id, roleIds }, ctx) => assign(ctx, 'role', id, roleIds);

export const setUserGroupsHandler: Handler<typeof setUserGroups> = async ({ id, groupIds }, ctx) => assign(ctx, 'group', id, groupIds);
