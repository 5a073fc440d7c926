import type { Reply } from '@abitura/contracts/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { RawSocket } from './support/rawSocket.js';

/**
 * Idle (30 min) and absolute (12 h) expiry of access tokens under the harness's fake clock. The
 * server trusts a resolved token for 5 s without asking the database, so every step here moves
 * the clock well past that.
 */
let server: TestServer;
let counter = 0;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function freshToken(): Promise<string> {
  const login = `tokens${++counter}`;
  await server.addUser({ login, roles: ['Оператор очереди'] });
  return server.signIn(login);
}

const touch = async (token: string): Promise<Reply> => (await server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).body;
const check = async (token: string): Promise<Reply> => (await server.rpc({ action: 'User/CheckToken', params: { token } })).body;

describe('idle expiry', () => {
  it('ends a token unused for 31 minutes', async () => {
    const token = await freshToken();
    expect(await touch(token)).toMatchObject({ success: true, data: true });
    server.clock.advance(31 * MINUTE);
    expect(await touch(token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(await check(token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('keeps a token alive while it is used at least every 30 minutes', async () => {
    const token = await freshToken();
    for (let step = 0; step < 6; step += 1) {
      server.clock.advance(29 * MINUTE);
      expect(await touch(token), `after ${(step + 1) * 29} min`).toMatchObject({ success: true });
    }
    server.clock.advance(29 * MINUTE);
    expect(await check(token)).toMatchObject({ success: true });
    server.clock.advance(31 * MINUTE);
    expect(await touch(token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('counts every use as activity, even one the server did not write down (it records last use at most once a minute)', async () => {
    const token = await freshToken();
    // 59 s after sign-in: too soon to be written, yet it is the token's last use.
    server.clock.advance(59_000);
    expect(await touch(token)).toMatchObject({ success: true });
    server.clock.advance(29 * MINUTE + 50_000);
    expect(await touch(token), '29 min 50 s after the last use').toMatchObject({ success: true });

    const other = await freshToken();
    server.clock.advance(2 * MINUTE);
    expect(await touch(other)).toMatchObject({ success: true });
    server.clock.advance(3_000);
    expect(await touch(other), 'within the 5 s cache').toMatchObject({ success: true });
    server.clock.advance(29 * MINUTE);
    expect(await touch(other)).toMatchObject({ success: true });
  });

  it('an idle token fails over the WebSocket too, and stays dead after later activity', async () => {
    const token = await freshToken();
    const socket = await RawSocket.open(server.url);
    expect(await socket.request({ action: 'User/CheckToken', params: { token }, token })).toMatchObject({ success: true });
    server.clock.advance(31 * MINUTE);
    expect(await socket.request({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    server.clock.advance(MINUTE);
    expect(await touch(token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    socket.close();
  });
});

describe('absolute expiry', () => {
  it('ends a token 12 hours after sign-in even when it is used all along', async () => {
    const token = await freshToken();
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < 12 * HOUR) {
      server.clock.advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      expect(await touch(token), `after ${elapsed / MINUTE} min`).toMatchObject({ success: true });
    }
    server.clock.advance(12 * HOUR - 1_000 - elapsed);
    expect(await touch(token), 'a second before 12 h').toMatchObject({ success: true });
    server.clock.advance(1_000);
    expect(await touch(token), 'at 12 h').toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(await check(token)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('a new sign-in after expiry gets a fresh 12 hours', async () => {
    const login = `tokens${++counter}`;
    await server.addUser({ login });
    const first = await server.signIn(login);
    server.clock.advance(12 * HOUR);
    expect(await touch(first)).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    const second = await server.signIn(login);
    server.clock.advance(20 * MINUTE);
    expect(await touch(second)).toMatchObject({ success: true });
  });
});
