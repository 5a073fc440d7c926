import { effect, signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONNECTION_SETTINGS, type ConnectionSettings } from '../config/connectionSettings.js';
import { systemClock } from '../environment/defaults.js';
import { flush } from '../testing/clientHarness.js';
import { FakeWebSocket, replyTo } from '../testing/fakeWebSocket.js';
import { createRecordingLogger } from '../testing/recorders.js';
import type { Reply } from '@abitura/contracts/wire';
import { LiveConnection } from './liveConnection.js';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function makeLive(options: { token?: string | null; apiKey?: string; settings?: Partial<ConnectionSettings> } = {}) {
  const settings = signal<ConnectionSettings>({ ...DEFAULT_CONNECTION_SETTINGS, ...options.settings });
  const seen = { authenticated: [] as Array<Reply | null>, inactive: 0, fallback: [] as boolean[] };
  const logger = createRecordingLogger();
  const live = new LiveConnection({
    url: () => 'ws://abitura.test/api/ws',
    WebSocket: FakeWebSocket,
    clock: systemClock,
    logger,
    settings,
    timing: { pongTimeoutMs: 7_000 },
    token: () => (options.token === undefined ? 'token-1' : options.token),
    apiKey: () => options.apiKey ?? '',
    onAuthenticated: (reply) => void seen.authenticated.push(reply),
    onTokenInactive: () => void (seen.inactive += 1),
    onSystemFrame: () => {},
    onFallbackChange: (active) => void seen.fallback.push(active),
  });
  return { live, seen, settings, logger };
}

/** Answers the token check the socket sent last. */
function answerCheck(socket: FakeWebSocket, reply: Partial<Reply> = {}): void {
  const check = socket.sent.filter((frame) => frame.includes('User/CheckToken')).at(-1)!;
  replyTo(socket, check, { token: 'token-1' }, reply);
}

async function authenticated(live: LiveConnection): Promise<FakeWebSocket> {
  live.start();
  const socket = FakeWebSocket.last;
  socket.open();
  answerCheck(socket);
  await flush();
  expect(live.state.value).toBe('authenticated');
  return socket;
}

