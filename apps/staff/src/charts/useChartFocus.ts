import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { nextIndex, type ChartDirection } from './scale.js';

/**
 * Keyboard and pointer state of a chart's marks: one tab stop for the whole chart (roving
 * tabindex), arrows, Home and End to move between marks in visual order, Escape to hide the
 * tooltip (WCAG 1.4.13), and which mark the tooltip is about (the hovered one, else the focused).
 */
export function useChartFocus(count: number, direction: ChartDirection, initial: number) {
  const [current, setCurrent] = useState(initial);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const marks = useRef<(SVGGElement | null)[]>([]);
  // The data may shrink under a remembered stop; keep the tab stop on a mark that exists.
  const stop = Math.min(Math.max(current, 0), Math.max(count - 1, 0));

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Escape') {
      setDismissed(true);
      return;
    }
    const next = nextIndex(stop, event.key, count, direction);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    marks.current[next]?.focus();
  };

  /** Everything a mark's <g> needs: its role and name, the tab stop, and the focus and hover handlers. */
  const markProps = (index: number, name: string) => ({
    role: 'img',
    'aria-label': name,
    // The focus ring is drawn in the chart (outline does not follow SVG shapes).
    style: { outline: 'none', cursor: 'default' },
    ref: (node: SVGGElement | null) => {
      marks.current[index] = node;
    },
    tabIndex: index === stop ? 0 : -1,
    onFocus: () => {
      setCurrent(index);
      setFocused(index);
      setDismissed(false);
    },
    onBlur: () => setFocused((value) => (value === index ? null : value)),
    onMouseEnter: () => {
      setHovered(index);
      setDismissed(false);
    },
    onMouseLeave: () => setHovered((value) => (value === index ? null : value)),
  });

  const active = dismissed ? null : (hovered ?? focused);
  return { active, focused, onKeyDown, markProps };
}
