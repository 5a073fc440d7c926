/**
 * "Run this after a pause": the search boxes send their text once typing stops, not on every key.
 * The clock is injected so models are tested with timers the test runs by hand.
 */
import { systemClock, type Clock } from '@abitura/sdk';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface Debounce {
  /** Runs `fn` after the pause, replacing any call still waiting. */
  schedule(fn: () => void): void;
  /** Drops the waiting call, if any. */
  cancel(): void;
}

export function createDebounce(clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock, ms = SEARCH_DEBOUNCE_MS): Debounce {
  let timer: unknown = null;
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    schedule(fn) {
      cancel();
      timer = clock.setTimeout(() => {
        timer = null;
        fn();
      }, ms);
    },
    cancel,
  };
}
