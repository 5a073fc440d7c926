// A prototype of the fastest design bench/board's p50 target leaves room for, run by
// boardFloor.mjs in its own process (bundled like boardSubject.mjs). The real server on PGlite in
// memory serves the queue's setup and the steps between calls over HTTP, as for the subject. Beside
// it, a bare `ws` server takes the operator's call on the shortest path that still commits the call
// before any board hears of it:
// - the dispatcher's steps before a handler: the session from memory and Queue/CallNext's params
//   parsed by its contract;
// - the call's whole transaction in one round trip (callInOneRoundTrip.mjs: a PL/pgSQL function,
//   the stored reply included);
// - the board patched in memory rather than read: the board read at the first call, with each
//   call spliced into it (echoBoardFrame), sent to every follower;
// - then the operator's answer.
// Nothing else: no permission or device-key check, no rate limit, no result check. Prints one JSON
// line {url, floorUrl, admin, operator, wsFramesPerSecond}; SIGTERM or the parent's exit closes it.
import { createServer } from 'node:http';
import { queueCallNext } from '@abitura/contracts';
import { WebSocketServer } from 'ws';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { boardOf, ticketCode } from '@abitura/server/testing';
import { addBenchUser, createBenchApp } from '../rpc/benchServer.mjs';
import { exitWithParent } from '../rpc/childServer.mjs';
import { BOARD_TOPIC, echoBoardFrame } from './boardFrames.mjs';
import { callInOneRoundTrip, createOneRoundTripCall } from './callInOneRoundTrip.mjs';

const ADMIN = { login: 'floor.queue.admin', password: 'Floor-Queue-Admin-2026' };
const OPERATOR = { login: 'floor.queue.operator', password: 'Floor-Queue-Operator-2026' };

const server = await createBenchApp();
const { app, database } = server;
await addBenchUser(server, { ...ADMIN, role: 'Администратор' });
await addBenchUser(server, { ...OPERATOR, role: 'Оператор очереди' });
await createOneRoundTripCall(database.db);
const url = await app.listen(0);

const transport = { subsystem: 'staff', address: '127.0.0.1', userAgent: null, apiKey: null, connection: null };
const refusal = (requestId, data) => JSON.stringify({ success: false, message: data, data, requestId });

/** The operator's call on the shortest path; the board frame goes out before the answer. */
async function call(frame, followers, board) {
  const { requestId } = frame;
  const resolved = app.services.sessions.resolveCaller(frame.token ?? null, transport);
  const caller = resolved instanceof Promise ? await resolved : resolved;
  if (!caller.user) return refusal(requestId, 'ACCESS_DENIED');
  const params = queueCallNext.params.safeParse(frame.params ?? {});
  if (!params.success) return refusal(requestId, 'INVALID_PARAMS');
  const now = new Date();
  const ticket = await callInOneRoundTrip(database.db, { userId: caller.user.id, deskId: params.data.deskId, day: moscowDay(now.getTime()), now, requestId: `${caller.user.id}:${requestId}` });
  const called = { code: ticketCode(ticket.prefix, ticket.number), at: ticket.calledAt };
  const event = echoBoardFrame(await board(), called);
  for (const follower of followers) if (follower.readyState === follower.OPEN) follower.send(event);
  return JSON.stringify({ success: true, message: '', data: { ticket: { id: ticket.id, serviceId: ticket.serviceId, code: called.code, calledAt: called.at } }, requestId });
}

const http = createServer((_request, response) => response.writeHead(404).end());
const sockets = new WebSocketServer({ server: http, path: '/api/ws', maxPayload: 64 * 1024 });
/** @type {Set<import('ws').WebSocket>} */
const followers = new Set();
/** The board as the followers last got it: read once, then patched with each call. */
let cached = null;
const board = async () => (cached ??= await boardOf(database.db, new Date()));
sockets.on('connection', (socket) => {
  socket.on('close', () => followers.delete(socket));
  socket.on('message', async (raw) => {
    let frame = null;
    try {
      frame = JSON.parse(raw.toString());
      if (frame.action === 'Events/Subscribe') {
        followers.add(socket);
        socket.send(JSON.stringify({ success: true, message: '', data: { topics: [BOARD_TOPIC] }, requestId: frame.requestId }));
        return;
      }
      socket.send(await call(frame, followers, board));
    } catch (error) {
      // The harness counts a refused call as failed; the prototype keeps serving.
      socket.send(refusal(frame?.requestId, String(error?.message ?? error)));
    }
  });
});
await new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (http.address());
// No rate limit on the prototype's socket: it takes the bench's pace whatever it is.
process.stdout.write(`${JSON.stringify({ url, floorUrl: `ws://127.0.0.1:${port}/api/ws`, admin: ADMIN, operator: OPERATOR, wsFramesPerSecond: 1000 })}\n`);

exitWithParent(async () => {
  for (const socket of sockets.clients) socket.terminate();
  await new Promise((resolve) => sockets.close(() => http.close(() => resolve(undefined))));
  await app.close();
});
