/**
 * The arithmetic of the chart kit: value scales, axis ticks, where each column or part goes, and
 * keyboard movement between them. Pure functions of numbers, so they are tested without a DOM and
 * the components only draw what they return.
 *
 * Coordinates are physical SVG units (x grows to the right). Right-to-left languages get a
 * mirrored layout: the first point of a series sits at the right edge and the value axis on the
 * right, so a time axis reads right to left in Arabic, as the text around it does.
 */

export type ChartDirection = 'ltr' | 'rtl';

export interface Margins {
  top: number;
  bottom: number;
  /** Room for the value axis labels, on the inline-start side (left in LTR, right in RTL). */
  axis: number;
  /** Room on the inline-end side. */
  end: number;
}

export interface NiceScale {
  /** The top of the value axis: a round number at least as large as the data's maximum. */
  top: number;
  /** Tick values from 0 to top, evenly spaced. */
  ticks: number[];
}

/** 1, 2 or 5 times a power of ten, the smallest such at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A value axis for counts: integer steps of 1, 2 or 5 times a power of ten, at most `maxTicks`
 * intervals. An all-zero series still gets a scale of 0..1, so nothing divides by zero.
 */
export function niceScale(max: number, maxTicks = 4): NiceScale {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const step = Math.max(1, niceStep(max / Math.max(1, maxTicks)));
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

export interface ColumnLayoutOptions {
  width: number;
  height: number;
  direction?: ChartDirection;
  margins?: Partial<Margins>;
  /** Share of each slot left empty between columns. @default 0.3 */
  gapRatio?: number;
  /** Widest a column may get, so a short series on a wide screen does not draw slabs. @default 40 */
  maxBarWidth?: number;
  /** Shortest a non-zero column is drawn, so a 1 beside a 900 is still visible. @default 2 */
  minBarHeight?: number;
}

export interface ColumnBar {
  index: number;
  value: number;
  /** The slot: the whole width the column owns (the hover and focus target). */
  slotX: number;
  slotWidth: number;
  /** The drawn column. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Horizontal centre, for the axis label and the tooltip. */
  center: number;
}

export interface ColumnLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  bars: ColumnBar[];
  scale: NiceScale;
  /** Each tick with its vertical position. */
  ticks: { value: number; y: number }[];
  /** Where the value axis labels go and how they anchor, so they hug the plot on either side. */
  axis: { x: number; anchor: 'start' | 'end' };
}

export const DEFAULT_MARGINS: Margins = { top: 12, bottom: 24, axis: 36, end: 8 };

/** Columns for `values` (negative values count as 0) in a `width` x `height` box. */
export function layoutColumns(values: readonly number[], options: ColumnLayoutOptions): ColumnLayout {
  const { width, height, direction = 'ltr', gapRatio = 0.3, maxBarWidth = 40, minBarHeight = 2 } = options;
  const margins = { ...DEFAULT_MARGINS, ...options.margins };
  const rtl = direction === 'rtl';
  const plot = {
    left: rtl ? margins.end : margins.axis,
    right: Math.max(rtl ? margins.end : margins.axis, width - (rtl ? margins.axis : margins.end)),
    top: margins.top,
    bottom: Math.max(margins.top, height - margins.bottom),
  };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const scale = niceScale(Math.max(0, ...clean));
  const slotWidth = clean.length === 0 ? 0 : plotWidth / clean.length;
  const barWidth = Math.min(maxBarWidth, slotWidth * (1 - gapRatio));

  const bars = clean.map((value, index): ColumnBar => {
    const slotX = rtl ? plot.right - (index + 1) * slotWidth : plot.left + index * slotWidth;
    const raw = (value / scale.top) * plotHeight;
    const barHeight = value > 0 ? Math.max(minBarHeight, raw) : 0;
    return {
      index,
      value,
      slotX,
      slotWidth,
      x: slotX + (slotWidth - barWidth) / 2,
      y: plot.bottom - barHeight,
      width: barWidth,
      height: barHeight,
      center: slotX + slotWidth / 2,
    };
  });
  const ticks = scale.ticks.map((value) => ({ value, y: plot.bottom - (value / scale.top) * plotHeight }));
  const axis = rtl ? { x: plot.right + 6, anchor: 'start' as const } : { x: plot.left - 6, anchor: 'end' as const };
  return { plot, bars, scale, ticks, axis };
}

