// The subject of registryLists.mjs, run in its own process from a bundle (rpc/bundleServer.mjs):
// the real server from createApp() on PGlite in memory, pino level 'silent', its registry filled
// by the demo seed's registry step at REGISTRY_SIZE (the ABITURA_DEMO_SIZE meaning: 1 is about
// 600 schools, 140 colleges and 2000 programmes), and one active user with the default role
// 'Аналитик' (which reads the registry). Prints one JSON line {url, login, password, seedMs} when
// listening; SIGTERM or the parent's exit closes it.
import { createRandom, DEMO_SEED, registryStep } from '@abitura/server/seed';
import { createLogger } from '@abitura/server/testing';
import { addBenchUser, createBenchApp } from './rpc/benchServer.mjs';
import { exitWithParent } from './rpc/childServer.mjs';

const LOGIN = 'bench.analyst';
const PASSWORD = 'Bench-Analyst-2026';
const size = Number(process.env.REGISTRY_SIZE ?? '1');

const server = await createBenchApp();
const { app, database } = server;

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

await addBenchUser(server, { login: LOGIN, password: PASSWORD, role: 'Аналитик' });

const url = await app.listen(0);
process.stdout.write(`${JSON.stringify({ url, login: LOGIN, password: PASSWORD, seedMs })}\n`);

exitWithParent(() => app.close());
