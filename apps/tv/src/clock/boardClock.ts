import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { systemClock } from '@abitura/sdk';
import type { Clock } from '@abitura/sdk';

/**
 * Offsets smaller than this are network delay, not a wrong clock: following them would make the
 * seconds stutter with every view.
 */
export const OFFSET_TOLERANCE_MS = 500;

export interface BoardClock {
  /** The time to show, in epoch milliseconds: the device clock corrected by the server's. */
  readonly now: ReadonlySignal<number>;
  /** Takes the server's time from a view just received. */
  sync(serverTime: string): void;
  /** Ticks at every second boundary until the returned stop is called. */
  start(): () => void;
}

/**
 * The board's clock. A TV's own clock is often wrong (no network time, a drained battery), so it
 * keeps the difference to the server's time of the last view and shows the corrected time.
 */
export function createBoardClock(clock: Clock = systemClock): BoardClock {
  let offset = 0;
  let timer: unknown = null;
  const now = signal(clock.now());

  const read = () => clock.now() + offset;

  function tick(): void {
    const time = read();
    now.value = time;
    // To the next second boundary of the corrected time, so the seconds change together with it.
    timer = clock.setTimeout(tick, 1_000 - (((time % 1_000) + 1_000) % 1_000));
  }

  return {
    now,
    sync(serverTime) {
      const server = Date.parse(serverTime);
      if (Number.isNaN(server)) return;
      const measured = server - clock.now();
      if (Math.abs(measured - offset) <= OFFSET_TOLERANCE_MS) return;
      offset = measured;
      now.value = read();
    },
    start() {
      if (timer !== null) clock.clearTimeout(timer);
      tick();
      return () => {
        if (timer !== null) clock.clearTimeout(timer);
        timer = null;
      };
    },
  };
}
