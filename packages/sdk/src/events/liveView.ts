import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { Clock } from '../types.js';
import type { Reply } from '@abitura/contracts/wire';
import type { ConnectionState } from '../transport/liveConnection.js';
import type { TopicHandler } from './topicSubscriptions.js';

export interface LiveViewOptions {
  /**
   * How often the view is read over HTTP while the socket is not authenticated (down, falling
   * back, reconnecting), so a board or a ticket page never freezes on a dead socket.
   * @default 5000
   */
  pollMs?: number;
  /** Told of every failed read (the view keeps its last data meanwhile). @default none */
  onError?: (reply: Reply) => void;
}

export interface LiveViewDeps {
  read: () => Promise<Reply>;
  subscribe: (topic: string, handler: TopicHandler) => () => void;
  state: ReadonlySignal<ConnectionState>;
  clock: Clock;
}

/** SPEC section 9's reconnect interval is 10 s; a board polls twice as often while it waits. */
export const DEFAULT_LIVE_POLL_MS = 5_000;

/**
 * A view kept current: read once, then every EVENT frame of `topic` replaces it. While the socket
 * is not authenticated the view is read every `pollMs` instead (over HTTP, where the request
 * router sends it), and read once more when the socket comes back, since frames published while
 * it was down are lost. A read answered after a newer frame arrived is dropped, so a slow poll
 * never puts an older view on screen.
 */
export function followLiveView(topic: string, deps: LiveViewDeps, deliver: (data: unknown) => void, options: LiveViewOptions = {}): () => void {
  const pollMs = options.pollMs ?? DEFAULT_LIVE_POLL_MS;
  let stopped = false;
  /** Counts deliveries: a read started before the latest one is stale when it answers. */
  let delivered = 0;
  let timer: unknown = null;
  /** One read at a time: polls would pile up in the queue while nothing can be sent. */
  let reading = false;

  const show = (data: unknown) => {
    if (stopped) return;
    delivered += 1;
    deliver(data);
  };

  const read = () => {
    if (reading) return;
    reading = true;
    const startedAt = delivered;
    void deps.read().then((reply) => {
      reading = false;
      if (stopped || delivered !== startedAt) return;
      if (reply.success) show(reply.data);
      else options.onError?.(reply);
    });
  };

  const unsubscribe = deps.subscribe(topic, (data) => show(data));

  let wasLive: boolean | null = null;
  const stopWatching = effect(() => {
    const live = deps.state.value === 'authenticated';
    if (live && timer !== null) {
      deps.clock.clearInterval(timer);
      timer = null;
    }
    if (!live && timer === null) timer = deps.clock.setInterval(read, pollMs);
    // The first read, and a catch-up read whenever the socket comes back.
    if (wasLive === null || (live && !wasLive)) read();
    wasLive = live;
  });

  return () => {
    if (stopped) return;
    stopped = true;
    stopWatching();
    unsubscribe();
    if (timer !== null) deps.clock.clearInterval(timer);
  };
}
