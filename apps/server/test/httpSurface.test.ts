import { request as httpRequest } from 'node:http';
import type { Reply } from '@abitura/contracts/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { expectClearFailure, postRaw } from './support/serverSupport.js';

/**
 * The HTTP surface around the actions: security headers on every response, health and readiness,
 * envelopes for unknown /api paths and oversized bodies, the X-Subsystem check, and the admission
 * service (form-urlencoded `todo` + `params`, answered `{message, page_code, data}`); and POST
 * /api/rpc answering alike over a real socket and through Fastify's `inject`.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'surface', roles: ['Оператор очереди'] });
  token = await server.signIn('surface');
});
afterAll(() => server.close());

/** A sentence in Russian (DESIGN section 2): it opens with a Russian word, whatever names it quotes later. */
function expectRussian(message: string | undefined, context: string): void {
  expect(message, context).toMatch(/^[^A-Za-zА-Яа-яЁё]*[А-ЯЁ][а-яё]+/);
}

function expectSecurityHeaders(headers: Headers, context: string): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, context).toContain("frame-ancestors 'none'");
  expect(csp, context).toContain("default-src 'self'");
  // The admission pages print PDFs through a frame of a blob: URL.
  expect(csp, context).toContain("frame-src 'self' blob:");
  expect(csp, context).toContain("object-src 'none'");
  expect(headers.get('x-content-type-options'), context).toBe('nosniff');
  expect(headers.get('referrer-policy'), context).toBe('no-referrer');
  expect(headers.get('x-frame-options'), context).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy'), context).toBe('same-origin');
  expect(headers.get('permissions-policy'), context).toBe('camera=(self), microphone=(), geolocation=()');
  // None of helmet's other headers: HSTS belongs to the proxy that terminates TLS.
  for (const other of ['strict-transport-security', 'origin-agent-cluster', 'cross-origin-resource-policy', 'cross-origin-embedder-policy', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
    expect(headers.get(other), `${context}: ${other}`).toBeNull();
  }
}

const admission = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/api/admission`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { message: string; page_code: number; data: unknown } };
};

describe('security headers', () => {
  it('are on every kind of response: health, replies, refusals, 404, 413, admission', async () => {
    const responses: Array<[string, Promise<Response>]> = [
      ['healthz', fetch(`${server.url}/healthz`)],
      ['readyz', fetch(`${server.url}/readyz`)],
      ['rpc', fetch(`${server.url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'User/CheckToken', params: { token } }) })],
      ['rpc refused', fetch(`${server.url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
      ['api 404', fetch(`${server.url}/api/nothing-here`)],
      ['page 404', fetch(`${server.url}/no/such/page`)],
      ['413', fetch(`${server.url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'x'.repeat(300 * 1024) } }) })],
      ['admission', fetch(`${server.url}/api/admission`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'todo=' })],
      ['ws without upgrade', fetch(`${server.url}/api/ws`)],
    ];
    for (const [label, pending] of responses) {
      const response = await pending;
      expectSecurityHeaders(response.headers, label);
      await response.arrayBuffer();
    }
  });
});

describe('health', () => {
  it('/healthz answers ok and /readyz answers ready with the database kind', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: server.database.kind });
  });
});

