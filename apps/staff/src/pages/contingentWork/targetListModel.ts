/**
 * The target work list as a signal model: the applicants the campaign must reach, highest
 * priority first (Abiturient/Target), filtered and paged in the address; claiming one for
 * CLAIM_MINUTES so no other operator calls them (Abiturient/Claim, a given one or the next
 * unclaimed one of the filter), and releasing a claim (Abiturient/Release). Someone else taking
 * an applicant first is a CONFLICT: the server's sentence is kept for the page and the list is
 * read again. The list is also read again every TARGET_REFRESH_MS so others' claims show up.
 * No React here.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type ActionResult, type Clock } from '@abitura/sdk';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { TARGET_QUERY, targetParams, targetSelection } from './targetQuery.js';

export type TargetItem = ActionResult<'Abiturient/Target'>['items'][number];

/** How often the list is read again while it is open. */
export const TARGET_REFRESH_MS = 30_000;

/** What the last claim or release did, for the notice above the list. */
export type TargetNotice =
  | { kind: 'claimed'; name: string; until: string }
  | { kind: 'released'; name: string }
  /** The claim had already run out and someone else holds them now. */
  | { kind: 'notHeld'; name: string }
  | { kind: 'conflict'; failure: Failure }
  | { kind: 'failed'; failure: Failure };

export interface TargetListModelOptions extends ListModelOptions {
  /** Timers of the search debounce and the periodic refresh. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
}

export type TargetListModel = ReturnType<typeof createTargetListModel>;

export function createTargetListModel({ client, clock = systemClock, ...options }: TargetListModelOptions) {
  const list = createPagedListModel({ ...options, clock, codec: TARGET_QUERY, fetch: (filter) => client.call('Abiturient/Target', targetParams(filter)) });
  /** The applicant a claim or release is running for, 'next' for "take the next one", or null. */
  const busy = signal<number | 'next' | null>(null);
  const notice = signal<TargetNotice | null>(null);

  /** A claim's answer on its row at once, ahead of the reload. */
  const replaceRow = (item: TargetItem) => list.updateRows((rows) => rows.map((row) => (row.id === item.id ? item : row)));

  async function act<T>(target: number | 'next', send: () => Promise<Outcome<T>>, done: (value: T) => TargetNotice | null): Promise<T | null> {
    if (busy.peek() !== null) return null;
    batch(() => {
      busy.value = target;
      notice.value = null;
    });
    const outcome = await send();
    batch(() => {
      busy.value = null;
      notice.value = outcome.ok ? done(outcome.value) : { kind: outcome.failure.code === 'CONFLICT' ? 'conflict' : 'failed', failure: outcome.failure };
    });
    // Someone else moved first, or a claim changed: what the list shows is stale either way.
    void list.load();
    return outcome.ok ? outcome.value : null;
  }

  return {
    ...list,
    busy: busy as ReadonlySignal<number | 'next' | null>,
    notice: notice as ReadonlySignal<TargetNotice | null>,

    /** Claims the highest-priority unclaimed applicant of the filter; the claimed one, or null when refused. */
    takeNext(): Promise<TargetItem | null> {
      return act(
        'next',
        async () => outcomeOf(await client.call('Abiturient/Claim', { filter: targetSelection(list.filter.peek()) })),
        (item) => ({ kind: 'claimed', name: item.fullname, until: item.claim?.until ?? '' }),
      );
    },
    /** Claims one applicant of the list. */
    take(id: number): Promise<TargetItem | null> {
      return act(
        id,
        async () => outcomeOf(await client.call('Abiturient/Claim', { id })),
        (item) => {
          replaceRow(item);
          return { kind: 'claimed', name: item.fullname, until: item.claim?.until ?? '' };
        },
      );
    },
    /** Releases the signed-in user's claim on an applicant. */
    async release(id: number): Promise<boolean> {
      const name = list.rows.peek().find((row) => row.id === id)?.fullname ?? '';
      const result = await act(
        id,
        async () => outcomeOf(await client.call('Abiturient/Release', { id })),
        (answer) => {
          if (!answer.released) return { kind: 'notHeld', name };
          list.updateRows((rows) => rows.map((row) => (row.id === id ? { ...row, claim: null } : row)));
          return { kind: 'released', name };
        },
      );
      return result !== null;
    },
    dismissNotice(): void {
      notice.value = null;
    },
    /**
     * Reads the list again every TARGET_REFRESH_MS until the returned function is called (the page
     * starts it when shown and stops it when it goes).
     */
    startRefresh(): () => void {
      const timer = clock.setInterval(() => {
        // A claim running now reloads the list itself when it ends.
        if (busy.peek() === null && !list.loading.peek()) void list.load();
      }, TARGET_REFRESH_MS);
      return () => clock.clearInterval(timer);
    },
  };
}
