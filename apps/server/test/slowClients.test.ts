import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Slow-client limits (docs/operations.md, Security): a request whose headers or body stop short is
 * answered 408 with a Russian envelope and its connection closed, instead of holding a socket for
 * as long as the client likes. Node enforces the limits on its own timer, so these tests wait for
 * the outcome in real time (limits of a fraction of a second) and assert only what is answered.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ httpTimeouts: { headersTimeoutMs: 300, requestTimeoutMs: 600, connectionTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 } });
});
afterAll(() => server.close());

/** Writes raw bytes on a fresh connection and resolves with all it receives until the server closes it. */
function sendRaw(bytes: string, giveUpMs = 10_000): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open; got: ${Buffer.concat(chunks).toString('utf8')}`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.on('error', () => {});
    socket.write(bytes);
  });
}

function replyIn(response: string): { status: number; headers: string; body: { success: boolean; message: string; data: string } } {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) as { success: boolean; message: string; data: string } };
}

describe('slow clients', () => {
  it('answers a body shorter than its Content-Length with 408 TIMEOUT in Russian, and closes the connection', async () => {
    const body = '{"action":"User/CheckToken"';
    const response = await sendRaw(`POST /api/rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`);
    const reply = replyIn(response);
    expect(reply.status).toBe(408);
    expect(reply.body).toEqual({ success: false, data: 'TIMEOUT', message: 'Запрос не получен целиком за 1 с: проверьте соединение и отправьте его снова.' });
    expect(reply.headers).toContain('connection: close');
    expect(reply.headers).toContain("frame-ancestors 'none'");
  });

  it('answers headers that never end the same way, on any address', async () => {
    const reply = replyIn(await sendRaw('GET /queue/tv HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
    expect(reply.status).toBe(408);
    expect(reply.body).toMatchObject({ success: false, data: 'TIMEOUT' });
  });

  it('answers bytes that are not HTTP with 400 INVALID_PARAMS in Russian', async () => {
    const reply = replyIn(await sendRaw('HELLO THERE\r\n\r\n'));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, data: 'INVALID_PARAMS', message: 'Запрос не является корректным HTTP-запросом.' });
  });

  it('lets a kept-alive connection idle past the header limit before its next request', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    const received: string[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const answered = async (count: number) => {
      while (received.join('').split('HTTP/1.1 ').length - 1 < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    socket.write(request);
    await answered(1);
    // Idle for longer than the header limit (300 ms), well within keep-alive (5 s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    socket.write(request);
    await answered(2);
    socket.destroy();
    expect(received.join('').match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
  });

  it('keeps serving whole requests', async () => {
    expect((await server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' } })).body).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