describe('errors as envelopes', () => {
  it('answers an unknown page in Russian', async () => {
    const page = await fetch(`${server.url}/no/such/page`, { method: 'POST' });
    expect(page.status).toBe(404);
    expectRussian(await page.text(), 'page 404');
  });

  it('answers an unknown /api path, or a wrong method, with a NOT_FOUND envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/v2/rpc'],
      ['GET', '/api/rpc'],
      ['DELETE', '/api/rpc?x=1'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await response.json()) as Reply;
      expectClearFailure(body, ['NOT_FOUND'], `${method} ${path}`);
      expect(body.message).not.toContain('x=1');
    }
  });

  it('answers a body over 256 KiB with 413 and a PAYLOAD_TOO_LARGE envelope, and keeps serving', async () => {
    const { status, body } = await postRaw(server.url, JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'x'.repeat(257 * 1024) }, token }));
    expect(status).toBe(413);
    expectClearFailure(body, ['PAYLOAD_TOO_LARGE']);
    const fits = await postRaw(server.url, JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'x'.repeat(250 * 1024) }, token }));
    expect(fits.status).toBe(200);
    expectClearFailure(fits.body, ['INVALID_PARAMS']);
    expect((await server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).body).toMatchObject({ success: true });
  });

  it('refuses an unknown X-Subsystem with 400 and an envelope naming the accepted ones', async () => {
    const { status, body } = await server.rpc({ action: 'User/CheckToken', params: { token } }, { 'X-Subsystem': 'mainframe' });
    expect(status).toBe(400);
    expectClearFailure(body, ['INVALID_PARAMS']);
    expect(body.message).toMatch(/staff, kiosk, tv, questionnaire, qr, cli/);
    expectRussian(body.message, 'X-Subsystem');
  });

  it('refuses, in Russian and with its code, a body that is not JSON or not an object, on both doors', async () => {
    const bodies: Array<[string, string, string?]> = [
      ['a list', '[1]'],
      ['null', 'null'],
      ['a string', '"строка"'],
      ['a number', '42'],
      ['broken JSON', '{"action":'],
      ['empty', ''],
      ['plain text', 'action=User/CheckToken', 'text/plain'],
    ];
    for (const [label, body, type = 'application/json'] of bodies) {
      const socket = await postRaw(server.url, body, { 'content-type': type });
      const fastify = await server.app.http.inject({ method: 'POST', url: '/api/rpc', headers: { 'content-type': type }, payload: body });
      for (const [door, status, reply] of [['socket', socket.status, socket.body], ['fastify', fastify.statusCode, JSON.parse(fastify.body) as Reply]] as const) {
        const context = `${label} via ${door}`;
        expect([400, 415], context).toContain(status);
        expectClearFailure(reply, ['INVALID_PARAMS'], context);
        expectRussian(reply.message, context);
        for (const issue of reply.issues ?? []) expectRussian(issue.message, context);
      }
    }
  });

  it('takes every listed subsystem, and staff when the header is absent', async () => {
    for (const subsystem of ['staff', 'kiosk', 'tv', 'questionnaire', 'qr', 'cli']) {
      const { status, body } = await server.rpc({ action: 'User/CheckToken', params: { token } }, { 'X-Subsystem': subsystem });
      expect(status, subsystem).toBe(200);
      expect(body, subsystem).toMatchObject({ success: true });
    }
  });
});

