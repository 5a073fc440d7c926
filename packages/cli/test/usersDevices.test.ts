import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatus } from '../../../apps/server/test/harness.js';
import { startCliHarness, type CliHarness } from './support/cliHarness.js';

/** users list/show/suspend/unsuspend/ban/reset-password and devices list/issue/revoke against the real server. */
let cli: CliHarness;
let annaId: number;

beforeAll(async () => {
  cli = await startCliHarness();
  await cli.server.addUser({ login: 'admin', roles: ['Администратор'] });
  annaId = await cli.server.addUser({ login: 'anna', roles: ['Куратор'] });
  await cli.server.addUser({ login: 'boris', roles: ['Аналитик'] });
  await cli.signIn('admin');
});
afterAll(() => cli.close());

describe('abitura users', () => {
  it('lists accounts as a table, filtered, and as JSON', async () => {
    const table = await cli.run(['users', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/ID\s+Логин\s+ФИО\s+Статус\s+Роли\s+Последний вход/);
    expect(table.stdout).toMatch(/anna\s+Тестовый anna\s+активен\s+Куратор/);
    expect(table.stderr).toBe('Показано 3 из 3.\n');
    const json = JSON.parse((await cli.run(['users', 'list', '--search', 'bor', '--json'])).stdout);
    expect(json).toMatchObject({ total: 1, items: [{ login: 'boris', roles: ['Аналитик'] }] });
    expect((await cli.run(['users', 'list', '--status', 'sleeping'])).code).toBe(2);
  });

  it('shows one account by login or id', async () => {
    const byLogin = await cli.run(['users', 'show', 'ANNA']);
    expect(byLogin.code).toBe(0);
    expect(byLogin.stdout).toMatch(/Роли\s+Куратор/);
    const byId = JSON.parse((await cli.run(['users', 'show', `#${annaId}`, '--json'])).stdout);
    expect(byId).toMatchObject({ id: annaId, login: 'anna', privilegeGroups: [] });
  });

  it('suspends only when confirmed: --yes in a script, a question on a terminal; nothing changes otherwise', async () => {
    const refused = await cli.run(['users', 'suspend', 'anna']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Подтвердите флагом --yes');
    expect(await userStatus(cli.server, annaId)).toBe('active');

    const declined = await cli.run(['users', 'suspend', 'anna'], { tty: true, whileRunning: (terminal) => terminal.keyboard?.answer(terminal.err, 'Приостановить anna', 'n') ?? Promise.resolve() });
    expect(declined.code).toBe(2);
    expect(await userStatus(cli.server, annaId)).toBe('active');

    const confirmed = await cli.run(['users', 'suspend', 'anna'], { tty: true, whileRunning: (terminal) => terminal.keyboard?.answer(terminal.err, 'Приостановить anna', 'да') ?? Promise.resolve() });
    expect(confirmed).toMatchObject({ code: 0, stdout: 'anna: статус «приостановлен».\n' });
    expect(await userStatus(cli.server, annaId)).toBe('suspended');

    expect((await cli.run(['users', 'unsuspend', 'anna'])).code).toBe(0);
    expect(await userStatus(cli.server, annaId)).toBe('active');
    expect((await cli.run(['users', 'ban', 'boris', '--yes', '--json'])).stdout).toContain('"status": "banned"');
  });

  it("refuses one's own status with the server's sentence (exit 2)", async () => {
    const result = await cli.run(['users', 'suspend', 'admin', '--yes']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Нельзя изменить статус своей учётной записи');
  });

  it('reset-password prints a one-time password that signs in, once', async () => {
    const result = await cli.run(['users', 'reset-password', 'anna', '--yes']);
    expect(result.code).toBe(0);
    const password = result.stdout.trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect(result.stderr).toContain('Одноразовый пароль anna выше');
    expect(await userStatus(cli.server, annaId)).toBe('new');
    expect((await cli.server.rpc({ action: 'User/AccountLogin', params: { login: 'anna', password } })).body).toMatchObject({ success: true });
  });
});

describe('abitura devices', () => {
  it('issues a key shown once, lists the device by its key prefix, and revokes it', async () => {
    const issued = await cli.run(['devices', 'issue', '--kind', 'kiosk', '--name', 'Киоск у входа']);
    expect(issued.code).toBe(0);
    const key = issued.stdout.trim();
    expect(issued.stderr).toContain('Ключ устройства выше: киоск «Киоск у входа»');
    // The key works as the kiosk's Bearer key.
    const services = await cli.server.rpc({ action: 'Kiosk/Services', params: {}, token: null }, { 'X-Subsystem': 'kiosk', Authorization: `Bearer ${key}` });
    expect(services.body.success).toBe(true);

    const listed = JSON.parse((await cli.run(['devices', 'list', '--json'])).stdout).items;
    expect(listed).toEqual([expect.objectContaining({ kind: 'kiosk', name: 'Киоск у входа', revokedAt: null })]);
    expect(key.startsWith(listed[0].keyPrefix)).toBe(true);
    const table = await cli.run(['devices', 'list']);
    expect(table.stdout).not.toContain(key);

    const revoked = await cli.run(['devices', 'revoke', String(listed[0].id), '--yes']);
    expect(revoked).toMatchObject({ code: 0, stdout: `Ключ отозван: киоск «Киоск у входа» (№ ${listed[0].id}).\n` });
    const after = await cli.server.rpc({ action: 'Kiosk/Services', params: {}, token: null }, { 'X-Subsystem': 'kiosk', Authorization: `Bearer ${key}` });
    expect(after.body.success).toBe(false);
  });

  it('refuses a bad kind, a missing name and a bad id with exit 2', async () => {
    expect((await cli.run(['devices', 'issue', '--kind', 'phone', '--name', 'x'])).code).toBe(2);
    expect((await cli.run(['devices', 'issue', '--kind', 'tv'])).code).toBe(2);
    const badId = await cli.run(['devices', 'revoke', 'abc', '--yes']);
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain('нужно целое число');
  });
});
