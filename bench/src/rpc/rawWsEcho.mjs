// Baseline for WS: a bare `ws` server that parses each frame and answers
// {success:true, message:'', data:true, requestId}, with no framework, auth, validation or rate
// limit. Run as its own process; prints one JSON line {url} (ws://…/api/ws) when listening.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { exitWithParent } from './childServer.mjs';

const server = createServer((_request, response) => response.writeHead(404).end());
const sockets = new WebSocketServer({ server, path: '/api/ws', maxPayload: 64 * 1024 });
sockets.on('connection', (socket) => {
  socket.on('message', (raw) => {
    let frame;
    try {
      frame = JSON.parse(raw.toString());
    } catch {
      return;
    }
    socket.send(JSON.stringify({ success: true, message: '', data: true, requestId: frame.requestId }));
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  process.stdout.write(`${JSON.stringify({ url: `ws://127.0.0.1:${port}/api/ws` })}\n`);
});
exitWithParent(() => {
  for (const socket of sockets.clients) socket.terminate();
  return new Promise((resolve) => server.close(resolve));
});
