// One row of bench/board: paced operator calls, each timed from the moment the operator's frame
// is sent to the moment each board receives the EVENT frame showing that call. The same code
// times the subject and the echo; only the frame, the reply's reading and the step between calls
// differ (the subject frees its desk and refills its queue there, off the clock).
import { performance } from 'node:perf_hooks';
import { LatencyRecorder } from '../rpc/latency.mjs';
import { callOfReply, frameShowsCall } from './boardFrames.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TIMED_OUT = Symbol('timed out');
const within = (promise, ms) => {
  let timer;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms, TIMED_OUT)))]).finally(() => clearTimeout(timer));
};

/**
 * Waits until every board has a frame showing the call or the deadline passes; the latency of
 * each board that got one (ms from `sentAt`), the byte size of those frames, and how many missed.
 * Frames are parsed only here, after the fan-out, each once.
 * @param {ReturnType<typeof import('./boardFleet.mjs').connectBoards> extends Promise<infer F> ? F : never} fleet
 */
async function arrivalsOf(fleet, call, sentAt, deadline) {
  while (fleet.reached < fleet.count && performance.now() < deadline) await fleet.nextFrame(deadline - performance.now());
  const latencies = new Array(fleet.count).fill(Number.NaN);
  const scanned = new Array(fleet.count).fill(0);
  let bytes = 0;
  let left = fleet.count;
  for (;;) {
    for (let board = 0; board < fleet.count; board += 1) {
      if (!Number.isNaN(latencies[board])) continue;
      const frames = fleet.frames[board];
      for (; scanned[board] < frames.length; scanned[board] += 1) {
        const frame = frames[scanned[board]];
        if (frameShowsCall(frame.raw, call)) {
          latencies[board] = frame.at - sentAt;
          bytes += frame.raw.length;
          left -= 1;
          break;
        }
      }
    }
    const now = performance.now();
    if (left === 0 || now >= deadline) break;
    await fleet.nextFrame(deadline - now);
  }
  return { latencies, bytes, missing: left };
}

/**
 * @param {{
 *   operator: Awaited<ReturnType<typeof import('./operatorSocket.mjs').openOperatorSocket>>;
 *   fleet: Awaited<ReturnType<typeof import('./boardFleet.mjs').connectBoards>>;
 *   callFrame: (requestId: string) => string;
 *   between: (reply: any) => Promise<void>;
 *   warmup: number; calls: number; intervalMs: number; timeoutMs: number;
 *   requestPrefix: string;
 * }} options requestPrefix: unique per row, since writes are idempotent by requestId per caller
 */
export async function timeCalls({ operator, fleet, callFrame, between, warmup, calls, intervalMs, timeoutMs, requestPrefix }) {
  const latency = new LatencyRecorder();
  /** The slowest board of each call: when the whole fleet shows it. */
  const lastBoard = new LatencyRecorder();
  /** @type {Record<string, number>} */
  const failures = {};
  let missing = 0;
  let bytes = 0;
  let frames = 0;
  let failedCalls = 0;
  const started = performance.now();
  for (let index = 0; index < warmup + calls; index += 1) {
    const measured = index >= warmup;
    const tick = performance.now();
    fleet.arm();
    const requestId = `${requestPrefix}.${index}`;
    const { sentAt, reply } = operator.send(callFrame(requestId), requestId);
    const deadline = sentAt + timeoutMs;
    const answer = await within(reply, timeoutMs);
    const call = answer === TIMED_OUT ? null : callOfReply(answer);
    if (call === null) {
      if (measured) {
        failedCalls += 1;
        const code = answer === TIMED_OUT ? 'NO_REPLY' : answer?.success === true ? 'NO_TICKET' : String(answer?.data);
        failures[code] = (failures[code] ?? 0) + 1;
      }
    } else {
      const arrivals = await arrivalsOf(fleet, call, sentAt, deadline);
      if (measured) {
        let slowest = Number.NEGATIVE_INFINITY;
        for (const ms of arrivals.latencies) {
          if (Number.isNaN(ms)) continue;
          latency.record(ms);
          if (ms > slowest) slowest = ms;
        }
        if (arrivals.missing === 0) lastBoard.record(slowest);
        missing += arrivals.missing;
        bytes += arrivals.bytes;
        frames += fleet.count - arrivals.missing;
      }
    }
    if (answer !== TIMED_OUT) await between(answer);
    const wait = tick + intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
  }
  const [p50, p90, p99] = latency.percentiles([0.5, 0.9, 0.99]);
  const [lastP50, lastP99] = lastBoard.percentiles([0.5, 0.99]);
  return {
    boards: fleet.count,
    calls,
    samples: latency.count,
    p50,
    p90,
    p99,
    lastBoard: { p50: lastP50, p99: lastP99 },
    missing,
    failedCalls,
    failures,
    frameBytes: frames === 0 ? Number.NaN : bytes / frames,
    closedEarly: fleet.closedEarly,
    seconds: (performance.now() - started) / 1000,
  };
}
