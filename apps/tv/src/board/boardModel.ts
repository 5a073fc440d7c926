import { batch, effect, signal, untracked } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { isUnreachable, systemClock } from '@abitura/sdk';
import type { Client, Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { callKey, createSeenCalls } from './boardCalls.js';
import type { BoardView, FreshCall } from './boardCalls.js';

export const BOARD_TOPIC = 'queue.board';

/** How long a new call pulses on screen. */
export const HIGHLIGHT_MS = 10_000;

/**
 * How often the board reads itself even while the socket is healthy: no queue change happens at
 * midnight, so without it yesterday's calls would stay up all night; it also heals a lost frame.
 */
export const REFRESH_MS = 60_000;

/** noKey and refused show the key form; loading and ready show the board (with the last view). */
export type BoardStatus = 'noKey' | 'loading' | 'ready' | 'refused';

/** What a highlighted call shows besides its pulse. */
export interface Highlight {
  recall: boolean;
}

export interface BoardModelOptions {
  client: Pick<Client, 'follow' | 'call' | 'settings'>;
  /** Told of every new call, oldest first (the announcer). @default none */
  onCall?: (call: FreshCall) => void;
  /** Told of the server's time with every view (the clock's correction). @default none */
  onServerTime?: (serverTime: string) => void;
  /** @default the system clock */
  clock?: Clock;
  /** @default HIGHLIGHT_MS */
  highlightMs?: number;
  /** @default REFRESH_MS */
  refreshMs?: number;
}

export interface BoardModel {
  /** The last board the server sent, kept while it cannot be reached. */
  readonly view: ReadonlySignal<BoardView | null>;
  readonly status: ReadonlySignal<BoardStatus>;
  /** The server could not be reached at the last read. */
  readonly offline: ReadonlySignal<boolean>;
  /** Calls on screen that are new, by call key; each ends after highlightMs or when it leaves. */
  readonly highlights: ReadonlySignal<ReadonlyMap<string, Highlight>>;
  /** The newest call of the last view that brought one, for the screen reader's live region. */
  readonly lastCall: ReadonlySignal<FreshCall | null>;
  /** Follows the board (again after a stop); returns the stop. */
  start(): () => void;
}

/**
 * The TV board's state. It follows `queue.board` while the device has a key, and again whenever
 * the key changes; ACCESS_DENIED stops it and asks for a key. Every view is compared with the calls
 * already seen: the new ones are highlighted for a while and handed to `onCall`. Everything kept
 * is bounded (at most SEEN_CALLS_LIMIT keys, one timer per call on screen), since a board runs
 * for days.
 */
export function createBoardModel(options: BoardModelOptions): BoardModel {
  const { client } = options;
  const clock = options.clock ?? systemClock;
  const highlightMs = options.highlightMs ?? HIGHLIGHT_MS;
  const refreshMs = options.refreshMs ?? REFRESH_MS;

  const view = signal<BoardView | null>(null);
  const status = signal<BoardStatus>('loading');
  const offline = signal(false);
  const highlights = signal<ReadonlyMap<string, Highlight>>(new Map());
  const lastCall = signal<FreshCall | null>(null);

  const seen = createSeenCalls();
  const highlightTimers = new Map<string, unknown>();
  let stopFollow: (() => void) | null = null;
  let refreshTimer: unknown = null;
  /** Counts views taken: a refresh read started before the latest view is stale when it answers. */
  let taken = 0;
  /** Counts follows: a refresh answered after a restart or stop belongs to an older follow. */
  let generation = 0;

  const endHighlight = (key: string) => {
    const timer = highlightTimers.get(key);
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    highlightTimers.delete(key);
    const next = new Map(highlights.peek());
    next.delete(key);
    highlights.value = next;
  };

  function take(next: BoardView): void {
    taken += 1;
    // The board's first view holds calls made before it looked: shown, but not news.
    const first = view.peek() === null;
    const fresh = seen.take(next);
    batch(() => {
      view.value = next;
      status.value = 'ready';
      offline.value = false;
      const shown = new Map(highlights.peek());
      for (const key of [...shown.keys()]) {
        if (next.calls.some((call) => callKey(call) === key)) continue;
        clock.clearTimeout(highlightTimers.get(key));
        highlightTimers.delete(key);
        shown.delete(key);
      }
      if (!first) {
        for (const call of fresh) {
          shown.set(call.key, { recall: call.recall });
          clock.clearTimeout(highlightTimers.get(call.key));
          highlightTimers.set(call.key, clock.setTimeout(() => endHighlight(call.key), highlightMs));
        }
        if (fresh[0]) lastCall.value = fresh[0];
      }
      highlights.value = shown;
    });
    options.onServerTime?.(next.serverTime);
    if (!first) for (const call of [...fresh].reverse()) options.onCall?.(call);
  }

  function failed(reply: Reply): void {
    if (reply.data === 'ACCESS_DENIED') {
      stop();
      status.value = 'refused';
    } else if (isUnreachable(reply)) {
      offline.value = true;
    }
  }

  function refresh(): void {
    const startedAt = taken;
    const follow = generation;
    void client.call('Board/Get', {}).then((reply) => {
      if (follow !== generation || startedAt !== taken) return;
      if (reply.success) take(reply.data);
      else failed(reply);
    });
  }

  function stop(): void {
    generation += 1;
    stopFollow?.();
    stopFollow = null;
    if (refreshTimer !== null) clock.clearInterval(refreshTimer);
    refreshTimer = null;
  }

  function follow(): void {
    stop();
    if (client.settings.peek().apiKey.trim() === '') {
      status.value = 'noKey';
      return;
    }
    if (status.peek() !== 'ready') status.value = 'loading';
    stopFollow = client.follow(BOARD_TOPIC, { action: 'Board/Get', params: {} }, take, { onError: failed });
    refreshTimer = clock.setInterval(refresh, refreshMs);
  }

  return {
    view,
    status,
    offline,
    highlights,
    lastCall,
    start() {
      let lastKey: string | null = null;
      const stopWatching = effect(() => {
        const { apiKey } = client.settings.value;
        // A new key, or any settings write while no key is accepted (the same key typed again).
        const waiting = status.peek() === 'noKey' || status.peek() === 'refused';
        // The SDK's follow starts effects of its own, which must not become this one's dependencies.
        if (apiKey !== lastKey || waiting) untracked(follow);
        lastKey = apiKey;
      });
      return () => {
        stopWatching();
        stop();
        for (const timer of highlightTimers.values()) clock.clearTimeout(timer);
        highlightTimers.clear();
        highlights.value = new Map();
      };
    },
  };
}
