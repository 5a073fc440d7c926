/**
 * The average wait and the average service time by Moscow hour of day, across the services on
 * screen, as two column charts (minutes on the axis, minutes:seconds and the ticket count in each
 * column's name). Each says its total and its longest hour to screen readers.
 */
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ColumnChart, formatCount, type ChartTone } from '../../charts/index.js';
import type { StatsModel } from './statsModel.js';
import { formatDuration, hourPoints, hourSpan, type HourFigure } from './statsSeries.js';

function HourChart({ title, figures, tone }: { title: string; figures: readonly HourFigure[]; tone: ChartTone }) {
  const { t, i18n } = useTranslation('queueAdmin');
  const count = (value: number) => formatCount(value, i18n.language);
  const points = hourPoints(figures, (figure) => t('stats.charts.hour', { hour: hourSpan(figure.hour), count: count(figure.count) }));
  const total = figures.reduce((sum, figure) => sum + figure.count, 0);
  const overall = total === 0 ? null : Math.round(figures.reduce((sum, figure) => sum + (figure.meanSeconds ?? 0) * figure.count, 0) / total);
  const longest = figures.reduce<HourFigure | undefined>((best, figure) => ((figure.meanSeconds ?? -1) > (best?.meanSeconds ?? -1) ? figure : best), undefined);
  const summary =
    longest && overall !== null
      ? t('stats.charts.summary', { count: count(total), duration: formatDuration(overall), hour: hourSpan(longest.hour), longest: formatDuration(longest.meanSeconds) })
      : undefined;
  const headingId = `stats-chart-${tone}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} level="title-md" component="h3">
        {title}
      </Typography>
      <ColumnChart
        label={title}
        {...(summary ? { summary } : {})}
        points={points}
        tone={tone}
        valueText={(minutes) => t('stats.charts.value', { duration: formatDuration(minutes * 60) })}
        formatValue={(minutes) => String(Math.round(minutes))}
        emptyText={t('stats.charts.empty')}
      />
    </Card>
  );
}

export function StatsCharts({ model }: { model: StatsModel }) {
  const { t } = useTranslation('queueAdmin');
  const waits = useSignalValue(model.waitByHour);
  const services = useSignalValue(model.serviceByHour);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <HourChart title={t('stats.charts.wait')} figures={waits} tone="primary" />
      <HourChart title={t('stats.charts.serviceTime')} figures={services} tone="success" />
    </Box>
  );
}
