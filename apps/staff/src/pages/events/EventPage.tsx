/**
 * /interactions/events/:id: one career event's card. The header names it with its status and
 * format; those who manage events edit it (while neither canceled nor deleted) and move it through
 * the approval workflow with the moves its status allows. Below, its registrations (for those who
 * may see applicants). An id that names no event says so and leads back to the list.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { CareerEventCard } from '@abitura/contracts';
import { useClient, useNotify, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { MissingRight } from '../../components/LoadedArea.js';
import { BackLink, RecordAlerts, RecordLoading, RecordNotFound } from '../../components/RecordPage.js';
import { TermChip, useTermLabel } from '../../components/TermChip.js';
import { recordId } from '../../models/queryValues.js';
import { EventFacts } from './EventFacts.js';
import { EventFormDialog } from './EventFormDialog.js';
import { EventMoves } from './EventMoves.js';
import { createEventPageModel, offeredMoves, offersEdit, registrationWindow, type EventPageModel } from './eventPageModel.js';
import { MANAGE_EVENTS, MANAGE_INTERACTIONS, VIEW_ABITURIENT, VIEW_CALL_CARD } from './permissions.js';
import { RegistrationsSection } from './RegistrationsSection.js';

export default function EventPage({ params }: PageProps) {
  const id = recordId(params.id);
  // A new id is a new event: the model starts over.
  return id === null ? <EventNotFound /> : <EventView key={id} eventId={id} />;
}

function EventNotFound() {
  const { t } = useTranslation('events');
  return <RecordNotFound title={t('card.notFound')} text={t('card.notFoundText')} backHref={buildPath('interactions-events')} backLabel={t('card.backToList')} />;
}

function EventView({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const client = useClient();
  const model = useMemo(() => createEventPageModel(client, eventId), [client, eventId]);
  useEffect(() => {
    void model.load();
    return model.dispose;
  }, [model]);
  const card = useSignalValue(model.card);
  const error = useSignalValue(model.error);

  if (!card) return <RecordLoading title={t('card.title')} error={error} onRetry={() => void model.load()} notFound={<EventNotFound />} />;
  return <EventCardView model={model} card={card} />;
}

function EventCardView({ model, card }: { model: EventPageModel; card: CareerEventCard }) {
  const { t } = useTranslation('events');
  const session = useSession();
  const notify = useNotify();
  const term = useTermLabel();
  const error = useSignalValue(model.error);
  const [editing, setEditing] = useState(false);
  const canManageEvents = session.can(MANAGE_EVENTS);
  const editable = offersEdit(card, canManageEvents);
  const moves = offeredMoves(card, canManageEvents);

  return (
    <>
      <BackLink href={buildPath('interactions-events')}>{t('card.backToList')}</BackLink>
      <PageHeader
        title={card.title}
        subtitle={
          <Stack component="span" direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <TermChip group="eventStatus" value={card.status} />
            <span>{term('eventFormat', card.format)}</span>
          </Stack>
        }
        actions={
          editable || moves.length > 0 ? (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {editable ? (
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {t('card.edit')}
                </Button>
              ) : null}
              <EventMoves model={model} title={card.title} moves={moves} />
            </Stack>
          ) : null
        }
      />
      <RecordAlerts error={error} unknownTab={null} />
      <EventFacts card={card} />
      {session.can(VIEW_ABITURIENT) ? (
        <RegistrationsSection model={model} offers={registrationWindow(card, Date.now())} canManage={session.can(MANAGE_INTERACTIONS)} canSearch={session.can(VIEW_CALL_CARD)} />
      ) : (
        <MissingRight text={t('registrations.missingRight')} />
      )}
      {editable ? (
        <EventFormDialog
          open={editing}
          card={card}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            model.updated(next);
            notify({ level: 'success', message: t('form.saved', { title: next.title }) });
          }}
        />
      ) : null}
    </>
  );
}
