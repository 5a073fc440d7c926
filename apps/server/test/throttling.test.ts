import type { Reply } from '@abitura/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { RawSocket } from './support/rawSocket.js';
import { expectClearFailure } from './support/serverSupport.js';

/**
 * Sign-in throttling over real HTTP (and a WebSocket): per account, 5 free failures and then a
 * lock of 1, 2, 4, 8 and at most 15 minutes; per address, at most 20 failures a minute whatever
 * the login; unknown logins throttled exactly like real ones. The clock is the harness's fake one.
 */
let server: TestServer;
let counter = 0;
const MINUTE = 60_000;
const WRONG = 'Wrong-Password-1';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Each test starts with a clean per-address window (20 failures a minute).
beforeEach(() => server.clock.advance(MINUTE + 1));

const login = async (name: string, password: string): Promise<Reply> => (await server.rpc({ action: 'User/AccountLogin', params: { login: name, password } })).body;

async function account(prefix = 'thr'): Promise<string> {
  const name = `${prefix}${++counter}`;
  await server.addUser({ login: name });
  return name;
}

async function failTimes(name: string, times: number): Promise<void> {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    expect(await login(name, WRONG), `failure ${attempt}`).toMatchObject({ success: false, data: 'ACCESS_DENIED', message: 'Неверный логин или пароль.' });
  }
}

function expectLocked(reply: Reply, minutes: number): void {
  expectClearFailure(reply, ['RATE_LIMITED']);
  expect(reply.message).toBe(`Слишком много неудачных попыток входа. Повторите через ${minutes} мин.`);
}

describe('per account', () => {
  it('allows 5 failures, then locks progressively (1, 2, 4, 8 min) up to 15 minutes, and a success resets it', async () => {
    const name = await account();
    await failTimes(name, 5);
    // Locked: even the right password is refused, without saying whether it was right.
    expectLocked(await login(name, DEFAULT_PASSWORD), 1);
    server.clock.advance(30_000);
    expectLocked(await login(name, WRONG), 1);
    server.clock.advance(30_000);

    for (const minutes of [2, 4, 8, 15, 15]) {
      // Past the lock: one more wrong password, and the lock grows.
      expect(await login(name, WRONG)).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expectLocked(await login(name, DEFAULT_PASSWORD), minutes);
      server.clock.advance(minutes * MINUTE - 1_000);
      expectLocked(await login(name, DEFAULT_PASSWORD), 1);
      server.clock.advance(1_000);
    }

    expect(await login(name, DEFAULT_PASSWORD)).toMatchObject({ success: true });
    // The success cleared the count: 4 more failures lock nothing.
    await failTimes(name, 4);
    expect(await login(name, DEFAULT_PASSWORD)).toMatchObject({ success: true });
  });

  it('counts failures sent at the same moment: 12 concurrent wrong passwords lock the account', async () => {
    const name = await account();
    const replies = await Promise.all(Array.from({ length: 12 }, () => login(name, WRONG)));
    for (const reply of replies) expect(['ACCESS_DENIED', 'RATE_LIMITED']).toContain(reply.data);
    const after = await login(name, DEFAULT_PASSWORD);
    // The account is locked: the concurrency did not let the failures slip past the count. How
    // long depends on how many attempts arrived before the lock (later ones are refused uncounted).
    expectClearFailure(after, ['RATE_LIMITED']);
    expect(after.message).toMatch(/Повторите через \d+ мин\./);
  });

  it('throttles an unknown login exactly like a real one, so throttling reveals nothing', async () => {
    const real = await account();
    const ghost = `ghost${++counter}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [known, unknown] = [await login(real, WRONG), await login(ghost, WRONG)];
      expect(unknown, `failure ${attempt}`).toEqual(known);
    }
    const [known, unknown] = [await login(real, WRONG), await login(ghost, WRONG)];
    expectLocked(known, 1);
    expect(unknown).toEqual(known);
    server.clock.advance(MINUTE);
    const [knownAgain, unknownAgain] = [await login(real, WRONG), await login(ghost, WRONG)];
    expect(knownAgain).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(unknownAgain).toEqual(knownAgain);
    const [knownLocked, unknownLocked] = [await login(real, WRONG), await login(ghost, WRONG)];
    expectLocked(knownLocked, 2);
    expect(unknownLocked).toEqual(knownLocked);
  });
});

describe('per address', () => {
  it('refuses any sign-in from an address after 20 failures within a minute, even for other logins, until the minute passes', async () => {
    // 5 accounts x 4 failures: no account reaches its own lock.
    const names = await Promise.all(Array.from({ length: 5 }, () => account()));
    for (const name of names) await failTimes(name, 4);
    const innocent = await account();
    const refused = await login(innocent, DEFAULT_PASSWORD);
    expectClearFailure(refused, ['RATE_LIMITED']);
    expect(refused.message).toMatch(/с этого адреса/);
    // Over the WebSocket the address is the same.
    const socket = await RawSocket.open(server.url);
    expect(await socket.request({ action: 'User/AccountLogin', params: { login: innocent, password: DEFAULT_PASSWORD } })).toMatchObject({ success: false, data: 'RATE_LIMITED' });
    socket.close();
    // Unknown logins are refused the same way.
    expect(await login(`ghost${++counter}`, WRONG)).toEqual(refused);

    server.clock.advance(MINUTE + 1);
    expect(await login(innocent, DEFAULT_PASSWORD)).toMatchObject({ success: true });
  });

  it('holds the limit for failures sent at the same moment: of 30 concurrent wrong sign-ins at most 20 are tried', async () => {
    const names = await Promise.all(Array.from({ length: 30 }, () => account()));
    const replies = await Promise.all(names.map((name) => login(name, WRONG)));
    const tried = replies.filter((reply) => reply.data === 'ACCESS_DENIED').length;
    const refused = replies.filter((reply) => reply.data === 'RATE_LIMITED').length;
    expect(tried + refused).toBe(30);
    expect(tried).toBeLessThanOrEqual(20);
    // The messages say which limit refused each attempt. Under load this once showed 19 tried and
    // 11 refused: a failed attempt counted twice until its rollback ended (see AddressThrottle).
    const seen = replies.map((reply) => reply.message).join(' | ');
    expect(await login(await account(), DEFAULT_PASSWORD), seen).toMatchObject({ success: false, data: 'RATE_LIMITED' });
  });

  it('does not count successful sign-ins', async () => {
    const name = await account();
    for (let attempt = 0; attempt < 25; attempt += 1) expect(await login(name, DEFAULT_PASSWORD)).toMatchObject({ success: true });
  });
});
