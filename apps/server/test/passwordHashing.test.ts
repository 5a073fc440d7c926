import { scrypt } from 'node:crypto';
import type { Reply } from '@abitura/contracts/wire';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHING, HASHING_BUSY, PasswordHasher, type DeriveKey } from '../src/auth/passwords.js';
import { rowsOf } from '../src/db/rows.js';
import { signInAttempts } from '../src/db/schema/index.js';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';

/**
 * Password hashing during a sign-in flood, over real HTTP: no hash runs inside a database
 * transaction (on the embedded database a transaction holds its only connection, so every other
 * user's reads would wait for the hash), and hashing is bounded: a few at once, a short queue,
 * the excess refused at once. The server's hasher holds every hash until the test lets them go.
 */
let server: TestServer;
let held: Array<() => void> | null = null;
let counter = 0;
const WRONG = 'Wrong-Password-1';

const derive: DeriveKey = async (password, salt, keyLength, options) => {
  if (held) await new Promise<void>((resolve) => held?.push(resolve));
  return new Promise((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
};
const hasher = new PasswordHasher({ derive });

beforeAll(async () => {
  server = await startTestServer({}, { passwords: hasher });
});
afterAll(() => server.close());

const call = async (action: string, params: unknown, token?: string): Promise<Reply> => (await server.rpc({ action, params, ...(token ? { token } : {}) })).body;
const signIn = (login: string, password: string) => call('User/AccountLogin', { login, password });

/** Waits (polling, no timing asserted) until the hasher holds this many hashes. */
async function until(load: { running: number; waiting: number }): Promise<void> {
  for (let poll = 0; poll < 1_000 && (hasher.load.running !== load.running || hasher.load.waiting !== load.waiting); poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(hasher.load).toEqual(load);
}

/**
 * Starts as many wrong sign-ins as the bound admits and holds them mid-hash; `release` lets them
 * finish. Each against its own account, whose test hash is cheap to check once released.
 */
async function fillHasher() {
  const logins = Array.from({ length: HASHING.concurrent + HASHING.queue }, () => `guessed${++counter}`);
  for (const login of logins) await server.addUser({ login });
  held = [];
  let finished = 0;
  const flood = logins.map((login) => signIn(login, WRONG).finally(() => (finished += 1)));
  await until({ running: HASHING.concurrent, waiting: HASHING.queue });
  return {
    finished: () => finished,
    async release(): Promise<Reply[]> {
      const release = held ?? [];
      held = null;
      for (const resolve of release) resolve();
      return Promise.all(flood);
    },
  };
}

/** Reads by another user answer while hashes are held, and (PostgreSQL) no connection sits in a transaction. */
async function expectReadsAnswer(token: string): Promise<void> {
  for (let read = 0; read < 5; read += 1) expect(await call('User/ReadRoles', {}, token)).toMatchObject({ success: true });
  if (server.database.kind === 'postgres') {
    const open = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`),
    );
    expect(open[0]?.n).toBe(0);
  }
}

async function signedInAdmin(): Promise<string> {
  const admin = `admin${++counter}`;
  await server.addUser({ login: admin, roles: ['Администратор'] });
  return ((await signIn(admin, DEFAULT_PASSWORD)).data as { token: string }).token;
}

describe('a sign-in flood', () => {
  it('checks passwords outside any transaction: while sign-ins wait for their hash, another user’s reads answer and no connection holds a transaction', async () => {
    const token = await signedInAdmin();
    const flood = await fillHasher();
    await expectReadsAnswer(token);
    expect(flood.finished()).toBe(0);
    for (const reply of await flood.release()) expect(reply).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });

  it('hashes a created user’s one-time password and a changed password outside any transaction too', async () => {
    const token = await signedInAdmin();
    const changer = `changer${++counter}`;
    await server.addUser({ login: changer });
    const own = ((await signIn(changer, DEFAULT_PASSWORD)).data as { token: string }).token;
    held = [];
    const created = call('User/Create', { login: `created${++counter}`, fullName: 'Новый Сотрудник' }, token);
    const changed = call('User/EditPassword', { currentPassword: DEFAULT_PASSWORD, newPassword: 'Tundra-Lantern-42' }, own);
    const running = Math.min(2, HASHING.concurrent);
    await until({ running, waiting: 2 - running });
    await expectReadsAnswer(token);
    const release = held;
    held = null;
    for (const resolve of release) resolve();
    expect(await created).toMatchObject({ success: true });
    expect(await changed).toMatchObject({ success: true });
  });

  it('refuses sign-ins beyond the bound at once, in words, before any database work (nothing counted)', async () => {
    const login = `owner${++counter}`;
    const id = await server.addUser({ login });
    const flood = await fillHasher();

    const refused = await signIn(login, DEFAULT_PASSWORD);
    expect(refused).toEqual({ success: false, data: 'RATE_LIMITED', message: HASHING_BUSY });
    const counted = await server.database.db.select({ failures: signInAttempts.failures }).from(signInAttempts).where(eq(signInAttempts.subject, `user:${id}`));
    expect(counted).toEqual([]);
    expect(flood.finished()).toBe(0);

    for (const reply of await flood.release()) expect(reply).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await signIn(login, DEFAULT_PASSWORD)).toMatchObject({ success: true });
  });
});
