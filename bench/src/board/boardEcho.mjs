// Baseline of bench/board: a bare `ws` server doing only what the fan-out itself needs. A socket
// that sends Events/Subscribe follows the board (answered like the server answers); any other
// frame is an operator's call: the server builds one board-sized EVENT frame showing that call
// (echoBoardFrame: the real board's shape and size), sends it to every follower, then answers the
// caller with the called ticket, as Queue/CallNext does. No framework, database, auth, validation
// or rate limit.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { BOARD_TOPIC, echoBoardFrame, echoCode } from './boardFrames.mjs';

/**
 * @param {{ template: { calls: Array<{ code: string; desk: string; at: string }>; serverTime: string } & Record<string, unknown>; host?: string; port?: number }} options
 * @returns {Promise<{ url: string; close(): Promise<void> }>} url: ws://…/api/ws
 */
export async function startBoardEcho({ template, host = '127.0.0.1', port = 0 }) {
  const templateCode = template.calls[0]?.code ?? 'Э-000';
  const server = createServer((_request, response) => response.writeHead(404).end());
  const sockets = new WebSocketServer({ server, path: '/api/ws', maxPayload: 64 * 1024 });
  /** @type {Set<import('ws').WebSocket>} */
  const followers = new Set();
  let calls = 0;
  sockets.on('connection', (socket) => {
    socket.on('close', () => followers.delete(socket));
    socket.on('message', (raw) => {
      let frame;
      try {
        frame = JSON.parse(raw.toString());
      } catch {
        return;
      }
      const requestId = frame?.requestId;
      if (frame?.action === 'Events/Subscribe') {
        followers.add(socket);
        socket.send(JSON.stringify({ success: true, message: '', data: { topics: [BOARD_TOPIC] }, requestId }));
        return;
      }
      calls += 1;
      const at = new Date().toISOString();
      const code = echoCode(templateCode, calls);
      const event = echoBoardFrame(template, { code, at });
      for (const follower of followers) if (follower.readyState === follower.OPEN) follower.send(event);
      socket.send(JSON.stringify({ success: true, message: '', data: { ticket: { code, calledAt: at } }, requestId }));
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `ws://${host}:${address.port}/api/ws`,
    close() {
      for (const socket of sockets.clients) socket.terminate();
      return new Promise((resolve) => sockets.close(() => server.close(() => resolve(undefined))));
    },
  };
}
