import type { Reply } from '@abitura/contracts/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { RawSocket, replyOf } from './support/rawSocket.js';

/**
 * The WebSocket's own rules (DESIGN sections 2 and 5) with a bare `ws` client: the Origin check,
 * the 64 KiB frame cap, the per-socket token bucket (20 frames a second, bursts of 50), text
 * ping/pong, and EVENT frames pushed to subscribers. The bucket runs on the server's clock, which
 * is the harness's fake one: it refills only when a test moves it.
 */
let server: TestServer;
let token: string;
let userId: number;
const ALLOWED = 'https://staff.college.test';

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [ALLOWED] });
  userId = await server.addUser({ login: 'wsuser', roles: ['Оператор очереди'] });
  token = await server.signIn('wsuser');
});
afterAll(() => server.close());

const refused = (origin: string, headers?: Record<string, string>) => RawSocket.open(server.url, { origin, ...(headers ? { headers } : {}) }).then(
  (socket) => {
    socket.close();
    return null;
  },
  (error: { statusCode?: number }) => error.statusCode ?? -1,
);

describe('Origin', () => {
  it('refuses the upgrade from a foreign origin, look-alikes and the opaque null origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`, server.url.replace('127.0.0.1', 'localhost'), 'https://staff.college.test.evil.example', `${server.url}/`]) {
      const status = await refused(origin);
      expect(status, origin).not.toBeNull();
      expect(status, origin).toBeGreaterThanOrEqual(400);
    }
  });

  it('accepts the same origin, a configured origin, and clients that send none (CLI, Node)', async () => {
    for (const origin of [server.url, ALLOWED]) {
      const socket = await RawSocket.open(server.url, { origin });
      expect(await socket.request({ action: 'User/CheckToken', params: { token } })).toMatchObject({ success: true });
      socket.close();
    }
    const bare = await RawSocket.open(server.url);
    expect(bare.open).toBe(true);
    bare.close();
  });

  it('refuses a DNS-rebinding page: an Origin equal to a Host that is not the configured public one', async () => {
    const port = new URL(server.url).port;
    for (const host of [`rebind.example:${port}`, `abitura.test.evil.example:${port}`, 'rebind.example']) {
      expect(await refused(`http://${host}`, { Host: host }), host).toBeGreaterThanOrEqual(400);
    }
  });

  it('accepts a page of the public address (PUBLIC_URL) and of the server reached by IP or localhost', async () => {
    const port = new URL(server.url).port;
    for (const [origin, host] of [
      ['http://abitura.test', 'abitura.test'],
      [`http://localhost:${port}`, `localhost:${port}`],
      [`http://[::1]:${port}`, `[::1]:${port}`],
      [`http://192.168.10.20:${port}`, `192.168.10.20:${port}`],
    ] as const) {
      expect(await refused(origin, { Host: host }), origin).toBeNull();
    }
  });

  it('closes a socket that names an unknown subsystem', async () => {
    const socket = await RawSocket.open(server.url, { subsystem: 'mainframe' });
    expect((await socket.closed).code).toBe(1008);
  });
});

