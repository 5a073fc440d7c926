/**
 * The quick search as a signal model: one box for a name, a phone, an e-mail or a СНИЛС, searched
 * on the server (Abiturient/Search) as the person types, a short pause after the last key, from
 * two characters on; a slow reply to older text never replaces a newer one. The arrow keys move a
 * highlight through the hits for Enter to open. The text sent lives in the address (`?q=`), so
 * coming back from an applicant shows the same hits. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult, Client, Clock } from '@abitura/sdk';
import { createDebounce } from '../../models/debounce.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { MAX_SEARCH_LENGTH } from '../../models/listQuery.js';
import type { QueryReporter } from '../../models/pagedList.js';

export type QuickSearchHit = ActionResult<'Abiturient/Search'>['items'][number];

/** The pause after the last key before the text is sent: shorter than a list's, as people wait for the hits. */
export const QUICK_SEARCH_DEBOUNCE_MS = 250;
/** The contract's shortest query. */
export const MIN_QUERY_LENGTH = 2;
/** Hits asked for; beyond them the page asks to refine the query. */
export const QUICK_SEARCH_LIMIT = 20;

/**
 * What the results area shows: nothing typed, too little typed, waiting for the hits of the text
 * as it is now, the failure, no hits, or hits.
 */
export type QuickSearchStatus = 'idle' | 'short' | 'searching' | 'failed' | 'none' | 'found';

export interface QuickSearchOptions {
  client: Pick<Client, 'call'>;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  onQuery?: QueryReporter;
}

/** The text as the server gets it: trimmed, within the contract's length. */
export function searchQueryOf(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_LENGTH);
}

export type QuickSearchModel = ReturnType<typeof createQuickSearchModel>;

export function createQuickSearchModel({ client, clock, debounceMs = QUICK_SEARCH_DEBOUNCE_MS, onQuery }: QuickSearchOptions) {
  const debounce = createDebounce(clock, debounceMs);
  const request = createLatestLoad();
  const text = signal('');
  const hits = signal<readonly QuickSearchHit[]>([]);
  const more = signal(false);
  /** The query the hits on screen answer. */
  const answered = signal<string | null>(null);
  const active = signal(-1);
  /** The query whose search failed, while it is still the text. */
  const failed = signal<string | null>(null);
  /** The query last put in the address, so the address coming back does not search again. */
  let reported = '';

  const query = computed(() => searchQueryOf(text.value));
  const status = computed<QuickSearchStatus>(() => {
    const current = query.value;
    if (current === '') return 'idle';
    if (current.length < MIN_QUERY_LENGTH) return 'short';
    if (answered.value !== current) return failed.value === current ? 'failed' : 'searching';
    return hits.value.length === 0 ? 'none' : 'found';
  });

  function report(next: string): void {
    if (next === reported) return;
    reported = next;
    onQuery?.(next === '' ? '' : new URLSearchParams({ q: next }).toString(), 'replace');
  }

  async function search(): Promise<void> {
    debounce.cancel();
    const sent = query.peek();
    if (sent.length < MIN_QUERY_LENGTH) return;
    report(sent);
    failed.value = null;
    await request.run(
      () => client.call('Abiturient/Search', { query: sent, limit: QUICK_SEARCH_LIMIT }),
      (data) => {
        // Text shortened below the minimum meanwhile sends nothing newer; its hits no longer apply.
        if (query.peek() !== sent) return;
        hits.value = data.items;
        more.value = data.more;
        answered.value = sent;
        active.value = -1;
      },
    );
    if (request.error.peek() !== null && !request.loading.peek() && query.peek() === sent) failed.value = sent;
  }

  return {
    text: text as ReadonlySignal<string>,
    query,
    hits: hits as ReadonlySignal<readonly QuickSearchHit[]>,
    more: more as ReadonlySignal<boolean>,
    status,
    loading: request.loading,
    error: request.error,
    /** The highlighted hit's index, -1 for none. */
    active: active as ReadonlySignal<number>,
    activeHit: computed(() => hits.value[active.value] ?? null),

    /** The box's text; sent after the pause when long enough, while shorter text clears the hits. */
    setText(next: string): void {
      batch(() => {
        text.value = next;
        active.value = -1;
      });
      const current = query.peek();
      if (current.length >= MIN_QUERY_LENGTH) {
        debounce.schedule(() => void search());
        return;
      }
      debounce.cancel();
      batch(() => {
        hits.value = [];
        more.value = false;
        answered.value = null;
      });
      report('');
    },
    /** Sends the text at once (Enter with no hit highlighted, a retry). */
    searchNow: search,
    /** Takes the text from the address (first render, back/forward) and searches it at once. */
    applyQuery(address: string): void {
      const next = searchQueryOf(new URLSearchParams(address.replace(/^\?/, '')).get('q') ?? '');
      // The address the model itself reported comes back from the router: nothing to do.
      if (next === reported) return;
      reported = next;
      batch(() => {
        text.value = next;
        active.value = -1;
        hits.value = [];
        more.value = false;
        answered.value = null;
      });
      void search();
    },
    /** Moves the highlight by `step` through the hits, round from the last to the first and back. */
    moveActive(step: 1 | -1): void {
      const count = hits.peek().length;
      if (count === 0) return;
      const current = active.peek();
      active.value = current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count;
    },
    setActive(index: number): void {
      active.value = index >= 0 && index < hits.peek().length ? index : -1;
    },
    /** Stops the pending search (the page unmounts). */
    dispose: debounce.cancel,
  };
}
