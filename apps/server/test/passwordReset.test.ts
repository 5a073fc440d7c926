import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../src/db/schema/index.js';
import { DEFAULT_PASSWORD, startTestServer, userStatus, type TestServer } from './harness.js';
import { RawSocket } from './support/rawSocket.js';
import { eventually, expectClearFailure, resetTokenIn } from './support/serverSupport.js';

/**
 * The forgotten-password path over real HTTP: the same reply whether the account exists or not,
 * at most 3 links an hour per account, a 32-hex single-use token valid 15 minutes, the password
 * policy on the new password, and what a reset does to the account and its sessions.
 */
let server: TestServer;
let counter = 0;
const MINUTE = 60_000;
const NEW_PASSWORD = 'Birch-Compass-77';
const FORGOT_REPLY = 'Если такая учётная запись есть, на её почту отправлена ссылка для смены пароля. Ссылка действует 15 минут.';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rpc = async (action: string, params: unknown, token?: string): Promise<Reply> => (await server.rpc({ action, params, ...(token ? { token } : {}) })).body;
const forgot = (login: string) => rpc('User/ForgotPassword', { login });
const reset = (token: string, password: string) => rpc('User/ResetPassword', { token, password });

async function account(options: { status?: 'new' | 'active' | 'banned' | 'suspended'; email?: string } = {}) {
  const login = `reset${++counter}`;
  const email = options.email ?? `${login}@college.test`;
  const id = await server.addUser({ login, email, status: options.status ?? 'active', roles: ['Оператор очереди'] });
  return { id, login, email };
}

const mailsTo = (email: string) => server.mail.filter((mail) => mail.to === email);

/** Asks for a link and returns the token from the mail it sends. */
async function linkFor(login: string, email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect(await forgot(login)).toMatchObject({ success: true, data: null, message: FORGOT_REPLY });
  const mail = await eventually(() => mailsTo(email)[before], 5_000, `a reset mail to ${email}`);
  return resetTokenIn(mail.text);
}

describe('User/ForgotPassword', () => {
  it('answers the same for an existing account, its e-mail, an unknown login, a banned account and one without e-mail', async () => {
    const existing = await account();
    const banned = await account({ status: 'banned' });
    const noMail = `reset${++counter}`;
    const noMailId = await server.addUser({ login: noMail });
    await server.database.db.update(users).set({ email: null }).where(eq(users.id, noMailId));
    const replies = await Promise.all([forgot(existing.login), forgot(existing.email.toUpperCase()), forgot('nobody-at-all'), forgot(banned.login), forgot(noMail)]);
    for (const reply of replies) expect(reply).toEqual({ success: true, message: FORGOT_REPLY, data: null });
    await eventually(() => mailsTo(existing.email).length === 2, 5_000, 'two mails');
    expect(mailsTo(banned.email)).toHaveLength(0);
  });

  it('sends a link with a 32-lowercase-hex token to the public address, and stores only its hash', async () => {
    const user = await account();
    const token = await linkFor(user.login, user.email);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const mail = mailsTo(user.email)[0];
    expect(mail?.text).toContain(`http://abitura.test/access/reset-password/${token}`);
    expect(mail?.subject).toBe('Смена пароля');
    const stored = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends at most 3 links an hour per account, replying the same to the 4th, and again after the hour', async () => {
    const user = await account();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await forgot(user.login)).toEqual({ success: true, message: FORGOT_REPLY, data: null });
    await eventually(() => mailsTo(user.email).length >= 3, 5_000, 'three mails');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(user.email)).toHaveLength(3);
    server.clock.advance(60 * MINUTE + 1);
    await linkFor(user.login, user.email);
    expect(mailsTo(user.email)).toHaveLength(4);
  });
});

