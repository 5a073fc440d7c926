/**
 * A search-as-you-type box as a signal model, shared by the quick search and the call card's
 * person search: the text is sent a short pause after the last key once it asks for something
 * (`paramsOf`), a slow reply to older text never replaces a newer one, a failure is kept for the
 * text that was sent, and the arrow keys move a highlight through the hits for Enter to pick.
 * What differs between the boxes (how text becomes a request, which request, whether fresh hits
 * come highlighted) is a parameter. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { createDebounce } from './debounce.js';
import type { Failure } from './failure.js';
import { createLatestLoad } from './latestLoad.js';

/**
 * What the results area shows: nothing typed, too little typed, waiting for the hits of the text
 * as it is now, the failure, no hits, or hits.
 */
export type TypeaheadStatus = 'idle' | 'short' | 'searching' | 'failed' | 'none' | 'found';

/** The pause after the last key before the text is sent: shorter than a list's, as people wait for the hits. */
export const TYPEAHEAD_DEBOUNCE_MS = 250;

/** The person searches' shortest query (the contracts' minimum). */
export const MIN_QUERY_LENGTH = 2;
/** Hits a person search asks for; beyond them the page asks to refine the query. */
export const QUICK_SEARCH_LIMIT = 20;

/** One answer of the server: the hits and whether more exist than were sent. */
export interface TypeaheadPage<H> {
  items: readonly H[];
  more: boolean;
}

export interface TypeaheadOptions<P, H> {
  /** What the text asks the server for; null while there is too little to send. */
  paramsOf: (text: string) => P | null;
  /** Tells requests apart: hits and failures belong to the key they were sent for. */
  keyOf: (params: P) => string;
  send: (params: P) => Promise<Reply<TypeaheadPage<H>>>;
  /** Fresh hits come with the first highlighted (Enter picks it at once) rather than none. */
  highlightFirst: boolean;
  /**
   * Enter picks a hit highlighted among the older text's hits while the newer text is searched
   * (the quick search opens it), rather than only once the hits answer the text (the call card).
   */
  picksWhileSearching: boolean;
  /** Told of every request as it is sent (the quick search puts its text in the address). */
  onSend?: (params: P) => void;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'> | undefined;
  debounceMs?: number | undefined;
}

export interface TypeaheadSearch<H> {
  readonly text: ReadonlySignal<string>;
  /** The key of what the text asks for, null while it asks for nothing. */
  readonly key: ReadonlySignal<string | null>;
  readonly hits: ReadonlySignal<readonly H[]>;
  readonly more: ReadonlySignal<boolean>;
  readonly status: ReadonlySignal<TypeaheadStatus>;
  readonly loading: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<Failure | null>;
  /** The highlighted hit's index, -1 for none. */
  readonly active: ReadonlySignal<number>;
  readonly activeHit: ReadonlySignal<H | null>;
  /** The box's text; sent after the pause when it asks for something, while other text clears the hits. */
  setText(next: string): void;
  /** Sends the text at once (Enter before the pause, a retry). */
  searchNow(): Promise<void>;
  /** Enter in the box: the highlighted hit to pick, or null after sending the text at once. */
  pickOnEnter(): H | null;
  /** Puts text in the box and searches it at once, dropping the hits of the old text (the address changed). */
  replaceText(next: string): void;
  /** Moves the highlight by `step` through the hits, round from the last to the first and back. */
  moveActive(step: 1 | -1): void;
  setActive(index: number): void;
  /** Empties the box and the hits (a hit was picked). */
  clear(): void;
  /** Stops the pending search (the page unmounts). */
  dispose(): void;
}

export function createTypeaheadSearch<P, H>({ paramsOf, keyOf, send, highlightFirst, picksWhileSearching, onSend, clock, debounceMs = TYPEAHEAD_DEBOUNCE_MS }: TypeaheadOptions<P, H>): TypeaheadSearch<H> {
  const debounce = createDebounce(clock, debounceMs);
  const request = createLatestLoad();
  const text = signal('');
  const hits = signal<readonly H[]>([]);
  const more = signal(false);
  /** The key the hits on screen answer. */
  const answered = signal<string | null>(null);
  /** The key whose search failed, while the text still asks for it. */
  const failed = signal<string | null>(null);
  const active = signal(-1);

  const key = computed(() => {
    const params = paramsOf(text.value);
    return params === null ? null : keyOf(params);
  });
  const status = computed<TypeaheadStatus>(() => {
    if (text.value.trim() === '') return 'idle';
    const current = key.value;
    if (current === null) return 'short';
    if (answered.value !== current) return failed.value === current ? 'failed' : 'searching';
    return hits.value.length === 0 ? 'none' : 'found';
  });

  function dropHits(): void {
    batch(() => {
      hits.value = [];
      more.value = false;
      answered.value = null;
    });
  }

  async function search(): Promise<void> {
    debounce.cancel();
    const params = paramsOf(text.peek());
    if (params === null) return;
    const sentKey = keyOf(params);
    onSend?.(params);
    failed.value = null;
    await request.run(
      () => send(params),
      (data) => {
        // Text changed meanwhile (even to text that sends nothing newer): these hits no longer apply.
        if (key.peek() !== sentKey) return;
        hits.value = data.items;
        more.value = data.more;
        answered.value = sentKey;
        active.value = highlightFirst && data.items.length > 0 ? 0 : -1;
      },
    );
    if (request.error.peek() !== null && !request.loading.peek() && key.peek() === sentKey) failed.value = sentKey;
  }

  return {
    text,
    key,
    hits,
    more,
    status,
    loading: request.loading,
    error: request.error,
    active,
    activeHit: computed(() => hits.value[active.value] ?? null),

    setText(next) {
      batch(() => {
        text.value = next;
        active.value = -1;
      });
      if (key.peek() !== null) {
        debounce.schedule(() => void search());
        return;
      }
      debounce.cancel();
      dropHits();
    },
    searchNow: search,
    pickOnEnter() {
      const hit = hits.peek()[active.peek()];
      if (hit !== undefined && (picksWhileSearching || status.peek() === 'found')) return hit;
      void search();
      return null;
    },
    replaceText(next) {
      batch(() => {
        text.value = next;
        active.value = -1;
        dropHits();
      });
      void search();
    },
    moveActive(step) {
      const count = hits.peek().length;
      if (count === 0) return;
      const current = active.peek();
      active.value = current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count;
    },
    setActive(index) {
      active.value = index >= 0 && index < hits.peek().length ? index : -1;
    },
    clear() {
      debounce.cancel();
      batch(() => {
        text.value = '';
        active.value = -1;
        dropHits();
      });
    },
    dispose: debounce.cancel,
  };
}
