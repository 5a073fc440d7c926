// Where an operator's call spends its time before the boards get it, measured inside the server's
// own process (bundled like boardSubject.mjs; run by publishProfile.mjs): the queue set up as
// bench/board sets it up, then, BOARDS (env) stand-in boards following queue.board (sockets whose
// send() only counts), each step timed on its own, PROFILE_CALLS (env) times: the whole call as
// the WS route runs it (dispatcher.dispatch of Queue/CallNext: the write, then the publish), the
// same call with nobody following the board (the write alone), a database round trip (`select
// 1`), the board's read (boardOf) and the publish (one JSON.stringify, a send per follower); then
// two floors of any design: the dispatcher's work before a handler runs, and the call's whole
// transaction as one PL/pgSQL function in a single round trip (callInOneRoundTrip.mjs).
// PAUSE_MS (env) waits that long before each timed step, as the benchmark's pacing does;
// PROFILE_ENGINE=postgres runs the server on a scratch PostgreSQL database (the server tests'
// helpers, ABITURA_TEST_PG_URL) instead of PGlite in memory.
// Prints one JSON line of medians and p90s in ms.
import { sql } from 'drizzle-orm';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { boardOf, createApp, createLogger, dropScratchDatabase, loadConfig, openDatabase, PG_ADMIN_URL, postgresReachable, testDatabaseUrl } from '@abitura/server/testing';
import { addBenchUser, createBenchApp } from '../rpc/benchServer.mjs';
import { LatencyRecorder } from '../rpc/latency.mjs';
import { callInOneRoundTrip, createOneRoundTripCall } from './callInOneRoundTrip.mjs';
import { setUpBoardQueue } from './queueSetup.mjs';

const BOARDS = Number(process.env.BOARDS ?? '200');
const CALLS = Number(process.env.PROFILE_CALLS ?? '300');
/** A pause before each timed step, as the benchmark leaves between calls (0: back to back). */
const PAUSE_MS = Number(process.env.PAUSE_MS ?? '0');
const pause = () => (PAUSE_MS > 0 ? new Promise((resolve) => setTimeout(resolve, PAUSE_MS)) : Promise.resolve());
const ADMIN = { login: 'profile.admin', password: 'Profile-Admin-2026' };
const OPERATOR = { login: 'profile.operator', password: 'Profile-Operator-2026' };

/** The bench server on PostgreSQL: a scratch database made and dropped as the server tests do. */
async function createPostgresApp() {
  if (!(await postgresReachable())) throw new Error(`PostgreSQL does not answer at ${new URL(PG_ADMIN_URL).host}`);
  process.env.ABITURA_TEST_DB = 'postgres';
  const url = /** @type {string} */ (await testDatabaseUrl());
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', demo: false, logLevel: 'silent' };
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const app = await createApp({ config, log: createLogger('silent'), database, mailTransport: { name: 'none', send: async () => {} } });
  return { app, database, remove: () => dropScratchDatabase(url) };
}

const server = process.env.PROFILE_ENGINE === 'postgres' ? await createPostgresApp() : { ...(await createBenchApp()), remove: async () => {} };
const { app, database } = server;
await addBenchUser(server, { ...ADMIN, role: 'Администратор' });
await addBenchUser(server, { ...OPERATOR, role: 'Оператор очереди' });
const url = await app.listen(0);
const queue = await setUpBoardQueue(url, { admin: ADMIN, operator: OPERATOR });
const { services, dispatcher } = app;
await createOneRoundTripCall(database.db);
const operatorRows = await database.db.execute(sql`select id from users where login = ${OPERATOR.login}`);
const [{ id: operatorId }] = operatorRows.rows ?? operatorRows;

let sent = 0;
const standIn = { readyState: 1, OPEN: 1, send: () => void (sent += 1), close() {} };
const follow = (count) => {
  for (let index = 0; index < count; index += 1) {
    services.sockets.add(`board-${index}`, /** @type {any} */ (standIn));
    services.sockets.subscribe(`board-${index}`, ['queue.board']);
  }
};
const unfollow = (count) => {
  for (let index = 0; index < count; index += 1) services.sockets.remove(`board-${index}`);
};

const connection = { id: 'operator', subscribe() {}, unsubscribe() {} };
const transport = { subsystem: 'staff', address: '127.0.0.1', userAgent: null, apiKey: null, connection };
let sequence = 0;
/** Queue/CallNext as the WS route hands it over, then the untimed steps that free the desk. */
async function timedCall(recorder) {
  const frame = JSON.parse(queue.callFrame(`profile.${++sequence}`));
  await pause();
  const started = performance.now();
  const reply = await dispatcher.dispatch(frame, transport);
  recorder.record(performance.now() - started);
  if (reply.success !== true || !reply.data.ticket) throw new Error(`Queue/CallNext failed: ${JSON.stringify(reply)}`);
  await queue.between(reply);
}

async function timed(recorder, step) {
  await pause();
  const started = performance.now();
  await step();
  recorder.record(performance.now() - started);
}

/** The floor: the call's transaction in one round trip (autocommit), timed alone; then the desk is freed as after any call. */
async function timedOneRoundTripCall(recorder) {
  await pause();
  const now = new Date();
  const started = performance.now();
  const ticket = await callInOneRoundTrip(database.db, { userId: operatorId, deskId: queue.deskId, day: moscowDay(now.getTime()), now, requestId: `floor.${++sequence}` });
  recorder.record(performance.now() - started);
  await queue.between({ data: { ticket } });
}

const recorders = { callWithBoards: new LatencyRecorder(), callWithoutBoards: new LatencyRecorder(), oneRoundTripCall: new LatencyRecorder(), dispatchToParams: new LatencyRecorder(), roundTrip: new LatencyRecorder(), boardRead: new LatencyRecorder(), publish: new LatencyRecorder(), stringify: new LatencyRecorder() };
for (let warm = 0; warm < 30; warm += 1) await timedCall(new LatencyRecorder());
for (let index = 0; index < CALLS; index += 1) {
  follow(BOARDS);
  await timedCall(recorders.callWithBoards);
  unfollow(BOARDS);
  await timedCall(recorders.callWithoutBoards);
  await timedOneRoundTripCall(recorders.oneRoundTripCall);
  // What any design pays before its handler: the envelope, the session, the access check and
  // the params' contract, up to the refusal of a desk id that is not a number.
  await timed(recorders.dispatchToParams, async () => {
    const refused = await dispatcher.dispatch({ ...JSON.parse(queue.callFrame(`refused.${sequence}`)), params: { deskId: 'none' } }, transport);
    if (refused.data !== 'INVALID_PARAMS') throw new Error(`expected INVALID_PARAMS: ${JSON.stringify(refused)}`);
  });
  await timed(recorders.roundTrip, () => database.db.execute(sql`select 1`));
  let board;
  await timed(recorders.boardRead, async () => {
    board = await boardOf(database.db, new Date());
  });
  await timed(recorders.stringify, async () => JSON.stringify({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: board }));
  follow(BOARDS);
  await timed(recorders.publish, async () => services.sockets.publish('queue.board', board));
  unfollow(BOARDS);
}
const figures = Object.fromEntries(Object.entries(recorders).map(([name, recorder]) => [name, recorder.percentiles([0.5, 0.9])]));
process.stdout.write(`${JSON.stringify({ boards: BOARDS, calls: CALLS, pauseMs: PAUSE_MS, sent, kind: database.kind, figures })}\n`);
await app.close();
await server.remove();
process.exit(0);
