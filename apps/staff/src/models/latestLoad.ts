/**
 * The loading state every read of a page shares: whether a load runs, whether data has
 * arrived once, the last failure, and "the newest request wins" (a slow reply to an older filter
 * never overwrites a newer one).
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Reply } from '@abitura/contracts/wire';
import { failureOf, type Failure } from './failure.js';

export interface LatestLoad {
  readonly loading: ReadonlySignal<boolean>;
  /** Data from a successful load is held (later reloads keep it on screen). */
  readonly loaded: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<Failure | null>;
  /**
   * Sends a request; when it is still the newest one, `apply` takes the data (inside one batch
   * with the state change) or the failure is kept.
   */
  run<T>(send: () => Promise<Reply<T>>, apply: (data: T) => void): Promise<void>;
}

export function createLatestLoad(): LatestLoad {
  const loading = signal(false);
  const loaded = signal(false);
  const error = signal<Failure | null>(null);
  let ticket = 0;

  return {
    loading,
    loaded,
    error,
    async run(send, apply) {
      const mine = ++ticket;
      loading.value = true;
      const reply = await send();
      if (mine !== ticket) return;
      batch(() => {
        loading.value = false;
        if (reply.success) {
          error.value = null;
          loaded.value = true;
          apply(reply.data);
        } else {
          error.value = failureOf(reply);
        }
      });
    },
  };
}
