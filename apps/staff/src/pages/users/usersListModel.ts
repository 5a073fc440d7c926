/**
 * The users list as a signal model: the shared paged-list model over User/List with the users'
 * query codec, and the row actions (status change with undo, ending sessions). No React here;
 * UsersListPage reads the signals and calls the actions.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { AccountStatus, UserListItem } from '@abitura/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { undoTarget, type SettableStatus } from './statusActions.js';
import { listParams, usersQuery } from './usersQuery.js';

type ListedUser = Pick<UserListItem, 'id' | 'fullName' | 'login'>;

/** What the last row action did, for the inline notice (with undo where cheap). */
export type ListFeedback =
  | { kind: 'status'; user: ListedUser; from: AccountStatus; to: SettableStatus; undo: SettableStatus | null; sessionsEnded: boolean }
  | { kind: 'undone'; user: ListedUser; to: SettableStatus }
  | { kind: 'revoked'; user: ListedUser; count: number }
  | { kind: 'undoFailed'; user: ListedUser; failure: Failure };

export type UsersListModelOptions = ListModelOptions;

export type UsersListModel = ReturnType<typeof createUsersListModel>;

export function createUsersListModel({ client, ...options }: UsersListModelOptions) {
  const list = createPagedListModel({ ...options, codec: usersQuery, fetch: (filter) => client.call('User/List', listParams(filter)) });
  const feedback = signal<ListFeedback | null>(null);
  const named = (user: ListedUser): ListedUser => ({ id: user.id, fullName: user.fullName, login: user.login });

  async function setStatus(user: Pick<UserListItem, 'id'>, status: SettableStatus): Promise<Outcome<UserListItem>> {
    const outcome = outcomeOf(await client.call('User/SetStatus', { id: user.id, status }));
    if (outcome.ok) {
      // The row changes at once; the reload then applies the filter (a banned user may leave it).
      list.updateRows((rows) => rows.map((row) => (row.id === outcome.value.id ? outcome.value : row)));
      void list.load();
    }
    return outcome;
  }

  return {
    ...list,
    feedback: feedback as ReadonlySignal<ListFeedback | null>,

    /** Sets a user's status and remembers how to undo it. */
    async changeStatus(user: ListedUser & Pick<UserListItem, 'status'>, status: SettableStatus): Promise<Outcome<UserListItem>> {
      const outcome = await setStatus(user, status);
      if (outcome.ok) {
        feedback.value = { kind: 'status', user: named(user), from: user.status, to: status, undo: undoTarget(user.status), sessionsEnded: status !== 'active' };
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
    async revokeSessions(user: ListedUser): Promise<Outcome<{ revoked: number }>> {
      const outcome = outcomeOf(await client.call('User/RevokeSessions', { userId: user.id }));
      if (outcome.ok) feedback.value = { kind: 'revoked', user: named(user), count: outcome.value.revoked };
      return outcome;
    },
    /** A user was created: show them (the list reloads). */
    created(): void {
      void list.load();
    },
    dismissFeedback(): void {
      feedback.value = null;
    },
  };
}