describe('LiveConnection', () => {
  it('connects, checks the token with the device key over the socket, and reports the reply', async () => {
    const { live, seen } = makeLive({ apiKey: 'kiosk-key' });
    live.start();
    live.start();
    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual(['ws://abitura.test/api/ws']);
    expect(live.state.value).toBe('connecting');
    expect(live.pending).toBe(true);
    FakeWebSocket.last.open();
    expect(live.state.value).toBe('open');
    expect(FakeWebSocket.last.requests).toEqual([expect.objectContaining({ action: 'User/CheckToken', params: { token: 'token-1' }, token: 'token-1', apiKey: 'kiosk-key' })]);
    answerCheck(FakeWebSocket.last);
    await flush();
    expect(live.state.value).toBe('authenticated');
    expect(live.pending).toBe(false);
    expect(seen.authenticated).toEqual([expect.objectContaining({ success: true, data: { token: 'token-1' } })]);
  });

  it('without a token counts the open socket as authenticated at once', async () => {
    const { live, seen } = makeLive({ token: null });
    live.start();
    FakeWebSocket.last.open();
    await flush();
    expect(live.state.value).toBe('authenticated');
    expect(FakeWebSocket.last.requests).toEqual([]);
    expect(seen.authenticated).toEqual([null]);
  });

  it('fails a socket still connecting after 7 s and retries it after the reconnect interval', async () => {
    const { live, seen } = makeLive();
    live.start();
    await tick(6_999);
    expect(FakeWebSocket.last.closedWith).toBeNull();
    await tick(1);
    expect(FakeWebSocket.last.closedWith).toBe(4000);
    expect(live.fallback.value).toBe(true);
    expect(seen.fallback).toEqual([true]);
    expect(live.interrupted).toBe(true);
    await tick(9_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await tick(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('fails an unanswered token check after 7 s', async () => {
    const { live } = makeLive();
    live.start();
    FakeWebSocket.last.open();
    await tick(7_000);
    expect(FakeWebSocket.last.closedWith).toBe(4000);
    expect(live.state.value).toBe('closed');
  });

  it('counts a socket that cannot even be created as a failed attempt, leaving only the retry timer', async () => {
    const { live } = makeLive();
    FakeWebSocket.failConstruction = true;
    live.start();
    expect(live.state.value).toBe('closed');
    expect(live.machine.value).toEqual({ kind: 'retrying', failures: 1, fallback: true });
    expect(vi.getTimerCount()).toBe(1);
    FakeWebSocket.failConstruction = false;
    await tick(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('hands TOKEN_INACTIVE to its owner', async () => {
    const { live, seen } = makeLive();
    live.start();
    FakeWebSocket.last.open();
    answerCheck(FakeWebSocket.last, { success: false, data: 'TOKEN_INACTIVE' });
    await flush();
    expect(seen.inactive).toBe(1);
    expect(live.state.value).toBe('open');
  });

  it('ignores the answer of a socket it has replaced', async () => {
    const { live } = makeLive();
    live.start();
    FakeWebSocket.last.open();
    // Restarted while the first token check is out: its failure must not fail the new attempt.
    live.restart();
    const second = FakeWebSocket.last;
    second.open();
    await flush();
    expect(live.machine.value).toMatchObject({ kind: 'authenticating', attempt: 'first' });
    answerCheck(second);
    await flush();
    expect(live.state.value).toBe('authenticated');
  });

  it('probes a dropped connection with a ping; the pong resumes it through a new token check', async () => {
    const { live, seen } = makeLive();
    const first = await authenticated(live);
    first.drop();
    expect(live.interrupted).toBe(true);
    expect(live.pending).toBe(true);
    const probe = FakeWebSocket.last;
    probe.open();
    expect(probe.sent).toEqual(['ping']);
    await tick(6_000);
    probe.receive('pong');
    await flush();
    answerCheck(probe);
    await flush();
    expect(live.state.value).toBe('authenticated');
    expect(seen.fallback).toEqual([]);
    expect(seen.authenticated).toHaveLength(2);
  });

  it('gives a probe 7 s from the drop, however late its socket opens', async () => {
    const { live } = makeLive();
    const first = await authenticated(live);
    first.drop();
    await tick(5_000);
    FakeWebSocket.last.open();
    await tick(1_999);
    expect(live.fallback.value).toBe(false);
    await tick(1);
    expect(live.fallback.value).toBe(true);
    expect(FakeWebSocket.last.closedWith).toBe(4000);
  });

  it('pings every wsPingInterval while up and reconnects when a ping goes unanswered', async () => {
    const { live } = makeLive({ settings: { wsPingInterval: 30_000 } });
    const socket = await authenticated(live);
    await tick(30_000);
    expect(socket.sent.filter((frame) => frame === 'ping')).toHaveLength(1);
    socket.receive('pong');
    await tick(30_000);
    expect(socket.sent.filter((frame) => frame === 'ping')).toHaveLength(2);
    await tick(7_000);
    expect(socket.closedWith).toBe(4001);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(live.machine.value).toMatchObject({ kind: 'connecting', attempt: 'probe' });
  });

  it('forceFallback switches to HTTP and rebuilds the socket in the background; stopped, it does nothing', async () => {
    const { live, seen } = makeLive();
    live.forceFallback();
    expect(FakeWebSocket.instances).toHaveLength(0);
    const socket = await authenticated(live);
    live.forceFallback();
    expect(socket.closedWith).toBe(4000);
    expect(live.fallback.value).toBe(true);
    expect(seen.fallback).toEqual([true]);
    await tick(10_000);
    FakeWebSocket.last.open();
    answerCheck(FakeWebSocket.last);
    await flush();
    expect(live.fallback.value).toBe(false);
    expect(seen.fallback).toEqual([true, false]);
  });

  it('stop closes the socket, ends the fallback and leaves no timer running', async () => {
    const { live } = makeLive();
    const socket = await authenticated(live);
    expect(vi.getTimerCount()).toBe(1);
    live.stop();
    expect(socket.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
    live.start();
    await tick(7_000);
    expect(live.fallback.value).toBe(true);
    live.stop();
    expect(live.fallback.value).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(live.state.value).toBe('closed');
  });

  it('shows watchers where a run of events led, not the steps between', async () => {
    const { live } = makeLive({ token: null });
    const seen: string[] = [];
    const stop = effect(() => void seen.push(live.state.value));
    // The socket cannot be created: it is connecting and closed within one run.
    FakeWebSocket.failConstruction = true;
    live.start();
    FakeWebSocket.failConstruction = false;
    await tick(10_000);
    FakeWebSocket.last.open();
    await flush();
    // An unanswered keepalive closes the socket and opens the probe's within one run.
    await tick(58_800 + 7_000);
    stop();
    expect(seen).toEqual(['idle', 'closed', 'connecting', 'open', 'authenticated', 'connecting']);
  });

  it('logs what happens to the connection', async () => {
    const { live, logger } = makeLive();
    live.start();
    FakeWebSocket.last.drop();
    expect(logger.infos).toEqual(['live connection closed', 'live connection attempt failed']);
  });
});
