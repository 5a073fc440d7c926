/**
 * The queue's day so far, for whoever runs it: how many wait now, the mean wait to the first call
 * and the longest wait under way (in minutes, as hours and minutes from an hour on), then each
 * service's waiting, at a desk, served and absent, with the way to the statistics.
 */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { formatCount } from '../../../charts/index.js';
import { KeyNumber } from '../KeyNumber.js';
import type { QueueTodayOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

export function QueueTodayTile({ data }: TileProps<QueueTodayOverview>) {
  const { t, i18n } = useTranslation('home');
  const count = (value: number) => formatCount(value, i18n.language);
  const waiting = data.services.reduce((sum, service) => sum + service.waiting, 0);
  const wait = (seconds: number | null) => {
    if (seconds === null) return '—';
    const minutes = Math.round(seconds / 60);
    return minutes < 60 ? t('queueToday.minutes', { minutes }) : t('queueToday.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <KeyNumber label={t('queueToday.waiting')} value={count(waiting)} />
        <KeyNumber label={t('queueToday.meanWait')} value={wait(data.meanWaitSeconds)} />
        <KeyNumber label={t('queueToday.longestWait')} value={wait(data.longestWaitSeconds)} />
      </Box>
      <Table size="sm" aria-label={t('queueToday.byService')} sx={{ tableLayout: 'auto', '& th, & td': { whiteSpace: 'normal' }, '& tr > :not(:first-child)': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } }}>
        <thead>
          <tr>
            <th scope="col">{t('queueToday.service')}</th>
            <th scope="col">{t('queueToday.waitingShort')}</th>
            <th scope="col">{t('queueToday.atDesk')}</th>
            <th scope="col">{t('queueToday.done')}</th>
            <th scope="col">{t('queueToday.noShow')}</th>
          </tr>
        </thead>
        <tbody>
          {data.services.map((service) => (
            <tr key={service.id}>
              <th scope="row" style={{ fontWeight: 'normal' }}>
                {service.prefix} · {service.name}
              </th>
              <td>{count(service.waiting)}</td>
              <td>{count(service.atDesk)}</td>
              <td>{count(service.done)}</td>
              <td>{count(service.noShow)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Link component={RouterLink} href={`${buildPath('qms-admin')}?tab=stats`} level="body-sm">
        {t('queueToday.stats')}
      </Link>
    </Stack>
  );
}
