/**
 * The events page as a signal model: the shared paged-list model over
 * EventService/getEventsList (nearest first from today, filtered by period, formats and statuses,
 * searched in the title and place), its state kept in the address. No React here; EventsListPage
 * reads the signals and calls the actions.
 */
import type { CareerEvent } from '@abitura/contracts';
import { moscowDay } from '../../models/calendarDates.js';
import { createPagedListModel, type ListModelOptions, type PagedListModel } from '../../models/pagedList.js';
import { eventListParams, eventsQuery, type EventsFilter } from './eventsQuery.js';

export type EventsListModel = PagedListModel<EventsFilter, CareerEvent>;

export interface EventsListOptions extends ListModelOptions {
  /** @default Date.now; the list opens on the events from this Moscow day on */
  now?: () => number;
}

export function createEventsListModel({ client, now = Date.now, ...options }: EventsListOptions): EventsListModel {
  return createPagedListModel({
    ...options,
    codec: eventsQuery(moscowDay(now())),
    fetch: (filter) => client.call('EventService/getEventsList', eventListParams(filter)),
  });
}
