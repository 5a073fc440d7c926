// N TV boards as the bench process holds them: each a WebSocket to {url}?subsystem=tv that
// follows the board topic with its device key in the frame (as the TV app's SDK sends it), then
// only notes when each frame arrives and keeps its bytes. Nothing is parsed while a call fans
// out: parsing one board's frame would delay the arrival time taken for the next board, so the
// frames are matched to the call afterwards (callTiming.mjs).
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { closeSockets } from '../rpc/wsLoad.mjs';
import { BOARD_TOPIC, subscribeFrame } from './boardFrames.mjs';

const CONNECT_BATCH = 50;

/** One board: connects and subscribes; resolves once the server accepted the topic. */
function connectBoard(url, apiKey, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const requestId = `board-${index}`;
    ws.once('error', reject);
    ws.once('open', () => ws.send(subscribeFrame(apiKey, requestId)));
    const onSubscribed = (data) => {
      const reply = JSON.parse(data.toString());
      if (reply.requestId !== requestId) return;
      ws.off('message', onSubscribed);
      if (reply.success === true && reply.data?.topics?.includes(BOARD_TOPIC)) resolve(ws);
      else reject(new Error(`board ${index} could not follow ${BOARD_TOPIC}: ${reply.data} ${reply.message}`));
    };
    ws.on('message', onSubscribed);
  });
}

/**
 * @param {string} url ws://host:port/api/ws
 * @param {number} count
 * @param {string | null} apiKey the TV board's device key
 */
export async function connectBoards(url, count, apiKey) {
  const target = `${url}?subsystem=tv`;
  /** @type {WebSocket[]} */
  const sockets = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, offset) => connectBoard(target, apiKey, start + offset)))));
  }
  /** Frames since the last arm(): arrival time (ms, performance.now) and bytes. */
  const frames = sockets.map(() => /** @type {Array<{ at: number; raw: Buffer }>} */ ([]));
  let reached = 0;
  let closedEarly = 0;
  let closing = false;
  /** @type {(() => void) | null} */
  let onFrame = null;
  sockets.forEach((ws, index) => {
    ws.on('message', (raw) => {
      const at = performance.now();
      const list = frames[index];
      list.push({ at, raw: /** @type {Buffer} */ (raw) });
      if (list.length === 1) reached += 1;
      onFrame?.();
    });
    ws.on('close', () => {
      if (!closing) closedEarly += 1;
    });
    ws.on('error', () => {
      // A broken socket also closes; 'close' counts it.
    });
  });
  return {
    count,
    frames,
    get closedEarly() {
      return closedEarly;
    },
    /** Forgets earlier frames: the next ones belong to the call about to be sent. */
    arm() {
      for (const list of frames) list.length = 0;
      reached = 0;
    },
    /** How many boards got at least one frame since arm(). */
    get reached() {
      return reached;
    },
    /** Resolves at the next frame any board receives, or after `ms`. */
    nextFrame(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          onFrame = null;
          resolve(undefined);
        }
        onFrame = done;
      });
    },
    async close() {
      closing = true;
      await closeSockets(sockets);
    },
  };
}
