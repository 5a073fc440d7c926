import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;
let analyst: string;
let adminId: number;
let adminRoleId: number;

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

interface RoleView {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  userCount?: number;
}

async function lastAudit(entity: string, entityId: number, action: string) {
  const reply = await call(admin, 'Audit/List', { entity, entityId, action });
  return (reply.data as { items: Array<{ before: unknown; after: unknown }> }).items[0];
}

beforeAll(async () => {
  server = await startTestServer();
  adminId = await server.addUser({ login: 'admin', roles: ['Администратор'] });
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  const [role] = await server.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Администратор'));
  adminRoleId = (role as { id: number }).id;
  admin = await server.signIn('admin');
  analyst = await server.signIn('analyst');
});
afterAll(() => server.close());

describe('Role/Create, Role/Update, Role/Delete', () => {
  let role: RoleView;

  it('creates a role, deduplicating its permissions, and audits it', async () => {
    const reply = await call(admin, 'Role/Create', { name: ' Методист ', description: 'Программы', permissions: ['viewHomepage', 'EditPassword', 'viewHomepage'] });
    expect(reply.success).toBe(true);
    role = reply.data as RoleView;
    expect(role).toMatchObject({ name: 'Методист', description: 'Программы', permissions: ['EditPassword', 'viewHomepage'], userCount: 0 });
    expect(await lastAudit('role', role.id, 'Role/Create')).toMatchObject({ before: null, after: { name: 'Методист', permissions: ['EditPassword', 'viewHomepage'] } });
    const listed = await call(analyst, 'User/ReadRoles');
    expect((listed.data as RoleView[]).map((item) => item.name)).toContain('Методист');
  });

  it('changes permissions with immediate effect on members, and audits before and after', async () => {
    const memberId = await server.addUser({ login: 'methodist' });
    expect(await call(admin, 'User/SetRoles', { id: memberId, roleIds: [role.id] })).toMatchObject({ success: true });
    const member = await server.signIn('methodist');
    expect(await call(member, 'User/CheckAccess', { permission: 'viewEducationPrograms' })).toMatchObject({ success: true, message: 'false' });

    const updated = await call(admin, 'Role/Update', { id: role.id, permissions: ['EditPassword', 'viewHomepage', 'viewEducationPrograms'] });
    expect(updated).toMatchObject({ success: true, data: { permissions: ['EditPassword', 'viewEducationPrograms', 'viewHomepage'], userCount: 1 } });
    expect(await call(member, 'User/CheckAccess', { permission: 'viewEducationPrograms' })).toMatchObject({ success: true, message: 'true', data: true });
    expect(await lastAudit('role', role.id, 'Role/Update')).toMatchObject({
      before: { name: 'Методист', permissions: ['EditPassword', 'viewHomepage'] },
      after: { name: 'Методист', permissions: ['EditPassword', 'viewEducationPrograms', 'viewHomepage'] },
    });

    const renamed = await call(admin, 'Role/Update', { id: role.id, name: 'Методист программ', description: '' });
    expect(renamed).toMatchObject({ success: true, data: { name: 'Методист программ', description: '', permissions: ['EditPassword', 'viewEducationPrograms', 'viewHomepage'] } });
    expect(await call(admin, 'Role/Update', { id: role.id, name: 'Методист программ' })).toMatchObject({ success: true, message: 'Изменений нет.' });
    expect(await call(admin, 'Role/Update', { id: role.id, name: 'МЕТОДИСТ ПРОГРАММ' })).toMatchObject({ success: true, data: { name: 'МЕТОДИСТ ПРОГРАММ' } });

    const stripped = await call(admin, 'Role/Update', { id: role.id, permissions: ['EditPassword'] });
    expect(stripped).toMatchObject({ success: true });
    expect(await call(member, 'User/CheckAccess', { permission: 'viewEducationPrograms' })).toMatchObject({ message: 'false' });
  });

  it('refuses a taken name, unknown permissions and bad params, changing nothing', async () => {
    expect(await call(admin, 'Role/Create', { name: 'куратор', permissions: [] })).toMatchObject({ success: false, data: 'CONFLICT', message: 'Роль «куратор» уже существует. Выберите другое название.', issues: [{ path: 'name' }] });
    expect(await call(admin, 'Role/Update', { id: role.id, name: 'Куратор' })).toMatchObject({ success: false, data: 'CONFLICT', issues: [{ path: 'name' }] });
    const unknown = await call(admin, 'Role/Create', { name: 'Новая роль', permissions: ['viewHomepage', 'launchRockets'] });
    expect(unknown).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'permissions', message: expect.stringContaining('launchRockets') }] });
    expect(await call(admin, 'Role/Update', { id: role.id, permissions: ['launchRockets'] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'permissions' }] });
    const bad = await call(admin, 'Role/Create', { name: 'Р', description: 5, permissions: 'all' });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['description', 'name', 'permissions']);
    expect(await call(admin, 'Role/Update', { id: role.id })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'name' }] });
    expect(await call(admin, 'Role/Delete', { id: 0 })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'id' }] });
    expect(await call(admin, 'Role/Update', { id: 99999, name: 'Ничья' })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(admin, 'Role/Delete', { id: 99999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    const names = ((await call(analyst, 'User/ReadRoles')).data as RoleView[]).map((item) => item.name);
    expect(names).not.toContain('Новая роль');
  });

  it('refuses to delete a role users hold unless forced, naming how many', async () => {
    const refused = await call(admin, 'Role/Delete', { id: role.id });
    expect(refused).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('назначена 1 пользователю') });
    const deleted = await call(admin, 'Role/Delete', { id: role.id, force: true });
    expect(deleted).toMatchObject({ success: true, data: { id: role.id, name: 'МЕТОДИСТ ПРОГРАММ', usersAffected: 1 } });
    expect(await lastAudit('role', role.id, 'Role/Delete')).toMatchObject({ before: { name: 'МЕТОДИСТ ПРОГРАММ', permissions: ['EditPassword'], members: 1 }, after: null });
    const unused = await call(admin, 'Role/Create', { name: 'Временная', permissions: [] });
    expect(await call(admin, 'Role/Delete', { id: (unused.data as RoleView).id })).toMatchObject({ success: true, data: { usersAffected: 0 } });
  });

  it('keeps the system role whole: no deleting, renaming or taking permissions away', async () => {
    expect(await call(admin, 'Role/Delete', { id: adminRoleId, force: true })).toMatchObject({ success: false, data: 'CONFLICT', message: 'Системную роль «Администратор» удалить нельзя.' });
    expect(await call(admin, 'Role/Update', { id: adminRoleId, name: 'Суперпользователь' })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('нельзя переименовать') });
    const lose = await call(admin, 'Role/Update', { id: adminRoleId, permissions: ['viewHomepage'] });
    expect(lose).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('должна сохранять все права') });
    expect(await call(admin, 'Role/Update', { id: adminRoleId, description: 'Полный доступ' })).toMatchObject({ success: true, data: { description: 'Полный доступ' } });
  });

  it('is refused to callers without manageRoles', async () => {
    for (const [action, params] of [
      ['Role/Create', { name: 'Чужая', permissions: [] }],
      ['Role/Update', { id: adminRoleId, description: 'x' }],
      ['Role/Delete', { id: adminRoleId }],
    ] as const) {
      expect(await call(analyst, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});

describe('PrivilegeGroup/Create, PrivilegeGroup/Update, PrivilegeGroup/Delete', () => {
  it('creates, updates and deletes a group under the same rules, auditing each change', async () => {
    const created = await call(admin, 'PrivilegeGroup/Create', { name: 'Звонки', description: 'Колл-центр', permissions: ['viewCallCard'] });
    expect(created).toMatchObject({ success: true, data: { name: 'Звонки', description: 'Колл-центр', permissions: ['viewCallCard'] } });
    const group = created.data as RoleView;
    expect(group).not.toHaveProperty('userCount');
    expect(await call(admin, 'PrivilegeGroup/Create', { name: 'ЗВОНКИ', permissions: [] })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('Группа привилегий «ЗВОНКИ» уже существует') });

    const memberId = await server.addUser({ login: 'caller', roles: ['Оператор очереди'] });
    await call(admin, 'User/SetGroups', { id: memberId, groupIds: [group.id] });
    const member = await server.signIn('caller');
    expect(await call(member, 'User/CheckAccess', { permission: 'viewInteractionCalendar' })).toMatchObject({ message: 'false' });
    const updated = await call(admin, 'PrivilegeGroup/Update', { id: group.id, name: 'Звонки и календарь', permissions: ['viewCallCard', 'viewInteractionCalendar'] });
    expect(updated).toMatchObject({ success: true, data: { name: 'Звонки и календарь', permissions: ['viewCallCard', 'viewInteractionCalendar'] } });
    expect(await call(member, 'User/CheckAccess', { permission: 'viewInteractionCalendar' })).toMatchObject({ message: 'true' });
    expect(await lastAudit('privilegeGroup', group.id, 'PrivilegeGroup/Update')).toMatchObject({ before: { name: 'Звонки', permissions: ['viewCallCard'] }, after: { name: 'Звонки и календарь' } });

    expect(await call(admin, 'PrivilegeGroup/Update', { id: group.id, permissions: ['nope'] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'permissions' }] });
    expect(await call(admin, 'PrivilegeGroup/Delete', { id: group.id })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('назначена 1 пользователю') });
    expect(await call(admin, 'PrivilegeGroup/Delete', { id: group.id, force: true })).toMatchObject({ success: true, data: { usersAffected: 1 } });
    expect(await call(member, 'User/CheckAccess', { permission: 'viewInteractionCalendar' })).toMatchObject({ message: 'false' });
    expect(await lastAudit('privilegeGroup', group.id, 'PrivilegeGroup/Delete')).toMatchObject({ before: { name: 'Звонки и календарь', members: 1 }, after: null });
    expect(await call(admin, 'PrivilegeGroup/Delete', { id: group.id })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });

  it('refuses bad params with issues and callers without manageRoles', async () => {
    expect(await call(admin, 'PrivilegeGroup/Create', { name: '', permissions: [] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'name' }] });
    expect(await call(admin, 'PrivilegeGroup/Update', { id: 1, description: 'x'.repeat(501) })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'description' }] });
    expect(await call(admin, 'PrivilegeGroup/Delete', { id: 1, force: 'yes' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'force' }] });
    for (const [action, params] of [
      ['PrivilegeGroup/Create', { name: 'Чужая', permissions: [] }],
      ['PrivilegeGroup/Update', { id: 1, name: 'Чужая' }],
      ['PrivilegeGroup/Delete', { id: 1 }],
    ] as const) {
      expect(await call(analyst, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});

describe('the last administrator', () => {
  it('cannot take their own administrator role away while nobody else holds manageUsers', async () => {
    const refused = await call(admin, 'User/SetRoles', { id: adminId, roleIds: [] });
    expect(refused).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('без администратора') });
    expect(await call(admin, 'User/CheckAccess', { permission: 'manageUsers' })).toMatchObject({ message: 'true' });
  });

  it('counts administrators through privilege groups too, and guards deleting such a group', async () => {
    const group = await call(admin, 'PrivilegeGroup/Create', { name: 'Кадры', permissions: ['manageUsers', 'manageRoles', 'EditPassword'] });
    const groupId = (group.data as RoleView).id;
    expect(await call(admin, 'User/SetGroups', { id: adminId, groupIds: [groupId] })).toMatchObject({ success: true });
    expect(await call(admin, 'User/SetRoles', { id: adminId, roleIds: [] })).toMatchObject({ success: true, data: { roles: [] } });
    expect(await call(admin, 'PrivilegeGroup/Delete', { id: groupId, force: true })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('без администратора') });
    expect(await call(admin, 'PrivilegeGroup/Update', { id: groupId, permissions: ['manageRoles'] })).toMatchObject({ success: false, data: 'CONFLICT' });

    // A second administrator lifts the guard.
    await server.addUser({ login: 'deputy', roles: ['Администратор'] });
    expect(await call(admin, 'User/SetRoles', { id: adminId, roleIds: [adminRoleId] })).toMatchObject({ success: true });
    expect(await call(admin, 'PrivilegeGroup/Delete', { id: groupId, force: true })).toMatchObject({ success: true, data: { usersAffected: 1 } });
  });
});
