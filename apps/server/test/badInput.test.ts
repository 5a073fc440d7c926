import type { Reply } from '@abitura/contracts/wire';
import { contracts, type ActionContract } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { hostileValidCases, malformedCases, oversizedCases, type BadCase } from './support/badParams.js';
import { registerTestDevices } from './support/queueFixtures.js';
import { RawSocket, replyOf } from './support/rawSocket.js';
import { envelopeText, expectClearFailure, inGroups, postRaw, tableCounts } from './support/serverSupport.js';

/**
 * Bad input, generated from each action's schema with fast-check and sent as an Администратор
 * (so access never hides a validation hole): every malformed request gets a clear refusal (an
 * error code, a sentence, issues for INVALID_PARAMS), never an HTTP 5xx, changes no row of any
 * table, and the server keeps serving. Malformed envelopes over HTTP and frames over the
 * WebSocket too.
 */
const PER_ACTION = 200;
const WS_SAMPLE = 25;
const PARALLEL = 8;

let server: TestServer;
let token: string;
let before: Record<string, number>;
let sent = 0;
/** Kiosks and TV boards send their device key, so it never hides a validation hole either. */
let deviceKeys: Partial<Record<string, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'fuzzer', roles: ['Администратор'] });
  token = await server.signIn('fuzzer');
  deviceKeys = await registerTestDevices(server);
  before = await tableCounts(server);
});
afterAll(() => server.close());

/** The subsystem an Администратор calls from: staff, unless a public action does not list it. */
function subsystemOf(contract: ActionContract): string {
  const rule = contract.permission;
  return typeof rule === 'object' && 'public' in rule && !rule.public.includes('staff') ? (rule.public[0] as string) : 'staff';
}

async function sendHttp(contract: ActionContract, bad: BadCase, index: number, session = token): Promise<{ status: number; body: Reply }> {
  sent += 1;
  const requestId = index % 3 === 0 ? `fuzz-${contract.name.replace(/[^A-Za-z0-9]/g, '-')}-${index}` : undefined;
  const key = deviceKeys[subsystemOf(contract)];
  return postRaw(server.url, envelopeText(contract.name, bad.text, session, requestId), { 'X-Subsystem': subsystemOf(contract), ...(key ? { Authorization: `Bearer ${key}` } : {}) });
}

async function stillServing(): Promise<void> {
  const { status, body } = await server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token });
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true, data: true });
}

