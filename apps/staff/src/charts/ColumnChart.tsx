/**
 * A column chart of a short series (sign-ins per day): one column per point, a value axis with
 * round ticks, axis labels under the columns, and a thin line before each major point (a week's
 * Monday). Screen readers get the chart's name and summary from <title> and <desc> and each
 * column as an image named with its label and value; the keyboard reaches the columns as one tab
 * stop and moves along them with the arrows.
 */
import { useDirection } from '@abitura/ui';
import { ChartEmpty, ChartFrame } from './ChartFrame.js';
import { AXIS_TEXT_COLOR, FOCUS_COLOR, GRID_COLOR, toneFill, type ChartTone } from './colors.js';
import { ChartTooltip } from './ChartTooltip.js';
import { labelledIndexes, layoutColumns, type ChartDirection } from './scale.js';
import { useChartFocus } from './useChartFocus.js';
import { useMeasuredWidth } from './useMeasuredWidth.js';

export interface ColumnPoint {
  key: string;
  value: number;
  /** Short axis label ("14.09"). */
  tick: string;
  /** Full label for the tooltip and screen readers ("понедельник, 14.09.2026"). */
  label: string;
  /** Always labelled on the axis and set apart by a line (the start of a week). */
  major?: boolean;
}

export interface ColumnChartProps {
  /** The chart's accessible name. */
  label: string;
  /** One or two sentences for screen readers: the total, the busiest point. */
  summary?: string;
  points: readonly ColumnPoint[];
  /** A value as words, for the tooltip and the column's name ("5 входов"). */
  valueText: (value: number) => string;
  /** A value as a bare number, for the axis. */
  formatValue: (value: number) => string;
  /** Shown instead of the chart when every value is 0. */
  emptyText: string;
  /** @default 'primary' */
  tone?: ChartTone;
  /** @default 180 */
  height?: number;
  /** @default the interface language's direction */
  direction?: ChartDirection;
}

const FALLBACK_WIDTH = 480;

export function ColumnChart({ label, summary, points, valueText, formatValue, emptyText, tone = 'primary', height = 180, direction }: ColumnChartProps) {
  const uiDirection = useDirection();
  const dir = direction ?? uiDirection;
  const [measure, width] = useMeasuredWidth<HTMLDivElement>(FALLBACK_WIDTH);
  // The newest point is the one a person checks first ("how many today?").
  const focus = useChartFocus(points.length, dir, points.length - 1);
  const empty = points.every((point) => !(point.value > 0));

  if (empty) return <ChartEmpty text={emptyText} minHeight={height} />;

  const layout = layoutColumns(
    points.map((point) => point.value),
    { width, height, direction: dir },
  );
  const slotWidth = layout.bars[0]?.slotWidth ?? 0;
  const labelled = labelledIndexes(
    points.map((point) => Boolean(point.major)),
    slotWidth,
  );
  const columns = layout.bars.flatMap((bar) => {
    const point = points[bar.index];
    return point ? [{ bar, point }] : [];
  });
  const active = focus.active === null ? undefined : columns[focus.active];

  return (
    <ChartFrame
      measure={measure}
      label={label}
      summary={summary}
      viewBox={`0 0 ${width} ${height}`}
      height={height}
      onKeyDown={focus.onKeyDown}
      tooltip={
        active ? (
          <ChartTooltip x={active.bar.center} y={active.bar.y} width={width} height={height} title={active.point.label} value={valueText(active.point.value)} />
        ) : null
      }
    >
      <g aria-hidden>
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} stroke={GRID_COLOR} strokeWidth={1} />
            <text x={layout.axis.x} y={tick.y} dy="0.32em" textAnchor={layout.axis.anchor} fontSize={11} fill={AXIS_TEXT_COLOR}>
              {formatValue(tick.value)}
            </text>
          </g>
        ))}
        {columns.map(({ bar, point }) => {
          // A week starts here: a faint line on the slot's edge toward the earlier days.
          const edge = dir === 'rtl' ? bar.slotX + bar.slotWidth : bar.slotX;
          return (
            <g key={point.key}>
              {point.major && bar.index > 0 ? (
                <line x1={edge} x2={edge} y1={layout.plot.top} y2={layout.plot.bottom + 4} stroke={GRID_COLOR} strokeDasharray="3 3" />
              ) : null}
              {labelled.has(bar.index) ? (
                <text
                  x={bar.center}
                  y={layout.plot.bottom + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={point.major ? 600 : 400}
                  fill={AXIS_TEXT_COLOR}
                >
                  {point.tick}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
      {columns.map(({ bar, point }) => {
        const isActive = focus.active === bar.index;
        return (
          <g key={point.key} {...focus.markProps(bar.index, `${point.label}: ${valueText(point.value)}`)}>
            {/* The whole slot answers the pointer, so a short column is as easy to hover as a tall one. */}
            <rect x={bar.slotX} y={layout.plot.top} width={bar.slotWidth} height={layout.plot.bottom - layout.plot.top} fill="transparent" />
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(3, bar.width / 4)}
              fill={toneFill(tone)}
              opacity={focus.active === null || isActive ? 1 : 0.55}
            />
            {focus.focused === bar.index ? (
              <rect
                x={bar.slotX + 1}
                y={layout.plot.top - 2}
                width={Math.max(0, bar.slotWidth - 2)}
                height={layout.plot.bottom - layout.plot.top + 4}
                rx={4}
                fill="none"
                stroke={FOCUS_COLOR}
                strokeWidth={2}
              />
            ) : null}
          </g>
        );
      })}
      <line x1={layout.plot.left} x2={layout.plot.right} y1={layout.plot.bottom} y2={layout.plot.bottom} stroke={AXIS_TEXT_COLOR} strokeWidth={1} aria-hidden />
    </ChartFrame>
  );
}
