/**
 * The sessions tab as a signal model: a user's live sessions (or all, ended ones too), and ending
 * one or all of them. Needs manageSessions; the tab says so instead of loading without it.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { SessionItem } from '@abitura/contracts';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';

export const SESSIONS_PERMISSION = 'manageSessions';

export type UserSessionsModel = ReturnType<typeof createUserSessionsModel>;

export function createUserSessionsModel(client: Pick<Client, 'call'>, userId: number) {
  const includeEnded = signal(false);
  const { value: items, load, ...state } = createLoadedResource<readonly SessionItem[]>(() => client.call('User/ListSessions', { userId, includeRevoked: includeEnded.peek() }), []);
  /** How many sessions the last revoke ended, for the inline notice. */
  const lastRevoked = signal<number | null>(null);

  return {
    items: items as ReadonlySignal<readonly SessionItem[]>,
    includeEnded: includeEnded as ReadonlySignal<boolean>,
    ...state,
    lastRevoked: lastRevoked as ReadonlySignal<number | null>,
    load,
    /** Live sessions only, or ended ones too. */
    setIncludeEnded(value: boolean): void {
      if (includeEnded.peek() === value) return;
      includeEnded.value = value;
      void load();
    },
    /** Ends the given sessions, or all of the user's when none are given, then rereads the list. */
    async revoke(sessionIds?: readonly number[]): Promise<Outcome<{ revoked: number }>> {
      const outcome = outcomeOf(
        await client.call('User/RevokeSessions', sessionIds === undefined ? { userId } : { userId, sessionIds: [...sessionIds] }),
      );
      if (outcome.ok) {
        lastRevoked.value = outcome.value.revoked;
        void load();
      }
      return outcome;
    },
    dismissRevoked(): void {
      lastRevoked.value = null;
    },
  };
}
