import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Clock } from '@abitura/sdk';

export interface LoadingBarOptions {
  /** @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  /** SPEC section 9: one step every 800 ms. @default 800 */
  stepMs?: number;
  /** SPEC section 9: the bar never claims more than 82 % before the work is done. @default 82 */
  cap?: number;
  /** Shown at once on start, so the bar is visible before the first step. @default 10 */
  initial?: number;
  /** How long the full bar stays before it hides, so the finish is seen. @default 300 */
  hideDelayMs?: number;
}

export interface LoadingBarModel {
  /** 0 to 100. */
  readonly progress: ReadonlySignal<number>;
  /** True from the first start until shortly after the last task ends. */
  readonly visible: ReadonlySignal<boolean>;
  /** True while any task runs (the bar is busy, as opposed to finishing). */
  readonly active: ReadonlySignal<boolean>;
  /** Starts a task; call the returned function when it ends (extra calls are ignored). */
  start(): () => void;
  /** Runs the bar for as long as the promise is pending and passes its outcome on. */
  track<T>(work: Promise<T>): Promise<T>;
  dispose(): void;
}

/**
 * The top loading bar's model (SPEC section 9). Progress is not measured (requests do not report
 * it), so it is an honest estimate: it moves every 800 ms, each step a quarter of what remains to
 * the cap, fast at first and slowing down, and never passes 82 until every task has ended; then it
 * jumps to 100 and hides. Tasks overlap: the bar finishes only when the last one ends.
 */
export function createLoadingBar(options: LoadingBarOptions = {}): LoadingBarModel {
  const clock = options.clock ?? systemClock;
  const stepMs = options.stepMs ?? 800;
  const cap = options.cap ?? 82;
  const initial = Math.min(options.initial ?? 10, cap);
  const hideDelayMs = options.hideDelayMs ?? 300;

  const progress = signal(0);
  const visible = signal(false);
  const active = signal(false);
  let running = 0;
  let stepTimer: unknown = null;
  let hideTimer: unknown = null;

  function step(): void {
    const current = progress.peek();
    // At least 1 per step, so the bar reaches the cap instead of creeping towards it forever.
    progress.value = Math.min(cap, current + Math.max(1, Math.ceil((cap - current) / 4)));
  }

  function stopTimers(): void {
    if (stepTimer !== null) clock.clearInterval(stepTimer);
    if (hideTimer !== null) clock.clearTimeout(hideTimer);
    stepTimer = null;
    hideTimer = null;
  }

  function begin(): void {
    stopTimers();
    batch(() => {
      active.value = true;
      visible.value = true;
      progress.value = initial;
    });
    stepTimer = clock.setInterval(step, stepMs);
  }

  function finish(): void {
    stopTimers();
    batch(() => {
      active.value = false;
      progress.value = 100;
    });
    hideTimer = clock.setTimeout(() => {
      hideTimer = null;
      batch(() => {
        visible.value = false;
        progress.value = 0;
      });
    }, hideDelayMs);
  }

  function start(): () => void {
    running += 1;
    if (running === 1) begin();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      running -= 1;
      if (running === 0) finish();
    };
  }

  return {
    progress,
    visible,
    active,
    start,
    async track(work) {
      const end = start();
      try {
        return await work;
      } finally {
        end();
      }
    },
    dispose() {
      stopTimers();
      running = 0;
    },
  };
}
