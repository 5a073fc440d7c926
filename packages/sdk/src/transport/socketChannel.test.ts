import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionClosedError } from '../errors/connectionClosedError.js';
import { TransportError } from '../errors/transportError.js';
import { systemClock } from '../environment/defaults.js';
import { flush } from '../testing/clientHarness.js';
import { FakeWebSocket, replyTo } from '../testing/fakeWebSocket.js';
import type { SystemFrame } from '@abitura/contracts/wire';
import { SocketChannel } from './socketChannel.js';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

function makeChannel() {
  const events = { opened: 0, closed: [] as Array<number | undefined>, frames: [] as SystemFrame[] };
  const channel = new SocketChannel(FakeWebSocket, systemClock, {
    onOpen: () => void (events.opened += 1),
    onClose: (code) => void events.closed.push(code),
    onSystemFrame: (frame) => void events.frames.push(frame),
  });
  return { channel, events };
}

function openChannel() {
  const made = makeChannel();
  made.channel.open('ws://abitura.test/api/ws');
  const socket = FakeWebSocket.last;
  socket.open();
  return { ...made, socket };
}

const envelope = (requestId: string) => ({ action: 'User/ReadRoles', params: {}, token: 't', requestId });

describe('SocketChannel', () => {
  it('goes from idle to connecting to open, and says when the socket opened', () => {
    const { channel, events } = makeChannel();
    expect(channel.state.value).toBe('idle');
    channel.open('ws://abitura.test/api/ws');
    expect(channel.state.value).toBe('connecting');
    FakeWebSocket.last.open();
    expect(channel.state.value).toBe('open');
    expect(events.opened).toBe(1);
  });

  it('matches each reply to its request by requestId and ignores replies nobody waits for', async () => {
    const { channel, socket } = openChannel();
    const first = channel.send(envelope('r-1'));
    const second = channel.send(envelope('r-2'));
    expect(socket.requests.map((frame) => frame.requestId)).toEqual(['r-1', 'r-2']);
    replyTo(socket, socket.sent[1]!, 'two');
    socket.receive({ success: true, message: '', data: 'stray', requestId: 'r-9' });
    replyTo(socket, socket.sent[0]!, 'one');
    await expect(first).resolves.toMatchObject({ data: 'one' });
    await expect(second).resolves.toMatchObject({ data: 'two' });
    expect(channel.waitingCount).toBe(0);
  });

  it('stops waiting for a request it is told to forget', async () => {
    const { channel, socket } = openChannel();
    let settled = false;
    void channel.send(envelope('r-1')).then(() => (settled = true));
    channel.forget('r-1');
    replyTo(socket, socket.sent[0]!, 'late');
    await flush();
    expect(settled).toBe(false);
  });

  it('refuses to send on a socket that is not open, or whose send throws, leaving nothing waiting', async () => {
    const { channel } = makeChannel();
    await expect(channel.send(envelope('r-1'))).rejects.toBeInstanceOf(TransportError);
    channel.open('ws://abitura.test/api/ws');
    await expect(channel.send(envelope('r-2'))).rejects.toBeInstanceOf(TransportError);
    FakeWebSocket.last.open();
    FakeWebSocket.last.throwOnSend = true;
    await expect(channel.send(envelope('r-3'))).rejects.toMatchObject({ name: 'TransportError', transport: 'ws' });
    expect(channel.waitingCount).toBe(0);
  });

  it('when the socket closes on its own, rejects every waiting request with ConnectionClosedError and says so', async () => {
    const { channel, socket, events } = openChannel();
    const waiting = channel.send(envelope('r-1'));
    const pong = channel.ping(7_000);
    socket.drop(1006);
    await expect(waiting).rejects.toEqual(expect.any(ConnectionClosedError));
    await expect(waiting).rejects.toMatchObject({ requestId: 'r-1', closeCode: 1006 });
    await expect(pong).resolves.toBe(false);
    expect(channel.state.value).toBe('closed');
    expect(events.closed).toEqual([1006]);
  });

  it('closed on purpose, closes the socket with the code and rejects waiting requests without a close event', async () => {
    const { channel, socket, events } = openChannel();
    const waiting = channel.send(envelope('r-1'));
    channel.close(4000);
    expect(socket.closedWith).toBe(4000);
    await expect(waiting).rejects.toBeInstanceOf(ConnectionClosedError);
    expect(channel.state.value).toBe('closed');
    expect(events.closed).toEqual([]);
    // A socket closed on purpose can no longer reach the caller.
    socket.receive({ SYSTEM_CALL: 'NOTIFY', message: 'x' });
    expect(events.frames).toEqual([]);
  });

  it("closed while connecting, keeps an error listener for the 'error' Node's ws raises a tick later", async () => {
    // ws's close() on a connecting socket emits 'error' afterwards; with no listener the emitter throws.
    const unheard: string[] = [];
    class ConnectingSocket {
      static last: ConnectingSocket;
      readyState = 0;
      onopen: ((event: unknown) => void) | null = null;
      onclose: ((event: { code?: number }) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onmessage: ((event: { data: unknown }) => void) | null = null;
      constructor() {
        ConnectingSocket.last = this;
      }
      send(): void {}
      close(): void {
        queueMicrotask(() => (this.onerror ? this.onerror(new Error('WebSocket was closed before the connection was established')) : unheard.push('error')));
      }
    }
    const channel = new SocketChannel(ConnectingSocket, systemClock, { onOpen: () => undefined, onClose: () => undefined, onSystemFrame: () => undefined });
    channel.open('ws://abitura.test/api/ws');
    channel.close();
    await Promise.resolve();
    expect(unheard).toEqual([]);
    expect(channel.state.value).toBe('closed');
  });

  it('stays idle when closed before it ever opened a socket', () => {
    const { channel } = makeChannel();
    channel.close();
    expect(channel.state.value).toBe('idle');
  });

  it('replacing the socket closes the old one with 1000 and ignores it from then on', async () => {
    const { channel, socket: old, events } = openChannel();
    const waiting = channel.send(envelope('r-1'));
    channel.open('ws://abitura.test/api/ws');
    expect(old.closedWith).toBe(1000);
    await expect(waiting).rejects.toBeInstanceOf(ConnectionClosedError);
    old.drop();
    expect(events.closed).toEqual([]);
    expect(channel.state.value).toBe('connecting');
  });

  it('says a socket that cannot be created closed at once', () => {
    const { channel, events } = makeChannel();
    FakeWebSocket.failConstruction = true;
    channel.open('not a url');
    expect(channel.state.value).toBe('closed');
    expect(events.closed).toEqual([undefined]);
  });

  it('pings: true on a pong in time, false after the time limit, on a closed socket or when send throws', async () => {
    const { channel, socket } = openChannel();
    const answered = channel.ping(7_000);
    expect(socket.sent).toEqual(['ping']);
    socket.receive('pong');
    await expect(answered).resolves.toBe(true);
    const unanswered = channel.ping(7_000);
    await vi.advanceTimersByTimeAsync(6_999);
    let result: boolean | null = null;
    void unanswered.then((alive) => (result = alive));
    await flush();
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    socket.throwOnSend = true;
    await expect(channel.ping(7_000)).resolves.toBe(false);
    channel.close();
    await expect(channel.ping(7_000)).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("answers the server's ping, hands system frames on, and ignores what it cannot read", () => {
    const { socket, events } = openChannel();
    socket.receive('ping');
    expect(socket.sent).toEqual(['pong']);
    socket.receive({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { called: 'А-001' } });
    socket.receive('{not json');
    expect(events.frames).toEqual([{ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { called: 'А-001' } }]);
  });
});
