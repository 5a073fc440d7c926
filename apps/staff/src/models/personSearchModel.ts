/**
 * The call card's person search as a signal model: one box for a name, a phone, an e-mail, an id
 * number, or the record's id written "#123" (CallService/getPersonList takes either), searched a
 * short pause after the last key; a slow reply to older text never replaces a newer one. The arrow
 * keys move a highlight through the hits for Enter to pick. No React here.
 */
import type { Client, Clock } from '@abitura/sdk';
import type { CallPerson } from '@abitura/contracts';
import { MAX_SEARCH_LENGTH } from './listQuery.js';
import { createTypeaheadSearch, MIN_QUERY_LENGTH, QUICK_SEARCH_LIMIT, TYPEAHEAD_DEBOUNCE_MS, type TypeaheadStatus } from './typeaheadSearch.js';

export type PersonSearchStatus = TypeaheadStatus;

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

export function createPersonSearchModel({ client, clock, debounceMs = TYPEAHEAD_DEBOUNCE_MS }: PersonSearchOptions) {
  return createTypeaheadSearch<NonNullable<ReturnType<typeof personSearchOf>>, CallPerson>({
    paramsOf: personSearchOf,
    keyOf: (search) => JSON.stringify(search),
    send: (search) => client.call('CallService/getPersonList', { search, limit: QUICK_SEARCH_LIMIT }),
    // The first hit comes highlighted, so Enter picks it and the usual call starts without the mouse.
    highlightFirst: true,
    // The first hit is highlighted by itself, so a quick Enter must not pick it from the older text's hits.
    picksWhileSearching: false,
    clock,
    debounceMs,
  });
}
