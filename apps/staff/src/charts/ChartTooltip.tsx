import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { tooltipShift } from './scale.js';

export interface ChartTooltipProps {
  /** The anchor in the chart's own units (its viewBox), and the chart's size in the same units. */
  x: number;
  y: number;
  width: number;
  height: number;
  title: string;
  value: string;
}

/**
 * The value of the hovered or focused mark, above it. Hidden from assistive tech: the mark's own
 * name already says the same. Placed with inline styles in percentages of the chart, which the
 * RTL style plugin leaves alone: the chart's coordinates are physical in both directions.
 */
export function ChartTooltip({ x, y, width, height, title, value }: ChartTooltipProps) {
  const shift = tooltipShift(x, width) * 100;
  return (
    <Box
      aria-hidden
      style={{
        left: `${(x / width) * 100}%`,
        top: `${(y / height) * 100}%`,
        transform: `translate(-${shift}%, calc(-100% - 6px))`,
      }}
      sx={{
        position: 'absolute',
        pointerEvents: 'none',
        zIndex: 1,
        px: 1,
        py: 0.5,
        borderRadius: 'sm',
        boxShadow: 'md',
        bgcolor: 'background.surface',
        border: '1px solid',
        borderColor: 'divider',
        whiteSpace: 'nowrap',
      }}
    >
      <Typography level="body-xs">{title}</Typography>
      <Typography level="title-sm">{value}</Typography>
    </Box>
  );
}
