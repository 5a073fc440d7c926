/**
 * The interaction calendar as a signal model: the query the address holds (view, day, filters,
 * scope), the entries of the visible days read from Calendar/List, and the callback actions
 * (move, complete, cancel), each followed by a fresh read of the same days. No React here;
 * CalendarPage reads the signals and calls the actions.
 */
import { computed, signal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { CalendarEntry, CalendarKind } from '@abitura/contracts';
import { createLatestLoad } from '../../models/latestLoad.js';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import type { QueryReporter } from '../../models/pagedList.js';
import { moscowDay, shiftDate, visibleDays, type CalendarView } from '../../models/calendarDates.js';
import { formatCalendarQuery, parseCalendarQuery, type CalendarQuery, type CalendarScope } from '../../models/calendarQuery.js';

export interface CalendarModelOptions {
  client: Client;
  /** Told about every change the model makes, to put it in the address. */
  onQuery?: QueryReporter;
  /** Whether the team scope may be chosen (viewTeamCalendar). */
  team: boolean;
  /** @default Date.now */
  now?: () => number;
}

export type CalendarModel = ReturnType<typeof createCalendarModel>;

export interface CalendarAnswer {
  entries: readonly CalendarEntry[];
  truncated: boolean;
}

const NOTHING: CalendarAnswer = { entries: [], truncated: false };

export function createCalendarModel({ client, onQuery = () => {}, team, now = Date.now }: CalendarModelOptions) {
  const today = () => moscowDay(now());
  const query = signal<CalendarQuery>(parseCalendarQuery('', today(), team));
  const answer = signal<CalendarAnswer>(NOTHING);
  const request = createLatestLoad();
  let asked: string | null = null;

  const days = computed(() => visibleDays(query.value.view, query.value.date));

  const load = (): Promise<void> => {
    const { kinds, types, scope, owner } = query.peek();
    const shown = days.peek();
    const params = {
      from: shown[0]!,
      to: shown[shown.length - 1]!,
      scope,
      ...(scope === 'team' && owner !== null ? { owner } : {}),
      ...(kinds.length > 0 ? { kinds: [...kinds] } : {}),
      ...(types.length > 0 ? { types: [...types] } : {}),
    };
    asked = formatCalendarQuery(query.peek());
    return request.run(
      () => client.call('Calendar/List', params),
      (data) => {
        answer.value = data;
      },
    );
  };

  /** Shows another query: read its days and put it in the address. */
  const change = (next: Partial<CalendarQuery>): void => {
    query.value = { ...query.peek(), ...next };
    void load();
    onQuery(formatCalendarQuery(query.peek()), 'push');
  };

  /** Runs a callback action; a success reads the days again, since the entry moved or closed. */
  const act = async (send: () => ReturnType<Client['call']>): Promise<Outcome<unknown>> => {
    const outcome = outcomeOf(await send());
    if (outcome.ok) await load();
    return outcome;
  };

  return {
    query,
    days,
    entries: computed(() => answer.value.entries),
    truncated: computed(() => answer.value.truncated),
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    load,
    today,

    /** The address changed (first render, reload, back or forward): show what it says. */
    applyQuery(search: string): void {
      const next = parseCalendarQuery(search, today(), team);
      if (formatCalendarQuery(next) === asked) return;
      query.value = next;
      void load();
    },
    dispose(): void {
      asked = null;
    },

    setView: (view: CalendarView, date?: string) => change(date === undefined ? { view } : { view, date }),
    goTo: (date: string) => change({ date }),
    step: (direction: 1 | -1) => change({ date: shiftDate(query.peek().view, query.peek().date, direction) }),
    goToday: () => change({ date: today() }),
    setKinds: (kinds: CalendarKind[]) => change({ kinds }),
    setTypes: (types: string[]) => change({ types }),
    setScope: (scope: CalendarScope) => change({ scope: team ? scope : 'mine', owner: null }),
    /** One team member's calendar, or the whole team's (null). */
    setOwner: (owner: number | null) => change({ owner: query.peek().scope === 'team' ? owner : null }),
    resetFilters: () => change({ kinds: [], types: [], scope: 'mine', owner: null }),

    /** Moves an open callback to an ISO instant. */
    move: (entry: CalendarEntry, at: string) => act(() => client.call('Callback/Move', { id: entry.id, at })),
    complete: (entry: CalendarEntry) => act(() => client.call('Callback/Complete', { id: entry.id })),
    cancel: (entry: CalendarEntry) => act(() => client.call('Callback/Cancel', { id: entry.id })),
  };
}

