import { useLayoutEffect, type RefObject } from 'react';

/** Room kept under the bar besides its height, so the focus ring around an element shows too. */
export const FOCUS_RING_ROOM = 8;

/**
 * The shell's top bar stays on screen while the page scrolls (position: sticky). An element the
 * browser scrolls to for focus (Shift+Tab back up a table to its "select all" and sort buttons)
 * would land under it, hidden (WCAG 2.2 2.4.11, focus not obscured). The page's scroll padding
 * keeps the bar's band free for every element of every page: the bar's height, followed as it
 * changes (the horizontal menu under it, a wrapped line, another language).
 */
export function useScrollPaddingUnder(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (element === null) return;
    const root = element.ownerDocument.documentElement;
    const follow = () => root.style.setProperty('scroll-padding-top', `${element.offsetHeight + FOCUS_RING_ROOM}px`);
    follow();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [bar]);
}
