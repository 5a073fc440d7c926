/** Users by account status: the total, their shares as a bar, and each count linking to the filtered users list. */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useSession } from '@abitura/ui';
import { formatCount, formatPercent, PartsBar, toneFill, type ChartTone } from '../../../charts/index.js';
import { KeyNumber } from '../KeyNumber.js';
import type { AccessOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

type Status = keyof AccessOverview['usersByStatus'];

/** Order and colour of the statuses: working accounts first, blocked ones last. */
export const STATUS_TONES: readonly { status: Status; tone: ChartTone }[] = [
  { status: 'active', tone: 'success' },
  { status: 'new', tone: 'primary' },
  { status: 'suspended', tone: 'warning' },
  { status: 'banned', tone: 'danger' },
];

/** The users list filtered by one status. */
export const usersListHref = (status: Status) => `/access/users/list?status=${status}`;

export function UsersByStatusTile({ data }: TileProps<AccessOverview>) {
  const { t, i18n } = useTranslation('home');
  const { can } = useSession();
  const count = (value: number) => formatCount(value, i18n.language);
  const parts = STATUS_TONES.map(({ status, tone }) => ({
    key: status,
    label: t(`users.status.${status}`),
    value: data.usersByStatus[status],
    color: toneFill(tone),
  }));
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  // The list is a page of its own; without its permission the counts are plain text, not dead ends.
  const linked = can('viewAccessUsers');

  return (
    <Stack spacing={2}>
      <KeyNumber label={t('users.total')} value={count(total)} />
      <PartsBar
        label={t('users.chart')}
        summary={t('users.summary', { value: count(total) })}
        parts={parts}
        valueText={(value, percent) => t('users.part', { value: count(value), percent: formatPercent(percent, i18n.language) })}
        emptyText={t('users.empty')}
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {parts.map((part) => {
          const content = (
            <>
              <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', flexShrink: 0, bgcolor: part.color }} />
              <Box component="span" sx={{ flex: 1 }}>
                {part.label}
              </Box>{' '}
              <Typography component="span" fontWeight="lg">
                {count(part.value)}
              </Typography>
            </>
          );
          const row = { display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderRadius: 'sm' } as const;
          return (
            <li key={part.key}>
              {linked ? (
                <Link component={RouterLink} href={usersListHref(part.key)} color="neutral" underline="none" sx={{ ...row, '&:hover': { bgcolor: 'background.level1' } }}>
                  {content}
                </Link>
              ) : (
                <Typography component="span" sx={row}>
                  {content}
                </Typography>
              )}
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
