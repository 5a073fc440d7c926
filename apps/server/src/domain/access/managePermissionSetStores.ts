import type { PrivilegeGroup, Role } from '@abitura/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { groupPermissions, privilegeGroups, rolePermissions, roles, userGroups, userRoles } from '../../db/schema/index.js';

/** A role or privilege group as stored, without its permissions. */
export interface PermissionSetRow {
  id: number;
  name: string;
  description: string;
  /** The system role (Администратор) keeps its name and every permission and is never deleted. */
  isSystem: boolean;
}

/**
 * Roles and privilege groups are managed by one set of rules; this is what differs between them:
 * their tables, their names in messages and audit entries, and what the actions return.
 */
export interface PermissionSetStore<View> {
  readonly entity: 'role' | 'privilegeGroup';
  readonly action: 'Role' | 'PrivilegeGroup';
  /** Its name in a Russian sentence, capitalized (both are feminine: «найдена», «назначена»). */
  readonly noun: string;
  find(db: Db, id: number): Promise<PermissionSetRow | null>;
  /** Id of the one holding this name, compared regardless of case. */
  idByName(db: Db, name: string): Promise<number | null>;
  insert(db: Db, values: { name: string; description: string; createdAt: Date }): Promise<number>;
  update(db: Db, id: number, values: { name?: string; description?: string }): Promise<void>;
  remove(db: Db, id: number): Promise<void>;
  permissions(db: Db, id: number): Promise<string[]>;
  setPermissions(db: Db, id: number, keys: readonly string[]): Promise<void>;
  memberCount(db: Db, id: number): Promise<number>;
  view(db: Db, id: number): Promise<View>;
}

export const roleStore: PermissionSetStore<Role> = {
  entity: 'role',
  action: 'Role',
  noun: 'Роль',
  async find(db, id) {
    const [row] = await db.select({ id: roles.id, name: roles.name, description: roles.description, isSystem: roles.isSystem }).from(roles).where(eq(roles.id, id)).limit(1);
    return row ?? null;
  },
  async idByName(db, name) {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(sql`lower(${roles.name})`, name.toLowerCase())).limit(1);
    return row?.id ?? null;
  },
  async insert(db, values) {
    const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
    return (row as { id: number }).id;
  },
  async update(db, id, values) {
    await db.update(roles).set(values).where(eq(roles.id, id));
  },
  async remove(db, id) {
    await db.delete(roles).where(eq(roles.id, id));
  },
  async permissions(db, id) {
    const rows = await db.select({ key: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, id)).orderBy(asc(rolePermissions.permission));
    return rows.map((row) => row.key);
  },
  async setPermissions(db, id, keys) {
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (keys.length > 0) await db.insert(rolePermissions).values(keys.map((permission) => ({ roleId: id, permission })));
  },
  async memberCount(db, id) {
    const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    return Number(row?.n ?? 0);
  },
  async view(db, id) {
    const row = (await this.find(db, id)) as PermissionSetRow;
    return { id, name: row.name, description: row.description, permissions: await this.permissions(db, id), userCount: await this.memberCount(db, id) };
  },
};

export const groupStore: PermissionSetStore<PrivilegeGroup> = {
  entity: 'privilegeGroup',
  action: 'PrivilegeGroup',
  noun: 'Группа привилегий',
  async find(db, id) {
    const [row] = await db.select({ id: privilegeGroups.id, name: privilegeGroups.name, description: privilegeGroups.description }).from(privilegeGroups).where(eq(privilegeGroups.id, id)).limit(1);
    return row ? { ...row, isSystem: false } : null;
  },
  async idByName(db, name) {
    const [row] = await db.select({ id: privilegeGroups.id }).from(privilegeGroups).where(eq(sql`lower(${privilegeGroups.name})`, name.toLowerCase())).limit(1);
    return row?.id ?? null;
  },
  async insert(db, values) {
    const [row] = await db.insert(privilegeGroups).values(values).returning({ id: privilegeGroups.id });
    return (row as { id: number }).id;
  },
  async update(db, id, values) {
    await db.update(privilegeGroups).set(values).where(eq(privilegeGroups.id, id));
  },
  async remove(db, id) {
    await db.delete(privilegeGroups).where(eq(privilegeGroups.id, id));
  },
  async permissions(db, id) {
    const rows = await db.select({ key: groupPermissions.permission }).from(groupPermissions).where(eq(groupPermissions.groupId, id)).orderBy(asc(groupPermissions.permission));
    return rows.map((row) => row.key);
  },
  async setPermissions(db, id, keys) {
    await db.delete(groupPermissions).where(eq(groupPermissions.groupId, id));
    if (keys.length > 0) await db.insert(groupPermissions).values(keys.map((permission) => ({ groupId: id, permission })));
  },
  async memberCount(db, id) {
    const [row] = await db.select({ n: count() }).from(userGroups).where(eq(userGroups.groupId, id));
    return Number(row?.n ?? 0);
  },
  async view(db, id) {
    const row = (await this.find(db, id)) as PermissionSetRow;
    return { id, name: row.name, description: row.description, permissions: await this.permissions(db, id) };
  },
};
