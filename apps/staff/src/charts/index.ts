/**
 * The staff app's chart kit: small SVG charts with no chart library (the home page is the only
 * user so far, and a library would double its chunk). Pure layout in scale.ts and timeAxis.ts;
 * the components only draw it.
 */
export { ColumnChart } from './ColumnChart.js';
export type { ColumnChartProps, ColumnPoint } from './ColumnChart.js';
export { PartsBar } from './PartsBar.js';
export type { Part, PartsBarProps } from './PartsBar.js';
export { toneFill } from './colors.js';
export type { ChartTone } from './colors.js';
export { formatCount, formatPercent } from './format.js';
export { dayPoints } from './timeAxis.js';
export type { DayCount } from './timeAxis.js';
export { labelledIndexes, layoutColumns, layoutParts, niceScale, nextIndex, percentages } from './scale.js';
export type { ChartDirection } from './scale.js';
