import type { Reply } from '@abitura/contracts/wire';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TransportInfo } from '../src/actions/dispatcher.js';
import { roles } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { RawSocket } from './support/rawSocket.js';
import { setStatusDirectly } from './support/serverSupport.js';

/**
 * The session cache answers a token seen in the last 5 s from memory, reusing the Caller it built.
 * What the contracts promise still holds: role, group and role-permission changes apply to the
 * next request; suspension and bans end the token at once; a status changed behind the server
 * (another instance) applies within the 5 s bound. Over HTTP and over a socket kept open.
 */
let server: TestServer;
let admin: string;
let roleIds: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'admin', roles: ['Администратор'] });
  admin = await server.signIn('admin');
  roleIds = new Map((await server.database.db.select({ id: roles.id, name: roles.name }).from(roles)).map((row) => [row.name, row.id]));
});
afterAll(() => server.close());

const call = async (token: string, action: string, params: unknown): Promise<Reply> => (await server.rpc({ action, params, token })).body;
const homepage = { permission: 'viewHomepage' };

async function signedIn(login: string, roleNames: string[] = ['Оператор очереди']): Promise<{ id: number; token: string; socket: RawSocket }> {
  const id = await server.addUser({ login, roles: roleNames });
  const token = await server.signIn(login);
  const socket = await RawSocket.open(server.url);
  return { id, token, socket };
}

/** CheckAccess {viewHomepage} over HTTP and over the user's socket: the two answers. */
async function allowedEverywhere(user: { token: string; socket: RawSocket }): Promise<[unknown, unknown]> {
  const http = await call(user.token, 'User/CheckAccess', homepage);
  const ws = await user.socket.request({ action: 'User/CheckAccess', params: homepage, token: user.token });
  return [http.data, ws.data];
}

describe('resolveCaller', () => {
  it('answers a repeat from memory, without a promise, with the very Caller it built for that transport', async () => {
    const id = await server.addUser({ login: 'memo', roles: ['Оператор очереди'] });
    const token = await server.signIn('memo');
    const sessions = server.app.services.sessions;
    const transport: TransportInfo = { subsystem: 'staff', address: '10.0.0.1', userAgent: 'test', apiKey: null, connection: null };
    const first = await sessions.resolveCaller(token, transport);
    expect(first).toMatchObject({ address: '10.0.0.1', user: { id, status: 'active' } });
    const again = sessions.resolveCaller(token, { ...transport });
    expect(again).toBe(first);

    const elsewhere = sessions.resolveCaller(token, { ...transport, address: '10.0.0.2' });
    expect(elsewhere).not.toBe(first);
    expect(elsewhere).toMatchObject({ address: '10.0.0.2', user: { id } });

    server.app.services.access.invalidate(id);
    const reread = await sessions.resolveCaller(token, { ...transport, address: '10.0.0.2' });
    expect(reread).not.toBe(elsewhere);
    expect(reread.user?.permissions.has('viewHomepage')).toBe(true);
  });
});

describe('a lapsed cache entry', () => {
  const transport: TransportInfo = { subsystem: 'staff', address: '10.0.0.3', userAgent: null, apiKey: null, connection: null };

  it('is read from the database once for all the requests that arrive while the read runs', async () => {
    const id = await server.addUser({ login: 'herd', roles: ['Оператор очереди'] });
    const token = await server.signIn('herd');
    const sessions = server.app.services.sessions;
    await sessions.resolveCaller(token, transport);
    server.clock.advance(5_001);
    const select = vi.spyOn(server.database.db, 'select');
    try {
      const callers = await Promise.all(Array.from({ length: 5 }, () => sessions.resolveCaller(token, transport)));
      expect(select).toHaveBeenCalledTimes(1);
      for (const caller of callers) expect(caller.user?.id).toBe(id);
    } finally {
      select.mockRestore();
    }
  });

  it('is not cached from a read that a revocation overtook: the next request reads again', async () => {
    await server.addUser({ login: 'overtaken', roles: ['Оператор очереди'] });
    const token = await server.signIn('overtaken');
    const sessions = server.app.services.sessions;
    const { sessionId } = await sessions.resolveCaller(token, transport);
    server.clock.advance(5_001);
    const reading = sessions.resolveCaller(token, transport);
    sessions.forget([sessionId as number]);
    await reading;
    const select = vi.spyOn(server.database.db, 'select');
    try {
      await sessions.resolveCaller(token, transport);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });
});

describe('changes reach the next request', () => {
  it('a role change, over HTTP and over an open socket', async () => {
    const user = await signedIn('rolled');
    expect(await allowedEverywhere(user)).toEqual([true, true]);
    const removed = await call(admin, 'User/SetRoles', { id: user.id, roleIds: [] });
    expect(removed).toMatchObject({ success: true });
    expect(await allowedEverywhere(user)).toEqual([false, false]);
    expect(await call(admin, 'User/SetRoles', { id: user.id, roleIds: [roleIds.get('Оператор очереди')] })).toMatchObject({ success: true });
    expect(await allowedEverywhere(user)).toEqual([true, true]);
    user.socket.close();
  });

  it('a privilege-group change, and a change to the permissions of a role the user holds', async () => {
    const created = await call(admin, 'Role/Create', { name: 'Главная страница', description: '', permissions: ['viewHomepage'] });
    expect(created).toMatchObject({ success: true });
    const roleId = (created.data as { id: number }).id;
    const user = await signedIn('regrouped', []);
    expect(await allowedEverywhere(user)).toEqual([false, false]);
    expect(await call(admin, 'User/SetRoles', { id: user.id, roleIds: [roleId] })).toMatchObject({ success: true });
    expect(await allowedEverywhere(user)).toEqual([true, true]);
    expect(await call(admin, 'Role/Update', { id: roleId, permissions: [] })).toMatchObject({ success: true });
    expect(await allowedEverywhere(user)).toEqual([false, false]);

    const group = await call(admin, 'PrivilegeGroup/Create', { name: 'Главная', description: '', permissions: ['viewHomepage'] });
    expect(group).toMatchObject({ success: true });
    expect(await call(admin, 'User/SetGroups', { id: user.id, groupIds: [(group.data as { id: number }).id] })).toMatchObject({ success: true });
    expect(await allowedEverywhere(user)).toEqual([true, true]);
    user.socket.close();
  });

  it('a suspension by an administrator ends the token at once and closes the socket', async () => {
    const user = await signedIn('suspended1');
    expect(await allowedEverywhere(user)).toEqual([true, true]);
    expect(await call(admin, 'User/SetStatus', { id: user.id, status: 'suspended' })).toMatchObject({ success: true });
    expect(await call(user.token, 'User/CheckAccess', homepage)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect((await user.socket.closed).code).toBe(4001);
  });

  it('a status changed behind the server (another instance) once the 5 s bound lapses', async () => {
    const user = await signedIn('suspended2');
    expect(await allowedEverywhere(user)).toEqual([true, true]);
    await setStatusDirectly(server, user.id, 'suspended');
    server.clock.advance(4_000);
    expect(await allowedEverywhere(user), 'trusted for up to 5 s').toEqual([true, true]);
    server.clock.advance(1_001);
    expect(await allowedEverywhere(user)).toEqual(['ACCESS_DENIED', 'ACCESS_DENIED']);
    expect(await call(user.token, 'User/CheckToken', { token: user.token })).toMatchObject({ success: true, data: { user: { status: 'suspended' } } });
    user.socket.close();
  });
});
