/**
 * Time and order under the test's control: a clock whose timers run only when the test says so
 * (debounced searches), and a promise the test resolves when it wants (replies out of order).
 */
import type { Clock } from '@abitura/sdk';

/** Timers that run only when the test says so. */
export function manualClock(): Pick<Clock, 'setTimeout' | 'clearTimeout'> & { pending(): number; runAll(): void } {
  let next = 1;
  const timers = new Map<number, () => void>();
  return {
    setTimeout(fn) {
      const id = next++;
      timers.set(id, fn);
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    runAll() {
      const due = [...timers.values()];
      timers.clear();
      for (const fn of due) fn();
    },
  };
}

/** A promise the test resolves when it wants, for replies that arrive out of order. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
