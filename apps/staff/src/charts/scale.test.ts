import { describe, expect, it } from 'vitest';
import { formatCount } from './format.js';
import { labelledIndexes, layoutColumns, layoutParts, nextIndex, niceScale, niceStep, percentages, tooltipShift } from './scale.js';
import { dayPoints } from './timeAxis.js';

describe('niceScale', () => {
  it('rounds the top up to a step of 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(9)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(niceScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('never uses fractional steps for counts, and survives an all-zero series', () => {
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('picks nice steps', () => {
    expect([0.3, 1, 1.5, 3, 7, 20, 0].map((rough) => niceStep(rough))).toEqual([0.5, 1, 2, 5, 10, 20, 1]);
  });
});

describe('layoutColumns', () => {
  const options = { width: 236, height: 136, margins: { top: 0, bottom: 36, axis: 36, end: 0 }, gapRatio: 0.5 };

  it('gives each value an equal slot, oldest at the left, scaled to the nice top', () => {
    const layout = layoutColumns([0, 5, 10, 2], options);
    expect(layout.plot).toEqual({ left: 36, right: 236, top: 0, bottom: 100 });
    expect(layout.bars.map((bar) => bar.slotX)).toEqual([36, 86, 136, 186]);
    expect(layout.bars.map((bar) => bar.width)).toEqual([25, 25, 25, 25]);
    expect(layout.bars.map((bar) => bar.height)).toEqual([0, 50, 100, 20]);
    expect(layout.bars[1]).toMatchObject({ x: 98.5, y: 50, center: 111 });
    expect(layout.ticks).toEqual([
      { value: 0, y: 100 },
      { value: 5, y: 50 },
      { value: 10, y: 0 },
    ]);
    expect(layout.axis).toEqual({ x: 30, anchor: 'end' });
  });

  it('mirrors for right-to-left: the first value at the right, the axis on the right', () => {
    const layout = layoutColumns([0, 5, 10, 2], { ...options, direction: 'rtl' });
    expect(layout.plot).toEqual({ left: 0, right: 200, top: 0, bottom: 100 });
    expect(layout.bars.map((bar) => bar.slotX)).toEqual([150, 100, 50, 0]);
    expect(layout.axis).toEqual({ x: 206, anchor: 'start' });
  });

  it('keeps a tiny non-zero value visible, caps the column width and ignores negatives', () => {
    const layout = layoutColumns([1000, 1, -3], { width: 1000, height: 136, margins: { top: 0, bottom: 36, axis: 0, end: 0 } });
    expect(layout.bars.map((bar) => bar.height)).toEqual([100, 2, 0]);
    expect(layout.bars.every((bar) => bar.width === 40)).toBe(true);
  });
});

describe('labelledIndexes', () => {
  const mondays = [false, false, true, false, false, false, false, false, false, true];

  it('labels every point when the slots are wide enough', () => {
    expect([...labelledIndexes(mondays, 40)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('labels only the week starts on a narrow chart, or every n-th without any', () => {
    expect([...labelledIndexes(mondays, 20)]).toEqual([2, 9]);
    expect([...labelledIndexes([false, false, false, false, false], 12)]).toEqual([0, 3]);
  });
});

describe('layoutParts', () => {
  it('lays the parts end to end from the inline start, skipping zeros', () => {
    expect(layoutParts([1, 0, 3], 400)).toEqual([
      { index: 0, value: 1, x: 0, width: 100 },
      { index: 2, value: 3, x: 100, width: 300 },
    ]);
    expect(layoutParts([1, 0, 3], 400, 'rtl')).toEqual([
      { index: 0, value: 1, x: 300, width: 100 },
      { index: 2, value: 3, x: 0, width: 300 },
    ]);
  });

  it('gives a sliver the minimum width, taken from the others', () => {
    const [big, small] = layoutParts([999, 1], 100);
    expect(small?.width).toBe(4);
    expect(big?.width).toBe(96);
    expect(small?.x).toBe(96);
  });

  it('draws nothing for an all-zero whole', () => {
    expect(layoutParts([0, 0], 100)).toEqual([]);
  });
});

describe('percentages', () => {
  it('adds up to exactly 100 by the largest remainder', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 0, 6])).toEqual([25, 0, 75]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });
});

describe('nextIndex', () => {
  it('moves with the arrows in visual order, and to the ends with Home and End', () => {
    expect(nextIndex(3, 'ArrowRight', 14)).toBe(4);
    expect(nextIndex(3, 'ArrowLeft', 14)).toBe(2);
    expect(nextIndex(13, 'ArrowRight', 14)).toBe(13);
    expect(nextIndex(0, 'ArrowLeft', 14)).toBe(0);
    expect(nextIndex(5, 'Home', 14)).toBe(0);
    expect(nextIndex(5, 'End', 14)).toBe(13);
    expect(nextIndex(5, 'Enter', 14)).toBeNull();
    expect(nextIndex(0, 'End', 0)).toBeNull();
  });

  it('goes forward with ArrowLeft in right-to-left, where the series runs leftwards', () => {
    expect(nextIndex(3, 'ArrowLeft', 14, 'rtl')).toBe(4);
    expect(nextIndex(3, 'ArrowRight', 14, 'rtl')).toBe(2);
  });
});

describe('tooltipShift', () => {
  it('keeps the tooltip inside the chart near the edges', () => {
    expect([tooltipShift(5, 100), tooltipShift(50, 100), tooltipShift(95, 100), tooltipShift(1, 0)]).toEqual([0.1, 0.5, 0.9, 0.5]);
  });
});

describe('dayPoints', () => {
  const series = [
    { day: '2026-09-13', count: 0 },
    { day: '2026-09-14', count: 5 },
  ];

  it('labels days DD.MM, marks Mondays as week starts, and names the weekday in the language', () => {
    expect(dayPoints(series, 'ru')).toEqual([
      { key: '2026-09-13', value: 0, tick: '13.09', label: 'воскресенье, 13.09.2026', major: false },
      { key: '2026-09-14', value: 5, tick: '14.09', label: 'понедельник, 14.09.2026', major: true },
    ]);
    expect(dayPoints(series, 'en')[1]?.label).toBe('Monday, 14.09.2026');
    expect(dayPoints(series, 'fr')[1]?.label).toBe('lundi, 14.09.2026');
    expect(dayPoints(series, 'ar')[1]?.label).toBe('الإثنين، 14.09.2026');
  });

  it('keeps an unreadable day as it came rather than "Invalid Date"', () => {
    expect(dayPoints([{ day: 'soon', count: 1 }], 'ru')).toEqual([{ key: 'soon', value: 1, tick: 'soon', label: 'soon', major: false }]);
  });
});

describe('formatCount', () => {
  it('groups digits by the language and keeps them Latin in Arabic', () => {
    expect(formatCount(12345, 'ru').replace(/\s/g, ' ')).toBe('12 345');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'ar')).toMatch(/^12.345$/);
  });
});
