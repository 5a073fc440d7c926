/**
 * The events tab (Abiturient/Events): the applicant's registrations to open days, festivals and
 * meetups: the event, its format and status, when and where, the organization, whether they came
 * (not marked before the event), and the ticket's token with a copy button.
 */
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { CopyButton, formatDisplayDateTime } from '@abitura/ui';
import { Muted } from '../../components/Muted.js';
import { TermChip } from '../../components/TermChip.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import { LoadedTableTab } from './LoadedTableTab.js';
import type { EventRegistration } from './tabModels.js';

const COLUMNS = ['event', 'format', 'status', 'date', 'place', 'attendance', 'ticket'];

function attendance(attended: boolean | null): 'yes' | 'no' | 'unknown' {
  return attended === null ? 'unknown' : attended ? 'yes' : 'no';
}

export function EventsTab({ model }: { model: LoadedResource<readonly EventRegistration[]> }) {
  const { t } = useTranslation('applicant');
  return (
    <LoadedTableTab model={model} section="events" columns={COLUMNS} minWidth={1000}>
      {(items) =>
        items.map((registration) => (
          <tr key={registration.id}>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              {registration.event.title}
              <Muted>
                <br />
                {t('events.registered', { date: formatDisplayDateTime(registration.registered_at) })}
              </Muted>
            </th>
            <td>
              <TermChip group="eventFormat" value={registration.event.format} />
            </td>
            <td>
              <TermChip group="eventStatus" value={registration.event.status} />
            </td>
            <td>{formatDisplayDateTime(registration.event.starts_at)}</td>
            <td>
              <Stack spacing={0.25}>
                {registration.event.place ? <span>{registration.event.place}</span> : <Muted>—</Muted>}
                {registration.event.organization ? <Muted>{registration.event.organization.name}</Muted> : null}
              </Stack>
            </td>
            <td>
              <TermChip group="attendance" value={attendance(registration.attended)} />
            </td>
            <td>
              <Stack direction="row" spacing={0.5} alignItems="center">
                <code dir="ltr" style={{ fontSize: '0.75rem', wordBreak: 'break-all' }}>
                  {registration.ticket_token}
                </code>
                <CopyButton text={registration.ticket_token} label={t('events.copyTicket', { event: registration.event.title })} />
              </Stack>
            </td>
          </tr>
        ))
      }
    </LoadedTableTab>
  );
}
