// bench/board (issue 8): how long an operator's call takes to reach every TV board, at 20 and at
// 200 connected boards, beside a raw `ws` broadcast measured in the same run. Each server runs in
// its own child process (the subject bundled from the server's sources like bench/rpc's, a fresh
// one for each subject row); the operator and the boards are sockets of this process. Rows run
// one after another: echo 20, subject 20, echo 200, subject 200.
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../rpc/bundleServer.mjs';
import { startChildServer } from '../rpc/childServer.mjs';
import { watchCpu } from '../rpc/cpuWatch.mjs';
import { connectBoards } from './boardFleet.mjs';
import { BOARD_SIZES, boardVerdict } from './boardTargets.mjs';
import { timeCalls } from './callTiming.mjs';
import { openOperatorSocket } from './operatorSocket.mjs';
import { setUpBoardQueue } from './queueSetup.mjs';

const script = (name) => fileURLToPath(new URL(name, import.meta.url));

/**
 * Calls per row and their pace. One call every 80 ms: each call's fan-out (and the subject's two
 * writes between calls) is over long before the next, so a sample is one call's fan-out, not a
 * queue; and the operator's socket sends 12.5 frames a second, under the server's 20.
 */
export function boardSettings(full = false) {
  return { sizes: [...BOARD_SIZES], warmup: full ? 100 : 30, calls: full ? 1500 : 300, intervalMs: 80, timeoutMs: 2000 };
}

/** One row: `size` boards and the operator on `url`, `calls` paced calls after the warm-up. */
async function row({ url, size, apiKey, callFrame, between, settings, pids, requestPrefix }) {
  const fleet = await connectBoards(url, size, apiKey);
  const operator = await openOperatorSocket(url);
  try {
    const stop = watchCpu(pids);
    const result = await timeCalls({ operator, fleet, callFrame, between, ...settings, requestPrefix });
    return { ...result, cpu: stop() };
  } finally {
    await operator.close();
    await fleet.close();
  }
}

/** A fresh subject with its queue set up (every subject row starts from the same day's state). */
async function startSubject(bundle, log) {
  const subject = await startChildServer(bundle);
  try {
    const { url, admin, operator, wsFramesPerSecond } = /** @type {any} */ (subject.info);
    log('board: setting the queue up…');
    const queue = await setUpBoardQueue(url, { admin, operator });
    return { subject, info: subject.info, queue, wsUrl: `${url.replace(/^http/, 'ws')}/api/ws`, wsFramesPerSecond: Number(wsFramesPerSecond) };
  } catch (error) {
    await subject.stop();
    throw error;
  }
}

/**
 * The subject a row times: the real server's WS route (boardSubject.mjs), or another script that
 * serves the queue's setup over HTTP like it and names its own call socket (boardFloor.mjs).
 */
const REAL_SERVER = Object.freeze({ script: './boardSubject.mjs', callUrl: (started) => started.wsUrl });

/** @param {{ full?: boolean; log?: (line: string) => void; subject?: { script: string; callUrl: (started: Awaited<ReturnType<typeof startSubject>>) => string } }} [options] */
export async function measureBoard({ full = false, log = () => {}, subject: subjectKind = REAL_SERVER } = {}) {
  const settings = boardSettings(full);
  const timing = { warmup: settings.warmup, calls: settings.calls, intervalMs: settings.intervalMs, timeoutMs: settings.timeoutMs };
  const bundle = await bundleServer(script(subjectKind.script));
  let echo = null;
  try {
    /** @type {Record<number, { echo: any; subject: any }>} */
    const bySize = {};
    for (const size of settings.sizes) {
      // Each subject row gets a server of its own, set up the same way: the day's calls pile up in
      // the database (each call adds events the board reads), so rows on one server would not
      // start alike.
      const started = await startSubject(bundle, log);
      const { subject, queue, wsFramesPerSecond } = started;
      try {
        if (1000 / settings.intervalMs > wsFramesPerSecond) throw new Error(`bench/board: one call every ${settings.intervalMs} ms outruns the server's ${wsFramesPerSecond} frames a second`);
        // The echo broadcasts the board as the first subject shows it with one current call.
        echo ??= await startChildServer(script('./boardEchoChild.mjs'), { env: { BOARD_TEMPLATE: JSON.stringify(queue.template) } });
        const pids = [subject.pid, echo.pid];
        log(`board: echo, ${size} boards…`);
        const echoRow = await row({ url: echo.info.url, size, apiKey: null, callFrame: queue.callFrame, between: async () => {}, settings: timing, pids, requestPrefix: `echo-${size}` });
        log(`board: subject, ${size} boards…`);
        const subjectRow = await row({ url: subjectKind.callUrl(started), size, apiKey: queue.tvKey, callFrame: queue.callFrame, between: queue.between, settings: timing, pids, requestPrefix: `subject-${size}` });
        bySize[size] = { echo: echoRow, subject: subjectRow };
      } finally {
        await subject.stop();
      }
    }
    return { settings, bySize, verdict: boardVerdict(bySize, settings.sizes) };
  } finally {
    await echo?.stop();
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}
