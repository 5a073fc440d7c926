import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardCall, BoardView } from './board/boardCalls.js';
import { MAX_PENDING } from './sound/announcer.js';
import { createFakeBoardClient, MORNING } from './testing/boardFixtures.js';
import { renderBoard } from './testing/renderBoard.js';
import { FakeSpeech } from './testing/soundStandIns.js';

/**
 * A board runs for days. Ten thousand calls, one a second, go through the model and the rendered
 * board; between the 1,000th and the 10,000th nothing may grow: the DOM, the highlights and their
 * timers, the announcements waiting, the listeners, the heap.
 */

const CALLS = 10_000;
const FIRST_CHECK = 1_000;
const CALLS_PER_RENDER = 5;
const DESKS = ['Окно 1', 'Окно 2', 'Окно 3', 'Окно 4'];
const PREFIXES = ['А', 'Б', 'В', 'Д'];
/** Heap the board may gain over 9,000 calls: noise of the JIT and the test runner, not a leak. */
const HEAP_BOUND_BYTES = 4 * 1024 * 1024;

/** Call n: each desk calls in turn; every fifth call is the desk's ticket called again. */
function boardAfter(n: number, previous: BoardView): BoardView {
  const desk = DESKS[n % DESKS.length] ?? '';
  const at = new Date(MORNING + n * 1_000).toISOString();
  const current = previous.calls.find((call) => call.desk === desk);
  const recall = n % 5 === 0 && current !== undefined;
  const code = recall ? current.code : `${PREFIXES[n % PREFIXES.length]}-${String(n % 1000).padStart(3, '0')}`;
  const call: BoardCall = { code, desk, at };
  return {
    calls: [call, ...previous.calls.filter((other) => other.desk !== desk)],
    recent: [call, ...previous.recent].slice(0, 10),
    waiting: PREFIXES.map((prefix, index) => ({ prefix, service: `Услуга ${prefix}`, count: (n * (index + 3)) % 40 })),
    serverTime: at,
  };
}

let listeners = 0;
let restoreListeners = () => {};

/** The prototype whose addEventListener the page's nodes use (happy-dom keeps its own per window). */
function listenerPrototype(): EventTarget {
  let prototype: object | null = document;
  while (prototype !== null && !Object.prototype.hasOwnProperty.call(prototype, 'addEventListener')) prototype = Object.getPrototypeOf(prototype) as object | null;
  if (prototype === null) throw new Error('no addEventListener on the document');
  return prototype as EventTarget;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(MORNING);
  listeners = 0;
  const prototype = listenerPrototype();
  const addListener = prototype.addEventListener;
  const removeListener = prototype.removeEventListener;
  // Counted by hand: a vi.spyOn would keep every call's arguments, growing the heap it measures.
  prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
    listeners += 1;
    return addListener.apply(this, args);
  };
  prototype.removeEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['removeEventListener']>) {
    listeners -= 1;
    return removeListener.apply(this, args);
  };
  restoreListeners = () => {
    prototype.addEventListener = addListener;
    prototype.removeEventListener = removeListener;
  };
});

afterEach(() => {
  restoreListeners();
  vi.useRealTimers();
});

function heapUsed(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc (vitest.config.ts sets it)');
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

describe('a board running for days', () => {
  it('keeps the DOM, its state, timers, listeners and heap flat over 10,000 calls', async () => {
    const fake = createFakeBoardClient();
    const speech = new FakeSpeech({ autoEndMs: 2_000, keep: false });
    const { board, client } = renderBoard({ client: fake.client, sound: { speech } });
    let view: BoardView = { calls: [], recent: [], waiting: [], serverTime: new Date(MORNING).toISOString() };
    act(() => fake.push(view));

    const snapshot = () => ({
      elements: document.body.getElementsByTagName('*').length,
      rows: document.querySelectorAll('.tv-call').length,
      highlights: board.model.highlights.value.size,
      pulsing: document.querySelectorAll('.tv-call.is-fresh').length,
      timers: vi.getTimerCount(),
      listeners,
    });

    let first: ReturnType<typeof snapshot> | null = null;
    let firstHeap = 0;
    let mostPending = 0;
    for (let n = 1; n <= CALLS; ) {
      // Every call goes through the model one second after the last, with its timers; the board
      // renders once per CALLS_PER_RENDER calls, as a browser does when frames come faster than it
      // paints, so the test stays within its time on a loaded machine (2,000 renders, not 10,000).
      act(() => {
        for (const end = n + CALLS_PER_RENDER; n < end; n += 1) {
          view = boardAfter(n, view);
          fake.push(view);
          vi.advanceTimersByTime(1_000);
          mostPending = Math.max(mostPending, board.announcer.pending.value.length);
        }
      });
      // A browser runs the microtasks (React's, the chime's ends) between two frames; so does the test.
      await Promise.resolve();
      if (n - 1 === FIRST_CHECK) {
        first = snapshot();
        firstHeap = heapUsed();
      }
    }
    const last = snapshot();
    const heapGrowth = heapUsed() - firstHeap;

    // React's root listeners, counted from the start.
    expect(first?.listeners).toBeGreaterThan(2);
    expect(last).toEqual(first);
    expect(last.rows).toBe(DESKS.length);
    expect(last.highlights).toBeLessThanOrEqual(DESKS.length);
    expect(mostPending).toBeLessThanOrEqual(MAX_PENDING);
    // One call a second and about four seconds an announcement: most are dropped, none pile up.
    expect(speech.count).toBeGreaterThan(CALLS / 5);
    expect(speech.count).toBeLessThan(CALLS / 2);
    expect(document.querySelector('.tv-call.is-newest .tv-call-code')?.textContent).toBe(view.calls[0]?.code);
    expect(heapGrowth, `heap grew ${Math.round(heapGrowth / 1024)} KiB between call ${FIRST_CHECK} and call ${CALLS}`).toBeLessThan(HEAP_BOUND_BYTES);
    client.close();
    // A limit for a hang, not a speed: 7 s on a quiet machine, 153 s in CI beside the server suite.
  }, 600_000);
});
