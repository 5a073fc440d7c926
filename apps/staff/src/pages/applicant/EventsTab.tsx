/**
 * The events tab (Abiturient/Events): the applicant's registrations to open days, festivals and
 * meetups: the event, its format and status, when and where, the organization, whether they came
 * (not marked before the event), and the ticket's token with a copy button.
 */
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { CopyButton, formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { Muted } from '../../components/Muted.js';
import { TabSection } from '../../components/TabSection.js';
import { TermChip } from '../../components/TermChip.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import type { EventRegistration } from './tabModels.js';

function attendance(attended: boolean | null): 'yes' | 'no' | 'unknown' {
  return attended === null ? 'unknown' : attended ? 'yes' : 'no';
}

export function EventsTab({ model }: { model: LoadedResource<readonly EventRegistration[]> }) {
  const { t } = useTranslation('applicant');
  const items = useSignalValue(model.value);
  const loading = useSignalValue(model.loading);
  useFirstLoad(model, true);

  return (
    <TabSection title={t('events.title')}>
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('events.empty') }}>
        <ListTable caption={t('events.caption', { count: items.length })} busy={loading} minWidth={1000} align="top">
          <thead>
            <tr>
              <th scope="col">{t('events.event')}</th>
              <th scope="col">{t('events.format')}</th>
              <th scope="col">{t('events.status')}</th>
              <th scope="col">{t('events.date')}</th>
              <th scope="col">{t('events.place')}</th>
              <th scope="col">{t('events.attendance')}</th>
              <th scope="col">{t('events.ticket')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((registration) => (
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
            ))}
          </tbody>
        </ListTable>
      </ResourceArea>
    </TabSection>
  );
}
