import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_RING_ROOM, useScrollPaddingUnder } from './useScrollPaddingUnder.js';

/** jsdom lays nothing out: the bar's height is set by hand, and the observer is a stand-in. */
let resized: (() => void) | null = null;

class ResizeObserverStandIn {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = null;
  }
}

function Shell({ height }: { height: { value: number } }) {
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingUnder(bar);
  return (
    <header
      ref={(element) => {
        bar.current = element;
        if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => height.value });
      }}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useScrollPaddingUnder', () => {
  it('keeps the page scrolling focused elements out from under the bar, following its height', () => {
    vi.stubGlobal('ResizeObserver', ResizeObserverStandIn);
    const height = { value: 52 };
    const { unmount } = render(<Shell height={height} />);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe(`${52 + FOCUS_RING_ROOM}px`);
    // The horizontal menu opens under the bar: the band grows with it.
    height.value = 100;
    resized?.();
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe(`${100 + FOCUS_RING_ROOM}px`);
    unmount();
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe('');
  });
});