/**
 * Which axis labels to print: every one when a slot is wide enough for a "DD.MM" label, else only
 * the major ones (week starts). With no major point at all, every n-th, so the axis is never bare.
 */
export function labelledIndexes(major: readonly boolean[], slotWidth: number, minLabelWidth = 34): Set<number> {
  const all = major.map((_, index) => index);
  if (slotWidth >= minLabelWidth) return new Set(all);
  const majors = all.filter((index) => major[index]);
  if (majors.length > 0) return new Set(majors);
  const every = Math.max(1, Math.ceil(minLabelWidth / Math.max(slotWidth, 1)));
  return new Set(all.filter((index) => index % every === 0));
}

export interface PartSegment {
  /** Index into the input values; parts of 0 get no segment. */
  index: number;
  value: number;
  x: number;
  width: number;
}

/**
 * A whole split into parts along one line of `width`: segments in input order from the
 * inline-start edge. A part too small to see (or to hover) gets `minWidth`, taken from the others
 * in proportion, so one banned user among a thousand still shows.
 */
export function layoutParts(values: readonly number[], width: number, direction: ChartDirection = 'ltr', minWidth = 4): PartSegment[] {
  const parts = values.map((value, index) => ({ index, value: Number.isFinite(value) && value > 0 ? value : 0 })).filter((part) => part.value > 0);
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  if (total === 0 || width <= 0) return [];
  const floor = Math.min(minWidth, width / parts.length);
  const raw = parts.map((part) => (part.value / total) * width);
  const small = raw.map((w) => w < floor);
  const reserved = small.filter(Boolean).length * floor;
  const largeTotal = raw.reduce((sum, w, i) => (small[i] ? sum : sum + w), 0);
  const widths = raw.map((w, i) => (small[i] ? floor : largeTotal === 0 ? 0 : (w / largeTotal) * (width - reserved)));

  let start = 0;
  return parts.map((part, i) => {
    const segmentWidth = widths[i] ?? 0;
    const x = direction === 'rtl' ? width - start - segmentWidth : start;
    start += segmentWidth;
    return { index: part.index, value: part.value, x, width: segmentWidth };
  });
}

/**
 * Whole percentages of the total that add up to exactly 100 (largest remainder), so a legend
 * never shows 33 + 33 + 33. All zero gives all zero.
 */
export function percentages(values: readonly number[]): number[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = clean.reduce((sum, value) => sum + value, 0);
  if (total === 0) return clean.map(() => 0);
  const exact = clean.map((value) => (value / total) * 100);
  const result = exact.map(Math.floor);
  let missing = 100 - result.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    missing -= 1;
  }
  return result;
}

/**
 * Where the arrow keys take the focus among `count` marks laid out along the inline axis. Arrows
 * follow what the eye sees: in RTL the first mark is on the right, so ArrowLeft moves forward.
 * Null for keys the chart leaves alone.
 */
export function nextIndex(current: number, key: string, count: number, direction: ChartDirection = 'ltr'): number | null {
  if (count <= 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return Math.min(count - 1, current + 1);
    case backward:
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How far left of its anchor a tooltip shifts (as a share of its own width), so it stays inside the chart near the edges. */
export function tooltipShift(x: number, width: number): number {
  if (width <= 0) return 0.5;
  const position = x / width;
  if (position < 0.15) return 0.1;
  if (position > 0.85) return 0.9;
  return 0.5;
}
