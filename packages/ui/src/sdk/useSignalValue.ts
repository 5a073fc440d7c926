import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';

/**
 * Reads a signal's value and re-renders when it changes.
 *
 * Built on useSyncExternalStore (subscribe + peek) rather than the signals Babel transform or a
 * bare `useSignals()`: it needs no build step, is tearing-free under concurrent rendering, and
 * works for the SDK's signals because @preact/signals-react and @abitura/sdk share one copy of
 * @preact/signals-core (`npm ls @preact/signals-core` shows it deduped).
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  // signal.subscribe runs its callback once at once and then on every change; React compares
  // snapshots, so the first call costs nothing.
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const snapshot = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
