import type { Reply } from '@abitura/contracts/wire';
import { contracts, findContract } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestServer, userStatus, type TestServer } from './harness.js';
import { validParams } from './support/paramsFromSchema.js';
import { RawSocket } from './support/rawSocket.js';
import { expectClearFailure, setStatusDirectly } from './support/serverSupport.js';

/**
 * Every way into and out of a session, over real HTTP and a real WebSocket: sign-in outcomes,
 * what each account status may do, and revocation (logout, password change, ban) ending the
 * tokens at once and closing their sockets within a second.
 */
let server: TestServer;
let counter = 0;
const fresh = (prefix: string) => `${prefix}${++counter}`;
const NEW_PASSWORD = 'Tundra-Lantern-42';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (action: string, params: unknown, token?: string | null, headers?: Record<string, string>): Promise<Reply> =>
  (await server.rpc({ action, params, ...(token === undefined ? {} : { token }) }, headers)).body;

/** Valid params for an action, so a refusal can only be about access. */
function exampleFor(name: string): unknown {
  const contract = findContract(name);
  if (!contract) throw new Error(`no contract ${name}`);
  return validParams(contract)[0] ?? {};
}

/** From a subsystem the action lists when it is public, so only the status can be refused. */
function subsystemHeader(contract: (typeof contracts)[number]): Record<string, string> {
  const rule = contract.permission;
  if (typeof rule === 'object' && 'public' in rule && !rule.public.includes('staff')) return { 'X-Subsystem': rule.public[0] as string };
  return {};
}

/** A user signed in over HTTP: id, login and token. */
async function signedIn(prefix: string, options: { roles?: string[]; status?: 'new' | 'active' | 'suspended' } = {}) {
  const login = fresh(prefix);
  const id = await server.addUser({ login, roles: options.roles ?? ['Администратор'], status: options.status ?? 'active' });
  return { id, login, token: await server.signIn(login) };
}

/** A raw socket whose session is linked by a frame carrying the token. */
async function linkedSocket(token: string): Promise<RawSocket> {
  const socket = await RawSocket.open(server.url);
  const reply = await socket.request({ action: 'User/CheckToken', params: { token }, token });
  expect(reply.success).toBe(true);
  return socket;
}

describe('sign-in', () => {
  it('answers a right password with a token, the user and the ability, over HTTP and WebSocket', async () => {
    const login = fresh('petrova');
    await server.addUser({ login, roles: ['Оператор очереди'] });
    const http = await call('User/AccountLogin', { login, password: DEFAULT_PASSWORD });
    expect(http).toMatchObject({ success: true, data: { user: { login, status: 'active', roles: ['Оператор очереди'] } } });
    const payload = http.data as { token: string; ability: Array<Record<string, boolean>> };
    expect(payload.token.length).toBeGreaterThanOrEqual(22);
    expect(payload.ability).toEqual([{ EditPassword: true, checkInTickets: true, operateQueue: true, viewHomepage: true }]);

    const socket = await RawSocket.open(server.url);
    const ws = await socket.request({ action: 'User/AccountLogin', params: { login: login.toUpperCase(), password: DEFAULT_PASSWORD }, token: null });
    expect(ws).toMatchObject({ success: true, data: { user: { login } } });
    expect((ws.data as { token: string }).token).not.toBe(payload.token);
    socket.close();
  });

  it('gives a wrong password and an unknown login the very same reply, over HTTP and WebSocket', async () => {
    const login = fresh('sidorov');
    await server.addUser({ login });
    const wrong = await call('User/AccountLogin', { login, password: 'Not-The-Password-1' });
    const unknown = await call('User/AccountLogin', { login: fresh('nobody'), password: 'Not-The-Password-1' });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ success: false, data: 'ACCESS_DENIED', message: 'Неверный логин или пароль.' });

    const socket = await RawSocket.open(server.url);
    const wsWrong = await socket.request({ action: 'User/AccountLogin', params: { login, password: 'Not-The-Password-1' }, requestId: 'wrong-1' });
    const wsUnknown = await socket.request({ action: 'User/AccountLogin', params: { login: fresh('nobody'), password: 'Not-The-Password-1' }, requestId: 'wrong-2' });
    expect({ ...wsWrong, requestId: undefined }).toEqual({ ...wsUnknown, requestId: undefined });
    expect(wsWrong).toMatchObject(wrong);
    socket.close();
  });

  it('refuses a banned account even with the right password', async () => {
    const login = fresh('banned');
    const id = await server.addUser({ login, status: 'banned', roles: ['Администратор'] });
    const right = await call('User/AccountLogin', { login, password: DEFAULT_PASSWORD });
    expectClearFailure(right, ['ACCESS_DENIED']);
    expect(right.message).toMatch(/заблокирована/);
    const wrong = await call('User/AccountLogin', { login, password: 'Not-The-Password-1' });
    expect(wrong).toMatchObject({ success: false, data: 'ACCESS_DENIED', message: 'Неверный логин или пароль.' });
    expect(await userStatus(server, id)).toBe('banned');
  });
});

