import { PERMISSION_KEYS, PERMISSIONS } from '@abitura/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword, passwordProblem } from './auth/passwords.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/open.js';
import { permissions, rolePermissions, roles, userRoles, users } from './db/schema/index.js';
import { DEFAULT_ROLES } from './seed/defaultRoles.js';

export const ADMIN_ROLE = 'Администратор';

/** The catalogue is upserted at every start, so a feature that adds permissions just declares them. */
export async function upsertPermissions(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((permission, sort) => ({ ...permission, sort })))
    .onConflictDoUpdate({
      target: permissions.key,
      set: { title: sql`excluded.title`, parent: sql`excluded.parent`, kind: sql`excluded.kind`, sort: sql`excluded.sort` },
      // Unchanged rows are left alone: rewriting them would leave a dead row each at every start.
      setWhere: sql`(${permissions.title}, ${permissions.parent}, ${permissions.kind}, ${permissions.sort}) is distinct from (excluded.title, excluded.parent, excluded.kind, excluded.sort)`,
    });
}

/**
 * The default roles, on a database that has none. On one that has them, the system role gains
 * the permissions added since (it holds every permission; the other roles are the
 * administrators' to change).
 */
export async function ensureDefaultRoles(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(roles);
  if ((existing?.n ?? 0) > 0) {
    const [system] = await db.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true)).limit(1);
    if (system) {
      await db
        .insert(rolePermissions)
        .values(PERMISSION_KEYS.map((permission) => ({ roleId: system.id, permission })))
        .onConflictDoNothing();
    }
    return;
  }
  await db.transaction(async (tx) => {
    for (const role of DEFAULT_ROLES) {
      const [row] = await tx.insert(roles).values({ name: role.name, description: role.description, isSystem: role.name === ADMIN_ROLE }).returning({ id: roles.id });
      await tx.insert(rolePermissions).values(role.permissions.map((permission) => ({ roleId: (row as { id: number }).id, permission })));
    }
  });
}

/**
 * ABITURA_ADMIN_LOGIN and ABITURA_ADMIN_PASSWORD create an administrator on a database with no
 * users. Its operator chose the password, so the account starts active.
 */
export async function ensureAdmin(db: Db, config: Pick<ServerConfig, 'adminLogin' | 'adminPassword'>, log: Logger): Promise<void> {
  if (!config.adminLogin || !config.adminPassword) return;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const problem = passwordProblem(config.adminPassword, { login: config.adminLogin });
  if (problem) throw new Error(`ABITURA_ADMIN_PASSWORD is not acceptable: ${problem}`);
  const passwordHash = await hashPassword(config.adminPassword);
  await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ login: config.adminLogin as string, fullName: 'Администратор', status: 'active', passwordHash }).returning({ id: users.id });
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE)).limit(1);
    if (user && role) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  });
  log.info({ login: config.adminLogin }, 'administrator created from ABITURA_ADMIN_LOGIN');
}
