// The subject, run in its own process from a bundle (bundleServer.mjs): the real server from
// createApp() on PGlite in memory, pino level 'silent', with one active user holding the default
// role 'Оператор очереди' (which grants viewHomepage). The password hash uses cheap scrypt
// parameters like the test harness; the benchmark still signs in through User/AccountLogin.
// Prints one JSON line {url, login, password, wsFramesPerSecond} when listening; SIGTERM or the parent's exit closes it.
import { createApp, createLogger } from '../../../apps/server/src/app.ts';
import { hashPassword } from '../../../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/open.ts';
import { WS_LIMITS } from '../../../apps/server/src/http/wsRoute.ts';
import { roles, userRoles, users } from '../../../apps/server/src/db/schema/index.ts';
import { exitWithParent } from './childServer.mjs';

const LOGIN = 'bench.operator';
const PASSWORD = 'Bench-Operator-2026';
const ROLE = 'Оператор очереди';
const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', demo: false, logLevel: 'silent' };
const database = await openDatabase({ databaseUrl: null, dataDir: null });
const app = await createApp({
  config,
  log: createLogger('silent'),
  database,
  mailTransport: { name: 'none', send: async () => {} },
});

const passwordHash = await hashPassword(PASSWORD, CHEAP_SCRYPT);
const [user] = await database.db
  .insert(users)
  .values({ login: LOGIN, fullName: 'Нагрузочный тест', status: 'active', passwordHash, email: 'bench@college.test' })
  .returning({ id: users.id });
const role = (await database.db.select({ id: roles.id, name: roles.name }).from(roles)).find((row) => row.name === ROLE);
if (!user || !role) throw new Error(`could not create the bench user with role ${ROLE}`);
await database.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
app.services.access.invalidate(user.id);

const url = await app.listen(0);
process.stdout.write(`${JSON.stringify({ url, login: LOGIN, password: PASSWORD, wsFramesPerSecond: WS_LIMITS.framesPerSecond })}\n`);

exitWithParent(() => app.close());
