import type { createPrivilegeGroup, createRole, deletePrivilegeGroup, deleteRole, updatePrivilegeGroup, updateRole } from '@abitura/contracts';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { recheckSubscriptions } from '../../events/topicAccess.js';
import { unknownPermissions } from './accessQueries.js';
import { guardAdministrators } from './manageAdministrators.js';
import { groupStore, roleStore, type PermissionSetRow, type PermissionSetStore } from './managePermissionSetStores.js';

type CreateParams = z.output<(typeof createRole)['params']>;
type UpdateParams = z.output<(typeof updateRole)['params']>;
type DeleteParams = z.output<(typeof deleteRole)['params']>;

interface Snapshot {
  name: string;
  description: string;
  permissions: string[];
}

/** "3 пользователям", "1 пользователю", "21 пользователю", "11 пользователям". */
export function toUsers(count: number): string {
  return count % 10 === 1 && count % 100 !== 11 ? `${count} пользователю` : `${count} пользователям`;
}

const unique = (keys: readonly string[]) => [...new Set(keys)].sort();

async function checkName(db: Db, store: PermissionSetStore<unknown>, name: string, ownId?: number): Promise<void> {
  const holder = await store.idByName(db, name);
  if (holder !== null && holder !== ownId) {
    const message = `${store.noun} «${name}» уже существует. Выберите другое название.`;
    fail('CONFLICT', message, [{ path: 'name', message }]);
  }
}

async function checkPermissions(db: Db, keys: readonly string[]): Promise<void> {
  const unknown = await unknownPermissions(db, keys);
  if (unknown.length > 0) {
    const message = `Неизвестные права: ${unknown.join(', ')}. Выберите права из списка.`;
    fail('INVALID_PARAMS', message, [{ path: 'permissions', message }]);
  }
}

async function found(db: Db, store: PermissionSetStore<unknown>, id: number): Promise<PermissionSetRow> {
  const row = await store.find(db, id);
  if (!row) fail('NOT_FOUND', `${store.noun} не найдена: возможно, её уже удалили. Обновите страницу.`);
  return row as PermissionSetRow;
}

async function snapshot(db: Db, store: PermissionSetStore<unknown>, row: PermissionSetRow): Promise<Snapshot> {
  return { name: row.name, description: row.description, permissions: await store.permissions(db, row.id) };
}

/**
 * Everyone's cached permissions are dropped after commit, and every live subscription is checked
 * again: any member's access may have changed.
 */
function invalidateAll(ctx: ActionContext): void {
  ctx.afterCommit(() => {
    ctx.services.access.invalidate();
    return recheckSubscriptions(ctx.services);
  });
}

function createHandler<View>(store: PermissionSetStore<View>) {
  return async (params: CreateParams, ctx: ActionContext): Promise<View> => {
    await checkName(ctx.db, store, params.name);
    const permissions = unique(params.permissions);
    await checkPermissions(ctx.db, permissions);
    const id = await store.insert(ctx.db, { name: params.name, description: params.description, createdAt: ctx.now });
    await store.setPermissions(ctx.db, id, permissions);
    await ctx.audit({ action: `${store.action}/Create`, entity: store.entity, entityId: id, before: null, after: { name: params.name, description: params.description, permissions } });
    invalidateAll(ctx);
    return store.view(ctx.db, id);
  };
}

/**
 * Renames, redescribes or re-permissions a role or group. The system role keeps its name and
 * every permission it holds (it may gain new ones). Taking permissions away may not leave the
 * system without an administrator.
 */
function updateHandler<View>(store: PermissionSetStore<View>) {
  return async (params: UpdateParams, ctx: ActionContext): Promise<View> => {
    const row = await found(ctx.db, store, params.id);
    const before = await snapshot(ctx.db, store, row);
    const name = params.name ?? row.name;
    const description = params.description ?? row.description;
    const permissions = params.permissions ? unique(params.permissions) : before.permissions;
    if (row.isSystem && name !== row.name) fail('CONFLICT', `Системную роль «${row.name}» нельзя переименовать: по этому имени система находит роль администратора.`);
    const lost = before.permissions.filter((key) => !permissions.includes(key));
    if (row.isSystem && lost.length > 0) {
      fail('CONFLICT', `Системная роль «${row.name}» должна сохранять все права: нельзя снять ${lost.join(', ')}. Создайте отдельную роль с нужным набором прав.`);
    }
    if (name.toLowerCase() !== row.name.toLowerCase()) await checkName(ctx.db, store, name, row.id);
    if (params.permissions) await checkPermissions(ctx.db, permissions);
    const after: Snapshot = { name, description, permissions };
    if (JSON.stringify(after) === JSON.stringify(before)) {
      ctx.setMessage('Изменений нет.');
      return store.view(ctx.db, row.id);
    }
    const checkAdministrators = lost.length > 0 ? await guardAdministrators(ctx.db) : null;
    await store.update(ctx.db, row.id, { name, description });
    if (params.permissions) await store.setPermissions(ctx.db, row.id, permissions);
    await checkAdministrators?.();
    await ctx.audit({ action: `${store.action}/Update`, entity: store.entity, entityId: row.id, before, after });
    invalidateAll(ctx);
    return store.view(ctx.db, row.id);
  };
}

/**
 * Deletes a role or group. One that users hold is deleted only with `force` (the UI confirms
 * first, showing how many lose it); the system role never; and not if that would leave the
 * system without an administrator.
 */
function deleteHandler(store: PermissionSetStore<unknown>) {
  return async ({ id, force }: DeleteParams, ctx: ActionContext) => {
    const row = await found(ctx.db, store, id);
    if (row.isSystem) fail('CONFLICT', `Системную роль «${row.name}» удалить нельзя.`);
    const members = await store.memberCount(ctx.db, id);
    if (members > 0 && !force) {
      fail('CONFLICT', `${store.noun} «${row.name}» назначена ${toUsers(members)}: после удаления они потеряют её права. Подтвердите удаление или сначала снимите её с пользователей.`);
    }
    const before = { ...(await snapshot(ctx.db, store, row)), members };
    const checkAdministrators = await guardAdministrators(ctx.db);
    await store.remove(ctx.db, id);
    await checkAdministrators();
    await ctx.audit({ action: `${store.action}/Delete`, entity: store.entity, entityId: id, before, after: null });
    invalidateAll(ctx);
    return { id, name: row.name, usersAffected: members };
  };
}

export const createRoleHandler: Handler<typeof createRole> = createHandler(roleStore);
export const updateRoleHandler: Handler<typeof updateRole> = updateHandler(roleStore);
export const deleteRoleHandler: Handler<typeof deleteRole> = deleteHandler(roleStore);
export const createGroupHandler: Handler<typeof createPrivilegeGroup> = createHandler(groupStore);
export const updateGroupHandler: Handler<typeof updatePrivilegeGroup> = updateHandler(groupStore);
export const deleteGroupHandler: Handler<typeof deletePrivilegeGroup> = deleteHandler(groupStore);
