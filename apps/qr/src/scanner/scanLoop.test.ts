import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanLoop, FRAME_PAUSE_MS } from './scanLoop.js';
import type { FrameDecoder } from './decoder.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const source = { videoWidth: 640, videoHeight: 480 };

describe('createScanLoop', () => {
  it('reads a frame a pause after the last one was decoded, and hands on what it finds', async () => {
    const answers: (string | null | Error)[] = [null, 'first', new Error('not ready'), 'second'];
    const decode = vi.fn(() => {
      const next = answers.shift() ?? null;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
    const found: string[] = [];
    const loop = createScanLoop({ engine: 'jsqr', decode } as FrameDecoder, (text) => void found.push(text));
    loop.start(source);
    expect(loop.running.value).toBe(true);
    expect(decode).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FRAME_PAUSE_MS * 4);
    expect(decode).toHaveBeenCalledTimes(4);
    expect(found).toEqual(['first', 'second']);
    loop.stop();
    expect(loop.running.value).toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_PAUSE_MS * 4);
    expect(decode).toHaveBeenCalledTimes(4);
  });

  it('drops a frame that is decoded after a stop', async () => {
    let finish: (text: string) => void = () => undefined;
    const decode = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const found: string[] = [];
    const loop = createScanLoop({ engine: 'native', decode }, (text) => void found.push(text), 100);
    loop.start(source);
    await vi.advanceTimersByTimeAsync(100);
    loop.stop();
    finish('late');
    await vi.advanceTimersByTimeAsync(500);
    expect(found).toEqual([]);
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