describe('/api/admission', () => {
  it('applies a write sent again with the same requestId once, answering the stored reply, and refuses other params under it', async () => {
    await server.addUser({ login: 'committee', roles: ['Приёмная комиссия'] });
    const committee = await server.signIn('committee');
    const calendar = { year: 2031, filing_starts: '2031-06-20', filing_ends: '2031-08-15', tests_start: '2031-07-01', tests_end: '2031-08-10', lists_date: '2031-08-16', enrolment_date: '2031-08-25' };
    const form = { todo: 'Admission/SaveSeason', params: JSON.stringify(calendar), token: committee, requestId: 'season-2031-once' };
    const first = await admission(form);
    const again = await admission(form);
    expect(first.body).toMatchObject({ page_code: 200, data: { year: 2031 } });
    expect(again.body).toEqual(first.body);
    const seasons = await admission({ todo: 'Admission/ListSeasons', params: '{}', token: committee });
    expect((seasons.body.data as Array<{ year: number }>).filter((season) => season.year === 2031)).toHaveLength(1);
    const changed = await admission({ ...form, params: JSON.stringify({ ...calendar, enrolment_date: '2031-08-26' }) });
    expect(changed.body).toMatchObject({ page_code: 409, data: { code: 'CONFLICT' } });
  });

  it('runs an operation from todo + params JSON + token and answers {message, page_code: 200, data}', async () => {
    const allowed = await admission({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 'viewHomepage' }), token });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ message: 'true', page_code: 200, data: true });
    const denied = await admission({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 'viewAccessPanel' }), token });
    expect(denied.body).toEqual({ message: 'false', page_code: 200, data: false });
    expectSecurityHeaders(allowed.headers, 'admission');
  });

  it('maps refusals to page codes: bad params JSON 400, invalid params 400 with issues, no token 403, dead token 401, unknown todo 404, no todo 400', async () => {
    const badJson = await admission({ todo: 'User/CheckAccess', params: '{permission:', token });
    expect(badJson.body).toMatchObject({ page_code: 400 });
    expect(badJson.body.message).toMatch(/JSON/);

    const invalid = await admission({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 42 }), token });
    expect(invalid.body).toMatchObject({ page_code: 400, data: { code: 'INVALID_PARAMS' } });
    expect((invalid.body.data as { issues: unknown[] }).issues.length).toBeGreaterThan(0);

    expect((await admission({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 'viewHomepage' }) })).body).toMatchObject({ page_code: 403, data: { code: 'ACCESS_DENIED' } });
    expect((await admission({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 'viewHomepage' }), token: 'not-a-live-token' })).body).toMatchObject({ page_code: 401, data: { code: 'TOKEN_INACTIVE' } });
    const unknown = await admission({ todo: 'Admission/NoSuchThing', params: '{}', token });
    expect(unknown.body).toMatchObject({ page_code: 404, data: { code: 'UNKNOWN_ACTION' } });
    expect(unknown.body.message).toMatch(/Admission\/NoSuchThing/);
    const noTodo = await admission({ params: '{}', token });
    expect(noTodo.body).toMatchObject({ page_code: 400, data: { code: 'INVALID_PARAMS', issues: [{ path: 'todo' }] } });
    expect(badJson.body).toMatchObject({ data: { code: 'INVALID_PARAMS', issues: [{ path: 'params' }] } });
    for (const reply of [badJson, invalid, unknown, noTodo]) expectRussian(reply.body.message, reply.body.message);
  });

  it('refuses an invalid X-Subsystem with HTTP 400 and a JSON body instead of a form with 415', async () => {
    const wrongSubsystem = await admission({ todo: 'User/CheckAccess', params: '{}', token }, { 'X-Subsystem': 'mainframe' });
    expect(wrongSubsystem.status).toBe(400);
    expect(wrongSubsystem.body).toMatchObject({ page_code: 400, data: { code: 'INVALID_PARAMS', issues: [{ path: 'X-Subsystem' }] } });
    expectRussian(wrongSubsystem.body.message, 'admission X-Subsystem');
    const json = await fetch(`${server.url}/api/admission`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ todo: 'User/CheckAccess' }) });
    expect(json.status).toBe(415);
    const notAForm = (await json.json()) as { message: string };
    expect(notAForm).toMatchObject({ page_code: 415, data: { code: 'INVALID_PARAMS', issues: [{ path: '(body)' }] } });
    expectRussian(notAForm.message, 'admission JSON body');
  });
});

describe('the Origin of an admission form', () => {
  /** A form post with the Origin and Host a browser page would send (fetch may not set Host). */
  const post = (headers: Record<string, string>) =>
    new Promise<{ status: number; body: { message: string; page_code: number; data: unknown } }>((resolve, reject) => {
      const form = new URLSearchParams({ todo: 'User/CheckAccess', params: JSON.stringify({ permission: 'viewHomepage' }), token }).toString();
      const outgoing = httpRequest(`${server.url}/api/admission`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode as number, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: string; page_code: number; data: unknown } }));
      });
      outgoing.on('error', reject);
      outgoing.end(form);
    });

  it('refuses a cross-site form, a DNS-rebinding page and the opaque null origin with 403 ACCESS_DENIED', async () => {
    const port = new URL(server.url).port;
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: `http://rebind.example:${port}`, host: `rebind.example:${port}` }]) {
      const { status, body } = await post(headers);
      expect(status, headers.origin).toBe(403);
      expect(body, headers.origin).toMatchObject({ page_code: 403, data: { code: 'ACCESS_DENIED' } });
      expectRussian(body.message, headers.origin);
    }
  });

  it('takes a form from the public address, from the server reached by its IP, and from clients without an Origin', async () => {
    for (const headers of [{ origin: 'http://abitura.test', host: 'abitura.test' }, { origin: server.url }, {}]) {
      expect(await post(headers), JSON.stringify(headers)).toEqual({ status: 200, body: { message: 'true', page_code: 200, data: true } });
    }
  });
});

