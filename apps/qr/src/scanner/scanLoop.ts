/**
 * Feeds camera frames to the decoder a few times a second: the next frame is read a fixed pause
 * after the previous one was decoded, so a slow phone is never asked for more than it can do
 * and a fast one stays at about six frames a second.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { FrameDecoder, FrameSource } from './decoder.js';

/** About six frames a second on top of the decoding time. */
export const FRAME_PAUSE_MS = 160;

export interface ScanLoop {
  readonly running: ReadonlySignal<boolean>;
  start(source: FrameSource): void;
  stop(): void;
}

export function createScanLoop(decoder: FrameDecoder, onText: (text: string) => void, pauseMs = FRAME_PAUSE_MS): ScanLoop {
  const running = signal(false);
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped on every start and stop, so a decode that answers after a stop is dropped. */
  let generation = 0;

  function schedule(source: FrameSource, run: number): void {
    timer = setTimeout(() => void tick(source, run), pauseMs);
  }

  async function tick(source: FrameSource, run: number): Promise<void> {
    timer = null;
    // A frame the decoder cannot read (the video is still starting) is just skipped.
    const text = await decoder.decode(source).catch(() => null);
    if (run !== generation) return;
    if (text !== null) onText(text);
    if (run === generation) schedule(source, run);
  }

  function stop(): void {
    generation += 1;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    running.value = false;
  }

  return {
    running,
    start(source) {
      stop();
      running.value = true;
      schedule(source, generation);
    },
    stop,
  };
}
