/**
 * One thing a page loads from the server, as signals: the last good value, whether a load runs,
 * and what the last load threw (an SDK ActionError, read by `useErrorText`). A newer load wins
 * over an older one that answers late, so quick re-selection never shows a stale answer.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';

export interface Resource<T> {
  /** The last value loaded; kept while a reload runs or after it fails. */
  readonly data: ReadonlySignal<T | null>;
  readonly loading: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<unknown>;
  /** Loads (again); resolves with the value, or null when it failed or a newer load started. */
  load(): Promise<T | null>;
  /** Replaces the value held (after a write answered with the new state). */
  set(value: T): void;
}

export function createResource<T>(fetch: () => Promise<T>): Resource<T> {
  const data = signal<T | null>(null);
  const loading = signal(false);
  const error = signal<unknown>(null);
  let latest = 0;

  async function load(): Promise<T | null> {
    const ticket = ++latest;
    loading.value = true;
    try {
      const value = await fetch();
      if (ticket !== latest) return null;
      batch(() => {
        data.value = value;
        error.value = null;
        loading.value = false;
      });
      return value;
    } catch (failure) {
      if (ticket === latest) {
        batch(() => {
          error.value = failure ?? new Error('load failed');
          loading.value = false;
        });
      }
      return null;
    }
  }

  return {
    data,
    loading,
    error,
    load,
    set: (value) => {
      data.value = value;
    },
  };
}
