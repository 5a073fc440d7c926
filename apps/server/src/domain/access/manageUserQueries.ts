import type { ParamIssue } from '@abitura/contracts/wire';
import type { UserListItem } from '@abitura/contracts';
import { normalizeUserStatus } from '@abitura/contracts/vocabulary';
import { asc, eq, inArray } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { privilegeGroups, roles, userGroups, userRoles, users } from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

export const USER_NOT_FOUND = 'Пользователь не найден: возможно, он удалён. Обновите список.';

/** The columns a list item needs (never the password hash). */
export const itemColumns = {
  id: users.id,
  login: users.login,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export type ItemRow = Pick<UserRow, keyof typeof itemColumns>;

/** Stored statuses in canonical spelling (older data may say `suspend`). */
export function canonicalStatus(status: string): UserListItem['status'] {
  return normalizeUserStatus(status) ?? 'suspended';
}

/** Role names of each user, in name order. */
export async function roleNamesByUser(db: Db, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return names;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(roles.name));
  for (const row of rows) names.get(row.userId)?.push(row.name);
  return names;
}

/** Privilege-group names of a user, in name order. */
export async function groupNamesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: privilegeGroups.name })
    .from(userGroups)
    .innerJoin(privilegeGroups, eq(privilegeGroups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(privilegeGroups.name));
  return rows.map((row) => row.name);
}

export function toItem(row: ItemRow, roleNames: string[]): UserListItem {
  return {
    id: row.id,
    login: row.login,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    status: canonicalStatus(row.status),
    roles: roleNames,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user row, or a NOT_FOUND refusal. */
export async function findUser(db: Db, id: number): Promise<ItemRow> {
  const [row] = await db.select(itemColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) fail('NOT_FOUND', USER_NOT_FOUND);
  return row as ItemRow;
}

/** One user as the list shows them. */
export async function userItem(db: Db, id: number): Promise<UserListItem> {
  const row = await findUser(db, id);
  return toItem(row, (await roleNamesByUser(db, [id])).get(id) ?? []);
}

/**
 * Checks that every id names an existing role (or group) and returns them without repeats;
 * unknown ones are INVALID_PARAMS with an issue on their position in the list.
 */
export async function existingIds(db: Db, kind: 'role' | 'group', field: string, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const table = kind === 'role' ? roles : privilegeGroups;
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, unique))).map((row) => row.id));
  const noun = kind === 'role' ? 'Роль' : 'Группа привилегий';
  const issues: ParamIssue[] = ids.flatMap((id, index) => (found.has(id) ? [] : [{ path: `${field}.${index}`, message: `${noun} с кодом ${id} не найдена` }]));
  if (issues.length > 0) {
    fail('INVALID_PARAMS', `${kind === 'role' ? 'Некоторые роли' : 'Некоторые группы привилегий'} не найдены: обновите страницу и выберите снова.`, issues);
  }
  return unique;
}

/** Names of roles or groups by id, for audit entries, in name order. */
export async function namesOf(db: Db, kind: 'role' | 'group', ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const table = kind === 'role' ? roles : privilegeGroups;
  const rows = await db.select({ name: table.name }).from(table).where(inArray(table.id, [...ids])).orderBy(asc(table.name));
  return rows.map((row) => row.name);
}
