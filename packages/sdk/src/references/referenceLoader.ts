import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { MESSAGES } from '../messages/catalogue.js';
import type { Clock, Logger } from '../types.js';
import type { Reply } from '@abitura/contracts/wire';

/** SPEC section 9: at most 5 attempts, backoff from 1000 ms doubling, 6500 ms per request. */
export const REFERENCE_FETCH = Object.freeze({ attempts: 5, backoffMs: 1_000, timeoutMs: 6_500 });

export interface ReferenceState<T> {
  /** `idle` until first asked; `loaded` after success, or after giving up (then items is empty). */
  status: 'idle' | 'loading' | 'loaded';
  items: readonly T[];
  /** Why the last attempt failed, when it did. */
  error: string | null;
}

export interface ReferenceRequest {
  action: string;
  params?: unknown;
}

export interface ReferenceLoader {
  /** The list's state as a signal; does not start loading. */
  state<T = unknown>(name: string): ReadonlySignal<ReferenceState<T>>;
  /** Loads once (however many callers ask at once) and resolves with the items. */
  load<T = unknown>(name: string, request: ReferenceRequest): Promise<readonly T[]>;
  /** Forgets a loaded (or given-up) list so the next load fetches it again. */
  invalidate(name: string): void;
}

type Attempt = { ok: true; items: unknown[] } | { ok: false; error: string; retry: boolean };

/** Errors worth another attempt: the list may well arrive next time. */
const RETRYABLE = new Set(['Timeout', 'Invalid response', 'TRANSPORT_ERROR', 'EMPTY_RESPONSE', 'CONNECTION_CLOSED', 'INTERNAL', 'RATE_LIMITED']);

export function createReferenceLoader(options: {
  call: (action: string, params: unknown, timeoutMs: number) => Promise<Reply>;
  clock: Clock;
  logger: Logger;
}): ReferenceLoader {
  const states = new Map<string, Signal<ReferenceState<unknown>>>();
  const inFlight = new Map<string, Promise<readonly unknown[]>>();

  function stateOf(name: string): Signal<ReferenceState<unknown>> {
    let state = states.get(name);
    if (!state) {
      state = signal<ReferenceState<unknown>>({ status: 'idle', items: [], error: null });
      states.set(name, state);
    }
    return state;
  }

  async function attempt(request: ReferenceRequest): Promise<Attempt> {
    const reply = await options.call(request.action, request.params ?? {}, REFERENCE_FETCH.timeoutMs);
    if (!reply.success) {
      const code = reply.data === 'TIMEOUT' ? 'Timeout' : String(reply.data);
      return { ok: false, error: code, retry: RETRYABLE.has(code) };
    }
    const items = Array.isArray(reply.data)
      ? reply.data
      : isItemsObject(reply.data)
        ? reply.data.items
        : null;
    return items ? { ok: true, items } : { ok: false, error: 'Invalid response', retry: true };
  }

  async function fetchList(name: string, request: ReferenceRequest): Promise<readonly unknown[]> {
    const state = stateOf(name);
    state.value = { ...state.peek(), status: 'loading', error: null };
    let error = '';
    for (let n = 1; n <= REFERENCE_FETCH.attempts; n += 1) {
      const result = await attempt(request);
      if (result.ok) {
        state.value = { status: 'loaded', items: result.items, error: null };
        return result.items;
      }
      error = result.error;
      options.logger.error(MESSAGES.referenceLoadFailed, { name, attempt: n, error });
      if (!result.retry || n === REFERENCE_FETCH.attempts) break;
      await sleep(options.clock, REFERENCE_FETCH.backoffMs * 2 ** (n - 1));
    }
    state.value = { status: 'loaded', items: [], error };
    return [];
  }

  return {
    state: <T>(name: string) => stateOf(name) as unknown as ReadonlySignal<ReferenceState<T>>,
    load<T>(name: string, request: ReferenceRequest): Promise<readonly T[]> {
      const state = stateOf(name).peek();
      if (state.status === 'loaded') return Promise.resolve(state.items as readonly T[]);
      let flight = inFlight.get(name);
      if (!flight) {
        flight = fetchList(name, request).finally(() => inFlight.delete(name));
        inFlight.set(name, flight);
      }
      return flight as Promise<readonly T[]>;
    },
    invalidate(name) {
      const state = states.get(name);
      if (state && !inFlight.has(name)) state.value = { status: 'idle', items: state.peek().items, error: null };
    },
  };
}

function isItemsObject(value: unknown): value is { items: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { items?: unknown }).items);
}

function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}