describe('what each account status may do', () => {
  const SESSION_ONLY = new Set(['User/CheckToken', 'User/AccountLogout']);

  it('lets a new account only change its password, confirm the password page, check its token and sign out', async () => {
    const user = await signedIn('novikov', { status: 'new' });
    const allowed = new Set(['User/AccountLogin', 'User/EditPassword', 'User/CheckAccess', ...SESSION_ONLY]);
    for (const contract of contracts) {
      if (allowed.has(contract.name)) continue;
      const reply = await call(contract.name, exampleFor(contract.name), user.token, subsystemHeader(contract));
      expect(reply, contract.name).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
    expect(await call('User/CheckToken', { token: user.token }, user.token)).toMatchObject({ success: true, data: { user: { status: 'new' } } });
    // The client confirms the password-edit route with CheckAccess; the answer follows the ability.
    expect(await call('User/CheckAccess', { permission: 'EditPassword' }, user.token)).toMatchObject({ success: true, message: 'true', data: true });

    const changed = await call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, user.token);
    expect(changed).toMatchObject({ success: true, data: { user: { status: 'active' } } });
    expect(await userStatus(server, user.id)).toBe('active');
    const token = (changed.data as { token: string }).token;
    expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, token)).toMatchObject({ success: true, data: true });

    const other = await signedIn('novikova', { status: 'new' });
    expect(await call('User/AccountLogout', {}, other.token)).toMatchObject({ success: true, data: null });
    expect(await call('User/CheckToken', { token: other.token }, null)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('lets an account created without any role or group change its one-time password and become active', async () => {
    const admin = await signedIn('kadrovik');
    const created = await call('User/Create', { login: fresh('bezrolej'), fullName: 'Без Ролей' }, admin.token);
    expect(created).toMatchObject({ success: true, data: { user: { status: 'new', roles: [] } } });
    expect(created.message).not.toMatch(/Смена собственного пароля/);
    const { user, oneTimePassword } = created.data as { user: { id: number; login: string }; oneTimePassword: string };
    const session = await call('User/AccountLogin', { login: user.login, password: oneTimePassword });
    expect(session).toMatchObject({ success: true, data: { user: { status: 'new' }, ability: [{}] } });

    const changed = await call('User/EditPassword', { currentPassword: oneTimePassword, newPassword: NEW_PASSWORD }, (session.data as { token: string }).token);
    expect(changed).toMatchObject({ success: true, data: { user: { status: 'active' } } });
    expect(await userStatus(server, user.id)).toBe('active');
  });

  it('lets a suspended account only check its token and sign out', async () => {
    const user = await signedIn('suslov', { status: 'suspended' });
    for (const contract of contracts) {
      if (contract.name === 'User/AccountLogin' || SESSION_ONLY.has(contract.name)) continue;
      const reply = await call(contract.name, exampleFor(contract.name), user.token, subsystemHeader(contract));
      expect(reply, contract.name).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
    expect(await call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, user.token)).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call('User/CheckToken', { token: user.token }, user.token)).toMatchObject({ success: true, data: { user: { status: 'suspended' } } });
    expect(await call('User/AccountLogout', {}, user.token)).toMatchObject({ success: true });
    expect(await call('User/CheckToken', { token: user.token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('ends a live token when the account is banned behind the server (another instance) once the 5 s cache lapses', async () => {
    const user = await signedIn('zaitsev');
    expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, user.token)).toMatchObject({ success: true });
    await setStatusDirectly(server, user.id, 'banned');
    server.clock.advance(5_001);
    expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, user.token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(await call('User/CheckToken', { token: user.token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });
});

describe('revocation', () => {
  it('logout ends the token at once and closes the session’s other sockets within a second', async () => {
    const user = await signedIn('orlov');
    const socket = await linkedSocket(user.token);
    const bystander = await linkedSocket((await signedIn('orlova')).token);
    socket.markTime();
    const reply = await call('User/AccountLogout', {}, user.token);
    expect(reply).toMatchObject({ success: true, data: null });
    const closed = await socket.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at).toBeLessThan(1_000);
    expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, user.token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(bystander.open).toBe(true);
    bystander.close();
  });

  it('logout over a socket answers on that socket and closes the session’s other sockets', async () => {
    const user = await signedIn('lebedev');
    const first = await linkedSocket(user.token);
    const second = await linkedSocket(user.token);
    second.markTime();
    const reply = await first.request({ action: 'User/AccountLogout', params: {}, token: user.token });
    expect(reply).toMatchObject({ success: true, data: null });
    const closed = await second.closed;
    expect(closed).toMatchObject({ code: 4001 });
    expect(closed.at).toBeLessThan(1_000);
    expect(first.open).toBe(true);
    expect(await first.request({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: user.token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    first.close();
  });

  it('a password change revokes every other token, closes their sockets and returns a working new token', async () => {
    const user = await signedIn('morozov');
    const otherToken = await server.signIn(user.login);
    const socket = await linkedSocket(otherToken);
    const changed = await call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, user.token);
    socket.markTime();
    expect(changed).toMatchObject({ success: true, data: { user: { login: user.login } } });
    const closed = await socket.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at).toBeLessThan(1_000);

    const token = (changed.data as { token: string }).token;
    expect(token).not.toBe(user.token);
    for (const old of [user.token, otherToken]) {
      expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, old)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    }
    expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, token)).toMatchObject({ success: true, data: true });
    expect(await call('User/AccountLogin', { login: user.login, password: DEFAULT_PASSWORD })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call('User/AccountLogin', { login: user.login, password: NEW_PASSWORD })).toMatchObject({ success: true });
  });

  it('a password change refuses a wrong current password and a weak new one, changing nothing', async () => {
    const user = await signedIn('volkov');
    const wrong = await call('User/EditPassword', { currentPassword: 'Wrong-Password-9', newPassword: NEW_PASSWORD }, user.token);
    expectClearFailure(wrong, ['INVALID_PARAMS']);
    expect(wrong.issues?.[0]?.path).toBe('currentPassword');
    const common = await call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: 'password1' }, user.token);
    expectClearFailure(common, ['INVALID_PARAMS']);
    expect(common.issues?.[0]?.path).toBe('newPassword');
    const withLogin = await call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: `${user.login}-Secret-1` }, user.token);
    expectClearFailure(withLogin, ['INVALID_PARAMS']);
    const same = await call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD }, user.token);
    expectClearFailure(same, ['INVALID_PARAMS']);
    expect(await call('User/CheckAccess', { permission: 'viewHomepage' }, user.token)).toMatchObject({ success: true });
  });

  const setStatus = findContract('User/SetStatus');
  it.runIf(setStatus !== undefined)('an administrator banning or suspending an account ends its tokens and closes its sockets within a second', async () => {
    const admin = await signedIn('admin');
    for (const status of ['banned', 'suspended'] as const) {
      const user = await signedIn(`target-${status}-`);
      const socket = await linkedSocket(user.token);
      socket.markTime();
      const reply = await call('User/SetStatus', { id: user.id, status }, admin.token);
      expect(reply, status).toMatchObject({ success: true });
      const closed = await socket.closed;
      expect(closed.code).toBe(4001);
      expect(closed.at).toBeLessThan(1_000);
      expect(await call('User/CheckToken', { token: user.token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
      expect(await userStatus(server, user.id)).toBe(status);
    }
  });

  const revokeSessions = findContract('User/RevokeSessions');
  it.runIf(revokeSessions !== undefined)('an administrator ending a user’s sessions closes their sockets within a second', async () => {
    const admin = await signedIn('admin');
    const user = await signedIn('target');
    const socket = await linkedSocket(user.token);
    socket.markTime();
    const reply = await call('User/RevokeSessions', { userId: user.id }, admin.token);
    expect(reply).toMatchObject({ success: true });
    const closed = await socket.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at).toBeLessThan(1_000);
    expect(await call('User/CheckToken', { token: user.token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });
});
