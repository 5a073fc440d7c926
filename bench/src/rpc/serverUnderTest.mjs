// The subject, run in its own process from a bundle (bundleServer.mjs): the real server
// (benchServer.mjs) with one active user holding the default role 'Оператор очереди' (which
// grants viewHomepage).
// Prints one JSON line {url, login, password, wsFramesPerSecond} when listening; SIGTERM or the parent's exit closes it.
import { WS_LIMITS } from '@abitura/server/testing';
import { addBenchUser, createBenchApp } from './benchServer.mjs';
import { exitWithParent } from './childServer.mjs';

const LOGIN = 'bench.operator';
const PASSWORD = 'Bench-Operator-2026';

const server = await createBenchApp();
const { app } = server;
await addBenchUser(server, { login: LOGIN, password: PASSWORD, role: 'Оператор очереди' });

const url = await app.listen(0);
process.stdout.write(`${JSON.stringify({ url, login: LOGIN, password: PASSWORD, wsFramesPerSecond: WS_LIMITS.framesPerSecond })}\n`);

exitWithParent(() => app.close());
