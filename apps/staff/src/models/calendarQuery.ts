/**
 * What the calendar shows, kept in the address (?view=week&date=2026-11-23&kinds=callback&types=visit&scope=team&owner=12)
 * so a reload, a shared link and the back button show the same page. A value a person could not
 * have chosen reads as the default rather than failing.
 */
import { CALENDAR_KINDS, MAX_ENTITY_ID, type CalendarKind } from '@abitura/contracts';
import { INTERACTION_TYPES } from '@abitura/contracts/vocabulary';
import { CALENDAR_VIEWS, isStoredDate, type CalendarView } from './calendarDates.js';
import { oneOf, positiveInt } from './queryValues.js';

export type CalendarScope = 'mine' | 'team';

export interface CalendarQuery {
  view: CalendarView;
  /** The day the view is about (the month or week containing it). */
  date: string;
  /** Nothing chosen means every kind. */
  kinds: readonly CalendarKind[];
  /** Interaction types; nothing chosen means every type. */
  types: readonly string[];
  scope: CalendarScope;
  /** With the team scope, one member's calendar (a user id); null for the whole team. */
  owner: number | null;
}

const TYPE_CODES: readonly string[] = INTERACTION_TYPES.map((entry) => entry.type);

/** Known values of a comma list, once each, in the list's own order. */
function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (value === null) return [];
  const chosen = new Set(value.split(','));
  return allowed.filter((item) => chosen.has(item));
}

/** The query an address describes; `today` fills a missing date, `team` says whether the team scope may be chosen. */
export function parseCalendarQuery(search: string, today: string, team: boolean): CalendarQuery {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const scope: CalendarScope = team && params.get('scope') === 'team' ? 'team' : 'mine';
  return {
    view: oneOf(params.get('view'), CALENDAR_VIEWS) ?? 'month',
    date: isStoredDate(date) ? date : today,
    kinds: listOf(params.get('kinds'), CALENDAR_KINDS),
    types: listOf(params.get('types'), TYPE_CODES),
    scope,
    owner: scope === 'team' ? positiveInt(params.get('owner'), MAX_ENTITY_ID) : null,
  };
}

/** The address query of a calendar query; the view and the day always, the filters when they narrow. */
export function formatCalendarQuery(query: CalendarQuery): string {
  const params = new URLSearchParams({ view: query.view, date: query.date });
  if (query.kinds.length > 0) params.set('kinds', query.kinds.join(','));
  if (query.types.length > 0) params.set('types', query.types.join(','));
  if (query.scope === 'team') params.set('scope', 'team');
  if (query.scope === 'team' && query.owner !== null) params.set('owner', String(query.owner));
  return params.toString().replaceAll('%2C', ',');
}
