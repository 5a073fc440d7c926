import type { Reply } from '@abitura/contracts/wire';
import { contracts, findContract, sessionPayload, type ActionContract } from '@abitura/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentReplies, mailOutbox, passwordResets, roles } from '../src/db/schema/index.js';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { validParams } from './support/paramsFromSchema.js';
import { RawSocket } from './support/rawSocket.js';
import { eventually, expectClearFailure, tableCounts } from './support/serverSupport.js';

/**
 * Writes are applied once per requestId and caller, whether the repeats come in sequence or at
 * once, over the WebSocket or HTTP: one effect, the same reply; the same requestId with other
 * params is CONFLICT; callers never share requestIds.
 */
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A reply as data: key order is not part of a JSON object (stored replies come back from jsonb). */
const strip = (reply: Reply) => JSON.parse(JSON.stringify(reply)) as unknown;

async function account() {
  const login = `idem${++counter}`;
  const id = await server.addUser({ login, roles: ['Администратор'] });
  return { id, login, email: `${login}@college.test` };
}

async function effectsFor(userId: number, email: string) {
  const resets = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
  const outbox = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return { resets: resets.length, outbox: outbox.length, sent: server.mail.filter((mail) => mail.to === email).length };
}

describe('User/ForgotPassword repeated with one requestId', () => {
  it('sends one mail for 5 sequential and 5 concurrent repeats over WS, then HTTP, all with the same reply', async () => {
    const user = await account();
    const requestId = `forgot-${user.id}-once`;
    const envelope = { action: 'User/ForgotPassword', params: { login: user.login }, token: null, requestId };
    const socket = await RawSocket.open(server.url);
    const replies: Reply[] = [];
    for (let repeat = 0; repeat < 5; repeat += 1) replies.push(await socket.request(envelope));
    // Five frames at once on one socket: their replies all carry the same requestId.
    for (let repeat = 0; repeat < 5; repeat += 1) socket.send(envelope);
    const frames = await socket.waitForCount(10);
    replies.push(...frames.slice(5).map((text) => JSON.parse(text) as Reply));
    for (let repeat = 0; repeat < 5; repeat += 1) replies.push((await server.rpc(envelope)).body);
    replies.push(...(await Promise.all(Array.from({ length: 5 }, () => server.rpc(envelope)))).map((result) => result.body));
    socket.close();

    expect(replies).toHaveLength(20);
    expect(replies[0]).toMatchObject({ success: true, data: null, requestId });
    for (const reply of replies) expect(strip(reply)).toEqual(strip(replies[0] as Reply));
    await eventually(async () => (await effectsFor(user.id, user.email)).sent === 1, 5_000, 'the mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await effectsFor(user.id, user.email)).toEqual({ resets: 1, outbox: 1, sent: 1 });
  });

  it('answers CONFLICT to the same requestId with other params, over HTTP and WS, without a second effect', async () => {
    const user = await account();
    const other = await account();
    const requestId = `forgot-${user.id}-conflict`;
    expect((await server.rpc({ action: 'User/ForgotPassword', params: { login: user.login }, requestId })).body).toMatchObject({ success: true });
    const http = (await server.rpc({ action: 'User/ForgotPassword', params: { login: other.login }, requestId })).body;
    expectClearFailure(http, ['CONFLICT']);
    expect(http.requestId).toBe(requestId);
    const socket = await RawSocket.open(server.url);
    expectClearFailure(await socket.request({ action: 'User/ForgotPassword', params: { login: other.login }, requestId }), ['CONFLICT']);
    // Another action under the same requestId is a conflict too.
    expectClearFailure(await socket.request({ action: 'User/ResetPassword', params: { token: '0'.repeat(32), password: 'Long-Enough-Pass-1' }, requestId }), ['CONFLICT']);
    socket.close();
    expect((await effectsFor(other.id, other.email)).resets).toBe(0);
    expect((await effectsFor(user.id, user.email)).resets).toBe(1);
  });

  it('keeps requestIds apart per caller: two users and an anonymous caller reusing one requestId each get their own effect', async () => {
    const [first, second, third] = [await account(), await account(), await account()];
    const firstToken = await server.signIn(first.login);
    const secondToken = await server.signIn(second.login);
    const requestId = `shared-${first.id}`;
    const replies = await Promise.all([
      server.rpc({ action: 'User/ForgotPassword', params: { login: first.login }, token: firstToken, requestId }),
      server.rpc({ action: 'User/ForgotPassword', params: { login: second.login }, token: secondToken, requestId }),
      server.rpc({ action: 'User/ForgotPassword', params: { login: third.login }, token: null, requestId }),
    ]);
    for (const { body } of replies) expect(body).toMatchObject({ success: true, requestId });
    for (const user of [first, second, third]) expect((await effectsFor(user.id, user.email)).resets, user.login).toBe(1);
    const stored = await server.database.db.select({ caller: idempotentReplies.caller }).from(idempotentReplies).where(eq(idempotentReplies.requestId, requestId));
    expect(new Set(stored.map((row) => row.caller)).size).toBe(3);
  });
});

describe.runIf(findContract('Role/Create') !== undefined)('an access-management write (Role/Create) repeated with one requestId', () => {
  it('creates one role for 5 sequential and 5 concurrent repeats over WS, then HTTP; other params are CONFLICT; callers are kept apart', async () => {
    const admin = await account();
    const token = await server.signIn(admin.login);
    const name = `Дежурный ${admin.id}`;
    const envelope = { action: 'Role/Create', params: { name, description: 'idempotency', permissions: ['viewHomepage'] }, token, requestId: `role-${admin.id}` };
    const socket = await RawSocket.open(server.url);
    const replies: Reply[] = [];
    for (let repeat = 0; repeat < 5; repeat += 1) replies.push(await socket.request(envelope));
    for (let repeat = 0; repeat < 5; repeat += 1) socket.send(envelope);
    replies.push(...(await socket.waitForCount(10)).slice(5).map((text) => JSON.parse(text) as Reply));
    for (let repeat = 0; repeat < 5; repeat += 1) replies.push((await server.rpc(envelope)).body);
    replies.push(...(await Promise.all(Array.from({ length: 5 }, () => server.rpc(envelope)))).map((result) => result.body));
    expect(replies[0]).toMatchObject({ success: true, data: { name, permissions: ['viewHomepage'] } });
    for (const reply of replies) expect(strip(reply)).toEqual(strip(replies[0] as Reply));
    const rows = await server.database.db.select().from(roles).where(eq(roles.name, name));
    expect(rows).toHaveLength(1);

    expectClearFailure(await socket.request({ ...envelope, params: { ...envelope.params, name: `${name} 2` } }), ['CONFLICT']);
    socket.close();
    // Another administrator's identical requestId is theirs alone (and meets the unique name).
    const other = await account();
    const otherToken = await server.signIn(other.login);
    expectClearFailure((await server.rpc({ ...envelope, token: otherToken })).body, ['CONFLICT', 'INVALID_PARAMS']);
    const second = (await server.rpc({ ...envelope, token: otherToken, params: { ...envelope.params, name: `${name} (копия)` } })).body;
    expect(second).toMatchObject({ success: true, data: { name: `${name} (копия)` } });
  });
});

describe('a sign-in repeated with one requestId', () => {
  it('signs in again rather than replaying a stored token: tokens are never kept in clear', async () => {
    const user = await account();
    const requestId = `login-${user.id}`;
    const envelope = { action: 'User/AccountLogin', params: { login: user.login, password: DEFAULT_PASSWORD }, requestId };
    const first = (await server.rpc(envelope)).body;
    const second = (await server.rpc(envelope)).body;
    expect(first).toMatchObject({ success: true, requestId });
    expect(second).toMatchObject({ success: true, requestId });
    for (const reply of [first, second]) {
      const token = (reply.data as { token: string }).token;
      expect((await server.rpc({ action: 'User/CheckToken', params: { token } })).body).toMatchObject({ success: true });
    }
    const stored = await server.database.db
      .select()
      .from(idempotentReplies)
      .where(and(eq(idempotentReplies.requestId, requestId)));
    expect(JSON.stringify(stored)).not.toContain((first.data as { token: string }).token);
  });
});

/** Writes whose reply hands out a session token: covered above, they are not replayed. */
const handsOutSession = (contract: ActionContract) => (contract.result as unknown) === sessionPayload;

describe.each(contracts.filter((contract) => contract.kind === 'write' && !handsOutSession(contract)).map((contract) => [contract.name, contract] as const))(
  '%s repeated with one requestId',
  (_name, contract: ActionContract) => {
    it('gives the same reply to 3 sequential WS and 3 concurrent HTTP repeats, with no further effect', async () => {
      const caller = await account();
      const token = await server.signIn(caller.login);
      const subsystem = typeof contract.permission === 'object' && 'public' in contract.permission && !contract.permission.public.includes('staff') ? contract.permission.public[0] : 'staff';
      const headers = { 'X-Subsystem': subsystem as string };
      // The first candidate params that succeed (or the last one) become the write under test.
      const candidates = validParams(contract, 5, 4242 + counter);
      expect(candidates.length).toBeGreaterThan(0);
      let first: Reply | undefined;
      let envelope: Record<string, unknown> = {};
      for (const [index, params] of candidates.entries()) {
        envelope = { action: contract.name, params, token, requestId: `generic-${caller.id}-${index}` };
        first = (await server.rpc(envelope, headers)).body;
        if (first.success) break;
      }
      const reply = first as Reply;
      const counts = await tableCounts(server);
      const stillSignedIn = (await server.rpc({ action: 'User/CheckToken', params: { token } })).body.success;

      const socket = await RawSocket.open(server.url, { subsystem: subsystem as string });
      const repeats: Reply[] = [];
      for (let repeat = 0; repeat < 3; repeat += 1) {
        server.clock.advance(100);
        repeats.push(await socket.request(envelope));
      }
      socket.close();
      repeats.push(...(await Promise.all(Array.from({ length: 3 }, () => server.rpc(envelope, headers)))).map((result) => result.body));

      if (stillSignedIn) {
        for (const repeat of repeats) expect(strip(repeat), `${JSON.stringify(envelope.params)}`).toEqual(strip(reply));
      } else {
        // The write ended the caller's own session (a logout): the token no longer speaks for anyone.
        for (const repeat of repeats) expect(repeat).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
      }
      expect(await tableCounts(server)).toEqual(counts);
    });
  },
);
