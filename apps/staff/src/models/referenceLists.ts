/**
 * The server's reference lists (SPEC section 3) for the staff pages, through the SDK's reference
 * loader: each list is fetched once per session however many components ask, retried as SPEC
 * section 9 says, and read by code. Lists that have a lookup action of their own (SPEC section 7)
 * are fetched with it, the others with Reference/List. Labels read in the interface language where
 * the entry has a translation (models/referenceLabels.ts), else as the server gives them; an entry
 * bound to a season (`data.season`) names it (models/seasonLabels.ts).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKUP_LISTS, type ReferenceItem, type ReferenceListName } from '@abitura/contracts';
import type { ReferenceRequest } from '@abitura/sdk';
import { useReference } from '@abitura/ui';
import { referenceLabel } from './referenceLabels.js';
import { useSeasonalLabel } from './seasonLabels.js';

const LOOKUP_BY_LIST = new Map<string, string>(Object.entries(LOOKUP_LISTS).map(([action, list]) => [list, action]));

/** The loader's name and request for a list; one name per list, whichever action serves it. */
export function referenceRequest(list: ReferenceListName, withArchived = false): { name: string; request: ReferenceRequest } {
  const lookup = LOOKUP_BY_LIST.get(list);
  const name = `reference:${list}${withArchived ? ':all' : ''}`;
  return lookup
    ? { name, request: { action: lookup, params: { withArchived } } }
    : { name, request: { action: 'Reference/List', params: { list, withArchived } } };
}

/** A select's choice: the stored value and what a person reads. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * Entries as select choices, in the list's order; with `codes`, only the entries whose numeric
 * codes are among them (the levels and forms a contract accepts).
 */
export function choicesOf(items: readonly Pick<ReferenceItem, 'code' | 'label'>[], codes?: readonly number[]): Choice[] {
  return items.filter((item) => !codes || codes.includes(Number(item.code))).map((item) => ({ value: item.code, label: item.label }));
}

export interface ReferenceListView {
  /** Entries in display order; empty while loading or after the loader gave up. */
  items: readonly ReferenceItem[];
  loading: boolean;
  error: string | null;
  /**
   * The label of a code, or the code itself when the list does not know it (yet). `at`, the time
   * of the record that holds the code, picks the season a season-bound entry names (default: now).
   */
  labelOf(code: string | number | null | undefined, at?: string | number | null): string;
  /** The entry of a code. */
  find(code: string | number | null | undefined): ReferenceItem | undefined;
  reload(): void;
}

/**
 * A reference list for a component. Archived entries are included with `withArchived` (to name
 * old records); pickers leave them out.
 */
export function useReferenceList(list: ReferenceListName, options: { withArchived?: boolean } = {}): ReferenceListView {
  const { name, request } = referenceRequest(list, options.withArchived ?? false);
  const view = useReference<ReferenceItem>(name, request);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const seasonal = useSeasonalLabel();
  // The entries' labels in the interface language where one is known (models/referenceLabels.ts),
  // before any season is added.
  const plain = useMemo(() => new Map(view.items.map((item) => [item.code, referenceLabel(language, list, item.code) ?? item.label])), [view.items, language, list]);
  const items = useMemo(
    () =>
      view.items.map((item) => {
        const label = seasonal(plain.get(item.code) ?? item.label, item.data.season);
        return label === item.label ? item : { ...item, label };
      }),
    [view.items, plain, seasonal],
  );
  const byCode = useMemo(() => new Map(items.map((item) => [item.code, item])), [items]);
  return {
    items,
    loading: view.status !== 'loaded',
    error: view.error,
    labelOf: (code, at) => {
      if (code === null || code === undefined || code === '') return '';
      const item = byCode.get(String(code));
      if (!item) return String(code);
      return at === undefined || at === null ? item.label : seasonal(plain.get(item.code) ?? item.label, item.data.season, at);
    },
    find: (code) => (code === null || code === undefined ? undefined : byCode.get(String(code))),
    reload: view.reload,
  };
}
