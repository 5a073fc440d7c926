import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { Caller } from '../actions/caller.js';
import { DEVICE_REVOKED_CLOSE, SocketHub, type Grant } from './socketHub.js';

/** A server-side socket as the hub sees it: its state and what was sent on it. */
const standIn = (readyState = 1) => ({ readyState, OPEN: 1, send: vi.fn(), close: vi.fn() }) as unknown as WebSocket & { send: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> };

describe('SocketHub.publish', () => {
  const servers: WebSocketServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends one EVENT frame, as text, to the open sockets following the topic and to no other', () => {
    const hub = new SocketHub();
    const [first, second, other, closing] = [standIn(), standIn(), standIn(), standIn(2)];
    hub.add('first', first);
    hub.add('second', second);
    hub.add('other', other);
    hub.add('closing', closing);
    hub.subscribe('first', ['queue.board']);
    hub.subscribe('second', ['queue.board', 'queue.desk.1']);
    hub.subscribe('other', ['queue.desk.1']);
    hub.subscribe('closing', ['queue.board']);

    expect(hub.publish('queue.board', { calls: [{ code: 'А-007', desk: 'Окно 1' }] })).toBe(2);
    const expected = JSON.stringify({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { calls: [{ code: 'А-007', desk: 'Окно 1' }] } });
    for (const socket of [first, second]) {
      expect(socket.send).toHaveBeenCalledTimes(1);
      const [frame, options] = socket.send.mock.calls[0] as [Buffer, { binary: boolean }];
      expect(options).toEqual({ binary: false });
      expect(frame.toString('utf8')).toBe(expected);
    }
    // Serialized and encoded once for all of them.
    expect(first.send.mock.calls[0]?.[0]).toBe(second.send.mock.calls[0]?.[0]);
    expect(other.send).not.toHaveBeenCalled();
    expect(closing.send).not.toHaveBeenCalled();
    expect(hub.publish('queue.ticket.nobody', {})).toBe(0);
  });

  it('reaches a real client as a text frame carrying the JSON', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const hub = new SocketHub();
    server.on('connection', (socket) => {
      hub.add('board', socket);
      hub.subscribe('board', ['queue.board']);
    });
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const received = new Promise<{ text: string; isBinary: boolean }>((resolve) => client.once('message', (data, isBinary) => resolve({ text: data.toString(), isBinary })));
    await new Promise((resolve) => client.once('open', resolve));
    await vi.waitFor(() => expect(hub.size).toBe(1));

    expect(hub.publish('queue.board', { waiting: [{ prefix: 'Б', service: 'Приём документов', count: 3 }] })).toBe(1);
    expect(await received).toEqual({ text: JSON.stringify({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { waiting: [{ prefix: 'Б', service: 'Приём документов', count: 3 }] } }), isBinary: false });
    client.close();
  });
});

describe('SocketHub grants', () => {
  const caller = (userId: number | null, deviceId?: number): Caller => ({
    subsystem: deviceId ? 'tv' : 'staff',
    address: '127.0.0.1',
    userAgent: null,
    user: userId === null ? null : { id: userId, login: `u${userId}`, fullName: 'Тестовый', status: 'active', permissions: new Set(['operateQueue']) },
    sessionId: userId,
    tokenInactive: false,
    ...(deviceId ? { device: { id: deviceId, kind: 'tv' as const } } : {}),
  });

  it('lists the subscriptions granted to users, and drops one only while it is still the same grant', () => {
    const hub = new SocketHub();
    hub.add('a', standIn());
    hub.add('b', standIn());
    const first = caller(1);
    hub.subscribe('a', ['queue.desk.1', 'public.x'], first);
    hub.subscribe('b', ['queue.board'], caller(null, 7));
    hub.subscribe('b', ['queue.desk.2'], caller(2));
    hub.subscribe('b', ['queue.board.bench']);
    expect(hub.userGrants().map(({ socketId, topic }) => `${socketId} ${topic}`)).toEqual(['a queue.desk.1', 'a public.x', 'b queue.desk.2']);
    expect(hub.userGrants(new Set([2])).map(({ topic }) => topic)).toEqual(['queue.desk.2']);

    const [grant] = hub.userGrants(new Set([1]));
    // Subscribed again meanwhile: the newer grant was checked afresh and stays.
    hub.subscribe('a', ['queue.desk.1'], caller(1));
    expect(hub.dropGrant(grant as Grant)).toBe(false);
    expect(hub.followedTopics('queue.desk.')).toEqual(new Set(['queue.desk.1', 'queue.desk.2']));
    const [current] = hub.userGrants(new Set([1]));
    expect(hub.dropGrant(current as Grant)).toBe(true);
    expect(hub.followedTopics('queue.desk.')).toEqual(new Set(['queue.desk.2']));
    expect(hub.publish('queue.desk.1', {})).toBe(0);
  });

  it('closes the sockets a revoked device key spoke over (4003), and only those', () => {
    const hub = new SocketHub();
    const [board, other, staff] = [standIn(), standIn(), standIn()];
    hub.add('board', board);
    hub.add('other', other);
    hub.add('staff', staff);
    hub.attachDevice('board', 7);
    hub.attachDevice('other', 8);
    hub.subscribe('board', ['queue.board'], caller(null, 7));
    hub.subscribe('other', ['queue.board'], caller(null, 8));
    expect(hub.closeDevices([7])).toBe(1);
    expect(board.close).toHaveBeenCalledWith(DEVICE_REVOKED_CLOSE, 'device key revoked');
    expect(other.close).not.toHaveBeenCalled();
    expect(staff.close).not.toHaveBeenCalled();
    expect(hub.publish('queue.board', {})).toBe(1);
    expect(hub.size).toBe(2);
  });

  it('sends a NOTIFY frame to one open socket', () => {
    const hub = new SocketHub();
    const [open, closing] = [standIn(), standIn(2)];
    hub.add('open', open);
    hub.add('closing', closing);
    hub.notify('open', 'Права изменились.', { code: 'ACCESS_DENIED', topics: ['queue.board'] });
    hub.notify('closing', 'Права изменились.');
    hub.notify('gone', 'Права изменились.');
    expect(open.send).toHaveBeenCalledWith(JSON.stringify({ SYSTEM_CALL: 'NOTIFY', message: 'Права изменились.', data: { code: 'ACCESS_DENIED', topics: ['queue.board'] } }));
    expect(closing.send).not.toHaveBeenCalled();
  });
});
