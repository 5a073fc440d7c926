import type { Reply } from '@abitura/contracts/wire';
import { PERMISSION_KEYS } from '@abitura/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE, ensureDefaultRoles, upsertPermissions } from '../src/bootstrap.js';
import { upsertSpecialities } from '../src/domain/programs/upsertSpecialities.js';
import { permissions, rolePermissions, roles, specialities } from '../src/db/schema/index.js';
import { DEFAULT_ROLES } from '../src/seed/defaultRoles.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;

async function call(token: string, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

async function roleId(name: string): Promise<number> {
  const [row] = await server.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

async function permissionsOf(id: number): Promise<string[]> {
  const rows = await server.database.db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, id)).orderBy(asc(rolePermissions.permission));
  return rows.map((row) => row.permission);
}

/** What createApp runs on every start before it serves anything. */
async function restart(): Promise<void> {
  await upsertPermissions(server.database.db);
  await ensureDefaultRoles(server.database.db);
  server.app.services.access.invalidate();
}

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'admin', roles: [ADMIN_ROLE] });
  admin = await server.signIn('admin');
});
afterAll(() => server.close());

describe('ensureDefaultRoles on a database that has roles', () => {
  it('gives the system role back every permission it lacks', async () => {
    const system = await roleId(ADMIN_ROLE);
    const taken = ['manageReferences', 'viewReferences', 'manageOrganizations'];
    await server.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, system), inArray(rolePermissions.permission, taken)));
    server.app.services.access.invalidate();
    expect(await call(admin, 'User/CheckAccess', { permission: 'manageReferences' })).toMatchObject({ success: true, message: 'false' });
    expect(await call(admin, 'Reference/Catalogue')).toMatchObject({ success: false, data: 'ACCESS_DENIED' });

    await restart();

    expect(await permissionsOf(system)).toEqual([...PERMISSION_KEYS].sort());
    expect(await call(admin, 'User/CheckAccess', { permission: 'manageReferences' })).toMatchObject({ success: true, message: 'true' });
    expect(await call(admin, 'Reference/Catalogue')).toMatchObject({ success: true });
  });

  it('leaves the other roles as administrators made them, and adds no roles', async () => {
    const curator = await roleId('Куратор');
    const analyst = await roleId('Аналитик');
    await server.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, curator), eq(rolePermissions.permission, 'viewOrganizations')));
    await server.database.db.insert(rolePermissions).values({ roleId: analyst, permission: 'manageReferences' });
    const curatorBefore = await permissionsOf(curator);
    const analystBefore = await permissionsOf(analyst);
    expect(curatorBefore).not.toContain('viewOrganizations');
    const [rolesBefore] = await server.database.db.select({ n: count() }).from(roles);

    await restart();

    expect(await permissionsOf(curator)).toEqual(curatorBefore);
    expect(await permissionsOf(analyst)).toEqual(analystBefore);
    expect(await permissionsOf(analyst)).toContain('manageReferences');
    const [rolesAfter] = await server.database.db.select({ n: count() }).from(roles);
    expect(rolesAfter?.n).toBe(rolesBefore?.n);
    expect(rolesAfter?.n).toBe(DEFAULT_ROLES.length);
  });

  it('grants a role only when it is marked system, whatever its name', async () => {
    const system = await roleId(ADMIN_ROLE);
    const curator = await roleId('Куратор');
    // The system role renamed behind the server's back is still found by its flag.
    await server.database.db.update(roles).set({ name: 'Главный администратор' }).where(eq(roles.id, system));
    await server.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, system), eq(rolePermissions.permission, 'viewAudit')));
    const curatorBefore = await permissionsOf(curator);

    await restart();

    expect(await permissionsOf(system)).toContain('viewAudit');
    expect(await permissionsOf(curator)).toEqual(curatorBefore);
    await server.database.db.update(roles).set({ name: ADMIN_ROLE }).where(eq(roles.id, system));
  });
});

describe('the catalogues written at every start', () => {
  /** Each row's xmin: the transaction that last wrote it, which changes when the row is rewritten. */
  async function versions(table: 'permissions' | 'specialities'): Promise<Map<string, string>> {
    const result = await server.database.db.execute(
      table === 'permissions' ? sql`select key as id, xmin::text as version from ${permissions}` : sql`select code as id, xmin::text as version from ${specialities}`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ id: string; version: string }>;
    return new Map(rows.map((row) => [row.id, row.version]));
  }

  it('rewrites only the rows that differ from the code, so a restart leaves no dead rows behind', async () => {
    await server.database.db.update(permissions).set({ title: 'Изменено вручную' }).where(eq(permissions.key, 'viewReferences'));
    await server.database.db.update(specialities).set({ name: 'Изменено вручную' }).where(eq(specialities.code, '07.02.01'));
    const before = { permissions: await versions('permissions'), specialities: await versions('specialities') };

    await upsertPermissions(server.database.db);
    await upsertSpecialities(server.database.db);

    const after = { permissions: await versions('permissions'), specialities: await versions('specialities') };
    const rewritten = (table: 'permissions' | 'specialities') => [...after[table]].filter(([id, version]) => before[table].get(id) !== version).map(([id]) => id);
    expect(rewritten('permissions')).toEqual(['viewReferences']);
    expect(rewritten('specialities')).toEqual(['07.02.01']);
    const [restored] = await server.database.db.select({ name: specialities.name }).from(specialities).where(eq(specialities.code, '07.02.01'));
    expect(restored?.name).toBe('Архитектура');
    const [title] = await server.database.db.select({ title: permissions.title }).from(permissions).where(eq(permissions.key, 'viewReferences'));
    expect(title?.title).not.toBe('Изменено вручную');
  });
});
