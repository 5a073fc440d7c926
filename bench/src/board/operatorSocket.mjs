// The operator's WebSocket ({url}?subsystem=staff): sends a prepared frame and resolves with the
// reply carrying its requestId. send() returns the instant just before the frame was handed to
// the socket, which is where a call's latency starts.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

/** @param {string} url ws://host:port/api/ws */
export async function openOperatorSocket(url) {
  const ws = await new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}?subsystem=staff`, { perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
  /** @type {Map<string, (reply: any) => void>} */
  const pending = new Map();
  ws.on('message', (data) => {
    let reply;
    try {
      reply = JSON.parse(data.toString());
    } catch {
      return;
    }
    const settle = typeof reply?.requestId === 'string' ? pending.get(reply.requestId) : undefined;
    if (!settle) return;
    pending.delete(reply.requestId);
    settle(reply);
  });
  ws.on('close', () => {
    for (const settle of pending.values()) settle({ success: false, data: 'CLOSED', message: 'the operator socket closed' });
    pending.clear();
  });
  return {
    /**
     * @param {string} frame JSON text of an envelope carrying `requestId`
     * @param {string} requestId
     * @returns {{ sentAt: number; reply: Promise<any> }}
     */
    send(frame, requestId) {
      const reply = new Promise((resolve) => pending.set(requestId, resolve));
      const sentAt = performance.now();
      ws.send(frame);
      return { sentAt, reply };
    },
    close() {
      return new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve(undefined);
        ws.once('close', resolve);
        ws.close();
      });
    },
  };
}
