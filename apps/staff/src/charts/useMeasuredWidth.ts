import { useLayoutEffect, useState } from 'react';

/**
 * The rendered width of an element, followed as it resizes, so a chart can lay itself out in real
 * pixels (text stays its normal size on a phone) instead of shrinking a fixed drawing. Until the
 * element is measured, or where nothing can measure (tests, server rendering), `fallback`.
 */
export function useMeasuredWidth<T extends Element>(fallback: number): [(node: T | null) => void, number] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    if (!node) return undefined;
    const read = () => {
      const measured = Math.round(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width];
}
