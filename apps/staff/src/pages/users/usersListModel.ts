/**
 * The users list as a signal model: the filter (kept in step with the address query), the page
 * of rows the server returned, a debounced search, and the row actions (status change with undo,
 * ending sessions). No React here; UsersListPage reads the signals and calls the actions.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { AccountStatus, UserListItem } from '@abitura/sdk/contracts';
import type { TablePageSize } from '@abitura/sdk/vocabulary';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createDebounce } from '../../models/debounce.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { undoTarget, type SettableStatus } from './statusActions.js';
import {
  DEFAULT_FILTER,
  MAX_SEARCH_LENGTH,
  filterFromQuery,
  listParams,
  queryFromFilter,
  type UserSort,
  type UsersFilter,
} from './usersQuery.js';

/** What the last row action did, for the inline notice (with undo where cheap). */
export type ListFeedback =
  | { kind: 'status'; user: Pick<UserListItem, 'id' | 'fullName' | 'login'>; from: AccountStatus; to: SettableStatus; undo: SettableStatus | null; sessionsEnded: boolean }
  | { kind: 'undone'; user: Pick<UserListItem, 'id' | 'fullName' | 'login'>; to: SettableStatus }
  | { kind: 'revoked'; user: Pick<UserListItem, 'id' | 'fullName' | 'login'>; count: number }
  | { kind: 'undoFailed'; user: Pick<UserListItem, 'id' | 'fullName' | 'login'>; failure: Failure };

export interface UsersListModelOptions {
  client: Pick<Client, 'call'>;
  /** Timers of the search debounce. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  /**
   * Called when the filter changes from inside the page, with the new query (without '?'):
   * `replace` for typing and corrections, `push` for choices worth a history entry.
   */
  onQuery?: (query: string, mode: 'push' | 'replace') => void;
}

export type UsersListModel = ReturnType<typeof createUsersListModel>;

