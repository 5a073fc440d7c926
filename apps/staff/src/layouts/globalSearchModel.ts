/**
 * The header's search as a signal model: one box for an applicant, an organization or a user, by
 * a name, a phone or an e-mail (Search/Global), searched a short pause after the last key from
 * two characters on. The hits come grouped by kind, the kinds the person may open only; the arrow
 * keys move through all of them and Enter opens the highlighted one (the first, until another is
 * chosen). Escape closes the list, a second Escape empties the box. A shortcut (Ctrl+K, or "/"
 * outside a text field) brings the focus to the box. No React here.
 */
import { batch, computed, signal } from '@preact/signals-react';
import { buildPath, type ActionResult, type Client, type Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { MAX_SEARCH_LENGTH } from '../models/listQuery.js';
import { createTypeaheadSearch, TYPEAHEAD_DEBOUNCE_MS, type TypeaheadPage } from '../models/typeaheadSearch.js';

type Answer = ActionResult<'Search/Global'>;
export type GlobalSearchKind = keyof Answer;

/** The kinds in the order the list shows them. */
export const GLOBAL_SEARCH_KINDS: readonly GlobalSearchKind[] = ['applicants', 'organizations', 'users'];
/** The contract's shortest query. */
export const MIN_GLOBAL_QUERY = 2;
/** What opening each kind of hit takes (the server searches a kind only for its holders); with none of them, the header has no search. */
export const SEARCHABLE_WITH = ['viewAbiturient', 'viewOrganization', 'viewAccessUsers'] as const;

type HitOf<K extends GlobalSearchKind> = NonNullable<Answer[K]>['items'][number];

/** One hit, with the kind it is of and the page it opens. */
export type GlobalSearchHit = { [K in GlobalSearchKind]: { kind: K; key: string; href: string; hit: HitOf<K> } }[GlobalSearchKind];

/** A kind's hits as the list shows them: each with its place among all the hits (for the highlight). */
export interface GlobalSearchGroup {
  kind: GlobalSearchKind;
  hits: Array<{ entry: GlobalSearchHit; index: number }>;
  /** The kind has more hits than were sent: the person should type more. */
  more: boolean;
}

const HREFS: { [K in GlobalSearchKind]: (id: number) => string } = {
  applicants: (id) => buildPath('newcontingent-view', { id }),
  organizations: (id) => buildPath('registry-organizations-viewnew', { id }),
  users: (id) => buildPath('access-users-view', { id }),
};

/** The hits of an answer in the list's order, kinds the caller may not see (null) left out. */
export function hitsOf(answer: Answer): GlobalSearchHit[] {
  return GLOBAL_SEARCH_KINDS.flatMap((kind) => (answer[kind]?.items ?? []).map((hit) => ({ kind, key: `${kind}-${hit.id}`, href: HREFS[kind](hit.id), hit }) as GlobalSearchHit));
}

/** The text as the server gets it: trimmed, within the search length; null while too short to send. */
export function globalQueryOf(text: string): string | null {
  const query = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return query.length >= MIN_GLOBAL_QUERY ? query : null;
}

/** What the shortcut test needs of a key press. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the key went to. */
  target: unknown;
}

/** Whether the element takes typed text, where "/" is a character and not the shortcut. */
function takesText(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: string; isContentEditable?: boolean; type?: string };
  if (element.isContentEditable === true) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  return element.tagName === 'INPUT' && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type ?? 'text');
}

/** Ctrl+K (⌘K on a Mac) anywhere, or "/" outside a text field: the keys that bring the focus to the search. */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !takesText(event.target);
}

export interface GlobalSearchOptions {
  client: Pick<Client, 'call'>;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
}

export type GlobalSearchModel = ReturnType<typeof createGlobalSearchModel>;

export function createGlobalSearchModel({ client, clock, debounceMs = TYPEAHEAD_DEBOUNCE_MS }: GlobalSearchOptions) {
  /** The last answer to the text as it is now: which kinds were shown and which have more. */
  const answer = signal<{ query: string; result: Answer } | null>(null);
  /** Whether the list is shown (the box has the focus and Escape has not closed it). */
  const open = signal(false);

  const search = createTypeaheadSearch<string, GlobalSearchHit>({
    paramsOf: globalQueryOf,
    keyOf: (query) => query,
    send: async (query) => {
      const reply = await client.call('Search/Global', { query });
      // A failure's data is its error code, which the search keeps to say what went wrong.
      if (!reply.success) return reply as unknown as Reply<TypeaheadPage<GlobalSearchHit>>;
      // An answer to older text is dropped by the search itself; only the current text's is kept here.
      if (search.key.peek() === query) answer.value = { query, result: reply.data };
      return { ...reply, data: { items: hitsOf(reply.data), more: GLOBAL_SEARCH_KINDS.some((kind) => reply.data[kind]?.more === true) } };
    },
    // The first hit comes highlighted: typing a name and pressing Enter opens it.
    highlightFirst: true,
    // …but never the first of the older text's hits while the newer text is searched.
    picksWhileSearching: false,
    clock,
    debounceMs,
  });

  const groups = computed<GlobalSearchGroup[]>(() => {
    const current = answer.value;
    if (current === null || current.query !== search.key.value || search.status.value !== 'found') return [];
    const hits = search.hits.value;
    return GLOBAL_SEARCH_KINDS.flatMap((kind) => {
      const group = current.result[kind];
      if (group === null) return [];
      const mine = hits.flatMap((entry, index) => (entry.kind === kind ? [{ entry, index }] : []));
      return mine.length === 0 ? [] : [{ kind, hits: mine, more: group.more }];
    });
  });

  return {
    ...search,
    open,
    groups,
    /** Whether the list is on screen: open, and there is something to say under the box. */
    expanded: computed(() => open.value && search.status.value !== 'idle'),
    setText(next: string): void {
      batch(() => {
        open.value = true;
        search.setText(next);
      });
    },
    /** The box got the focus (a click, Tab, the shortcut): the list shows again. */
    show(): void {
      open.value = true;
    },
    /** Escape: closes the list; with the list already closed, empties the box. */
    escape(): void {
      if (open.peek() && search.status.peek() !== 'idle') open.value = false;
      else search.clear();
    },
    /** The focus left the box and its list. */
    hide(): void {
      open.value = false;
    },
    /** A hit was opened: the box empties and the list closes. */
    picked(): void {
      batch(() => {
        open.value = false;
        search.clear();
      });
    },
  };
}
