import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, users } from '../../../apps/server/src/db/schema/index.js';
import { setStatusDirectly } from '../../../apps/server/test/support/serverSupport.js';
import { startCliHarness, type CliHarness } from './support/cliHarness.js';

/** The access audits (who-can, explain, effective, diff, audit) against the real server's roles and groups. */
let cli: CliHarness;
let adminToken: string;

async function rpc(action: string, params: unknown) {
  const { body } = await cli.server.rpc({ action, params, token: adminToken });
  if (!body.success) throw new Error(`${action}: ${body.message}`);
  return body.data as { id: number };
}

beforeAll(async () => {
  cli = await startCliHarness();
  await cli.server.addUser({ login: 'admin', roles: ['Администратор'] });
  await cli.server.addUser({ login: 'anna', roles: ['Куратор'] });
  adminToken = await cli.server.signIn('admin');
  await rpc('PrivilegeGroup/Create', { name: 'Управление пользователями', description: '', permissions: ['manageUsers'] });
  await cli.signIn('admin');
});
afterAll(() => cli.close());

describe('access who-can, effective and diff', () => {
  it('who-can lists every holder with the role or group it comes through', async () => {
    const json = await cli.run(['access', 'who-can', 'manageUsers', '--json']);
    expect(json.code).toBe(0);
    const holders = JSON.parse(json.stdout);
    expect(holders).toMatchObject({ permission: 'manageUsers', total: 1, usersVisible: true, groups: [{ name: 'Управление пользователями', userCount: 0 }] });
    expect(holders.users).toEqual([expect.objectContaining({ login: 'admin', via: [{ kind: 'role', name: 'Администратор' }] })]);
    const table = await cli.run(['access', 'who-can', 'manageUsers']);
    expect(table.stdout).toContain('Право manageUsers: у 1 пользователей, через 1 ролей и 1 групп.');
    expect(table.stdout).toMatch(/Логин\s+ФИО\s+Статус\s+Откуда/);
    expect(table.stdout).toMatch(/admin\s+Тестовый admin\s+активен\s+роль «Администратор»/);
  });

  it('effective lists the permissions of a user with their sources', async () => {
    const result = await cli.run(['access', 'effective', 'anna', '--json']);
    expect(result.code).toBe(0);
    const { user, permissions } = JSON.parse(result.stdout);
    expect(user).toMatchObject({ login: 'anna', roles: ['Куратор'], groups: [] });
    expect(permissions).toContainEqual(expect.objectContaining({ permission: 'viewContingent', via: [{ kind: 'role', name: 'Куратор' }] }));
    expect(permissions.map((row: { permission: string }) => row.permission)).not.toContain('manageUsers');
  });

  it('diff shows what only one role grants', async () => {
    const result = await cli.run(['access', 'diff', 'Администратор', 'куратор', '--json']);
    expect(result.code).toBe(0);
    const diff = JSON.parse(result.stdout);
    expect(diff.onlyA).toContain('manageUsers');
    expect(diff.onlyB).toEqual([]);
    expect(diff.both).toContain('viewContingent');
    const unknown = await cli.run(['access', 'diff', 'Администратор', 'Нет такой']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Нет роли или группы «Нет такой»');
  });
});

describe('access explain', () => {
  it('says through which role a permission is granted (exit 0)', async () => {
    const result = await cli.run(['access', 'explain', 'admin', 'manageUsers']);
    expect(result).toMatchObject({ code: 0, stdout: 'Да: у admin (Тестовый admin) есть manageUsers («Создание пользователей, смена статуса и ролей») через роль «Администратор».\n' });
  });

  it('when not granted, names the missing page too and the smallest grants first (exit 1)', async () => {
    const result = await cli.run(['access', 'explain', 'anna', 'User/SetStatus', '--json']);
    expect(result.code).toBe(1);
    const explanation = JSON.parse(result.stdout);
    expect(explanation).toMatchObject({ asked: 'User/SetStatus', permission: 'manageUsers', granted: false, via: [], missingPages: ['viewAccessUsers', 'viewAccessPanel'] });
    expect(explanation.grants.map((grant: { kind: string; name: string; adds: string[] }) => [grant.kind, grant.name, grant.adds.length])).toEqual([
      ['group', 'Управление пользователями', 1],
      ['role', 'Администратор', expect.any(Number)],
    ]);
    const text = await cli.run(['access', 'explain', 'anna', '/access/users/list']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('/access/users/list требует права viewAccessUsers.');
    expect(text.stdout).toContain('Нет: у anna (Тестовый anna) нет права viewAccessUsers');
    expect(text.stdout).toMatch(/Тип\s+Название\s+Добавит прав\s+Кроме нужного добавит/);
  });

  it('refuses an unknown permission, action, page or user with exit 2 and a hint', async () => {
    const permission = await cli.run(['access', 'explain', 'anna', 'manageuser']);
    expect(permission.code).toBe(2);
    expect(permission.stderr).toContain('Права manageuser нет в каталоге прав. Возможно: manageUsers');
    expect((await cli.run(['access', 'explain', 'anna', 'User/Nope'])).code).toBe(2);
    expect((await cli.run(['access', 'explain', 'anna', '/no/such/page'])).code).toBe(2);
    const user = await cli.run(['access', 'explain', 'nobody', 'manageUsers']);
    expect(user.code).toBe(2);
    expect(user.stderr).toContain('Нет пользователя с логином «nobody»');
  });

  it('an account without the permissions of the access panel is told which one it lacks (exit 3)', async () => {
    const folder = await (await import('./support/cliHarness.js')).scratchFolder();
    await cli.signIn('anna', folder);
    const result = await cli.run(['access', 'who-can', 'manageUsers'], { configDir: folder });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Для Access/PermissionHolders нужно право viewAccessPermission');
  });
});

describe('access audit', () => {
  it('reports administrators, stale accounts and suspended accounts with live sessions; --fail-on decides the exit code', async () => {
    const stale = await cli.server.addUser({ login: 'stale', roles: ['Аналитик'] });
    await cli.server.database.db.update(users).set({ lastLoginAt: new Date('2026-05-01T09:00:00Z') }).where(eq(users.id, stale));
    const suspended = await cli.server.addUser({ login: 'paused', roles: ['Куратор'] });
    await cli.server.signIn('paused');
    await setStatusDirectly(cli.server, suspended, 'suspended');

    const result = await cli.run(['access', 'audit', '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ failOn: 'warning', staleDays: 90, failed: true });
    const findings = report.findings as Array<{ severity: string; check: string; subject: string; message: string }>;
    expect(findings[0]).toMatchObject({ severity: 'error', check: 'session', subject: 'paused' });
    expect(findings).toContainEqual({ severity: 'warning', check: 'stale', subject: 'stale', message: expect.stringContaining('stale не входил 123 дн.') });
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'info', check: 'admin', subject: 'admin' }));
    expect(findings.filter((finding) => finding.check === 'route' || finding.check === 'unheld')).toEqual([]);

    expect((await cli.run(['access', 'audit', '--fail-on', 'none'])).code).toBe(0);
    const table = await cli.run(['access', 'audit', '--fail-on', 'error']);
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/Важность\s+Проверка\s+Что\s+Находка/);
    expect(table.stdout).toContain('Итог: ошибок 1, предупреждений 1, сведений 1.');
    expect(table.stderr).toContain('Проверка не пройдена: 1 находок на уровне error или выше.');
    expect((await cli.run(['access', 'audit', '--fail-on', 'fatal'])).code).toBe(2);
  });

  it('finds pages, actions and permissions no role grants (a permission new to the catalogue)', async () => {
    // The system role keeps every permission through the actions; a permission a new release adds
    // to the catalogue starts in no role, as this does.
    await cli.server.database.db.delete(rolePermissions).where(inArray(rolePermissions.permission, ['viewReferences', 'manageReferences']));
    cli.server.app.services.access.invalidate();
    const result = await cli.run(['access', 'audit', '--json', '--fail-on', 'error']);
    expect(result.code).toBe(1);
    const findings = JSON.parse(result.stdout).findings as Array<{ severity: string; check: string; subject: string }>;
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'error', check: 'route', subject: '/registry/references' }));
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'warning', check: 'action', subject: 'manageReferences' }));
    expect(findings).toContainEqual(expect.objectContaining({ severity: 'warning', check: 'unheld', subject: 'viewReferences' }));
  });
});
