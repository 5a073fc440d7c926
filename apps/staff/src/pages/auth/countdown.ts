import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Clock } from '@abitura/sdk';

export interface Countdown {
  /** Whole seconds left; 0 when nothing is being waited for. */
  readonly left: ReadonlySignal<number>;
  start(seconds: number): void;
  /** Ends the wait at once. */
  stop(): void;
  /** Stops the timer (the page is gone); a later start works again. */
  dispose(): void;
}

/**
 * A wait the server asked for (throttled sign-in), counted down by the clock rather than by ticks,
 * so a tab that slept still shows the true time left.
 */
export function createCountdown(clock: Clock): Countdown {
  const left = signal(0);
  let until = 0;
  let timer: unknown = null;

  const halt = () => {
    if (timer !== null) clock.clearInterval(timer);
    timer = null;
  };
  const tick = () => {
    left.value = Math.max(0, Math.ceil((until - clock.now()) / 1000));
    if (left.peek() === 0) halt();
  };

  return {
    left,
    start(seconds) {
      halt();
      until = clock.now() + seconds * 1000;
      tick();
      if (left.peek() > 0) timer = clock.setInterval(tick, 1000);
    },
    stop() {
      halt();
      left.value = 0;
    },
    dispose: halt,
  };
}

/** Seconds as m:ss ("14:05"), the way a countdown reads in every language of the app. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
