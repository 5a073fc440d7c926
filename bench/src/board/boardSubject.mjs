// The subject of bench/board, run in its own process from a bundle (rpc/bundleServer.mjs): the
// real server (rpc/benchServer.mjs: createApp on PGlite in memory, pino 'silent', results not
// checked against their contracts) with two active users, a queue administrator (the default role
// 'Администратор') who sets the queue up through its actions, and a queue operator ('Оператор
// очереди') who calls tickets. Prints one JSON line {url, admin, operator, wsFramesPerSecond,
// wsBurst} when listening; SIGTERM or the parent's exit closes it.
import { WS_LIMITS } from '@abitura/server/testing';
import { addBenchUser, createBenchApp } from '../rpc/benchServer.mjs';
import { exitWithParent } from '../rpc/childServer.mjs';

const ADMIN = { login: 'bench.queue.admin', password: 'Bench-Queue-Admin-2026' };
const OPERATOR = { login: 'bench.queue.operator', password: 'Bench-Queue-Operator-2026' };

const server = await createBenchApp();
const { app } = server;
await addBenchUser(server, { ...ADMIN, role: 'Администратор' });
await addBenchUser(server, { ...OPERATOR, role: 'Оператор очереди' });

const url = await app.listen(0);
process.stdout.write(`${JSON.stringify({ url, admin: ADMIN, operator: OPERATOR, wsFramesPerSecond: WS_LIMITS.framesPerSecond, wsBurst: WS_LIMITS.burst })}\n`);

exitWithParent(() => app.close());
