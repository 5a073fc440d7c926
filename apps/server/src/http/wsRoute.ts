import { randomUUID } from 'node:crypto';
import { TokenBucket, WS_FRAME_LIMITS } from '@abitura/contracts/limits';
import type { Reply } from '@abitura/contracts/wire';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Caller } from '../actions/caller.js';
import type { Dispatcher, TransportInfo } from '../actions/dispatcher.js';
import type { Services } from '../services.js';
import { readSubsystem } from './subsystem.js';

export const WS_LIMITS = Object.freeze({
  maxPayload: 64 * 1024,
  framesPerSecond: WS_FRAME_LIMITS.framesPerSecond,
  burst: WS_FRAME_LIMITS.burst,
  reapIntervalMs: 30_000,
});

/**
 * `GET /api/ws`: the envelope over a WebSocket. Text `ping` gets `pong`; every frame is checked
 * like an HTTP request (the token and key ride in the frame); a socket that outruns its rate gets
 * RATE_LIMITED; one that stops answering protocol pings is reaped.
 */
export function registerWsRoute(app: FastifyInstance, dispatcher: Dispatcher, services: Services): void {
  // A flag object per socket, so a frame marks its socket alive with a property write rather
  // than a WeakMap update.
  const liveness = new WeakMap<WebSocket, { alive: boolean }>();
  const livenessOf = (client: WebSocket) => {
    let state = liveness.get(client);
    if (!state) liveness.set(client, (state = { alive: true }));
    return state;
  };
  const reaper = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      const state = livenessOf(client);
      if (!state.alive) {
        client.terminate();
        continue;
      }
      state.alive = false;
      client.ping();
    }
  }, WS_LIMITS.reapIntervalMs);
  reaper.unref();
  app.addHook('onClose', async () => clearInterval(reaper));

  app.get('/api/ws', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const subsystem = readSubsystem(query.subsystem);
    if (!subsystem) {
      socket.close(1008, 'unknown subsystem');
      return;
    }
    const id = randomUUID();
    const bucket = new TokenBucket(WS_LIMITS.framesPerSecond, WS_LIMITS.burst, () => services.clock.now());
    services.sockets.add(id, socket);
    const state = livenessOf(socket);
    socket.on('pong', () => {
      state.alive = true;
    });
    socket.on('close', () => services.sockets.remove(id));
    socket.on('error', () => socket.terminate());
    const connection = {
      id,
      subscribe: (topics: string[], grantedTo: Caller) => services.sockets.subscribe(id, topics, grantedTo),
      unsubscribe: (topics: string[]) => services.sockets.unsubscribe(id, topics),
    };
    const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null;
    // One transport per socket, not per frame: the session cache hands back the same Caller while
    // the transport is the same, so a socket's frames resolve their caller without allocating, and
    // the socket is linked to a caller's session once rather than on every frame.
    let linked: Caller | null = null;
    const transport: TransportInfo = {
      subsystem,
      address: request.ip,
      userAgent,
      apiKey: null,
      connection,
      onCaller: (caller) => {
        // A device's caller is new on every frame (its key is looked up apart from the session).
        if (caller.device) services.sockets.attachDevice(id, caller.device.id);
        if (caller === linked || caller.sessionId === null) return;
        linked = caller;
        services.sockets.attachSession(id, caller.sessionId);
      },
    };
    const answer = (reply: Reply) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
    };

    socket.on('message', (raw, isBinary) => {
      state.alive = true;
      const text = isBinary ? null : raw.toString();
      if (text === 'ping') {
        socket.send('pong');
        return;
      }
      if (text === 'pong') return;
      let frame: unknown;
      try {
        frame = text === null ? undefined : JSON.parse(text);
      } catch {
        frame = undefined;
      }
      const requestId = typeof (frame as { requestId?: unknown })?.requestId === 'string' ? (frame as { requestId: string }).requestId.slice(0, 100) : undefined;
      if (!bucket.take()) {
        socket.send(JSON.stringify({ success: false, message: 'Слишком много запросов. Подождите немного и повторите.', data: 'RATE_LIMITED', ...(requestId ? { requestId } : {}) }));
        return;
      }
      if (frame === undefined || typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
        const message = text === null ? 'Двоичные кадры не принимаются: отправьте текстом JSON-объект {action, params, token, requestId}.' : 'Кадр должен быть JSON-объектом {action, params, token, requestId}.';
        socket.send(JSON.stringify({ success: false, message, data: 'INVALID_PARAMS', issues: [{ path: '(frame)', message }] }));
        return;
      }
      const apiKey = (frame as { apiKey?: unknown }).apiKey;
      void dispatcher.dispatch(frame, typeof apiKey === 'string' ? { ...transport, apiKey } : transport).then(answer);
    });
  });
}