/** Headers both doors set; Node adds date, connection and keep-alive on the socket. */
const COMPARED = /^(content-type|content-length|content-security-policy|x-content-type-options|referrer-policy|x-frame-options|cross-origin-opener-policy|permissions-policy)$/;

function viaSocket(body: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${server.url}/api/rpc`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), connection: 'keep-alive', ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept = Object.entries(response.headers).filter(([name]) => COMPARED.test(name));
          resolve({ status: response.statusCode as number, headers: Object.fromEntries(kept) as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), connection: response.headers.connection });
          outgoing.destroy();
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function viaFastify(body: string, headers: Record<string, string>) {
  const response = await server.app.http.inject({ method: 'POST', url: '/api/rpc', headers: { 'content-type': 'application/json', ...headers }, payload: body, remoteAddress: '127.0.0.1' });
  const kept = Object.entries(response.headers).filter(([name]) => COMPARED.test(name)).map(([name, value]) => [name, String(value)]);
  return { status: response.statusCode, headers: Object.fromEntries(kept) as Record<string, string>, body: response.body, connection: response.headers.connection as string | undefined };
}

describe('POST /api/rpc over a real socket', () => {
  it("answers every kind of request as Fastify's route does under inject: nothing stands in front of it", async () => {
    const envelope = { action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token };
    const cases: Array<[string, string, Record<string, string>?]> = [
      ['allowed', JSON.stringify({ ...envelope, requestId: 'p-1' })],
      ['denied, no requestId', JSON.stringify({ ...envelope, params: { permission: 'viewAccessPanel' } })],
      ['with a key and a surface', JSON.stringify(envelope), { authorization: 'Bearer device-key', 'x-subsystem': 'kiosk', 'user-agent': 'kiosk/1' }],
      ['unknown surface', JSON.stringify(envelope), { 'x-subsystem': 'mainframe' }],
      ['not an object', '[1]'],
      ['null', 'null'],
      ['broken JSON', '{"action":'],
      ['prototype poisoning', '{"action":"User/CheckAccess","__proto__":{"x":1}}'],
      ['byte-order mark', `\ufeff${JSON.stringify(envelope)}`],
      ['unknown envelope key', JSON.stringify({ ...envelope, extra: 1, requestId: 'p-2' })],
      ['bad requestId', JSON.stringify({ ...envelope, requestId: 'bad id' })],
      ['unknown action', JSON.stringify({ action: 'Nope/Nope', requestId: 'p-3' })],
      ['no token', JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' } })],
      ['dead token', JSON.stringify({ ...envelope, token: 'not-a-live-token' })],
      ['invalid params', JSON.stringify({ ...envelope, params: { permission: 42, extra: true } })],
      ['NUL in params', JSON.stringify({ ...envelope, params: { permission: 'a\u0000b' } })],
      ['a read action', JSON.stringify({ action: 'User/CheckToken', params: { token } })],
    ];
    for (const [label, body, headers = {}] of cases) {
      const socket = await viaSocket(body, headers);
      const fastify = await viaFastify(body, headers);
      expect({ ...socket, connection: socket.connection === 'close' }, label).toEqual({ ...fastify, connection: fastify.connection === 'close' });
      expect(socket.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
      if (label === 'allowed') expect(JSON.parse(socket.body)).toEqual({ success: true, message: 'true', data: true, requestId: 'p-1' });
    }
  });
});

describe('request logging', () => {
  it('writes no request lines at info for POST /api/rpc, the hot route, while /healthz gets them', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({}, { logTo: { write: (line: string) => void lines.push(line) } });
    try {
      await logged.addUser({ login: 'surface', roles: ['Оператор очереди'] });
      const loggedToken = await logged.signIn('surface');
      expect(await logged.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: loggedToken, requestId: 'log-1' })).toEqual({
        status: 200,
        body: { success: true, message: 'true', data: true, requestId: 'log-1' },
      });
      expect((await fetch(`${logged.url}/healthz`)).status).toBe(200);
      const requested = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } }).filter((line) => line.msg === 'incoming request');
      expect(requested.map((line) => line.req?.url)).toEqual(['/healthz']);
    } finally {
      await logged.close();
    }
  });
});
