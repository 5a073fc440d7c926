/**
 * Typing as a person does into a field that waits for a pause (a list's search, the quick search,
 * the duplicate check): the texts one right after another, then the time running on under fake
 * timers, with a look just before the wait is over.
 */
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

export interface TypingPause {
  /** How long the time runs on after the last text, in milliseconds. */
  pause: number;
  /** When the look is taken. @default one millisecond before the pause is over */
  lookAt?: number;
  /** What the test checks then: nothing sent yet, or one request only. */
  look: () => void;
}

export function typeThenPause(field: HTMLElement, texts: readonly string[], { pause, lookAt = pause - 1, look }: TypingPause): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (const value of texts) fireEvent.change(field, { target: { value } });
    act(() => vi.advanceTimersByTime(lookAt));
    look();
    act(() => vi.advanceTimersByTime(pause - lookAt));
  } finally {
    vi.useRealTimers();
  }
}
