// The subject of registryLists.mjs, run in its own process from a bundle (rpc/bundleServer.mjs):
// the real server from createApp() on PGlite in memory, pino level 'silent', its registry filled
// by the demo seed's registry step at REGISTRY_SIZE (the ABITURA_DEMO_SIZE meaning: 1 is about
// 600 schools, 140 colleges and 2000 programmes), and one active user with the default role
// 'Аналитик' (which reads the registry). Prints one JSON line {url, login, password, seedMs} when
// listening; SIGTERM or the parent's exit closes it.
import { createApp, createLogger } from '../../apps/server/src/app.ts';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/open.ts';
import { roles, userRoles, users } from '../../apps/server/src/db/schema/index.ts';
import { DEMO_SEED } from '../../apps/server/src/seed/demoSeed.ts';
import { createRandom } from '../../apps/server/src/seed/prng.ts';
import { registryStep } from '../../apps/server/src/seed/registry/registryStep.ts';
import { exitWithParent } from './rpc/childServer.mjs';

const LOGIN = 'bench.analyst';
const PASSWORD = 'Bench-Analyst-2026';
const ROLE = 'Аналитик';
const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
const size = Number(process.env.REGISTRY_SIZE ?? '1');

const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', demo: false, logLevel: 'silent' };
const database = await openDatabase({ databaseUrl: null, dataDir: null });
const app = await createApp({ config, log: createLogger('silent'), database, mailTransport: { name: 'none', send: async () => {} } });

const started = performance.now();
await database.db.transaction(async (db) => {
  await registryStep.run({
    db,
    random: createRandom(DEMO_SEED).fork(registryStep.name),
    size,
    state: { users: [], groups: new Map() },
    log: createLogger('silent'),
    passwordHash: () => Promise.reject(new Error('the registry step hashes no passwords')),
  });
});
const seedMs = Math.round(performance.now() - started);

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
process.stdout.write(`${JSON.stringify({ url, login: LOGIN, password: PASSWORD, seedMs })}\n`);

exitWithParent(() => app.close());
