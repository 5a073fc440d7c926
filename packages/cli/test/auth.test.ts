import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, scratchFolder, startCliHarness, type CliHarness } from './support/cliHarness.js';

/** login, whoami and logout against the real server; the session file; the exit codes of sign-in trouble. */
let cli: CliHarness;

beforeAll(async () => {
  cli = await startCliHarness();
  await cli.server.addUser({ login: 'admin', roles: ['Администратор'] });
  await cli.server.addUser({ login: 'fresh', roles: ['Куратор'], status: 'new' });
});
afterAll(() => cli.close());

const sessionOf = (folder: string) => JSON.parse(readFileSync(join(folder, 'session.json'), 'utf8')) as Record<string, string>;

describe('abitura login', () => {
  it('signs in with the password on standard input and keeps the token in a file only its owner may read', async () => {
    const folder = await scratchFolder();
    const result = await cli.run(['login', '--login', 'admin', '--password-stdin'], { input: `${DEFAULT_PASSWORD}\n`, configDir: folder });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(`Вход выполнен: admin (Тестовый admin) на ${cli.server.url}.\n`);
    const session = sessionOf(folder);
    expect(session).toMatchObject({ server: cli.server.url, accessToken: expect.any(String) });
    expect(statSync(join(folder, 'session.json')).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);

    const whoami = await cli.run(['whoami', '--json'], { configDir: folder, withServer: false });
    expect(whoami.code).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ server: cli.server.url, user: { login: 'admin', status: 'active', roles: ['Администратор'] } });
    expect(JSON.parse(whoami.stdout).permissions).toContain('manageUsers');
  });

  it('asks for the login and the password on a terminal, the password without echo', async () => {
    const folder = await scratchFolder();
    const result = await cli.run(['login'], {
      tty: true,
      configDir: folder,
      async whileRunning(terminal) {
        await terminal.keyboard?.answer(terminal.err, 'Логин:', 'admin');
        await terminal.keyboard?.answer(terminal.err, 'Пароль для admin:', DEFAULT_PASSWORD);
      },
    });
    expect(result.code).toBe(0);
    // Inline on a terminal; the question, then the answer, where Ink believes it runs in CI.
    expect(result.stderr).toMatch(/Логин:\s+admin/);
    expect(result.stderr).toContain('Пароль для admin:');
    expect(result.stderr).not.toContain(DEFAULT_PASSWORD);
    expect(result.stdout).not.toContain(DEFAULT_PASSWORD);
    expect(sessionOf(folder).accessToken).toEqual(expect.any(String));
  });

  it('refuses a wrong password with exit 3, keeping the session saved before; in English under an English locale', async () => {
    const folder = await scratchFolder();
    const result = await cli.run(['login', '--login', 'admin', '--password-stdin'], { input: 'wrong-password\n', configDir: folder, env: { LANG: 'en_GB.UTF-8' } });
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`Sign-in to ${cli.server.url} refused.`);
    expect(() => sessionOf(folder)).toThrow();

    await cli.signIn('admin', folder);
    const saved = sessionOf(folder);
    expect((await cli.run(['login', '--login', 'admin', '--password-stdin'], { input: 'wrong-password\n', configDir: folder })).code).toBe(3);
    expect(sessionOf(folder)).toEqual(saved);
    expect((await cli.run(['whoami'], { configDir: folder, withServer: false })).code).toBe(0);
  });

  it('exits 2 without a terminal to ask on, and for a server address that is not one', async () => {
    const noTerminal = await cli.run(['login', '--login', 'admin'], { configDir: await scratchFolder() });
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toContain('терминала нет');
    const badServer = await cli.run(['login', '--login', 'admin', '--password-stdin', '--server', 'ftp://example'], { input: 'x', withServer: false });
    expect(badServer.code).toBe(2);
    expect(badServer.stderr).toContain('«ftp://example» не адрес сервера');
  });

  it('tells a new account to change its one-time password first', async () => {
    const result = await cli.run(['login', '--login', 'fresh', '--password-stdin'], { input: DEFAULT_PASSWORD, configDir: await scratchFolder() });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('должна сменить одноразовый пароль');
  });
});

describe('abitura whoami and logout', () => {
  it('exits 3 when not signed in, or when the server cannot be reached', async () => {
    const none = await cli.run(['whoami'], { configDir: await scratchFolder(), withServer: false });
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('Вход не выполнен');
    const unreachable = await cli.run(['whoami', '--server', 'http://127.0.0.1:9'], { env: { ABITURA_TOKEN: 'x'.repeat(40) } });
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toContain('Сервер http://127.0.0.1:9 недоступен');
  });

  it('takes the token from ABITURA_TOKEN for scripts, and a token the server does not know is exit 3', async () => {
    const token = await cli.server.signIn('admin');
    const result = await cli.run(['whoami'], { env: { ABITURA_TOKEN: token }, configDir: await scratchFolder() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`admin (Тестовый admin) на ${cli.server.url}`);
    expect(result.stderr).toContain('Токен из ABITURA_TOKEN');
    const stale = await cli.run(['whoami'], { env: { ABITURA_TOKEN: 'not-a-token-the-server-issued' } });
    expect(stale.code).toBe(3);
    expect(stale.stderr).toContain('Сеанс на');
  });

  it('logout revokes the token on the server and removes the session file', async () => {
    const folder = await scratchFolder();
    await cli.signIn('admin', folder);
    const token = sessionOf(folder).accessToken as string;
    const result = await cli.run(['logout'], { configDir: folder, withServer: false });
    expect(result).toMatchObject({ code: 0, stdout: `Выход выполнен: токен отозван на ${cli.server.url} и удалён.\n` });
    expect(() => sessionOf(folder)).toThrow();
    expect((await cli.server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).body).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('speaks over the WebSocket with --transport ws', async () => {
    const folder = await scratchFolder();
    await cli.signIn('admin', folder);
    const result = await cli.run(['whoami', '--transport', 'ws', '--json'], { configDir: folder, withServer: false });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ user: { login: 'admin' } });
  });
});
