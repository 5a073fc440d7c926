import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Reply } from '@abitura/contracts/wire';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dispatcher, TransportInfo } from '../actions/dispatcher.js';
import { HTTP_BODY_LIMIT } from './errorReplies.js';
import { requestLogIds } from './requestLog.js';
import { createRpcFastPath, installRpcFastPath } from './rpcFastPath.js';
import { securityHeaderPairs } from './securityHeaders.js';
import { SUBSYSTEM_PROBLEM } from './subsystem.js';

const SECURITY_HEADERS = securityHeaderPairs().flat();

/**
 * The fast path on a bare node:http server, with a stand-in dispatcher and a fallback listener
 * standing for Fastify: which requests it takes, what it answers, what it logs.
 */
let server: Server;
let base: string;
let closing = false;
let failNext: 'throw' | 'bigint' | false = false;
const dispatched: Array<{ body: unknown; transport: TransportInfo }> = [];
let fellBack: string[] = [];
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const dispatcher = {
    dispatch: async (body: unknown, transport: TransportInfo): Promise<Reply> => {
      const failing = failNext;
      failNext = false;
      if (failing === 'throw') throw new Error('dispatcher broke');
      if (failing === 'bigint') return { success: true, message: '', data: 1n as unknown as number };
      dispatched.push({ body, transport });
      return { success: true, message: 'true', data: true, requestId: 'r-1' };
    },
  } as unknown as Dispatcher;
  const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
  const fastPath = createRpcFastPath({ dispatcher, log, parseJson: Fastify().getDefaultJsonParser('error', 'error'), trustProxy: false, nextLogId: requestLogIds(), closing: () => closing });
  server = createServer((request, response) => {
    fellBack.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => response.writeHead(299).end('fallback'));
  });
  installRpcFastPath(server, fastPath);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  dispatched.length = 0;
  fellBack = [];
  logged.length = 0;
  closing = false;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  text: string;
}

function send(options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean }): Promise<Answer> {
  const body = options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (body && !options.chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${options.path ?? '/api/rpc'}`, { method: options.method ?? 'POST', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode as number, headers: response.headers, rawHeaders: response.rawHeaders, text: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

const envelope = JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: 'token', requestId: 'r-1' });

/** Header names as sent, lower-cased, without the ones Node adds itself. */
const ownHeaderNames = (answer: Answer) =>
  answer.rawHeaders.filter((_, at) => at % 2 === 0).map((name) => name.toLowerCase()).filter((name) => !['date', 'keep-alive', 'connection'].includes(name));

describe('a request the fast path takes', () => {
  it('is dispatched with the parsed body and the transport from its headers, and answered like Fastify would', async () => {
    const answer = await send({ body: envelope, headers: { 'x-subsystem': 'kiosk', 'user-agent': 'kiosk/1', authorization: 'Bearer device-key', connection: 'keep-alive' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"success":true,"message":"true","data":true,"requestId":"r-1"}');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.text)));
    expect(ownHeaderNames(answer)).toEqual(['content-type', ...SECURITY_HEADERS.filter((_, at) => at % 2 === 0), 'content-length']);
    for (let at = 0; at < SECURITY_HEADERS.length; at += 2) expect(answer.headers[SECURITY_HEADERS[at] as string]).toBe(SECURITY_HEADERS[at + 1]);
    expect(answer.headers.connection).toBe('keep-alive');
    expect(dispatched).toEqual([{ body: JSON.parse(envelope), transport: { subsystem: 'kiosk', address: '127.0.0.1', userAgent: 'kiosk/1', apiKey: 'device-key', connection: null } }]);
    expect(fellBack).toEqual([]);
  });

  it('includes a query string, a charset parameter and a byte-order mark', async () => {
    await send({ path: '/api/rpc?x=1', body: envelope });
    await send({ body: envelope, headers: { 'content-type': 'Application/JSON; Charset=UTF-8' } });
    await send({ body: `\ufeff${envelope}` });
    expect(dispatched).toHaveLength(3);
    expect(dispatched[0]?.transport).toMatchObject({ subsystem: 'staff', userAgent: null, apiKey: null });
    expect(fellBack).toEqual([]);
  });

  it('refuses an unknown X-Subsystem and a body that is not an object with 400, without dispatching', async () => {
    const wrongSurface = await send({ body: envelope, headers: { 'x-subsystem': 'mainframe' } });
    expect(wrongSurface.status).toBe(400);
    expect(JSON.parse(wrongSurface.text)).toEqual({ success: false, message: SUBSYSTEM_PROBLEM, data: 'INVALID_PARAMS', issues: [{ path: '(envelope)', message: SUBSYSTEM_PROBLEM }] });
    for (const body of ['[]', 'null', '"text"', '42', 'true']) {
      const answer = await send({ body });
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text), body).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: '(envelope)' }] });
    }
    expect(dispatched).toEqual([]);
  });

  it('answers a body that is not JSON, or poisons prototypes, with 400 and closes the connection', async () => {
    for (const body of ['{', '   ', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', Buffer.from([0x7b, 0xff, 0x7d])]) {
      const answer = await send({ body });
      expect(answer.status, String(body)).toBe(400);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.text)).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: '(body)', message: expect.stringContaining('JSON') as unknown as string }] });
      expect(ownHeaderNames(answer)).toEqual(['content-type', ...SECURITY_HEADERS.filter((_, at) => at % 2 === 0), 'content-length']);
    }
    expect(dispatched).toEqual([]);
  });

  it('answers INTERNAL with 500 when the dispatcher throws or its reply cannot be serialized, and logs it with a request id', async () => {
    for (const failure of ['throw', 'bigint'] as const) {
      failNext = failure;
      logged.length = 0;
      const answer = await send({ body: envelope });
      expect(answer.status, failure).toBe(500);
      expect(JSON.parse(answer.text)).toMatchObject({ success: false, data: 'INTERNAL' });
      expect(logged.find((line) => line.msg === 'unhandled request error'), failure).toMatchObject({ level: 50, reqId: expect.stringMatching(/^req-/) as unknown as string });
    }
  });

  it('writes no request lines at info, as the Fastify route on /api/rpc does not', async () => {
    await send({ path: '/api/rpc?token=secret-value&subsystem=tv', body: envelope });
    await new Promise((resolve) => setImmediate(resolve));
    expect(dispatched).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});

describe('a request the fast path leaves to Fastify', () => {
  it('is any other method, path, content type, encoding or size, or any request once closing', async () => {
    const cases: Array<Parameters<typeof send>[0]> = [
      { method: 'GET', path: '/api/rpc' },
      { method: 'PUT', body: envelope },
      { path: '/api/rpc/', body: envelope },
      { path: '/api/rpcx', body: envelope },
      { path: '/api/admission', body: envelope },
      { body: envelope, headers: { 'content-type': 'text/plain' } },
      { body: envelope, headers: { 'content-type': 'application/json; charset=latin1' } },
      { body: envelope, chunked: true },
      { body: '', headers: { 'content-length': '0' } },
      { body: 'x'.repeat(HTTP_BODY_LIMIT + 1) },
    ];
    for (const request of cases) expect((await send(request)).status, JSON.stringify(request).slice(0, 120)).toBe(299);
    closing = true;
    expect((await send({ body: envelope })).status).toBe(299);
    expect(fellBack).toHaveLength(cases.length + 1);
    expect(dispatched).toEqual([]);
  });
});
