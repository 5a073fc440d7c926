import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client.js';
import { createMemoryStorage } from './environment/defaults.js';
import { jsonResponse } from './testing/fakeFetch.js';
import { FakeWebSocket, replyTo } from './testing/fakeWebSocket.js';
import { authenticateSocket, flush, SESSION, setupClient } from './testing/clientHarness.js';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('envelope and headers', () => {
  it('sends {action, params, token, requestId} with X-Subsystem over HTTP', async () => {
    const { client, http } = setupClient({ signedIn: true, settings: { communicationMode: 'API_ONLY' } });
    const reply = await client.call('User/CheckAccess', { permission: 'viewHomepage' });
    expect(reply.success).toBe(true);
    expect(http).toHaveLength(1);
    const request = http[0]!;
    expect(request.url).toBe('http://abitura.test/api/rpc');
    expect(request.method).toBe('POST');
    expect(request.headers['x-subsystem']).toBe('staff');
    expect(request.headers.authorization).toBeUndefined();
    const body = request.json();
    expect(body).toMatchObject({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: SESSION.token });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.requestId).toBe(body.requestId);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('sends a write again under the requestId it is given', async () => {
    const { client, http } = setupClient({ settings: { communicationMode: 'API_ONLY' } });
    const requestId = '4b0e7ad2-8a4c-4d4e-9a55-3c6f0f7f1a10';
    await client.call('Kiosk/IssueTicket', { serviceId: 1 }, { requestId });
    await client.run('Kiosk/IssueTicket', { serviceId: 1 }, { requestId });
    expect(http.map((request) => request.json().requestId)).toEqual([requestId, requestId]);
  });

  it('adds Authorization: Bearer when the settings hold an apiKey', async () => {
    const { client, http } = setupClient({ subsystem: 'kiosk', settings: { communicationMode: 'API_ONLY', apiKey: 'device-key-1' } });
    await client.call('Events/Subscribe', { topics: ['board'] });
    expect(http[0]!.headers.authorization).toBe('Bearer device-key-1');
    expect(http[0]!.headers['x-subsystem']).toBe('kiosk');
    expect(http[0]!.json().token).toBeNull();
    expect(http[0]!.json().apiKey).toBeUndefined();
  });

  it('carries the device key in socket frames, since a browser socket cannot send headers', async () => {
    const { client } = setupClient({ subsystem: 'tv', settings: { apiKey: 'tv-key' } });
    const socket = await authenticateSocket();
    void client.call('Events/Subscribe', { topics: ['queue.board'] });
    await flush();
    expect(socket.requests.at(-1)).toMatchObject({ action: 'Events/Subscribe', apiKey: 'tv-key', token: null });
  });

  it('with autoConnect off, opens no socket until connect() or a key is given, and never a second one', async () => {
    const { client } = setupClient({ subsystem: 'tv', autoConnect: false });
    await tick(60_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('a device key taken before connect() is in the first socket (a kiosk opened with ?key=)', async () => {
    const { client } = setupClient({ subsystem: 'kiosk', autoConnect: false });
    expect(client.updateSettings({ apiKey: 'kiosk-key' }).ok).toBe(true);
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = await authenticateSocket();
    void client.call('Events/Subscribe', { topics: ['queue.board'] });
    await flush();
    expect(socket.requests.at(-1)).toMatchObject({ action: 'Events/Subscribe', apiKey: 'kiosk-key' });
  });

  it('connect() opens nothing in API_ONLY mode or after close()', () => {
    const apiOnly = setupClient({ autoConnect: false, settings: { communicationMode: 'API_ONLY' } }).client;
    apiOnly.connect();
    const closed = setupClient({ autoConnect: false }).client;
    closed.close();
    closed.connect();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('merges the current token into frames over the socket', async () => {
    setupClient({ signedIn: true });
    const socket = FakeWebSocket.last;
    expect(socket.url).toBe('ws://abitura.test/api/ws?subsystem=staff');
    socket.open();
    await flush();
    expect(socket.requests[0]).toMatchObject({ action: 'User/CheckToken', params: { token: SESSION.token }, token: SESSION.token });
  });
});

describe('transport modes', () => {
  it('WS_WITH_API_FALLBACK sends over the socket once it is authenticated', async () => {
    const { client, http } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    expect(client.connection.state.value).toBe('authenticated');
    const pending = client.call('User/ReadRoles', {});
    await flush();
    const frame = socket.requests.find((f) => f.action === 'User/ReadRoles')!;
    socket.receive({ success: true, message: '', data: [{ id: 1 }], requestId: frame.requestId });
    await expect(pending).resolves.toMatchObject({ success: true, data: [{ id: 1 }] });
    expect(http).toHaveLength(0);
  });

  it('WS_WITH_API_FALLBACK waits for the first attempt, then uses HTTP when it fails', async () => {
    const { client, http } = setupClient({ signedIn: true });
    const pending = client.call('User/ReadRoles', {});
    await tick(0);
    expect(http).toHaveLength(0);
    FakeWebSocket.last.drop();
    await tick(0);
    expect(client.connection.fallback.value).toBe(true);
    await expect(pending).resolves.toMatchObject({ success: true });
    expect(http.map((r) => r.json().action)).toEqual(['User/ReadRoles']);
  });

  it('WS_ONLY keeps requests queued until the socket is authenticated, polling every 200 ms', async () => {
    const { client, http, notify } = setupClient({ signedIn: true, settings: { communicationMode: 'WS_ONLY' } });
    const pending = client.call('User/ReadRoles', {});
    FakeWebSocket.last.drop();
    await tick(10_000);
    expect(http).toHaveLength(0);
    await tick(200);
    const socket = await authenticateSocket();
    await tick(200);
    const frame = socket.requests.find((f) => f.action === 'User/ReadRoles')!;
    expect(frame).toBeDefined();
    replyTo(socket, JSON.stringify(frame), []);
    await expect(pending).resolves.toMatchObject({ success: true });
    expect(notify.notices.map((n) => n.message)).toEqual(['Обновление данных...', 'Данные обновлены']);
  });

  it('a call made while the socket first connects waits for it without the queued-request notices', async () => {
    const { client, notify } = setupClient({ signedIn: true });
    const pending = client.call('User/ReadRoles', {});
    await tick(1_000);
    const socket = await authenticateSocket();
    replyTo(socket, JSON.stringify(socket.requests.find((f) => f.action === 'User/ReadRoles')), []);
    await expect(pending).resolves.toMatchObject({ success: true });
    expect(notify.notices).toEqual([]);
  });

  it('API_ONLY never opens a socket', async () => {
    const { client } = setupClient({ settings: { communicationMode: 'API_ONLY' } });
    await client.call('User/ReadRoles', {});
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(client.connection.state.value).toBe('idle');
  });

  it('switching the mode in the settings reconnects or stops the socket', async () => {
    const { client } = setupClient({ settings: { communicationMode: 'API_ONLY' } });
    expect(client.updateSettings({ communicationMode: 'WS_ONLY' })).toEqual({ ok: true });
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.updateSettings({ communicationMode: 'API_ONLY' });
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    expect(client.updateSettings({ wsReconnectInterval: -5 } as never)).toMatchObject({ ok: false });
  });
});

describe('live connection', () => {
  it('retries a failed token check after 10 s, then 20 s, capped at 30 s', async () => {
    const { client } = setupClient({ signedIn: true });
    await authenticateSocket(false);
    expect(FakeWebSocket.last.closedWith).toBe(4000);
    expect(client.connection.state.value).toBe('closed');
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const before = FakeWebSocket.instances.length;
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        await tick(1_000);
        waited += 1_000;
      }
      delays.push(waited);
      FakeWebSocket.last.drop();
      await flush();
    }
    expect(delays).toEqual([10_000, 20_000, 30_000, 30_000]);
  });

  it('a connection that drops is probed with a ping and resumes on a pong within 7 s', async () => {
    const { client, http } = setupClient({ signedIn: true });
    const first = await authenticateSocket();
    first.drop();
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);
    const probe = FakeWebSocket.last;
    probe.open();
    await flush();
    expect(probe.sent[0]).toBe('ping');
    await tick(3_000);
    probe.receive('pong');
    await flush();
    const check = probe.requests.find((f) => f.action === 'User/CheckToken')!;
    replyTo(probe, JSON.stringify(check), SESSION);
    await flush();
    expect(client.connection.state.value).toBe('authenticated');
    expect(client.connection.fallback.value).toBe(false);
    expect(http).toHaveLength(0);
  });

  it('without a pong in 7 s it falls back to HTTP and keeps retrying the socket', async () => {
    const { client, http } = setupClient({ signedIn: true });
    const first = await authenticateSocket();
    first.drop();
    FakeWebSocket.last.open();
    await tick(6_999);
    expect(client.connection.fallback.value).toBe(false);
    await tick(1);
    expect(client.connection.fallback.value).toBe(true);
    await client.call('User/ReadRoles', {});
    expect(http).toHaveLength(1);
    const count = FakeWebSocket.instances.length;
    await tick(10_000);
    expect(FakeWebSocket.instances.length).toBe(count + 1);
    await authenticateSocket();
    expect(client.connection.fallback.value).toBe(false);
  });

  it('sends a keepalive ping every wsPingInterval and reconnects when it goes unanswered', async () => {
    setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    await tick(58_799);
    expect(socket.sent.filter((f) => f === 'ping')).toHaveLength(0);
    await tick(1);
    expect(socket.sent.filter((f) => f === 'ping')).toHaveLength(1);
    socket.receive('pong');
    await tick(58_800);
    expect(socket.sent.filter((f) => f === 'ping')).toHaveLength(2);
    await tick(7_000);
    expect(socket.closedWith).toBe(4001);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a send failure forces HTTP fallback for that request', async () => {
    const { client, http } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    socket.throwOnSend = true;
    const reply = await client.call('User/ReadRoles', {});
    expect(reply.success).toBe(true);
    expect(http.map((r) => r.json().action)).toEqual(['User/ReadRoles']);
    expect(client.connection.fallback.value).toBe(true);
  });

  it('answers a server ping with pong and hands NOTIFY frames to the notices, not to requests', async () => {
    const { client, notify } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    socket.receive('ping');
    expect(socket.sent.at(-1)).toBe('pong');
    const pending = client.call('User/ReadRoles', {});
    await flush();
    const frame = socket.requests.at(-1)!;
    socket.receive({ SYSTEM_CALL: 'NOTIFY', message: 'Плановые работы в 22:00', requestId: frame.requestId, success: true, data: 'x' });
    socket.receive('not json at all');
    socket.receive({ success: true, message: '', data: 'orphan', requestId: 'nobody' });
    let settled = false;
    void pending.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    replyTo(socket, JSON.stringify(frame), 'mine');
    await expect(pending).resolves.toMatchObject({ data: 'mine' });
    expect(notify.notices).toContainEqual({ level: 'info', message: 'Плановые работы в 22:00' });
  });
});

describe('frame pacing', () => {
  it('keeps socket frames within the server budget, the rest waiting for later polls', async () => {
    const { client } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    FakeWebSocket.handler = (frame, ws) => replyTo(ws, frame, 'ok');
    const sentBefore = socket.requests.length;
    const calls = Array.from({ length: 60 }, () => client.call('User/ReadRoles', {}));
    await flush();
    expect(socket.requests.length - sentBefore).toBe(45);
    await tick(1_000);
    const replies = await Promise.all(calls);
    expect(replies.every((reply) => reply.success)).toBe(true);
    expect(socket.requests.length - sentBefore).toBe(60);
  });
});

describe('requests survive the socket', () => {
  it('re-sends a request in flight over HTTP with its original requestId and resolves it once', async () => {
    const { client, http } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    const pending = client.call('User/EditPassword', { currentPassword: 'old-password', newPassword: 'new-password-1' });
    await flush();
    const sent = socket.requests.find((f) => f.action === 'User/EditPassword')!;
    socket.drop();
    await tick(7_000);
    const reply = await pending;
    expect(reply.success).toBe(true);
    expect(http).toHaveLength(1);
    expect(http[0]!.json().requestId).toBe(sent.requestId);
    // A late answer from the dead socket changes nothing.
    replyTo(socket, JSON.stringify(sent), 'late');
    await flush();
    expect(reply.data).toEqual({ action: 'User/EditPassword' });
  });

  it('times a request out once and ignores its late reply', async () => {
    const { client } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    const pending = client.call('User/ReadRoles', {}, { timeoutMs: 1_000 });
    await tick(1_000);
    await expect(pending).resolves.toMatchObject({ success: false, data: 'TIMEOUT' });
    replyTo(socket, JSON.stringify(socket.requests.at(-1)), 'late');
    await flush();
  });
});

describe('slow requests', () => {
  it('logs a socket request over 3 s as an error, without a notice by default', async () => {
    const { client, logger, notify } = setupClient({ signedIn: true });
    const socket = await authenticateSocket();
    const pending = client.call('User/ReadRoles', {});
    await tick(3_001);
    replyTo(socket, JSON.stringify(socket.requests.at(-1)), []);
    await pending;
    expect(logger.errors.some((m) => m.startsWith('Медленный запрос User/ReadRoles'))).toBe(true);
    expect(notify.notices.filter((n) => n.key === 'slow-request')).toHaveLength(0);
  });

  it('shows slow HTTP requests (over 5 s) as notices when showNetErrorsInSnackbar is on', async () => {
    let release: () => void = () => {};
    const { client, notify } = setupClient({
      settings: { communicationMode: 'API_ONLY', showNetErrorsInSnackbar: true },
      responder: (request) =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse({ success: true, message: '', data: [], requestId: request.json().requestId }));
        }),
    });
    const pending = client.call('User/ReadRoles', {});
    await tick(4_999);
    await tick(2);
    release();
    await pending;
    expect(notify.notices.some((n) => n.key === 'slow-request' && n.level === 'warning')).toBe(true);
  });

  it('enableErrors off silences error logs; enableLogs on lets info through', async () => {
    const { client, logger } = setupClient({ settings: { communicationMode: 'API_ONLY', enableErrors: false, enableLogs: true }, responder: () => new Response('') });
    await client.call('User/ReadRoles', {});
    expect(logger.errors).toHaveLength(0);
    client.updateSettings({ communicationMode: 'WS_ONLY' });
    FakeWebSocket.last.drop();
    await flush();
    expect(logger.infos.length).toBeGreaterThan(0);
  });
});

