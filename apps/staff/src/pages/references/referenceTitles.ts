/**
 * A reference list's readable title in the interface language (the list keys of the contracts
 * are identifiers, not names a person reads), and the address that opens it on the page.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import { REFERENCE_LISTS, type ReferenceListName } from '@abitura/contracts';
import { oneOf } from '../../models/queryValues.js';

export const LIST_NAMES: readonly ReferenceListName[] = REFERENCE_LISTS.map((entry) => entry.list);

/** The list the address names (`?list=intents`), or null. */
export function listFromQuery(search: string): ReferenceListName | null {
  return oneOf(new URLSearchParams(search.replace(/^\?/, '')).get('list'), LIST_NAMES);
}

export function listHref(list: ReferenceListName): string {
  return `${buildPath('registry-references')}?list=${encodeURIComponent(list)}`;
}

export function useListTitle(): (list: ReferenceListName) => string {
  const { t } = useTranslation('references');
  return useCallback((list) => t(`lists.${list}`), [t]);
}
