/**
 * The events list's state as it lives in the address query (from and to as Moscow days, format
 * and status repeated for several; search, sort, dir, page, pageSize), so a reload, back/forward
 * and a shared link restore it. The list starts at today, so it opens on the coming events; an
 * empty `from=` in the address asks for the past ones too. Values a person could not have chosen
 * are dropped instead of failing the page.
 */
import type { ActionParams } from '@abitura/sdk';
import { isExistingDate } from '@abitura/contracts/validation';
import { EVENT_SORTS } from '@abitura/contracts';
import { EVENT_FORMATS, EVENT_STATUSES, valuesOf, type EventFormat, type EventStatus } from '@abitura/contracts/vocabulary';
import { pagedParams, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';

export type EventSort = (typeof EVENT_SORTS)[number];

/** Every format and status, in the vocabulary's order (the filters' choices and the address's order). */
export const EVENT_FORMAT_VALUES: readonly EventFormat[] = valuesOf(EVENT_FORMATS);
export const EVENT_STATUS_VALUES: readonly EventStatus[] = valuesOf(EVENT_STATUSES);

export interface EventsFilter extends PagedFilter<EventSort> {
  /** The first Moscow day of the period (YYYY-MM-DD), null for no lower bound. */
  from: string | null;
  /** The last Moscow day of the period, null for no upper bound. */
  to: string | null;
  format: readonly EventFormat[];
  /** None chosen: every status but deleted (the server's default). */
  status: readonly EventStatus[];
}

/** A day as the contracts take it (YYYY-MM-DD) that exists, else null. */
export function storedDay(value: string | null): string | null {
  const parts = value === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts && isExistingDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) ? value : null;
}

function chosen<T extends string>(query: URLSearchParams, key: string, all: readonly T[]): T[] {
  const values = new Set(query.getAll(key));
  return all.filter((value) => values.has(value));
}

/** How the list's filters read from and write to the query; `today` (a Moscow day) is where the list starts. */
export function eventsQuery(today: string): ListQueryCodec<EventsFilter> {
  return {
    defaults: Object.freeze({
      search: '',
      from: today,
      to: null,
      format: Object.freeze([]) as readonly EventFormat[],
      status: Object.freeze([]) as readonly EventStatus[],
      sort: 'starts_at',
      dir: 'asc',
      page: 1,
      pageSize: 25,
    }),
    sorts: EVENT_SORTS,
    read: (query) => ({
      // No `from` at all is the default (today); an empty or impossible one is no lower bound.
      from: query.has('from') ? storedDay(query.get('from')) : today,
      to: storedDay(query.get('to')),
      format: chosen(query, 'format', EVENT_FORMAT_VALUES),
      status: chosen(query, 'status', EVENT_STATUS_VALUES),
    }),
    write(query, filter) {
      if (filter.from !== today) query.set('from', filter.from ?? '');
      if (filter.to !== null) query.set('to', filter.to);
      // In the vocabulary's order, so equal choices give equal addresses whatever order they were ticked in.
      for (const format of EVENT_FORMAT_VALUES.filter((value) => filter.format.includes(value))) query.append('format', format);
      for (const status of EVENT_STATUS_VALUES.filter((value) => filter.status.includes(value))) query.append('status', status);
    },
  };
}

/** The EventService/getEventsList params of a filter: a bound, a format or a status only when chosen. */
export function eventListParams(filter: EventsFilter): ActionParams<'EventService/getEventsList'> {
  const formats = EVENT_FORMAT_VALUES.filter((value) => filter.format.includes(value));
  const statuses = EVENT_STATUS_VALUES.filter((value) => filter.status.includes(value));
  return {
    ...pagedParams(filter),
    ...(filter.from === null ? {} : { from: filter.from }),
    ...(filter.to === null ? {} : { to: filter.to }),
    ...(formats.length === 0 ? {} : { formats }),
    ...(statuses.length === 0 ? {} : { statuses }),
  };
}
