/**
 * What every chart of the kit shares: the measured wrapper the tooltip is placed in, and the SVG
 * named by its <title> and described by its <desc>, as a group whose marks are the images a
 * screen reader lists. Also the note a chart shows instead of itself when it has nothing to draw.
 */
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import type { KeyboardEventHandler, ReactNode } from 'react';

export interface ChartFrameProps {
  /** From useMeasuredWidth: the wrapper is what gets measured. */
  measure: (node: HTMLDivElement | null) => void;
  /** The chart's accessible name. */
  label: string;
  summary?: string | undefined;
  viewBox: string;
  /** Rendered height in pixels (the width follows the wrapper). */
  height: number;
  onKeyDown: KeyboardEventHandler<SVGSVGElement>;
  /** The tooltip of the active mark, if any. */
  tooltip?: ReactNode;
  children: ReactNode;
}

export function ChartFrame({ measure, label, summary, viewBox, height, onKeyDown, tooltip, children }: ChartFrameProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <Box ref={measure} sx={{ position: 'relative', width: '100%' }}>
      <svg
        role="group"
        aria-labelledby={titleId}
        {...(summary ? { 'aria-describedby': descId } : {})}
        viewBox={viewBox}
        width="100%"
        height={height}
        // Anchors and positions are computed physically; the page's dir must not flip text anchors.
        direction="ltr"
        style={{ display: 'block', overflow: 'visible' }}
        onKeyDown={onKeyDown}
      >
        <title id={titleId}>{label}</title>
        {summary ? <desc id={descId}>{summary}</desc> : null}
        {children}
      </svg>
      {tooltip}
    </Box>
  );
}

/** Said instead of drawing flat columns or an empty bar. */
export function ChartEmpty({ text, minHeight }: { text: string; minHeight?: number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center', borderRadius: 'sm', bgcolor: 'background.level1', px: 2, py: 1.5 }}>
      <Typography level="body-sm" textColor="text.secondary" textAlign="center">
        {text}
      </Typography>
    </Box>
  );
}
