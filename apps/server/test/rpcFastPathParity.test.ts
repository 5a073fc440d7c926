import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * POST /api/rpc has two doors: the fast path on the server's socket, and Fastify's route (which
 * answers what the fast path leaves, and `inject`, which never touches the socket). Both must
 * answer alike: the same status, headers and body for the same request.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'parity', roles: ['Оператор очереди'] });
  token = await server.signIn('parity');
});
afterAll(() => server.close());

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

describe('the fast path and the Fastify route', () => {
  it('answer every kind of request alike', async () => {
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