describe('malformed envelopes over HTTP', () => {
  const cases: Array<[string, string | Uint8Array, Record<string, string>?]> = [
    ['not JSON', 'this is not json'],
    ['truncated JSON', '{"action":"User/CheckAccess","params":{'],
    ['empty body', ''],
    ['JSON array', '[{"action":"User/CheckAccess"}]'],
    ['JSON string', '"User/CheckAccess"'],
    ['JSON number', '42'],
    ['JSON null', 'null'],
    ['missing action', '{"params":{"permission":"viewHomepage"}}'],
    ['numeric action', '{"action":42,"params":{}}'],
    ['empty action', '{"action":"","params":{}}'],
    ['overlong action', JSON.stringify({ action: 'A'.repeat(5_000), params: {} })],
    ['unknown action', '{"action":"User/DropEverything","params":{}}'],
    ['__proto__ as the action', '{"action":"__proto__","params":{}}'],
    ['constructor as the action', '{"action":"constructor","params":{}}'],
    ['numeric token', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"token":12345}'],
    ['object token', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"token":{"$ne":null}}'],
    ['overlong token', JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token: 'x'.repeat(10_000) })],
    ['requestId with spaces', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"requestId":"a b c"}'],
    ['requestId with markup', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"requestId":"<script>alert(1)</script>"}'],
    ['requestId with Cyrillic and NUL', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"requestId":"запрос\\u0000"}'],
    ['numeric requestId', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"requestId":7}'],
    ['huge requestId', JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, requestId: 'r'.repeat(200_000) })],
    ['extra envelope field', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"admin":true}'],
    ['__proto__ in the envelope', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"},"__proto__":{"isAdmin":true}}'],
    ['constructor.prototype in params', '{"action":"User/CheckAccess","params":{"constructor":{"prototype":{"isAdmin":true}}}}'],
    ['deeply nested params', `{"action":"User/CheckAccess","params":${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
    ['text/plain body', '{"action":"User/CheckAccess"}', { 'content-type': 'text/plain' }],
    ['no content type', '{"action":"User/CheckAccess"}', { 'content-type': '' }],
    ['form body', 'action=User%2FCheckAccess', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['unknown X-Subsystem', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"}}', { 'X-Subsystem': 'mainframe' }],
    ['garbage Authorization', '{"action":"User/CheckAccess","params":{"permission":"viewHomepage"}}', { Authorization: 'Bearer \u00ff\u00fe' }],
  ];

  it.each(cases)('%s: a clear refusal, no 5xx', async (label, body, headers) => {
    const { status, body: reply, text } = await postRaw(server.url, body, headers ?? {});
    expect(status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
    expectClearFailure(reply, ['INVALID_PARAMS', 'UNKNOWN_ACTION', 'PAYLOAD_TOO_LARGE', 'ACCESS_DENIED', 'TOKEN_INACTIVE'], label);
    // A requestId the envelope refuses is never echoed back whole.
    if (reply.requestId !== undefined) expect(reply.requestId).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
  });

  it('names what is wrong in the issues of an envelope refusal', async () => {
    const { body } = await postRaw(server.url, '{"params":{}}');
    expectClearFailure(body, ['INVALID_PARAMS']);
    expect(body.issues?.map((issue) => issue.path)).toContain('action');
  });

  it('changes nothing and keeps serving', async () => {
    expect(await tableCounts(server)).toEqual(before);
    await stillServing();
  });
});

describe('malformed frames over the WebSocket', () => {
  it('answers binary, non-JSON, arrays and primitives with a clear INVALID_PARAMS, then still serves the socket', async () => {
    const socket = await RawSocket.open(server.url);
    const frames: Array<string | Buffer> = [Buffer.from([0, 1, 2, 3, 255]), 'not json', '{"action":', '[]', '[{"action":"User/CheckAccess"}]', '42', 'null', '"User/CheckAccess"', 'true', '', '{}', '{"action":7}', '{"action":"User/CheckAccess","token":[]}'];
    for (const frame of frames) {
      server.clock.advance(100);
      socket.send(frame);
    }
    const replies = (await socket.waitForCount(frames.length)).map((text) => replyOf(text));
    for (const [index, reply] of replies.entries()) {
      expect(reply, `frame ${index}`).not.toBeNull();
      expectClearFailure(reply as Reply, ['INVALID_PARAMS'], `frame ${index}: ${JSON.stringify(String(frames[index])).slice(0, 40)}`);
    }
    expect(await socket.request({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).toMatchObject({ success: true, data: true });
    socket.close();
  });

  it('closes a socket that sends a 65 KiB frame with 1009, and a new socket works', async () => {
    const socket = await RawSocket.open(server.url);
    socket.send(JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'x'.repeat(65 * 1024) }, token }));
    expect((await socket.closed).code).toBe(1009);
    const next = await RawSocket.open(server.url);
    expect(await next.request({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).toMatchObject({ success: true });
    next.close();
  });
});

describe.each(contracts.map((contract) => [contract.name, contract] as const))('%s', (_name, contract: ActionContract) => {
  const malformed = malformedCases(contract, PER_ACTION);

  it(`refuses ${PER_ACTION}+ generated malformed params over HTTP clearly, changing nothing`, async () => {
    expect(malformed.length).toBeGreaterThanOrEqual(PER_ACTION);
    const counts = await tableCounts(server);
    const replies = await inGroups(malformed, PARALLEL, (bad, index) => sendHttp(contract, bad, index));
    for (const [index, { status, body }] of replies.entries()) {
      const bad = malformed[index] as BadCase;
      const context = `${bad.label}: ${String(bad.text).slice(0, 120)}`;
      expect(status, context).toBeLessThan(500);
      expectClearFailure(body, ['INVALID_PARAMS', 'PAYLOAD_TOO_LARGE'], context);
    }
    expect(await tableCounts(server)).toEqual(counts);
  });

  it('refuses 1 MB params with 413 PAYLOAD_TOO_LARGE', async () => {
    for (const bad of oversizedCases(contract)) {
      const { status, body } = await sendHttp(contract, bad, 1);
      expect(status, bad.label).toBe(413);
      expectClearFailure(body, ['PAYLOAD_TOO_LARGE'], bad.label);
    }
  });

  it(`refuses ${WS_SAMPLE} of them over the WebSocket the same way`, async () => {
    const socket = await RawSocket.open(server.url, { subsystem: subsystemOf(contract) });
    const sample = malformed.filter((bad) => (bad.text ?? '').length < 60_000).slice(0, WS_SAMPLE);
    try {
      for (const [index, bad] of sample.entries()) {
        server.clock.advance(60);
        const requestId = `ws-fuzz-${index}`;
        socket.send(envelopeText(contract.name, bad.text, token, requestId, deviceKeys[subsystemOf(contract)]));
        const text = await socket.waitFor((message) => replyOf(message)?.requestId === requestId || (bad.text !== undefined && replyOf(message) !== null && !message.includes('"requestId"')), 10_000);
        expectClearFailure(replyOf(text) as Reply, ['INVALID_PARAMS'], `${bad.label}: ${String(bad.text).slice(0, 120)}`);
        socket.messages.splice(socket.messages.indexOf(text), 1);
      }
      expect(socket.open).toBe(true);
    } finally {
      socket.close();
    }
  });

  const hostile = hostileValidCases(contract);
  // Actions with no free-text field (ids, enums, patterns) have no such case.
  if (hostile.length > 0)
  it(`answers ${hostile.length} schema-valid params carrying hostile text (NUL, lone surrogates, bidi) without breaking`, async () => {
    // A session of its own: valid params reach the handler, and a password change ends the session
    // that gets the current password wrong 5 times in a row.
    const session = await server.signIn('fuzzer');
    for (const [index, bad] of hostile.entries()) {
      const { status, body } = await sendHttp(contract, bad, index + 1, session);
      const context = `${bad.label}: ${JSON.stringify(bad.text).slice(0, 160)}`;
      expect(status, context).toBeLessThan(500);
      expect(body.data, `${context}: ${body.message}`).not.toBe('INTERNAL');
      if (!body.success) expectClearFailure(body, undefined, context);
    }
    await stillServing();
  });
});

describe('afterwards', () => {
  it('the process still serves, over HTTP and the WebSocket', async () => {
    await stillServing();
    const socket = await RawSocket.open(server.url);
    expect(await socket.request({ action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token })).toMatchObject({ success: true });
    socket.close();
    expect(sent).toBeGreaterThanOrEqual(contracts.length * PER_ACTION);
  });
});
