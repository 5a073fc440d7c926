/**
 * Parts of a whole as one horizontal stacked bar (users by status). A bar rather than a donut:
 * lengths along one line compare more exactly than angles, it fits a narrow card, and it mirrors
 * cleanly for right-to-left languages (the first part starts at the inline start). The legend
 * with the exact counts is the caller's, as it usually carries links.
 */
import { useId } from 'react';
import { useDirection } from '@abitura/ui';
import { ChartEmpty, ChartFrame } from './ChartFrame.js';
import { FOCUS_COLOR, GRID_COLOR, SURFACE_COLOR } from './colors.js';
import { ChartTooltip } from './ChartTooltip.js';
import { layoutParts, percentages, type ChartDirection } from './scale.js';
import { useChartFocus } from './useChartFocus.js';
import { useMeasuredWidth } from './useMeasuredWidth.js';

export interface Part {
  key: string;
  label: string;
  value: number;
  /** A CSS colour, normally toneFill(...) so the theme decides. */
  color: string;
}

export interface PartsBarProps {
  /** The chart's accessible name. */
  label: string;
  /** A sentence for screen readers about the whole (the total). */
  summary?: string;
  parts: readonly Part[];
  /** A part's value and share as words, for the tooltip and the part's name ("12 — 40 %"). */
  valueText: (value: number, percent: number) => string;
  /** Shown instead of the bar when every part is 0. */
  emptyText: string;
  /** @default 28 */
  height?: number;
  /** @default the interface language's direction */
  direction?: ChartDirection;
}

const FALLBACK_WIDTH = 480;
/** Room around the bar for the focus ring. */
const PAD = 4;

export function PartsBar({ label, summary, parts, valueText, emptyText, height = 28, direction }: PartsBarProps) {
  const uiDirection = useDirection();
  const dir = direction ?? uiDirection;
  const [measure, width] = useMeasuredWidth<HTMLDivElement>(FALLBACK_WIDTH);
  // useId's characters are not all safe inside url(#...).
  const clipId = `parts-clip-${useId().replace(/[^\w-]/g, '')}`;
  const values = parts.map((part) => part.value);
  const segments = layoutParts(values, width, dir);
  const shares = percentages(values);
  const focus = useChartFocus(segments.length, dir, 0);
  const total = height + PAD * 2;

  if (segments.length === 0) return <ChartEmpty text={emptyText} />;

  const activeSegment = focus.active === null ? undefined : segments[focus.active];
  const activePart = activeSegment ? parts[activeSegment.index] : undefined;
  const focusedSegment = focus.focused === null ? undefined : segments[focus.focused];

  return (
    <ChartFrame
      measure={measure}
      label={label}
      summary={summary}
      viewBox={`0 ${-PAD} ${width} ${total}`}
      height={total}
      onKeyDown={focus.onKeyDown}
      tooltip={
        activeSegment && activePart ? (
          <ChartTooltip
            x={activeSegment.x + activeSegment.width / 2}
            y={PAD}
            width={width}
            height={total}
            title={activePart.label}
            value={valueText(activePart.value, shares[activeSegment.index] ?? 0)}
          />
        ) : null
      }
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={0} y={0} width={width} height={height} rx={height / 4} />
        </clipPath>
      </defs>
      <rect x={0} y={0} width={width} height={height} rx={height / 4} fill={GRID_COLOR} aria-hidden />
      <g clipPath={`url(#${clipId})`}>
        {segments.map((segment, order) => {
          const part = parts[segment.index];
          if (!part) return null;
          const percent = shares[segment.index] ?? 0;
          return (
            <g key={part.key} {...focus.markProps(order, `${part.label}: ${valueText(part.value, percent)}`)}>
              <rect
                x={segment.x}
                y={0}
                width={segment.width}
                height={height}
                fill={part.color}
                stroke={SURFACE_COLOR}
                strokeWidth={segments.length > 1 ? 2 : 0}
                opacity={focus.active === null || focus.active === order ? 1 : 0.6}
              />
            </g>
          );
        })}
      </g>
      {focusedSegment ? (
        <rect
          x={focusedSegment.x}
          y={-2}
          width={focusedSegment.width}
          height={height + 4}
          rx={4}
          fill="none"
          stroke={FOCUS_COLOR}
          strokeWidth={2}
          aria-hidden
        />
      ) : null}
    </ChartFrame>
  );
}