describe('HTTP failures', () => {
  it('an empty response is EMPTY_RESPONSE with its notice', async () => {
    const { client, notify } = setupClient({ settings: { communicationMode: 'API_ONLY' }, responder: () => new Response('', { status: 502 }) });
    await expect(client.call('User/ReadRoles', {})).resolves.toMatchObject({ success: false, data: 'EMPTY_RESPONSE' });
    expect(notify.notices.at(-1)).toMatchObject({ level: 'error', message: 'Ошибка отправки запроса' });
  });

  it('a network failure is TRANSPORT_ERROR with the request-failure notice', async () => {
    const { client, notify } = setupClient({ settings: { communicationMode: 'API_ONLY' }, responder: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(client.call('User/ReadRoles', {})).resolves.toMatchObject({ success: false, data: 'TRANSPORT_ERROR' });
    expect(notify.notices.at(-1)).toMatchObject({ level: 'error', message: 'Произошла ошибка при отправке запроса' });
  });

  it('a body that is not an envelope is a transport error; an error envelope with a 4xx status is a reply', async () => {
    let body = '<html>';
    const { client } = setupClient({ settings: { communicationMode: 'API_ONLY' }, responder: () => new Response(body, { status: 400 }) });
    await expect(client.call('User/ReadRoles', {})).resolves.toMatchObject({ data: 'TRANSPORT_ERROR' });
    body = JSON.stringify({ success: false, message: 'Проверьте поле', data: 'INVALID_PARAMS', issues: [{ path: 'id', message: 'число' }] });
    await expect(client.call('User/ReadRoles', {})).resolves.toMatchObject({ data: 'INVALID_PARAMS', issues: [{ path: 'id' }] });
  });
});

describe('session', () => {
  it('login stores token, user and ability and reconnects the socket with the new token', async () => {
    const { client, storage } = setupClient({
      responder: (request) => jsonResponse({ success: true, message: '', data: SESSION, requestId: request.json().requestId }),
    });
    FakeWebSocket.last.drop();
    await flush();
    const reply = await client.login('ivanova', 'secret-password');
    expect(reply.success).toBe(true);
    expect(client.session.authenticated.value).toBe(true);
    expect(client.session.user.value).toMatchObject({ login: 'ivanova' });
    expect(client.can('viewAccessPanel')).toBe(true);
    expect(client.can('admin')).toBe(false);
    expect(storage.getItem('accessToken')).toBe(SESSION.token);
    FakeWebSocket.last.open();
    await flush();
    expect(FakeWebSocket.last.requests[0]).toMatchObject({ action: 'User/CheckToken', params: { token: SESSION.token } });
  });

  it('changePassword adopts the new session the server answers with', async () => {
    const fresh = { ...SESSION, token: 'b'.repeat(43) };
    const { client, http } = setupClient({
      signedIn: true,
      settings: { communicationMode: 'API_ONLY' },
      responder: (request) => jsonResponse({ success: true, message: '', data: fresh, requestId: request.json().requestId }),
    });
    await expect(client.changePassword('old-password', 'new-password-1')).resolves.toMatchObject({ success: true });
    expect(http[0]!.json()).toMatchObject({ action: 'User/EditPassword', params: { currentPassword: 'old-password', newPassword: 'new-password-1' } });
    expect(client.session.token.value).toBe(fresh.token);
  });

  it('sends the session token with admission-service operations', async () => {
    const { client, http } = setupClient({
      signedIn: true,
      settings: { communicationMode: 'API_ONLY' },
      responder: () => jsonResponse({ message: 'Готово', page_code: 200, data: [] }),
    });
    await expect(client.admission('User/CheckAccess', { permission: 'viewHomepage' })).resolves.toMatchObject({ page_code: 200 });
    const form = new URLSearchParams(http[0]!.body);
    expect(http[0]!.url).toBe('http://abitura.test/api/admission');
    expect(form.get('token')).toBe(SESSION.token);
    expect(JSON.parse(form.get('params') as string)).toEqual({ permission: 'viewHomepage' });
  });

  it('checkToken refreshes the session when the server accepts the token', async () => {
    const { client } = setupClient({
      signedIn: true,
      settings: { communicationMode: 'API_ONLY' },
      responder: (request) => jsonResponse({ success: true, message: '', data: { ...SESSION, ability: [{ admin: true }] }, requestId: request.json().requestId }),
    });
    expect(client.can('admin')).toBe(false);
    await expect(client.checkToken()).resolves.toBe(true);
    expect(client.can('admin')).toBe(true);
  });

  it('checkToken without a token is false without a request', async () => {
    const { client, http } = setupClient({ settings: { communicationMode: 'API_ONLY' } });
    await expect(client.checkToken()).resolves.toBe(false);
    expect(http).toHaveLength(0);
  });

  it('TOKEN_INACTIVE in any reply ends the session everywhere and goes to /login', async () => {
    const { client, storage, navigations } = setupClient({ signedIn: true, settings: { communicationMode: 'WS_ONLY' } });
    storage.setItem('theme', 'dark');
    const socket = await authenticateSocket();
    const first = client.call('User/ReadRoles', {});
    const second = client.call('User/getAllPrivilegeGroups', {});
    await flush();
    const frame = socket.requests.find((f) => f.action === 'User/ReadRoles')!;
    socket.receive({ success: false, message: 'Сеанс истёк', data: 'TOKEN_INACTIVE', requestId: frame.requestId });
    await expect(first).resolves.toMatchObject({ data: 'TOKEN_INACTIVE' });
    await expect(second).resolves.toMatchObject({ success: false, data: 'LOGGED_OUT' });
    expect(client.session.token.value).toBeNull();
    expect(client.session.user.value).toBeNull();
    expect(client.session.ability.value).toEqual([]);
    expect(client.can('viewHomepage')).toBe(false);
    expect(storage.getItem('theme')).toBeNull();
    expect(socket.closedWith).toBe(1000);
    expect(navigations).toEqual(['/login']);
  });

  it('a token check answered TOKEN_INACTIVE on the socket is a forced logout too', async () => {
    const { client, navigations } = setupClient({ signedIn: true });
    const socket = FakeWebSocket.last;
    socket.open();
    await flush();
    const check = socket.requests[0]!;
    socket.receive({ success: false, message: '', data: 'TOKEN_INACTIVE', requestId: check.requestId });
    await flush();
    expect(client.session.authenticated.value).toBe(false);
    expect(navigations).toEqual(['/login']);
  });

  it('logout tells the server, then clears everything and goes to /login', async () => {
    const { client, http, navigations, storage } = setupClient({ signedIn: true, settings: { communicationMode: 'API_ONLY' } });
    await client.logout();
    expect(http.map((r) => r.json().action)).toEqual(['User/AccountLogout']);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('an unparsable stored user is logged and read as an empty object', () => {
    const storage = createMemoryStorage();
    storage.setItem('accessToken', 'tok');
    storage.setItem('userData', '{broken');
    const { client, logger } = setupClient({ storage, settings: { communicationMode: 'API_ONLY' } });
    expect(client.session.user.value).toEqual({});
    expect(logger.errors.some((m) => m.includes('userData'))).toBe(true);
  });
});

describe('run, events, references and close', () => {
  it('run resolves data or throws a typed error', async () => {
    let reply: unknown = { success: true, message: '', data: [1] };
    const { client } = setupClient({ settings: { communicationMode: 'API_ONLY' }, responder: () => jsonResponse(reply) });
    await expect(client.run('User/ReadRoles', {})).resolves.toEqual([1]);
    reply = { success: false, message: 'Проверьте', data: 'INVALID_PARAMS', issues: [{ path: 'id', message: 'x' }] };
    await expect(client.run('User/ReadRoles', {})).rejects.toMatchObject({ name: 'ValidationError', code: 'INVALID_PARAMS', issues: [{ path: 'id' }] });
    reply = { success: false, message: 'Нет прав', data: 'ACCESS_DENIED' };
    await expect(client.run('User/ReadRoles', {})).rejects.toMatchObject({ name: 'ActionError', code: 'ACCESS_DENIED', action: 'User/ReadRoles' });
  });

  it('EVENT frames reach the subscribers of their topic; topics are announced again after a reconnect', async () => {
    const { client } = setupClient();
    const socket = await authenticateSocket();
    const received: unknown[] = [];
    const off = client.subscribe('queue.board', (data) => received.push(data));
    await flush();
    expect(socket.requests.at(-1)).toMatchObject({ action: 'Events/Subscribe', params: { topics: ['queue.board'] } });
    replyTo(socket, JSON.stringify(socket.requests.at(-1)), { topics: ['queue.board'] });
    socket.receive({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { called: 'A-001' } });
    socket.receive({ SYSTEM_CALL: 'EVENT', topic: 'other', data: 1 });
    expect(received).toEqual([{ called: 'A-001' }]);
    socket.drop();
    FakeWebSocket.last.open();
    await flush();
    FakeWebSocket.last.receive('pong');
    await flush();
    expect(FakeWebSocket.last.requests.at(-1)).toMatchObject({ action: 'Events/Subscribe', params: { topics: ['queue.board'] } });
    off();
    await flush();
    expect(FakeWebSocket.last.requests.at(-1)).toMatchObject({ action: 'Events/Unsubscribe' });
  });

  it('follow reads a view over HTTP while the socket is down, then takes its frames once the socket is up', async () => {
    let served = 0;
    const { client, http } = setupClient({
      subsystem: 'tv',
      settings: { apiKey: 'tv-key' },
      responder: (request) => jsonResponse({ success: true, message: '', data: { served: (served += 1) }, requestId: request.json().requestId }),
    });
    const seen: unknown[] = [];
    const stop = client.follow('queue.board', { action: 'Board/Get', params: {} }, (data) => seen.push(data), { pollMs: 1_000 });
    // The first attempt fails: the client falls back to HTTP, and the view polls over it.
    FakeWebSocket.last.drop();
    await tick(7_000);
    const polled = http.filter((request) => request.json().action === 'Board/Get').length;
    expect(polled).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBe(polled);
    // The socket is tried again in the background; once it is up, the view catches up over it.
    const sockets = FakeWebSocket.instances.length;
    while (FakeWebSocket.instances.length === sockets) await tick(1_000);
    const socket = await authenticateSocket();
    await flush();
    expect(socket.requests.map((frame) => frame.action)).toEqual(expect.arrayContaining(['Events/Subscribe', 'Board/Get']));
    const before = http.length;
    socket.receive({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { live: true } });
    await tick(5_000);
    expect(http.length).toBe(before);
    expect(seen.at(-1)).toEqual({ live: true });
    stop();
  });

  it('loads a reference list through the queue', async () => {
    const { client } = setupClient({ settings: { communicationMode: 'API_ONLY' }, responder: (request) => jsonResponse({ success: true, message: '', data: [{ id: 1 }], requestId: request.json().requestId }) });
    await expect(client.references.load('roles', { action: 'User/ReadRoles' })).resolves.toEqual([{ id: 1 }]);
    expect(client.references.state('roles').value.status).toBe('loaded');
  });

  it('close resolves everything waiting as CLIENT_CLOSED and refuses new calls', async () => {
    const { client } = setupClient({ signedIn: true, settings: { communicationMode: 'WS_ONLY' } });
    const pending = client.call('User/ReadRoles', {});
    client.close();
    client.close();
    await expect(pending).resolves.toMatchObject({ data: 'CLIENT_CLOSED' });
    await expect(client.call('User/ReadRoles', {})).resolves.toMatchObject({ data: 'CLIENT_CLOSED' });
    expect(client.closed.value).toBe(true);
  });

  it('refuses a relative apiBase without a page location, with a message saying what to pass', () => {
    expect(() => createClient({ apiBase: '/api', location: undefined as never, WebSocket: FakeWebSocket, autoConnect: false })).toThrow(/absolute URL/);
  });
});
