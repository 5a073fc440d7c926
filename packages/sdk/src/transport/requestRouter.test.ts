import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONNECTION_SETTINGS, type ConnectionSettings } from '../config/connectionSettings.js';
import { systemClock } from '../environment/defaults.js';
import { TransportError } from '../errors/transportError.js';
import { MESSAGES } from '../messages/catalogue.js';
import { flush } from '../testing/clientHarness.js';
import { FakeWebSocket, replyTo } from '../testing/fakeWebSocket.js';
import { createNoticeRecorder, createRecordingLogger } from '../testing/recorders.js';
import type { Envelope, Reply } from '@abitura/contracts/wire';
import type { HttpTransport } from './httpTransport.js';
import { RequestRouter } from './requestRouter.js';
import { SocketChannel } from './socketChannel.js';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** The live connection as the router sees it, set by the test. */
interface Link {
  authenticated: boolean;
  pending: boolean;
  interrupted: boolean;
}

function makeRouter(options: { settings?: Partial<ConnectionSettings>; link?: Partial<Link>; http?: HttpTransport['send']; apiKey?: string } = {}) {
  const settings = signal<ConnectionSettings>({ ...DEFAULT_CONNECTION_SETTINGS, ...options.settings });
  const link: Link = { authenticated: true, pending: false, interrupted: false, ...options.link };
  const channel = new SocketChannel(FakeWebSocket, systemClock, { onOpen: () => {}, onClose: () => {}, onSystemFrame: () => {} });
  channel.open('ws://abitura.test/api/ws');
  const socket = FakeWebSocket.last;
  socket.open();
  const sentOverHttp: Array<Envelope & { requestId: string }> = [];
  const send: HttpTransport['send'] =
    options.http ?? ((envelope) => Promise.resolve({ success: true, message: '', data: 'over http', requestId: envelope.requestId }));
  const notify = createNoticeRecorder();
  const logger = createRecordingLogger();
  const forceFallback = vi.fn(() => {
    link.authenticated = false;
  });
  const replies: Reply[] = [];
  let ids = 0;
  const router = new RequestRouter({
    clock: systemClock,
    logger,
    notify,
    settings,
    timing: { queuePollMs: 200, slowWsMs: 3_000, slowHttpMs: 5_000 },
    http: {
      send: (envelope, sendOptions) => {
        sentOverHttp.push(envelope);
        return send(envelope, sendOptions);
      },
    },
    channel,
    token: () => 'token-1',
    apiKey: () => options.apiKey ?? '',
    socket: { authenticated: () => link.authenticated, pending: () => link.pending, interrupted: () => link.interrupted, forceFallback },
    newRequestId: () => `r-${++ids}`,
    onReply: (reply) => void replies.push(reply),
  });
  return { router, link, socket, channel, sentOverHttp, notify, logger, forceFallback, replies, settings };
}

