import type { Reply } from '@abitura/contracts/wire';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { eventually } from './support/serverSupport.js';

/**
 * The real SDK client (packages/sdk createClient, through the harness) against this server over
 * real HTTP and a real WebSocket: sign-in, a forced logout when the server ends the session, and
 * a socket killed under load with every request still answered exactly once.
 */
let server: TestServer;
let counter = 0;
const NEW_PASSWORD = 'Granite-Harbor-31';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function account(roles = ['Оператор очереди']): Promise<string> {
  const login = `sdk${++counter}`;
  await server.addUser({ login, roles });
  return login;
}

const authenticated = (client: ReturnType<TestServer['client']>) => eventually(() => client.connection.state.value === 'authenticated', 5_000, 'an authenticated live connection');

describe('the SDK client against the server', () => {
  it('signs in over HTTP and over the live connection, and reads its ability', async () => {
    const login = await account();
    const http = server.client();
    const reply = await http.login(login, DEFAULT_PASSWORD);
    expect(reply).toMatchObject({ success: true });
    expect(http.session.user.value).toMatchObject({ login, status: 'active' });
    expect(http.can('viewHomepage')).toBe(true);
    expect(http.can('viewAccessPanel')).toBe(false);

    const live = server.client({ mode: 'WS_WITH_API_FALLBACK' });
    expect(await live.login(login, DEFAULT_PASSWORD)).toMatchObject({ success: true });
    await authenticated(live);
    expect(await live.call('User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: true, message: 'true', data: true });
    expect(await live.checkToken()).toBe(true);
    await live.logout();
    expect(live.navigations).toEqual(['/login']);
    expect(live.session.token.value).toBeNull();
  });

  it('ends the session and goes to /login when a call answers TOKEN_INACTIVE (session revoked from elsewhere)', async () => {
    const login = await account();
    const client = server.client();
    await client.login(login, DEFAULT_PASSWORD);
    const token = client.session.token.value as string;
    // Another client ends this session.
    expect((await server.rpc({ action: 'User/AccountLogout', params: {}, token })).body).toMatchObject({ success: true });
    const reply = await client.call('User/CheckAccess', { permission: 'viewHomepage' });
    expect(reply).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(client.session.token.value).toBeNull();
    expect(client.session.user.value).toBeNull();
    expect(client.navigations).toEqual(['/login']);
  });

  it('a live client whose session is revoked (password changed elsewhere) is logged out without making a call', async () => {
    const login = await account();
    const live = server.client({ mode: 'WS_WITH_API_FALLBACK' });
    await live.login(login, DEFAULT_PASSWORD);
    await authenticated(live);
    const other = server.client();
    await other.login(login, DEFAULT_PASSWORD);
    expect(await other.changePassword(DEFAULT_PASSWORD, NEW_PASSWORD)).toMatchObject({ success: true });
    // The server closes the live socket; on reconnect the token check answers TOKEN_INACTIVE.
    await eventually(() => live.navigations.includes('/login'), 5_000, 'the forced logout');
    expect(live.session.token.value).toBeNull();
    // The client that changed the password adopted the new session and keeps working.
    expect(await other.call('User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: true });
    expect(other.navigations).toEqual([]);
  });

  /**
   * More than one burst of the server's per-socket budget (50 frames): the client paces its frames
   * by the same budget, so the re-sends after the kill wait their turn instead of being refused.
   * The server's clock is fake, so the test moves it while the load drains.
   */
  const LOAD = 100;
  it(`answers every one of ${LOAD} concurrent reads exactly once, with success, when the socket is killed mid-load`, async () => {
    const login = await account(['Администратор']);
    const live = server.client({ mode: 'WS_WITH_API_FALLBACK' });
    await live.login(login, DEFAULT_PASSWORD);
    await authenticated(live);
    // Let the socket's rate bucket refill after the sign-in traffic (the server clock is fake).
    server.clock.advance(5_000);

    // Kill every server-side socket once 20 frames of the load have arrived: the rest are in flight.
    const sockets = [...server.app.http.websocketServer.clients] as WebSocket[];
    let arrived = 0;
    let killed = false;
    for (const socket of sockets) {
      socket.on('message', () => {
        arrived += 1;
        if (arrived >= 20 && !killed) {
          killed = true;
          for (const client of server.app.http.websocketServer.clients) client.terminate();
        }
      });
    }

    const settled = new Array<number>(LOAD).fill(0);
    const serverTime = setInterval(() => server.clock.advance(250), 50);
    const replies = await Promise.all(
      Array.from({ length: LOAD }, (_, index) =>
        live.call('Reference/allExistingfunctions', {}).then((reply: Reply) => {
          settled[index] = (settled[index] ?? 0) + 1;
          return reply;
        }),
      ),
    );
    clearInterval(serverTime);
    expect(killed).toBe(true);
    expect(settled.every((times) => times === 1)).toBe(true);
    const failures = replies.filter((reply) => !reply.success).map((reply) => `${String(reply.data)}: ${reply.message}`);
    expect(failures).toEqual([]);
    for (const reply of replies) expect(Array.isArray(reply.data) && reply.data.length > 0).toBe(true);
    // Nothing arrives later: each promise resolved once and the client is still usable.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled.every((times) => times === 1)).toBe(true);
    server.clock.advance(1_000);
    expect(await live.call('User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: true });
  });
});
