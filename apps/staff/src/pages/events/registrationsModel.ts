/**
 * An event's registrations as a signal model: the app's paged-list model over
 * EventService/getRegistrations (in order of registration), searched by the applicant's name after
 * a pause in typing and filtered by attendance (came, did not come, not marked), its filter kept by
 * the card rather than the address.
 */
import type { Client, Clock } from '@abitura/sdk';
import type { EventRegistrant } from '@abitura/contracts';
import type { ListQueryCodec, PagedFilter } from '../../models/listQuery.js';
import { createPagedListModel, type PagedListModel } from '../../models/pagedList.js';
import { oneOf } from '../../models/queryValues.js';

/** Came, did not come, not marked yet. */
export const ATTENDANCE_CHOICES = ['came', 'absent', 'unmarked'] as const;
export type AttendanceChoice = (typeof ATTENDANCE_CHOICES)[number];

/** The server lists registrations in the order they were taken; the card has no other order. */
export interface RegistrationsFilter extends PagedFilter<'registered_at'> {
  attendance: AttendanceChoice | null;
}

export const registrationsQuery: ListQueryCodec<RegistrationsFilter> = {
  defaults: Object.freeze({ search: '', attendance: null, sort: 'registered_at', dir: 'asc', page: 1, pageSize: 25 }),
  sorts: ['registered_at'],
  read: (query) => ({ attendance: oneOf(query.get('attendance'), ATTENDANCE_CHOICES) }),
  write(query, filter) {
    if (filter.attendance !== null) query.set('attendance', filter.attendance);
  },
};

/** The contract's `attended`: true, false, null for not marked; left out for all. */
const ATTENDED: Record<AttendanceChoice, boolean | null> = { came: true, absent: false, unmarked: null };

export function registrationParams(eventId: number, filter: RegistrationsFilter) {
  return {
    eventId,
    ...(filter.search === '' ? {} : { search: filter.search }),
    ...(filter.attendance === null ? {} : { attended: ATTENDED[filter.attendance] }),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export type RegistrationsModel = PagedListModel<RegistrationsFilter, EventRegistrant>;

export function createRegistrationsModel(
  client: Pick<Client, 'call'>,
  eventId: number,
  options: { clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>; debounceMs?: number } = {},
): RegistrationsModel {
  return createPagedListModel({ ...options, codec: registrationsQuery, fetch: (filter) => client.call('EventService/getRegistrations', registrationParams(eventId, filter)) });
}
