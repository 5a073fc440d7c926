/**
 * The caller's callbacks: how many are overdue, still due today and done today, then the open
 * ones in the order to ring them, each leading to the call card (or the applicant), and the day
 * in the calendar.
 */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { CalendarEntry } from '@abitura/contracts';
import { formatDisplayDateTime, useSession } from '@abitura/ui';
import { formatCount } from '../../../charts/index.js';
import { moscowDay, moscowTime } from '../../../models/calendarDates.js';
import { formatCalendarQuery } from '../../../models/calendarQuery.js';
import { callCardHref } from '../../../models/callCardAddress.js';
import { summarizeCallbacks } from '../callbacksSummary.js';
import { KeyNumber } from '../KeyNumber.js';
import { VIEW_ABITURIENT, VIEW_CALL_CARD } from '../permissions.js';
import type { CallbacksOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

/** How many open callbacks the tile lists; the calendar shows the rest. */
export const CALLBACKS_SHOWN = 5;

export function CallbacksTile({ data }: TileProps<CallbacksOverview>) {
  const { t, i18n } = useTranslation('home');
  const session = useSession();
  const count = (value: number) => formatCount(value, i18n.language);
  const summary = summarizeCallbacks(data.entries, data.today);
  const shown = summary.open.slice(0, CALLBACKS_SHOWN);
  const personHref = (id: number) => (session.can(VIEW_CALL_CARD) ? callCardHref(id) : session.can(VIEW_ABITURIENT) ? buildPath('newcontingent-view', { id, tab: 'interactions' }) : null);
  const calendarHref = `${buildPath('interactions-calendar')}?${formatCalendarQuery({ view: 'day', date: data.today, kinds: ['callback'], types: [], scope: 'mine', owner: null })}`;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <KeyNumber label={t('callbacks.overdue')} value={count(summary.overdue)} tone={summary.overdue > 0 ? 'danger' : undefined} />
        <KeyNumber label={t('callbacks.dueToday')} value={count(summary.dueToday)} />
        <KeyNumber label={t('callbacks.doneToday')} value={count(summary.doneToday)} />
      </Box>
      {shown.length === 0 ? (
        <Typography level="body-sm" textColor="text.secondary">
          {t('callbacks.none')}
        </Typography>
      ) : (
        <List size="sm" aria-label={t('callbacks.listLabel')} sx={{ '--ListItem-paddingX': 0 }}>
          {shown.map((entry) => (
            <CallbackRow key={entry.id} entry={entry} today={data.today} href={entry.person ? personHref(entry.person.id) : null} />
          ))}
        </List>
      )}
      {summary.open.length > shown.length ? (
        <Typography level="body-sm" textColor="text.secondary">
          {t('callbacks.more', { count: summary.open.length - shown.length })}
        </Typography>
      ) : null}
      {data.truncated ? (
        <Typography level="body-sm" color="warning">
          {t('callbacks.truncated')}
        </Typography>
      ) : null}
      <Link component={RouterLink} href={calendarHref} level="body-sm">
        {t('callbacks.calendar')}
      </Link>
    </Stack>
  );
}

function CallbackRow({ entry, today, href }: { entry: CalendarEntry; today: string; href: string | null }) {
  const { t } = useTranslation('home');
  const when = moscowDay(entry.at) === today ? moscowTime(entry.at) : formatDisplayDateTime(entry.at);
  const name = entry.person?.name ?? entry.title;
  return (
    <ListItem sx={{ alignItems: 'baseline', gap: 1.5 }}>
      <Typography level="body-sm" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '3.5em' }} {...(entry.overdue ? { color: 'danger' } : {})}>
        {when}
      </Typography>
      <Typography level="body-sm" sx={{ minWidth: 0 }}>
        {href ? (
          <Link component={RouterLink} href={href}>
            {name}
          </Link>
        ) : (
          name
        )}
        {entry.overdue ? (
          <Typography component="span" level="body-xs" color="danger" sx={{ ml: 1 }}>
            {t('callbacks.overdueMark')}
          </Typography>
        ) : null}
      </Typography>
    </ListItem>
  );
}
