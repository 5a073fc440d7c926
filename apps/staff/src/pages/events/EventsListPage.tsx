/**
 * /interactions/events: career events (open days, festivals, meetups) a page at a time, nearest
 * first from today, filtered by period, formats and statuses (deleted ones only when chosen) and
 * searched in the title and place, with the state in the address. Those who manage events create
 * one here; the new event's card opens. The model holds the state; this renders it.
 */
import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { useNotify, useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { EventFormDialog } from './EventFormDialog.js';
import { EventsFilters } from './EventsFilters.js';
import { createEventsListModel } from './eventsListModel.js';
import { EventsTable } from './EventsTable.js';
import { MANAGE_EVENTS } from './permissions.js';

export default function EventsListPage(_props: PageProps) {
  const { t } = useTranslation('events');
  const session = useSession();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const model = useAddressBoundList((client, onQuery) => createEventsListModel({ client, onQuery }));
  const list = usePagedListState(model);
  const canManage = session.can(MANAGE_EVENTS);
  const [creating, setCreating] = useState(false);
  const create = canManage ? (
    <Button onClick={() => setCreating(true)}>{t('list.create')}</Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={list.loaded ? t('list.count', { count: list.total }) : null} actions={create} />
      <EventsFilters {...listFiltersProps(list, model)} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('list.empty'), hint: t('list.emptyHint'), action: create }}
        noResults={{ title: t('list.noResults'), hint: t('list.noResultsHint') }}
      >
        <EventsTable {...sortableTableProps(list, model, t('list.caption', { count: list.total }))} />
      </PagedListArea>
      {canManage ? (
        <EventFormDialog
          open={creating}
          card={null}
          onClose={() => setCreating(false)}
          onSaved={(card) => {
            setCreating(false);
            notify({ level: 'success', message: t('form.created', { title: card.title }) });
            navigate(buildPath('interactions-events-view', { id: card.id }));
          }}
        />
      ) : null}
    </>
  );
}
