import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { SocketHub } from './socketHub.js';

/** A server-side socket as the hub sees it: its state and what was sent on it. */
const standIn = (readyState = 1) => ({ readyState, OPEN: 1, send: vi.fn(), close: vi.fn() }) as unknown as WebSocket & { send: ReturnType<typeof vi.fn> };

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
