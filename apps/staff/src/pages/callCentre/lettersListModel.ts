/**
 * The letters page as a signal model: the shared paged-list model over Letter/List (newest
 * first, filtered by statuses and searched in the recipient and subject), the moves the letter
 * state machine allows a row, sending a letter again or cancelling it (the row changes at once
 * from the answer, then the page is read again), and the letter opened in a dialog. No React
 * here; LettersPage reads the signals and calls the actions.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { LetterCard, LetterListItem } from '@abitura/contracts';
import { allowedLetterEvents, type LetterStatus } from '@abitura/contracts/vocabulary';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import { LETTER_STATUS_VALUES, LETTERS_QUERY, letterListParams } from './lettersQuery.js';

/** The staff moves of a letter, as the page's buttons name them. */
export type LetterAction = 'resend' | 'decline';

/**
 * The staff moves the state machine allows a letter in `status` (never a letter being sent);
 * without the right to manage letters, none.
 */
export function letterActions(status: string, canManage: boolean): LetterAction[] {
  if (!canManage || !(LETTER_STATUS_VALUES as readonly string[]).includes(status)) return [];
  const allowed = allowedLetterEvents(status as LetterStatus);
  return (['resend', 'decline'] as const).filter((action) => allowed.includes(action));
}

export type LettersModel = ReturnType<typeof createLettersModel>;

export function createLettersModel({ client, ...options }: ListModelOptions) {
  const list = createPagedListModel({ ...options, codec: LETTERS_QUERY, fetch: (filter) => client.call('Letter/List', letterListParams(filter)) });

  const openId = signal<number | null>(null);
  const letter = signal<LetterCard | null>(null);
  const letterLoad = createLatestLoad();

  async function move(action: LetterAction, id: number): Promise<Outcome<LetterListItem>> {
    const reply = await client.call(action === 'resend' ? 'Letter/Resend' : 'Letter/Decline', { id });
    const outcome = outcomeOf(reply);
    if (outcome.ok) {
      list.updateRows((rows) => rows.map((row) => (row.id === id ? outcome.value : row)));
      void list.load();
    }
    return outcome;
  }

  function loadLetter(): Promise<void> {
    const id = openId.peek();
    if (id === null) return Promise.resolve();
    return letterLoad.run(
      () => client.call('Letter/Get', { id }),
      (card) => {
        letter.value = card;
      },
    );
  }

  return {
    ...list,
    resend: (id: number) => move('resend', id),
    decline: (id: number) => move('decline', id),

    /** The letter open in the dialog: its id, its card once read (null while reading), and the read's state. */
    opened: {
      id: openId as ReadonlySignal<number | null>,
      card: letter as ReadonlySignal<LetterCard | null>,
      loading: letterLoad.loading,
      error: letterLoad.error as ReadonlySignal<Failure | null>,
      load: loadLetter,
    },
    openLetter(id: number): Promise<void> {
      openId.value = id;
      letter.value = null;
      return loadLetter();
    },
    closeLetter(): void {
      openId.value = null;
      letter.value = null;
    },
  };
}
