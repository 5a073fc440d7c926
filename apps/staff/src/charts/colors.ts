/**
 * Chart colours are the Joy theme's CSS variables, never literal colours, so the light and dark
 * schemes (and any later palette change) apply to charts as to buttons. The solid backgrounds are
 * the shades Joy picks to stand out from the page in each scheme; the theme lightens the brand
 * primary in the dark scheme for exactly that reason.
 */
export type ChartTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

/** The fill of a mark in `tone`. */
export const toneFill = (tone: ChartTone): string => `var(--joy-palette-${tone}-solidBg)`;

/** Faint lines: grid, baseline, week separators. */
export const GRID_COLOR = 'var(--joy-palette-divider)';
/** Axis labels. */
export const AXIS_TEXT_COLOR = 'var(--joy-palette-text-tertiary)';
/** The ring drawn around the mark that has the keyboard focus. */
export const FOCUS_COLOR = 'var(--joy-palette-focusVisible)';
/** Gaps between the parts of a whole take the colour of the card under them. */
export const SURFACE_COLOR = 'var(--joy-palette-background-surface)';