describe('RequestRouter', () => {
  it('sends over the authenticated socket with the token and the device key, and resolves with the reply', async () => {
    const { router, socket, replies } = makeRouter({ apiKey: 'tv-key' });
    const pending = router.enqueue('User/ReadRoles', { page: 1 });
    expect(socket.requests).toEqual([{ action: 'User/ReadRoles', params: { page: 1 }, token: 'token-1', requestId: 'r-1', apiKey: 'tv-key' }]);
    expect(router.size).toEqual({ queued: 0, inFlight: 1 });
    replyTo(socket, socket.sent[0]!, ['roles']);
    await expect(pending).resolves.toEqual({ success: true, message: '', data: ['roles'], requestId: 'r-1' });
    expect(replies).toHaveLength(1);
    expect(router.size).toEqual({ queued: 0, inFlight: 0 });
  });

  it('sends over HTTP in API_ONLY, without the key in the body, keeping a given requestId', async () => {
    const { router, socket, sentOverHttp } = makeRouter({ settings: { communicationMode: 'API_ONLY' }, apiKey: 'tv-key' });
    await expect(router.enqueue('User/ReadRoles', {}, undefined, 'mine')).resolves.toMatchObject({ data: 'over http', requestId: 'mine' });
    expect(sentOverHttp).toEqual([{ action: 'User/ReadRoles', params: {}, token: 'token-1', requestId: 'mine' }]);
    expect(socket.requests).toEqual([]);
  });

  it('holds requests in order while the socket settles, polling every 200 ms, and sends them when it is up', async () => {
    const { router, link, socket, sentOverHttp } = makeRouter({ link: { authenticated: false, pending: true } });
    const first = router.enqueue('A/First', {});
    const second = router.enqueue('B/Second', {});
    await tick(1_000);
    expect(router.size).toEqual({ queued: 2, inFlight: 0 });
    expect(vi.getTimerCount()).toBe(1);
    link.authenticated = true;
    link.pending = false;
    await tick(200);
    expect(socket.requests.map((frame) => frame.action)).toEqual(['A/First', 'B/Second']);
    expect(vi.getTimerCount()).toBe(0);
    for (const frame of socket.sent) replyTo(socket, frame, 'ok');
    await Promise.all([first, second]);
    expect(sentOverHttp).toEqual([]);
  });

  describe("the notices of SPEC section 8 ('Обновление данных...', 'Данные обновлены')", () => {
    const UPDATING = { level: 'info', message: MESSAGES.updating, key: 'queue-drain' };
    const UPDATED = { level: 'success', message: MESSAGES.updated, key: 'queue-drain' };

    it('announce requests held while the connection was lost: when they go, and when the last is answered', async () => {
      const { router, link, socket, notify } = makeRouter({ link: { authenticated: false, pending: true, interrupted: true } });
      const held = [router.enqueue('A/One', {}), router.enqueue('A/Two', {})];
      await tick(200);
      expect(notify.notices).toEqual([]);
      Object.assign(link, { authenticated: true, pending: false, interrupted: false });
      router.drain();
      expect(notify.notices).toEqual([UPDATING]);
      replyTo(socket, socket.sent[0]!, 'ok');
      await held[0];
      expect(notify.notices).toEqual([UPDATING]);
      replyTo(socket, socket.sent[1]!, 'ok');
      await held[1];
      expect(notify.notices).toEqual([UPDATING, UPDATED]);
    });

    it('stay away when the connection comes back before the next poll', async () => {
      const { router, link, socket, notify } = makeRouter({ link: { authenticated: false, pending: true, interrupted: true } });
      const held = router.enqueue('A/One', {});
      await tick(199);
      Object.assign(link, { authenticated: true, pending: false, interrupted: false });
      router.drain();
      replyTo(socket, socket.sent[0]!, 'ok');
      await held;
      expect(notify.notices).toEqual([]);
    });

    it("stay away while requests wait for a fresh connection's first attempt, however long it takes", async () => {
      const { router, link, socket, notify } = makeRouter({ link: { authenticated: false, pending: true, interrupted: false } });
      const waiting = router.enqueue('A/One', {});
      await tick(3_000);
      Object.assign(link, { authenticated: true, pending: false });
      router.drain();
      replyTo(socket, socket.sent[0]!, 'ok');
      await waiting;
      expect(notify.notices).toEqual([]);
    });

    it("stay away while requests wait for the frame budget", async () => {
      const { router, socket, notify } = makeRouter();
      const calls = Array.from({ length: 50 }, () => router.enqueue('User/ReadRoles', {}));
      await tick(400);
      for (const frame of socket.sent) replyTo(socket, frame, 'ok');
      await Promise.all(calls);
      expect(notify.notices).toEqual([]);
    });
  });

  it('uses HTTP once the socket has failed', async () => {
    const { router, sentOverHttp } = makeRouter({ link: { authenticated: false, pending: false } });
    await router.enqueue('User/ReadRoles', {});
    expect(sentOverHttp.map((envelope) => envelope.action)).toEqual(['User/ReadRoles']);
  });

  it('a frame that cannot be sent forces the fallback, and the request goes by HTTP under its requestId', async () => {
    const { router, socket, sentOverHttp, forceFallback } = makeRouter();
    socket.throwOnSend = true;
    await expect(router.enqueue('User/ReadRoles', {})).resolves.toMatchObject({ data: 'over http', requestId: 'r-1' });
    expect(forceFallback).toHaveBeenCalledTimes(1);
    expect(sentOverHttp.map((envelope) => envelope.requestId)).toEqual(['r-1']);
  });

  it('sends requests cut off by a closed socket again, in their order and ahead of later ones, resolving each once', async () => {
    const { router, link, channel, sentOverHttp, notify } = makeRouter();
    const cut = [router.enqueue('A/One', {}), router.enqueue('A/Two', {})];
    link.authenticated = false;
    link.pending = true;
    const later = router.enqueue('B/Later', {});
    channel.close(4000);
    await flush();
    expect(router.size).toEqual({ queued: 3, inFlight: 0 });
    link.pending = false;
    router.drain();
    const replies = await Promise.all([...cut, later]);
    expect(sentOverHttp.map((envelope) => `${envelope.action} ${envelope.requestId}`)).toEqual(['A/One r-1', 'A/Two r-2', 'B/Later r-3']);
    expect(replies.map((reply) => reply.requestId)).toEqual(['r-1', 'r-2', 'r-3']);
    expect(notify.notices).toEqual([
      { level: 'info', message: MESSAGES.updating, key: 'queue-drain' },
      { level: 'success', message: MESSAGES.updated, key: 'queue-drain' },
    ]);
  });

  it('times a request out once, wherever it waits, and leaves no timer behind', async () => {
    const { router, socket, replies } = makeRouter({ link: { authenticated: false, pending: true } });
    const queued = router.enqueue('A/Queued', {}, 1_000);
    await tick(1_000);
    await expect(queued).resolves.toMatchObject({ success: false, data: 'TIMEOUT', requestId: 'r-1' });
    expect(router.size).toEqual({ queued: 0, inFlight: 0 });
    expect(vi.getTimerCount()).toBe(0);
    const { router: live, socket: liveSocket } = makeRouter();
    const inFlight = live.enqueue('A/Sent', {}, 500);
    await tick(500);
    await expect(inFlight).resolves.toMatchObject({ data: 'TIMEOUT' });
    replyTo(liveSocket, liveSocket.sent[0]!, 'late');
    await flush();
    expect(socket.requests).toEqual([]);
    expect(replies).toHaveLength(1);
  });

  it('failAll resolves everything queued or in flight with the code and stops polling', async () => {
    const { router, link } = makeRouter();
    const inFlight = router.enqueue('A/Sent', {});
    link.authenticated = false;
    link.pending = true;
    const queued = router.enqueue('B/Queued', {});
    router.failAll('LOGGED_OUT');
    await expect(inFlight).resolves.toMatchObject({ success: false, data: 'LOGGED_OUT' });
    await expect(queued).resolves.toMatchObject({ success: false, data: 'LOGGED_OUT' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an HTTP failure resolves as its code with the request-failure notice', async () => {
    const empty = () => Promise.reject(new TransportError(MESSAGES.emptyResponse, 'http', {}, { code: 'EMPTY_RESPONSE' }));
    const { router, notify, logger } = makeRouter({ settings: { communicationMode: 'API_ONLY' }, http: empty });
    await expect(router.enqueue('User/ReadRoles', {})).resolves.toMatchObject({ success: false, data: 'EMPTY_RESPONSE' });
    expect(notify.notices).toEqual([{ level: 'error', message: MESSAGES.emptyResponse, key: 'request-failed' }]);
    expect(logger.errors).toEqual(['request failed']);
    const broken = makeRouter({ settings: { communicationMode: 'API_ONLY' }, http: () => Promise.reject(new Error('boom')) });
    await expect(broken.router.enqueue('User/ReadRoles', {})).resolves.toMatchObject({ data: 'TRANSPORT_ERROR' });
    expect(broken.notify.notices).toEqual([{ level: 'error', message: MESSAGES.requestFailed, key: 'request-failed' }]);
  });

  it('logs a socket request slower than 3 s, and shows it when showNetErrorsInSnackbar is on', async () => {
    const { router, socket, logger, notify, settings } = makeRouter();
    const quick = router.enqueue('A/Quick', {});
    await tick(3_000);
    replyTo(socket, socket.sent[0]!, 'ok');
    await quick;
    expect(logger.errors).toEqual([]);
    settings.value = { ...settings.value, showNetErrorsInSnackbar: true };
    const slow = router.enqueue('A/Slow', {});
    await tick(3_001);
    replyTo(socket, socket.sent[1]!, 'ok');
    await slow;
    expect(logger.errors).toEqual([MESSAGES.slowRequest('A/Slow', 3_001)]);
    expect(notify.notices).toEqual([{ level: 'warning', message: MESSAGES.slowRequest('A/Slow', 3_001), key: 'slow-request' }]);
  });

  it("keeps socket frames within the server's budget; the rest go at later polls", async () => {
    const { router, socket } = makeRouter();
    const calls = Array.from({ length: 50 }, () => router.enqueue('User/ReadRoles', {}));
    expect(socket.requests).toHaveLength(45);
    expect(router.size.queued).toBe(5);
    await tick(200);
    expect(socket.requests).toHaveLength(49);
    await tick(200);
    expect(socket.requests).toHaveLength(50);
    for (const frame of socket.sent) replyTo(socket, frame, 'ok');
    expect((await Promise.all(calls)).every((reply) => reply.success)).toBe(true);
  });
});
