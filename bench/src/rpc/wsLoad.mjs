// WS load client: `sockets` WebSockets, each with up to `window` requests in flight and paced by
// its own token bucket (`ratePerSocket` frames a second, bursts of `burst`) so that it stays under
// the server's per-socket limit (20 frames/s, burst 50, wsRoute.ts) and the run measures the
// server, not its rate limiter. Offered load is therefore at most sockets × ratePerSocket; a
// result close to that ceiling means the target was not saturated. Replies are matched to
// requests by requestId; latency is send-to-reply in float ms. Replies that arrive during the
// measured window count; anything but success:true counts as failed (by its data code).
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { LatencyRecorder } from './latency.mjs';

const TICK_MS = 5;
const CONNECT_BATCH = 100;

/** @param {string} url */
function connect(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ url: string; envelope: Record<string, unknown>; sockets: number; window: number; ratePerSocket: number; burst: number; durationS: number; warmupS: number }} options
 */
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

export async function runWsLoad({ url, envelope, sockets: count, window, ratePerSocket, burst, durationS, warmupS }) {
  // The frame is the envelope with a fresh requestId spliced in at the end.
  const head = `${JSON.stringify(envelope).slice(0, -1)},"requestId":"`;
  const latency = new LatencyRecorder();
  const failures = /** @type {Record<string, number>} */ ({});
  let phase = 'connecting';
  let ok = 0;
  let closedEarly = 0;

  const sockets = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, () => connect(url)));
    sockets.push(...batch);
  }

  const states = sockets.map((ws, index) => {
    // A random first token spreads the sockets' first sends over one pacing interval.
    const state = { ws, index, seq: 0, inflight: new Map(), tokens: Math.random(), refilledAt: performance.now() };
    ws.on('message', (data) => {
      const now = performance.now();
      const reply = JSON.parse(data.toString());
      const sentAt = state.inflight.get(reply.requestId);
      if (sentAt === undefined) return;
      state.inflight.delete(reply.requestId);
      if (phase === 'measure') {
        if (reply.success === true) {
          ok += 1;
          latency.record(now - sentAt);
        } else {
          const code = String(reply.data);
          failures[code] = (failures[code] ?? 0) + 1;
        }
      }
      pump(state, now);
    });
    ws.on('close', () => {
      if (phase !== 'done') closedEarly += 1;
    });
    ws.on('error', () => {
      // A broken socket also closes; 'close' counts it.
    });
    return state;
  });

  /** Sends while the window has room and the bucket has a token. */
  function pump(state, now) {
    if (phase === 'drain' || phase === 'done' || state.ws.readyState !== WebSocket.OPEN) return;
    state.tokens = Math.min(burst, state.tokens + ((now - state.refilledAt) / 1000) * ratePerSocket);
    state.refilledAt = now;
    while (state.inflight.size < window && state.tokens >= 1) {
      state.tokens -= 1;
      const requestId = `${state.index}.${state.seq++}`;
      state.inflight.set(requestId, performance.now());
      state.ws.send(`${head}${requestId}"}`);
    }
  }

  phase = 'warmup';
  const ticker = setInterval(() => {
    const now = performance.now();
    for (const state of states) pump(state, now);
  }, TICK_MS);
  await sleep(warmupS * 1000);
  phase = 'measure';
  const measuredFrom = performance.now();
  await sleep(durationS * 1000);
  const measuredS = (performance.now() - measuredFrom) / 1000;
  phase = 'drain';
  clearInterval(ticker);
  for (let waited = 0; waited < 5000 && states.some((state) => state.inflight.size > 0); waited += 50) await sleep(50);
  const unanswered = states.reduce((sum, state) => sum + state.inflight.size, 0);
  phase = 'done';
  await closeSockets(sockets);

  const [p50, p99] = latency.percentiles([0.5, 0.99]);
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  return { requestsPerSec: ok / measuredS, p50, p99, ok, failed, failures, unanswered, closedEarly, durationS: measuredS, ceiling: count * ratePerSocket };
}
