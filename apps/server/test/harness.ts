import { createClient, createMemoryConfigStore, createMemoryStorage, type Client, type Notice } from '@abitura/sdk';
import type { Reply, Subsystem } from '@abitura/contracts/wire';
import { eq, inArray } from 'drizzle-orm';
import pino, { type DestinationStream } from 'pino';
import { createApp, LOG_REDACT, type App } from '../src/app.js';
import { hashPassword, PasswordHasher } from '../src/auth/passwords.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import type { Database } from '../src/db/open.js';
import { roles, userRoles, users } from '../src/db/schema/index.js';
import type { MailMessage, MailTransport } from '../src/mail/outbox.js';
import { openTestDatabase } from './databaseTemplate.js';

/** A clock the test moves by hand (token expiry, throttling). */
export class TestClock {
  constructor(public current = Date.parse('2026-09-01T09:00:00Z')) {}
  now = (): number => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Cheap scrypt for test fixtures; real sign-ins still verify whatever parameters a hash carries. */
const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export interface TestServer {
  app: App;
  url: string;
  clock: TestClock;
  mail: Array<MailMessage & { from: string }>;
  database: Database;
  /** Adds a user directly in the database; roles by name. */
  addUser(input: { login: string; password?: string; status?: 'new' | 'active' | 'banned' | 'suspended'; roles?: string[]; email?: string }): Promise<number>;
  /** A raw POST /api/rpc. */
  rpc(envelope: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Reply }>;
  /** Signs in over HTTP and returns the token. */
  signIn(login: string, password?: string): Promise<string>;
  client(options?: { subsystem?: Subsystem; token?: string; mode?: 'API_ONLY' | 'WS_ONLY' | 'WS_WITH_API_FALLBACK' }): Client & { notices: Notice[]; navigations: string[] };
  close(): Promise<void>;
}

export const DEFAULT_PASSWORD = 'Correct-Horse-7';

/**
 * A server on an ephemeral port over a fresh database (PGlite in memory, or PostgreSQL).
 * `logTo` captures the log at level info, redacted as the real logger is (createLogger);
 * `passwords` replaces the server's password hasher (its bound, or a hash the test holds back);
 * by default new hashes and the unknown-login decoy use the fixtures' cheap scrypt, so a suite
 * that signs in, creates users or guesses passwords hundreds of times does not spend a core-second each.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, options: { logTo?: DestinationStream; passwords?: PasswordHasher } = {}): Promise<TestServer> {
  const clock = new TestClock();
  const mail: Array<MailMessage & { from: string }> = [];
  const mailTransport: MailTransport = { name: 'memory', send: async (message) => void mail.push(message) };
  const config: ServerConfig = { ...loadConfig({}), port: 0, demo: false, publicUrl: 'http://abitura.test', checkResults: true, ...overrides };
  const { database, drop } = await openTestDatabase();
  const log = options.logTo
    ? pino({ level: 'info', redact: { paths: LOG_REDACT, censor: '[hidden]' } }, options.logTo)
    : pino({ level: process.env.TEST_LOG ?? 'silent' });
  const app = await createApp({ config, log, clock, mailTransport, database, passwords: options.passwords ?? new PasswordHasher({ params: FAST_SCRYPT }) });
  const url = await app.listen(0);
  const clients: Client[] = [];
  const rpc = async (envelope: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/api/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof envelope === 'string' ? envelope : JSON.stringify(envelope),
    });
    return { status: response.status, body: (await response.json()) as Reply };
  };

  return {
    app,
    url,
    clock,
    mail,
    database,
    async addUser({ login, password = DEFAULT_PASSWORD, status = 'active', roles: roleNames = [], email }) {
      const passwordHash = await hashPassword(password, FAST_SCRYPT);
      const [user] = await database.db.insert(users).values({ login, fullName: `Тестовый ${login}`, status, passwordHash, email: email ?? `${login}@college.test` }).returning({ id: users.id });
      const id = (user as { id: number }).id;
      if (roleNames.length > 0) {
        const rows = await database.db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
        if (rows.length !== roleNames.length) throw new Error(`unknown role among ${roleNames.join(', ')}`);
        await database.db.insert(userRoles).values(rows.map((row) => ({ userId: id, roleId: row.id })));
      }
      app.services.access.invalidate(id);
      return id;
    },
    rpc,
    async signIn(login, password = DEFAULT_PASSWORD) {
      const { body } = await rpc({ action: 'User/AccountLogin', params: { login, password } });
      if (!body.success) throw new Error(`sign-in of ${login} failed: ${body.message}`);
      return (body.data as { token: string }).token;
    },
    client({ subsystem = 'staff', token, mode = 'API_ONLY' } = {}) {
      const storage = createMemoryStorage();
      if (token) {
        storage.setItem('accessToken', token);
        storage.setItem('userData', JSON.stringify({ status: 'active' }));
      }
      const notices: Notice[] = [];
      const navigations: string[] = [];
      const client = createClient({
        apiBase: `${url}/api`,
        subsystem,
        storage,
        configStore: createMemoryConfigStore(JSON.stringify({ communicationMode: mode, wsReconnectInterval: 1000 })),
        logger: { info: () => {}, error: () => {} },
        notify: (notice) => void notices.push(notice),
        navigator: { navigate: (path) => void navigations.push(path) },
        timing: { pongTimeoutMs: 500 },
      });
      clients.push(client);
      return Object.assign(client, { notices, navigations });
    },
    async close() {
      for (const client of clients) client.close();
      await app.close();
      await drop();
    },
  };
}

export async function userStatus(server: TestServer, id: number): Promise<string | undefined> {
  const [row] = await server.database.db.select({ status: users.status }).from(users).where(eq(users.id, id));
  return row?.status;
}
