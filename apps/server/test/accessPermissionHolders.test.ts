import type { Reply } from '@abitura/contracts/wire';
import { MAX_PERMISSION_HOLDERS, type PermissionGrantor, type PermissionHolder } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, roles, userRoles, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';

interface Holders {
  permission: string;
  roles: PermissionGrantor[];
  groups: PermissionGrantor[];
  users: PermissionHolder[];
  total: number;
  usersVisible: boolean;
}

let server: TestServer;
let admin: string;
let analyst: string;

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

async function holders(token: string, permission: string): Promise<Holders> {
  const reply = await call(token, 'Access/PermissionHolders', { permission });
  expect(reply, reply.message).toMatchObject({ success: true });
  return reply.data as Holders;
}

async function roleId(name: string): Promise<number> {
  const [row] = await server.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return (row as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'admin', roles: ['Администратор'] });
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  admin = await server.signIn('admin');
  analyst = await server.signIn('analyst');
});
afterAll(() => server.close());

describe('Access/PermissionHolders', () => {
  it('names the roles and groups that grant a permission and each holder with their sources', async () => {
    const group = await call(admin, 'PrivilegeGroup/Create', { name: 'Календарь', permissions: ['viewInteractionCalendar'] });
    const groupId = (group.data as { id: number }).id;
    const both = await server.addUser({ login: 'both', roles: ['Куратор'] });
    const viaGroup = await server.addUser({ login: 'grouped', roles: ['Оператор очереди'], status: 'suspended' });
    const unrelated = await server.addUser({ login: 'queue', roles: ['Оператор очереди'] });
    for (const id of [both, viaGroup]) expect(await call(admin, 'User/SetGroups', { id, groupIds: [groupId] })).toMatchObject({ success: true });

    const result = await holders(admin, 'viewInteractionCalendar');
    expect(result.permission).toBe('viewInteractionCalendar');
    expect(result.usersVisible).toBe(true);
    expect(result.roles.map((role) => role.name)).toEqual(['Администратор', 'Куратор', 'Оператор колл-центра', 'Сопровождающий']);
    expect(result.roles.find((role) => role.name === 'Куратор')).toEqual({ id: await roleId('Куратор'), name: 'Куратор', userCount: 1 });
    expect(result.roles.find((role) => role.name === 'Сопровождающий')?.userCount).toBe(0);
    expect(result.groups).toEqual([{ id: groupId, name: 'Календарь', userCount: 2 }]);

    // Admin (role), both (role and group, listed once), grouped (group, suspended); not queue.
    expect(result.total).toBe(3);
    expect(result.users.map((user) => user.login)).toEqual(['admin', 'both', 'grouped']);
    expect(result.users.find((user) => user.id === both)?.via).toEqual([
      { kind: 'role', name: 'Куратор' },
      { kind: 'group', name: 'Календарь' },
    ]);
    expect(result.users.find((user) => user.id === viaGroup)).toMatchObject({ fullName: 'Тестовый grouped', status: 'suspended', via: [{ kind: 'group', name: 'Календарь' }] });
    expect(result.users.some((user) => user.id === unrelated)).toBe(false);
  });

  it('answers with empty lists for a permission no role or group grants', async () => {
    await server.database.db.insert(permissions).values({ key: 'viewDemoUnused', title: 'Не выдано никому', parent: null, kind: 'page', sort: 999 });
    expect(await holders(admin, 'viewDemoUnused')).toEqual({ permission: 'viewDemoUnused', roles: [], groups: [], users: [], total: 0, usersVisible: true });
    // A role that grants it but has no members counts no users either.
    expect(await call(admin, 'Role/Create', { name: 'Пустая', permissions: ['viewDemoUnused'] })).toMatchObject({ success: true });
    expect(await holders(admin, 'viewDemoUnused')).toMatchObject({ roles: [{ name: 'Пустая', userCount: 0 }], users: [], total: 0 });
  });

  it('gives counts but no names to a caller without viewAccessUsers', async () => {
    await call(admin, 'Role/Create', { name: 'Аудитор прав', permissions: ['viewAccessPanel', 'viewAccessPermission'] });
    await server.addUser({ login: 'auditor', roles: ['Аудитор прав'] });
    const auditor = await server.signIn('auditor');
    const result = await holders(auditor, 'viewAccessPermission');
    expect(result.usersVisible).toBe(false);
    expect(result.users).toEqual([]);
    // admin, analyst and auditor hold it.
    expect(result.total).toBe(3);
    expect(result.roles.map((item) => item.name)).toEqual(['Администратор', 'Аналитик', 'Аудитор прав']);
    expect((await holders(analyst, 'viewAccessPermission')).usersVisible).toBe(true);
  });

  it(`lists at most ${MAX_PERMISSION_HOLDERS} users in full-name order, with the total of all`, async () => {
    const curator = await roleId('Сопровождающий');
    const extra = MAX_PERMISSION_HOLDERS + 5;
    const inserted = await server.database.db
      .insert(users)
      .values(Array.from({ length: extra }, (_, index) => ({ login: `bulk${index}`, fullName: `Массовый ${String(index).padStart(3, '0')}`, status: 'active', passwordHash: 'x' })))
      .returning({ id: users.id });
    await server.database.db.insert(userRoles).values(inserted.map((row) => ({ userId: row.id, roleId: curator })));
    const result = await holders(admin, 'viewProfnavigation');
    expect(result.total).toBeGreaterThanOrEqual(extra);
    expect(result.users).toHaveLength(MAX_PERMISSION_HOLDERS);
    const names = result.users.map((user) => user.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(result.roles.find((role) => role.name === 'Сопровождающий')?.userCount).toBe(extra);
  });

  it('refuses an unknown permission, bad params and callers without viewAccessPermission', async () => {
    expect(await call(admin, 'Access/PermissionHolders', { permission: 'launchRockets' })).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('launchRockets') });
    expect(await call(admin, 'Access/PermissionHolders', {})).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'permission' }] });
    expect(await call(admin, 'Access/PermissionHolders', { permission: 'x y' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    await server.addUser({ login: 'operator', roles: ['Оператор очереди'] });
    const operator = await server.signIn('operator');
    expect(await call(operator, 'Access/PermissionHolders', { permission: 'viewHomepage' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
