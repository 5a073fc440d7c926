// The subject of signin.mjs, run in its own process from a bundle (rpc/bundleServer.mjs): the real
// server from createApp() on PGlite in memory (the embedded default, whose one connection a
// transaction holds), pino level 'silent', production scrypt for every check an unknown login
// costs, and one active administrator who reads while others try to sign in. TRUST_PROXY is on
// (set by the parent), so each burst comes from its own X-Forwarded-For address. Prints one JSON
// line {url, login, password, hashing} when listening; SIGTERM or the parent's exit closes it.
import { HASHING } from '@abitura/server/testing';
import { addBenchUser, createBenchApp } from '../rpc/benchServer.mjs';
import { exitWithParent } from '../rpc/childServer.mjs';

const LOGIN = 'bench.reader';
const PASSWORD = 'Bench-Reader-2026';

const server = await createBenchApp();
await addBenchUser(server, { login: LOGIN, password: PASSWORD, role: 'Администратор' });
const url = await server.app.listen(0);
process.stdout.write(`${JSON.stringify({ url, login: LOGIN, password: PASSWORD, hashing: HASHING })}\n`);

exitWithParent(() => server.app.close());
