/**
 * The statistics as tables: the totals per service (tickets called and served, and their average
 * wait and service time), then a row per service and Moscow hour with the count, mean, median and
 * 90th percentile of both, in minutes:seconds.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { formatCount } from '../../charts/index.js';
import { ListTable } from '../../components/ListTable.js';
import type { StatsModel } from './statsModel.js';
import { formatDuration, hourSpan } from './statsSeries.js';

const NUMBER = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

export function StatsTables({ model }: { model: StatsModel }) {
  const { t, i18n } = useTranslation('queueAdmin');
  const rows = useSignalValue(model.rows);
  const totals = useSignalValue(model.totals);
  const loading = useSignalValue(model.loading);
  const count = (value: number) => formatCount(value, i18n.language);

  return (
    <>
      <Stack spacing={1} component="section" aria-labelledby="stats-totals-title">
        <Typography id="stats-totals-title" level="title-md" component="h3">
          {t('stats.totals.title')}
        </Typography>
        <ListTable list="queueStatsTotals" caption={t('stats.totals.caption')} busy={loading} minWidth={640}>
          <thead>
            <tr>
              <th scope="col">{t('stats.totals.service')}</th>
              <th scope="col" style={NUMBER}>{t('stats.totals.waits')}</th>
              <th scope="col" style={NUMBER}>{t('stats.totals.waitMean')}</th>
              <th scope="col" style={NUMBER}>{t('stats.totals.served')}</th>
              <th scope="col" style={NUMBER}>{t('stats.totals.serviceMean')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={total.serviceId}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {total.service}
                </th>
                <td style={NUMBER}>{count(total.wait.count)}</td>
                <td style={NUMBER}>{formatDuration(total.wait.meanSeconds)}</td>
                <td style={NUMBER}>{count(total.serviceTime.count)}</td>
                <td style={NUMBER}>{formatDuration(total.serviceTime.meanSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="stats-hours-title">
        <Typography id="stats-hours-title" level="title-md" component="h3">
          {t('stats.table.title')}
        </Typography>
        <ListTable list="queueStats" caption={t('stats.table.caption')} busy={loading} minWidth={960}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('stats.table.service')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('stats.table.hour')}
              </th>
              <th scope="colgroup" colSpan={4} style={{ textAlign: 'center' }}>
                {t('stats.table.wait')}
              </th>
              <th scope="colgroup" colSpan={4} style={{ textAlign: 'center' }}>
                {t('stats.table.serviceTime')}
              </th>
            </tr>
            <tr>
              {(['wait', 'serviceTime'] as const).flatMap((measure) =>
                (['count', 'mean', 'p50', 'p90'] as const).map((figure) => (
                  <th key={`${measure}-${figure}`} scope="col" style={NUMBER}>
                    {t(`stats.table.${figure}`)}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.serviceId}-${row.hour}`}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {row.service}
                </th>
                <td style={{ fontVariantNumeric: 'tabular-nums' }}>{hourSpan(row.hour)}</td>
                {(['wait', 'serviceTime'] as const).flatMap((measure) => [
                  <td key={`${measure}-count`} style={NUMBER}>
                    {count(row[measure].count)}
                  </td>,
                  <td key={`${measure}-mean`} style={NUMBER}>
                    {formatDuration(row[measure].meanSeconds)}
                  </td>,
                  <td key={`${measure}-p50`} style={NUMBER}>
                    {formatDuration(row[measure].p50Seconds)}
                  </td>,
                  <td key={`${measure}-p90`} style={NUMBER}>
                    {formatDuration(row[measure].p90Seconds)}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </ListTable>
      </Stack>
    </>
  );
}
