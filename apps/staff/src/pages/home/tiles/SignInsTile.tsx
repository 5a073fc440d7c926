/** Sign-ins per day over the last 14 days: the total, today's count, and a column per day. */
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { ColumnChart, dayPoints, formatCount } from '../../../charts/index.js';
import { KeyNumber } from '../KeyNumber.js';
import type { AccessOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

export function SignInsTile({ data }: TileProps<AccessOverview>) {
  const { t, i18n } = useTranslation('home');
  const count = (value: number) => formatCount(value, i18n.language);
  const points = dayPoints(data.signInsByDay, i18n.language);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const today = points.at(-1)?.value ?? 0;
  // The first of the busiest days, for the spoken summary.
  const busiest = points.reduce<(typeof points)[number] | undefined>((best, point) => (!best || point.value > best.value ? point : best), undefined);
  const valueText = (value: number) => t('signIns.value', { count: value, value: count(value) });
  const summary = [t('signIns.total', { value: count(total) }), busiest && busiest.value > 0 ? t('signIns.busiest', { day: busiest.label, value: valueText(busiest.value) }) : '']
    .filter(Boolean)
    .join('. ');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
        <KeyNumber label={t('signIns.totalLabel')} value={count(total)} />
        <KeyNumber label={t('signIns.today')} value={count(today)} />
      </Stack>
      <ColumnChart
        label={t('signIns.chart')}
        summary={summary}
        points={points}
        valueText={valueText}
        formatValue={count}
        emptyText={t('signIns.empty')}
      />
    </Stack>
  );
}
