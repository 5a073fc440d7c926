import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../environment/defaults.js';
import { flush } from '../testing/clientHarness.js';
import type { ConnectionState } from '../transport/liveConnection.js';
import type { Reply } from '@abitura/contracts/wire';
import { followLiveView } from './liveView.js';
import type { TopicHandler } from './topicSubscriptions.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A view over stand-ins: the test answers reads by hand and sends frames to the topic. */
function setup(initial: ConnectionState = 'authenticated', options: { pollMs?: number } = {}) {
  const state = signal<ConnectionState>(initial);
  const reads: Array<(reply: Reply) => void> = [];
  const handlers = new Map<string, TopicHandler>();
  const seen: unknown[] = [];
  const errors: Reply[] = [];
  const stop = followLiveView(
    'queue.board',
    {
      read: () => new Promise<Reply>((resolve) => reads.push(resolve)),
      subscribe: (topic, handler) => {
        handlers.set(topic, handler);
        return () => handlers.delete(topic);
      },
      state,
      clock: systemClock,
    },
    (data) => seen.push(data),
    { ...options, onError: (reply) => errors.push(reply) },
  );
  const frame = (data: unknown) => handlers.get('queue.board')?.(data, 'queue.board');
  const answer = async (index: number, data: unknown, success = true) => {
    reads[index]?.({ success, message: success ? '' : 'нет', data });
    await flush();
  };
  return { state, reads, handlers, seen, errors, stop, frame, answer };
}

describe('followLiveView', () => {
  it('reads once, then shows every frame of its topic, without polling while the socket is up', async () => {
    const view = setup();
    expect(view.reads).toHaveLength(1);
    await view.answer(0, { n: 1 });
    view.frame({ n: 2 });
    view.frame({ n: 3 });
    vi.advanceTimersByTime(60_000);
    expect(view.reads).toHaveLength(1);
    expect(view.seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('polls while the socket is down, one read at a time, and reads once more when it is back', async () => {
    const view = setup('authenticated', { pollMs: 1_000 });
    await view.answer(0, { n: 1 });
    view.state.value = 'closed';
    vi.advanceTimersByTime(1_000);
    expect(view.reads).toHaveLength(2);
    // A read still unanswered: the next tick does not queue another.
    vi.advanceTimersByTime(3_000);
    expect(view.reads).toHaveLength(2);
    await view.answer(1, { n: 2 });
    vi.advanceTimersByTime(1_000);
    expect(view.reads).toHaveLength(3);
    await view.answer(2, { n: 3 });

    view.state.value = 'connecting';
    view.state.value = 'authenticated';
    expect(view.reads).toHaveLength(4);
    await view.answer(3, { n: 4 });
    vi.advanceTimersByTime(10_000);
    expect(view.reads).toHaveLength(4);
    expect(view.seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it('starts polling at once when it starts without a socket', () => {
    const view = setup('closed', { pollMs: 2_000 });
    expect(view.reads).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    // The first read is still out, so the tick waits for it.
    expect(view.reads).toHaveLength(1);
  });

  it('drops a read answered after a newer frame arrived', async () => {
    const view = setup();
    view.frame({ n: 2 });
    await view.answer(0, { n: 1 });
    expect(view.seen).toEqual([{ n: 2 }]);
  });

  it('keeps the last view and tells of a failed read', async () => {
    const view = setup('closed', { pollMs: 1_000 });
    await view.answer(0, { n: 1 });
    vi.advanceTimersByTime(1_000);
    await view.answer(1, 'TRANSPORT_ERROR', false);
    expect(view.seen).toEqual([{ n: 1 }]);
    expect(view.errors.map((reply) => reply.data)).toEqual(['TRANSPORT_ERROR']);
  });

  it('stops polling, unsubscribes and ignores late answers once stopped', async () => {
    const view = setup('closed', { pollMs: 1_000 });
    view.stop();
    view.stop();
    expect(view.handlers.size).toBe(0);
    await view.answer(0, { n: 1 });
    vi.advanceTimersByTime(10_000);
    view.state.value = 'authenticated';
    expect(view.reads).toHaveLength(1);
    expect(view.seen).toEqual([]);
  });
});
