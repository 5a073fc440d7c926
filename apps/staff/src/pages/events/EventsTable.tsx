/**
 * One page of events as a table: the title opens the event's card, the start in Moscow time, the
 * format, the status as a colored chip, the place, the registrations against the capacity with
 * the places left, and how many came.
 */
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { CareerEvent } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { TermChip, useTermLabel } from '../../components/TermChip.js';
import type { EventSort } from './eventsQuery.js';

/** Registrations against the capacity, with the places left (or "no limit"). */
export function PlacesText({ event }: { event: Pick<CareerEvent, 'registrations' | 'capacity' | 'free_places'> }) {
  const { t } = useTranslation('events');
  if (event.capacity === null) return <>{t('places.unlimited', { count: event.registrations })}</>;
  return <>{t('places.limited', { count: event.registrations, capacity: event.capacity, free: event.free_places ?? 0 })}</>;
}

export function EventsTable({ rows, caption, busy, ...sorting }: SortableTableProps<CareerEvent, EventSort>) {
  const { t } = useTranslation('events');
  const term = useTermLabel();
  const header = sortHeaders(sorting, (column) => t(`fields.${column}`));
  const plain = (key: string, width?: number) => (
    <th scope="col" style={width === undefined ? undefined : { width }}>
      {t(`fields.${key}`)}
    </th>
  );
  return (
    <ListTable list="events" caption={caption} busy={busy} minWidth={950} align="top">
      <thead>
        <tr>
          {header('title')}
          {header('starts_at', 140)}
          {plain('status', 150)}
          {plain('place')}
          {plain('registrations', 170)}
          {plain('attended', 80)}
          {header('created_at', 130)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" style={{ fontWeight: 'normal', textAlign: 'start' }}>
              <Link component={RouterLink} href={buildPath('interactions-events-view', { id: row.id })}>
                {row.title}
              </Link>
            </th>
            <td>
              <span dir="ltr">{formatDisplayDateTime(row.starts_at)}</span>
            </td>
            <td>
              <TermChip group="eventStatus" value={row.status} />
              {/* The format under the status: one column fewer, so the list fits beside the menu. */}
              <Typography component="span" level="body-xs" textColor="text.tertiary" sx={{ display: 'block', mt: 0.5 }}>
                {term('eventFormat', row.format)}
              </Typography>
            </td>
            <td>{row.place ?? <Muted>—</Muted>}</td>
            <td>
              <PlacesText event={row} />
            </td>
            <td>{row.attended}</td>
            <td>
              <span dir="ltr">{formatDisplayDateTime(row.created_at)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
