import { eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { RawSocket } from './support/rawSocket.js';
import { ALL_TABLES, eventually, resetTokenIn } from './support/serverSupport.js';

/**
 * No password, token or personal data in the logs (DESIGN section 5), nor a token at rest in
 * clear: a server logging at level info into memory (which logs every request but the action
 * calls on /api/rpc, the busiest address) goes through sign-in (right and wrong), token
 * checks over HTTP, WS and the admission route, a password change, a forgotten-password mail, a
 * visit to the reset link and the reset itself, and a logout; then the captured log and every
 * table are searched for each secret and each piece of personal data used.
 */
let server: TestServer;
const lines: string[] = [];
const secrets = new Map<string, string>();
const FULL_NAME = 'Тестовый ivanova';
const PHONE = '+7 (916) 555-01-23';

const LOGIN = 'ivanova';
const EMAIL = 'ivanova@college.test';
const NEW_PASSWORD = 'Velvet-Meadow-90';
const RESET_PASSWORD = 'Copper-Kettle-64';
const WRONG_PASSWORD = 'Wrong-Secret-13';

beforeAll(async () => {
  server = await startTestServer({}, { logTo: { write: (line: string) => void lines.push(line) } });
  const id = await server.addUser({ login: LOGIN, roles: ['Оператор очереди'], email: EMAIL });
  await server.database.db.update(users).set({ phone: PHONE }).where(eq(users.id, id));
  secrets.set('password', DEFAULT_PASSWORD).set('new password', NEW_PASSWORD).set('reset password', RESET_PASSWORD).set('wrong password', WRONG_PASSWORD);

  const remember = (label: string, token: string) => secrets.set(`${label} ${secrets.size}`, token);
  expect((await server.rpc({ action: 'User/AccountLogin', params: { login: LOGIN, password: WRONG_PASSWORD } })).body).toMatchObject({ success: false });
  const first = await server.signIn(LOGIN);
  remember('token', first);
  await server.rpc({ action: 'User/CheckToken', params: { token: first } });
  await server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: first }, { Authorization: `Bearer ${first}` });

  const socket = await RawSocket.open(server.url);
  await socket.request({ action: 'User/AccountLogin', params: { login: LOGIN, password: WRONG_PASSWORD } });
  const wsLogin = await socket.request({ action: 'User/AccountLogin', params: { login: LOGIN, password: DEFAULT_PASSWORD } });
  const wsToken = (wsLogin.data as { token: string }).token;
  remember('ws token', wsToken);
  await socket.request({ action: 'User/CheckToken', params: { token: wsToken }, token: wsToken });

  await fetch(`${server.url}/api/admission`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 'viewHomepage' }), token: first }).toString(),
  });

  const changed = (await server.rpc({ action: 'User/EditPassword', params: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, token: first })).body;
  expect(changed).toMatchObject({ success: true });
  remember('changed token', (changed.data as { token: string }).token);
  await socket.closed;

  expect((await server.rpc({ action: 'User/ForgotPassword', params: { login: EMAIL } })).body).toMatchObject({ success: true });
  const mail = await eventually(() => server.mail.find((message) => message.to === EMAIL), 5_000, 'the reset mail');
  const resetToken = resetTokenIn(mail.text);
  secrets.set('reset token', resetToken);
  // The person follows the link in the mail: the page address carries the token.
  await (await fetch(`${server.url}/access/reset-password/${resetToken}`)).arrayBuffer();
  await (await fetch(`${server.url}/access/reset-password/${resetToken}?from=mail`)).arrayBuffer();
  expect((await server.rpc({ action: 'User/ResetPassword', params: { token: resetToken, password: RESET_PASSWORD } })).body).toMatchObject({ success: true });

  const last = await server.signIn(LOGIN, RESET_PASSWORD);
  remember('last token', last);
  await server.rpc({ action: 'User/AccountLogout', params: {}, token: last, requestId: 'logout-1' });
});
afterAll(() => server.close());

describe('the log', () => {
  it('was written at level info: every request is logged but the action calls on /api/rpc', () => {
    const requested = lines.map((line) => JSON.parse(line) as { level: number; msg?: string; req?: { url?: string } }).filter((line) => line.msg === 'incoming request');
    expect(requested.every((line) => line.level === 30)).toBe(true);
    expect(requested.map((line) => line.req?.url)).toEqual(['/api/ws?subsystem=staff', '/api/admission', '/access/reset-password/[hidden]', '/access/reset-password/[hidden]?from=[hidden]']);
  });

  it('holds no password, access token or reset token', () => {
    const log = lines.join('');
    for (const [label, secret] of secrets) expect(log.includes(secret), `${label} appears in the log`).toBe(false);
  });

  it('holds no personal data: e-mail, full name, phone', () => {
    const log = lines.join('');
    for (const [label, value] of [
      ['e-mail', EMAIL],
      ['full name', FULL_NAME],
      ['phone', PHONE],
    ] as const) {
      expect(log.includes(value), `${label} appears in the log`).toBe(false);
    }
  });
});

describe('the database', () => {
  it('holds no password, access token or reset token in clear, in any table', async () => {
    for (const table of ALL_TABLES) {
      const name = getTableName(table);
      const rows = JSON.stringify(await server.database.db.select().from(table));
      for (const [label, secret] of secrets) {
        expect(rows.includes(secret), `${label} in ${name}`).toBe(false);
      }
    }
  });
});
