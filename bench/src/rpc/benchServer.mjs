// What every benchmark subject shares: the real server from createApp() on PGlite in memory,
// pino level 'silent', no mail, and one active user holding a default role. The password hash uses
// cheap scrypt parameters like the test harness; benchmarks still sign in through
// User/AccountLogin. Imported by the subjects, which are bundled (bundleServer.mjs).
import { createApp, createLogger, hashPassword, loadConfig, openDatabase, roles, userRoles, users } from '@abitura/server/testing';

const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

/** The server, not yet listening, on a fresh in-memory database. */
export async function createBenchApp() {
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', demo: false, logLevel: 'silent' };
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const app = await createApp({ config, log: createLogger('silent'), database, mailTransport: { name: 'none', send: async () => {} } });
  return { app, database };
}

/**
 * An active user with one default role, able to sign in at once.
 * @param {{ app: Awaited<ReturnType<typeof createApp>>, database: { db: any } }} server
 * @param {{ login: string, password: string, role: string }} user
 */
export async function addBenchUser({ app, database }, { login, password, role }) {
  const passwordHash = await hashPassword(password, CHEAP_SCRYPT);
  const [row] = await database.db
    .insert(users)
    .values({ login, fullName: 'Нагрузочный тест', status: 'active', passwordHash, email: `${login}@college.test` })
    .returning({ id: users.id });
  const held = (await database.db.select({ id: roles.id, name: roles.name }).from(roles)).find((entry) => entry.name === role);
  if (!row || !held) throw new Error(`could not create the bench user with role ${role}`);
  await database.db.insert(userRoles).values({ userId: row.id, roleId: held.id });
  app.services.access.invalidate(row.id);
}
