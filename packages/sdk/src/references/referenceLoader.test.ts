import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../environment/defaults.js';
import { createRecordingLogger } from '../testing/recorders.js';
import type { Reply } from '@abitura/contracts/wire';
import { createReferenceLoader, REFERENCE_FETCH } from './referenceLoader.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function loaderWith(replies: Array<Reply | (() => Reply)>) {
  const calls: Array<{ action: string; timeoutMs: number; at: number }> = [];
  const logger = createRecordingLogger();
  const loader = createReferenceLoader({
    clock: systemClock,
    logger,
    call: async (action, _params, timeoutMs) => {
      calls.push({ action, timeoutMs, at: Date.now() });
      const next = replies.shift() ?? { success: false, message: '', data: 'TIMEOUT' };
      return typeof next === 'function' ? next() : next;
    },
  });
  return { loader, calls, logger };
}

const ok = (data: unknown): Reply => ({ success: true, message: '', data });
const fail = (data: string): Reply => ({ success: false, message: '', data });

describe('reference loading', () => {
  it('goes from idle to loading to loaded, with a 6500 ms limit per request', async () => {
    const { loader, calls } = loaderWith([ok([{ id: 1, name: 'ЦАО' }])]);
    const state = loader.state('districts');
    expect(state.value).toEqual({ status: 'idle', items: [], error: null });
    const loading = loader.load('districts', { action: 'Districts' });
    expect(state.value.status).toBe('loading');
    await expect(loading).resolves.toEqual([{ id: 1, name: 'ЦАО' }]);
    expect(state.value).toEqual({ status: 'loaded', items: [{ id: 1, name: 'ЦАО' }], error: null });
    expect(calls).toEqual([expect.objectContaining({ action: 'Districts', timeoutMs: 6_500 })]);
  });

  it('retries Timeout and Invalid response with a doubling backoff from 1000 ms, then gives up empty and loaded', async () => {
    const { loader, calls, logger } = loaderWith([fail('TIMEOUT'), ok({ not: 'a list' }), fail('TIMEOUT'), fail('TRANSPORT_ERROR'), fail('TIMEOUT')]);
    const start = Date.now();
    const loading = loader.load('intents', { action: 'Reference/Intents' });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    await expect(loading).resolves.toEqual([]);
    expect(calls.map((c) => c.at - start)).toEqual([0, 1_000, 3_000, 7_000, 15_000]);
    expect(calls).toHaveLength(REFERENCE_FETCH.attempts);
    expect(loader.state('intents').value).toEqual({ status: 'loaded', items: [], error: 'Timeout' });
    expect(logger.errors).toHaveLength(5);
  });

  it('succeeds on a later attempt and accepts {items: []} replies', async () => {
    const { loader } = loaderWith([fail('TIMEOUT'), ok({ items: [1, 2] })]);
    const loading = loader.load('x', { action: 'X' });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(loading).resolves.toEqual([1, 2]);
  });

  it('does not retry a definite refusal', async () => {
    const { loader, calls } = loaderWith([fail('ACCESS_DENIED')]);
    await expect(loader.load('roles', { action: 'User/ReadRoles' })).resolves.toEqual([]);
    expect(calls).toHaveLength(1);
    expect(loader.state('roles').value).toMatchObject({ status: 'loaded', error: 'ACCESS_DENIED' });
  });

  it('keeps one request in flight per list however many callers ask, and serves the cache after', async () => {
    const { loader, calls } = loaderWith([ok(['a'])]);
    const all = await Promise.all([1, 2, 3].map(() => loader.load('talk', { action: 'TalkTheme' })));
    expect(all).toEqual([['a'], ['a'], ['a']]);
    await loader.load('talk', { action: 'TalkTheme' });
    expect(calls).toHaveLength(1);
  });

  it('invalidate lets the next load fetch again, keeping old items on show meanwhile', async () => {
    const { loader, calls } = loaderWith([ok(['a']), ok(['b'])]);
    await loader.load('l', { action: 'L' });
    loader.invalidate('l');
    loader.invalidate('never-loaded');
    expect(loader.state('l').value).toEqual({ status: 'idle', items: ['a'], error: null });
    await expect(loader.load('l', { action: 'L' })).resolves.toEqual(['b']);
    expect(calls).toHaveLength(2);
  });
});
