/**
 * The quick search as a signal model: one box for a name, a phone, an e-mail or a СНИЛС, searched
 * on the server (Abiturient/Search) as the person types, a short pause after the last key, from
 * two characters on; a slow reply to older text never replaces a newer one. The arrow keys move a
 * highlight through the hits for Enter to open. The text sent lives in the address (`?q=`), so
 * coming back from an applicant shows the same hits. No React here.
 */
import { computed } from '@preact/signals-react';
import type { ActionResult, Client, Clock } from '@abitura/sdk';
import { MAX_SEARCH_LENGTH } from '../../models/listQuery.js';
import type { QueryReporter } from '../../models/pagedList.js';
import { createTypeaheadSearch, MIN_QUERY_LENGTH, QUICK_SEARCH_LIMIT, TYPEAHEAD_DEBOUNCE_MS, type TypeaheadStatus } from '../../models/typeaheadSearch.js';

export type QuickSearchHit = ActionResult<'Abiturient/Search'>['items'][number];

/** The pause after the last key before the text is sent. */
export const QUICK_SEARCH_DEBOUNCE_MS = TYPEAHEAD_DEBOUNCE_MS;

export type QuickSearchStatus = TypeaheadStatus;

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
  /** The query last put in the address, so the address coming back does not search again. */
  let reported = '';
  function report(next: string): void {
    if (next === reported) return;
    reported = next;
    onQuery?.(next === '' ? '' : new URLSearchParams({ q: next }).toString(), 'replace');
  }

  const search = createTypeaheadSearch<string, QuickSearchHit>({
    paramsOf: (text) => {
      const query = searchQueryOf(text);
      return query.length >= MIN_QUERY_LENGTH ? query : null;
    },
    keyOf: (query) => query,
    send: (query) => client.call('Abiturient/Search', { query, limit: QUICK_SEARCH_LIMIT }),
    // Enter with nothing highlighted searches the text again rather than opening the first hit.
    highlightFirst: false,
    // Nothing is highlighted by itself here, so a highlight among the older hits is the person's choice: Enter opens it.
    picksWhileSearching: true,
    onSend: report,
    clock,
    debounceMs,
  });

  return {
    ...search,
    /** The text as sent, also while it is too short to send (the page's links take it). */
    query: computed(() => searchQueryOf(search.text.value)),
    setText(next: string): void {
      search.setText(next);
      if (search.key.peek() === null) report('');
    },
    /** Takes the text from the address (first render, back/forward) and searches it at once. */
    applyQuery(address: string): void {
      const next = searchQueryOf(new URLSearchParams(address.replace(/^\?/, '')).get('q') ?? '');
      // The address the model itself reported comes back from the router: nothing to do.
      if (next === reported) return;
      reported = next;
      search.replaceText(next);
    },
  };
}
