// Closing many WebSockets at once (the TV boards of bench/board).
import { WebSocket } from 'ws';

/** Closes every socket and resolves once each has closed. */
export function closeSockets(sockets) {
  return Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve(undefined);
          ws.once('close', resolve);
          ws.close();
        }),
    ),
  );
}