describe('User/ResetPassword', () => {
  it('sets the password once: the new one signs in, the old one does not, and the link is then spent', async () => {
    const user = await account();
    const token = await linkFor(user.login, user.email);
    expect(await reset(token, NEW_PASSWORD)).toEqual({ success: true, message: '', data: null });
    expect(await rpc('User/AccountLogin', { login: user.login, password: NEW_PASSWORD })).toMatchObject({ success: true });
    expect(await rpc('User/AccountLogin', { login: user.login, password: DEFAULT_PASSWORD })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    const again = await reset(token, 'Another-Strong-88');
    expectClearFailure(again, ['NOT_FOUND']);
    expect(again.message).toMatch(/недействительна или устарела/);
    expect(await rpc('User/AccountLogin', { login: user.login, password: NEW_PASSWORD })).toMatchObject({ success: true });
  });

  it('refuses a link older than 15 minutes', async () => {
    const user = await account();
    const fresh = await linkFor(user.login, user.email);
    server.clock.advance(14 * MINUTE + 59_000);
    expect(await reset(fresh, NEW_PASSWORD)).toMatchObject({ success: true });

    const other = await account();
    const stale = await linkFor(other.login, other.email);
    server.clock.advance(15 * MINUTE);
    expectClearFailure(await reset(stale, NEW_PASSWORD), ['NOT_FOUND']);
    expect(await rpc('User/AccountLogin', { login: other.login, password: DEFAULT_PASSWORD })).toMatchObject({ success: true });
  });

  it('refuses short, common and login-bearing passwords with issues, without spending the link', async () => {
    const user = await account();
    const token = await linkFor(user.login, user.email);
    const short = await reset(token, 'Ab1!');
    expectClearFailure(short, ['INVALID_PARAMS']);
    expect(short.issues?.map((issue) => issue.path)).toContain('password');
    for (const weak of ['password1', 'qwerty123', 'Qwertyuiop', `x-${user.login}-x-9`]) {
      const reply = await reset(token, weak);
      expectClearFailure(reply, ['INVALID_PARAMS'], weak);
      expect(reply.issues, weak).toEqual([{ path: 'password', message: reply.message }]);
    }
    const tooLong = await reset(token, 'a'.repeat(129));
    expectClearFailure(tooLong, ['INVALID_PARAMS']);
    expect(await reset(token, NEW_PASSWORD)).toMatchObject({ success: true });
  });

  it('refuses malformed and unknown tokens clearly', async () => {
    for (const token of ['', 'abc', 'A'.repeat(32), 'g'.repeat(32), '0'.repeat(31), '0'.repeat(33), `${'0'.repeat(31)}\u0000`]) {
      expectClearFailure(await reset(token, NEW_PASSWORD), ['INVALID_PARAMS'], JSON.stringify(token));
    }
    expectClearFailure(await reset('0123456789abcdef0123456789abcdef', NEW_PASSWORD), ['NOT_FOUND']);
  });

  it('makes a new account active, ends its sessions and closes their sockets within a second', async () => {
    const user = await account({ status: 'new' });
    const token = await server.signIn(user.login);
    const socket = await RawSocket.open(server.url);
    expect(await socket.request({ action: 'User/CheckToken', params: { token }, token })).toMatchObject({ success: true });
    const link = await linkFor(user.login, user.email);
    const replied = reset(link, NEW_PASSWORD);
    expect(await replied).toMatchObject({ success: true });
    socket.markTime();
    const closed = await socket.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at).toBeLessThan(1_000);
    expect(await userStatus(server, user.id)).toBe('active');
    expect(await rpc('User/CheckToken', { token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(await rpc('User/AccountLogin', { login: user.login, password: NEW_PASSWORD })).toMatchObject({ success: true, data: { user: { status: 'active' } } });
  });

  it('voids the account’s other outstanding links once the password is set', async () => {
    const user = await account();
    const first = await linkFor(user.login, user.email);
    const second = await linkFor(user.login, user.email);
    expect(first).not.toBe(second);
    expect(await reset(second, NEW_PASSWORD)).toMatchObject({ success: true });
    expectClearFailure(await reset(first, 'Hijacked-Password-5'), ['NOT_FOUND']);
    expect(await rpc('User/AccountLogin', { login: user.login, password: NEW_PASSWORD })).toMatchObject({ success: true });
  });

  it('voids outstanding links when the password is changed from the profile', async () => {
    const user = await account();
    const link = await linkFor(user.login, user.email);
    const token = await server.signIn(user.login);
    expect(await rpc('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, token)).toMatchObject({ success: true });
    expectClearFailure(await reset(link, 'Hijacked-Password-5'), ['NOT_FOUND']);
  });

  it('refuses a link of an account banned after it was sent', async () => {
    const user = await account();
    const link = await linkFor(user.login, user.email);
    await server.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, user.id));
    expectClearFailure(await reset(link, NEW_PASSWORD), ['NOT_FOUND']);
    expect(await userStatus(server, user.id)).toBe('banned');
  });
});