export function createUsersListModel(options: UsersListModelOptions) {
  const { client, onQuery } = options;
  const debounce = createDebounce(options.clock, options.debounceMs);

  const filter = signal<UsersFilter>(DEFAULT_FILTER);
  const searchText = signal('');
  const rows = signal<readonly UserListItem[]>([]);
  const total = signal(0);
  /** Rows from a finished load stay on screen while the next one loads, so nothing jumps. */
  const request = createLatestLoad();
  const { loading, loaded, error } = request;
  const feedback = signal<ListFeedback | null>(null);

  function load(): Promise<void> {
    const current = filter.peek();
    return request.run(
      () => client.call('User/List', listParams(current)),
      (data) => {
        if (data.items.length === 0 && data.total > 0 && current.page > 1) {
          // The page ran past the end (rows were removed, or an old link): show the last page instead.
          change({ page: Math.ceil(data.total / current.pageSize) }, 'replace');
          return;
        }
        rows.value = data.items;
        total.value = data.total;
      },
    );
  }

  /** Sets the filter, reports the new query and loads; a change to anything but the page starts at page 1. */
  function change(patch: Partial<UsersFilter>, mode: 'push' | 'replace' = 'push'): void {
    const before = filter.peek();
    const next: UsersFilter = { ...before, ...patch, ...('page' in patch ? {} : { page: 1 }) };
    const query = queryFromFilter(next);
    if (query === queryFromFilter(before)) return;
    filter.value = next;
    onQuery?.(query, mode);
    void load();
  }

  function commitSearch(): void {
    debounce.cancel();
    const search = searchText.peek().trim().slice(0, MAX_SEARCH_LENGTH);
    change({ search }, 'replace');
  }

  async function setStatus(user: Pick<UserListItem, 'id'>, status: SettableStatus): Promise<Outcome<UserListItem>> {
    const outcome = outcomeOf(await client.call('User/SetStatus', { id: user.id, status }));
    if (outcome.ok) {
      // The row changes at once; the reload then applies the filter (a banned user may leave it).
      rows.value = rows.peek().map((row) => (row.id === outcome.value.id ? outcome.value : row));
      void load();
    }
    return outcome;
  }

  return {
    filter: filter as ReadonlySignal<UsersFilter>,
    searchText: searchText as ReadonlySignal<string>,
    rows: rows as ReadonlySignal<readonly UserListItem[]>,
    total: total as ReadonlySignal<number>,
    loading,
    loaded,
    error,
    feedback: feedback as ReadonlySignal<ListFeedback | null>,
    load,

    /** Takes the filter from the address (first render, reload, back/forward); loads when it differs. */
    applyQuery(search: string): void {
      const next = filterFromQuery(search);
      const first = !loaded.peek() && !loading.peek() && error.peek() === null;
      if (!first && queryFromFilter(next) === queryFromFilter(filter.peek())) return;
      debounce.cancel();
      batch(() => {
        filter.value = next;
        searchText.value = next.search;
      });
      // A query that was not in canonical form (unknown values, defaults spelled out) is tidied.
      if (queryFromFilter(next) !== search.replace(/^\?/, '')) onQuery?.(queryFromFilter(next), 'replace');
      void load();
    },

    /** The search box's text; sent after a pause in typing. */
    setSearchText(text: string): void {
      searchText.value = text;
      debounce.schedule(commitSearch);
    },
    /** Sends the search at once (Enter). */
    commitSearch,
    setStatusFilter: (status: AccountStatus | null) => change({ status }),
    setRoleFilter: (roleId: number | null) => change({ roleId }),
    /** A click on a column header: the same column flips the direction, another starts ascending. */
    sortBy(column: UserSort): void {
      const current = filter.peek();
      change({ sort: column, dir: current.sort === column && current.dir === 'asc' ? 'desc' : 'asc' });
    },
    setPage: (page: number) => change({ page: Math.max(1, Math.floor(page)) }),
    setPageSize: (pageSize: TablePageSize) => change({ pageSize }),
    resetFilters(): void {
      debounce.cancel();
      searchText.value = '';
      change({ search: '', status: null, roleId: null });
    },

    /** Sets a user's status and remembers how to undo it. */
    async changeStatus(user: Pick<UserListItem, 'id' | 'fullName' | 'login' | 'status'>, status: SettableStatus): Promise<Outcome<UserListItem>> {
      const outcome = await setStatus(user, status);
      if (outcome.ok) {
        feedback.value = {
          kind: 'status',
          user: { id: user.id, fullName: user.fullName, login: user.login },
          from: user.status,
          to: status,
          undo: undoTarget(user.status),
          sessionsEnded: status !== 'active',
        };
      }
      return outcome;
    },
    /** Sets the status back to what it was before the last change. */
    async undo(): Promise<Outcome<UserListItem> | null> {
      const last = feedback.peek();
      if (last?.kind !== 'status' || last.undo === null) return null;
      const outcome = await setStatus(last.user, last.undo);
      feedback.value = outcome.ok ? { kind: 'undone', user: last.user, to: last.undo } : { kind: 'undoFailed', user: last.user, failure: outcome.failure };
      return outcome;
    },
    /** Ends every session of a user. */
    async revokeSessions(user: Pick<UserListItem, 'id' | 'fullName' | 'login'>): Promise<Outcome<{ revoked: number }>> {
      const outcome = outcomeOf(await client.call('User/RevokeSessions', { userId: user.id }));
      if (outcome.ok) feedback.value = { kind: 'revoked', user: { id: user.id, fullName: user.fullName, login: user.login }, count: outcome.value.revoked };
      return outcome;
    },
    /** A user was created: show them (the list reloads). */
    created(): void {
      void load();
    },
    dismissFeedback(): void {
      feedback.value = null;
    },
    /** Stops the pending search timer (the page unmounts). */
    dispose: debounce.cancel,
  };
}
