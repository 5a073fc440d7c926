/**
 * An event's facts as a description list: when it starts (Moscow time), its format and status,
 * where, the places taken against the capacity, how many came, the organization holding it, and
 * when it was created.
 */
import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareerEventCard } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { Muted } from '../../components/Muted.js';
import { FieldList } from '../../components/FieldList.js';
import { TermChip, useTermLabel } from '../../components/TermChip.js';
import { PlacesText } from './EventsTable.js';

export function EventFacts({ card }: { card: CareerEventCard }) {
  const { t } = useTranslation('events');
  const term = useTermLabel();
  const none = <Muted>—</Muted>;
  const rows: [string, ReactNode][] = [
    [t('fields.starts_at'), <span dir="ltr">{formatDisplayDateTime(card.starts_at)}</span>],
    [t('fields.format'), term('eventFormat', card.format)],
    [t('fields.status'), <TermChip group="eventStatus" value={card.status} />],
    [t('fields.place'), card.place ?? none],
    [t('fields.registrations'), <PlacesText event={card} />],
    [t('fields.attended'), card.attended],
    [t('fields.organization'), card.organization?.name ?? none],
    [t('fields.created_at'), <span dir="ltr">{formatDisplayDateTime(card.created_at)}</span>],
  ];
  return (
    <Box sx={{ mb: 3 }}>
      <FieldList rows={rows} dense />
    </Box>
  );
}