describe('limits', () => {
  it('answers 50 frames of a burst and RATE_LIMITED to the 21 beyond, each with its requestId; refills at 20 a second', async () => {
    const socket = await RawSocket.open(server.url);
    server.clock.advance(10_000);
    for (let index = 0; index < 71; index += 1) {
      socket.send({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token, requestId: `burst-${index}` });
    }
    const replies = (await socket.waitForCount(71)).map((text) => replyOf(text) as Reply);
    const limited = replies.filter((reply) => reply.data === 'RATE_LIMITED');
    const served = replies.filter((reply) => reply.success);
    expect(served).toHaveLength(50);
    expect(limited).toHaveLength(21);
    for (const reply of limited) {
      expect(reply.success).toBe(false);
      expect(reply.message).toMatch(/Слишком много запросов/);
      expect(reply.requestId).toMatch(/^burst-\d+$/);
    }
    expect(new Set(replies.map((reply) => reply.requestId)).size).toBe(71);

    // 'ping' is not an action: it is answered even with an empty bucket, and costs nothing.
    socket.send('ping');
    await socket.waitFor((message) => message === 'pong');

    server.clock.advance(1_000);
    for (let index = 0; index < 21; index += 1) {
      socket.send({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token, requestId: `refill-${index}` });
    }
    const refill = (await socket.waitForCount(71 + 1 + 21)).slice(72).map((text) => replyOf(text) as Reply);
    expect(refill.filter((reply) => reply.success)).toHaveLength(20);
    expect(refill.filter((reply) => reply.data === 'RATE_LIMITED')).toHaveLength(1);
    expect(socket.open).toBe(true);
    socket.close();
  });

  it("answers the text 'ping' with 'pong'", async () => {
    const socket = await RawSocket.open(server.url);
    socket.send('ping');
    expect(await socket.next()).toBe('pong');
    socket.send('ping');
    expect(await socket.next()).toBe('pong');
    socket.close();
  });

  it('closes the socket with 1009 on a frame over 64 KiB, and accepts one just under it', async () => {
    const near = await RawSocket.open(server.url);
    server.clock.advance(1_000);
    const under = JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'viewHomepage', pad: 'x'.repeat(64 * 1024 - 200) }, token, requestId: 'under' });
    expect(Buffer.byteLength(under)).toBeLessThanOrEqual(64 * 1024);
    near.send(under);
    const reply = replyOf(await near.next()) as Reply;
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS', requestId: 'under' });
    near.close();

    const over = await RawSocket.open(server.url);
    over.send(JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'y'.repeat(65 * 1024) }, token }));
    const closed = await over.closed;
    expect(closed.code).toBe(1009);
  });
});

describe('events', () => {
  it('pushes an EVENT frame to a subscriber, and only to sockets allowed to follow the topic', async () => {
    const staff = await RawSocket.open(server.url);
    const anonymous = await RawSocket.open(server.url, { subsystem: 'tv' });
    server.clock.advance(1_000);
    expect(await staff.request({ action: 'Events/Subscribe', params: { topics: ['staff.test', `user.${userId}.inbox`, 'user.999999.inbox', 'public.board'] }, token })).toMatchObject({
      success: true,
      data: { topics: ['staff.test', `user.${userId}.inbox`, 'public.board'] },
    });
    expect(await anonymous.request({ action: 'Events/Subscribe', params: { topics: ['staff.test', 'public.board'] } })).toMatchObject({ success: true, data: { topics: ['public.board'] } });

    expect(server.app.services.sockets.publish('staff.test', { hello: 'staff', n: 1 })).toBe(1);
    const frame = JSON.parse(await staff.waitFor((message) => message.includes('"SYSTEM_CALL"'))) as Record<string, unknown>;
    expect(frame).toEqual({ SYSTEM_CALL: 'EVENT', topic: 'staff.test', data: { hello: 'staff', n: 1 } });

    expect(server.app.services.sockets.publish('public.board', { called: 'A-17' })).toBe(2);
    const board = JSON.parse(await anonymous.waitFor((message) => message.includes('"SYSTEM_CALL"'))) as Record<string, unknown>;
    expect(board).toEqual({ SYSTEM_CALL: 'EVENT', topic: 'public.board', data: { called: 'A-17' } });
    expect(anonymous.messages.some((message) => message.includes('staff.test'))).toBe(false);

    expect(await staff.request({ action: 'Events/Unsubscribe', params: { topics: ['staff.test'] }, token })).toMatchObject({ success: true, data: { topics: ['staff.test'] } });
    expect(server.app.services.sockets.publish('staff.test', { hello: 'again' })).toBe(0);
    staff.close();
    anonymous.close();
  });

  it('subscribes nothing over HTTP, where there is no connection to push to', async () => {
    const { body } = await server.rpc({ action: 'Events/Subscribe', params: { topics: ['staff.test'] }, token });
    expect(body).toMatchObject({ success: true, data: { topics: [] } });
  });

  it('stops pushing to a socket once it has closed', async () => {
    const socket = await RawSocket.open(server.url);
    server.clock.advance(1_000);
    expect(await socket.request({ action: 'Events/Subscribe', params: { topics: ['public.gone'] } })).toMatchObject({ success: true });
    socket.close();
    await socket.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.app.services.sockets.publish('public.gone', {})).toBe(0);
  });
});
