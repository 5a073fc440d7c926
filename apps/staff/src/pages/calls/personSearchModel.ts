/**
 * The call card's person search as a signal model: one box for a name, a phone, an e-mail, an id
 * number, or the record's id written "#123" (CallService/getPersonList takes either), searched a
 * short pause after the last key; a slow reply to older text never replaces a newer one. The arrow
 * keys move a highlight through the hits for Enter to pick. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { CallPerson } from '@abitura/sdk/contracts';
import { createDebounce } from '../../models/debounce.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { MAX_SEARCH_LENGTH } from '../../models/listQuery.js';
import { MIN_QUERY_LENGTH, QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_LIMIT } from '../contingentWork/quickSearchModel.js';

export type PersonSearchStatus = 'idle' | 'short' | 'searching' | 'failed' | 'none' | 'found';

/** "#123" or "№ 123": the record's id, which a caller reads from a letter or a callback. */
const ID_RE = /^[#№]\s*(\d{1,9})$/;

/** What the box's text asks the server for. */
export function personSearchOf(text: string): { id: number } | { text: string } | null {
  const trimmed = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const id = ID_RE.exec(trimmed);
  if (id?.[1] !== undefined && Number(id[1]) > 0) return { id: Number(id[1]) };
  return trimmed.length >= MIN_QUERY_LENGTH && !/^[#№]/.test(trimmed) ? { text: trimmed } : null;
}

export interface PersonSearchOptions {
  client: Pick<Client, 'call'>;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
}

export type PersonSearchModel = ReturnType<typeof createPersonSearchModel>;

export function createPersonSearchModel({ client, clock, debounceMs = QUICK_SEARCH_DEBOUNCE_MS }: PersonSearchOptions) {
  const debounce = createDebounce(clock, debounceMs);
  const request = createLatestLoad();
  const text = signal('');
  const hits = signal<readonly CallPerson[]>([]);
  const more = signal(false);
  /** The text the hits on screen answer. */
  const answered = signal<string | null>(null);
  const failed = signal<string | null>(null);
  const active = signal(-1);

  const key = computed(() => {
    const search = personSearchOf(text.value);
    return search === null ? null : JSON.stringify(search);
  });
  const status = computed<PersonSearchStatus>(() => {
    if (text.value.trim() === '') return 'idle';
    const current = key.value;
    if (current === null) return 'short';
    if (answered.value !== current) return failed.value === current ? 'failed' : 'searching';
    return hits.value.length === 0 ? 'none' : 'found';
  });

  async function search(): Promise<void> {
    debounce.cancel();
    const sent = personSearchOf(text.peek());
    const sentKey = key.peek();
    if (sent === null || sentKey === null) return;
    failed.value = null;
    await request.run(
      () => client.call('CallService/getPersonList', { search: sent, limit: QUICK_SEARCH_LIMIT }),
      (data) => {
        if (key.peek() !== sentKey) return;
        hits.value = data.items;
        more.value = data.more;
        answered.value = sentKey;
        active.value = data.items.length > 0 ? 0 : -1;
      },
    );
    if (request.error.peek() !== null && !request.loading.peek() && key.peek() === sentKey) failed.value = sentKey;
  }

  return {
    text: text as ReadonlySignal<string>,
    hits: hits as ReadonlySignal<readonly CallPerson[]>,
    more: more as ReadonlySignal<boolean>,
    status,
    error: request.error,
    /** The highlighted hit's index, -1 for none; the first hit is highlighted, so Enter picks it. */
    active: active as ReadonlySignal<number>,
    activeHit: computed(() => hits.value[active.value] ?? null),

    setText(next: string): void {
      batch(() => {
        text.value = next;
        active.value = -1;
      });
      if (key.peek() !== null) {
        debounce.schedule(() => void search());
        return;
      }
      debounce.cancel();
      batch(() => {
        hits.value = [];
        more.value = false;
        answered.value = null;
      });
    },
    /** Sends the text at once (Enter before the pause, a retry). */
    searchNow: search,
    moveActive(step: 1 | -1): void {
      const count = hits.peek().length;
      if (count === 0) return;
      const current = active.peek();
      active.value = current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count;
    },
    setActive(index: number): void {
      active.value = index >= 0 && index < hits.peek().length ? index : -1;
    },
    /** Empties the box and the hits (a person was picked). */
    clear(): void {
      debounce.cancel();
      batch(() => {
        text.value = '';
        hits.value = [];
        more.value = false;
        answered.value = null;
        active.value = -1;
      });
    },
    dispose: debounce.cancel,
  };
}
