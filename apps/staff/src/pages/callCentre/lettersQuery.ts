/**
 * The letters list's state as it lives in the address query (status, repeated for several;
 * search, sort, dir, page, pageSize), so a reload, back/forward and a shared link restore it.
 * Statuses a person could not have chosen are dropped instead of failing the page.
 */
import type { ActionParams } from '@abitura/sdk';
import { LETTER_STATUSES, valuesOf, type LetterStatus } from '@abitura/contracts/vocabulary';
import { pagedParams, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';

/** The columns the list sorts by (the contract's sorts). */
export const LETTER_SORTS = ['created_at', 'updated_at', 'status', 'to'] as const;
export type LetterSort = (typeof LETTER_SORTS)[number];

/** Every letter status, in the vocabulary's order (the filter's choices and the address's order). */
export const LETTER_STATUS_VALUES: readonly LetterStatus[] = valuesOf(LETTER_STATUSES);

export interface LettersFilter extends PagedFilter<LetterSort> {
  status: readonly LetterStatus[];
}

/** How the status filter reads from and writes to the query; newest first by default. */
export const LETTERS_QUERY: ListQueryCodec<LettersFilter> = {
  defaults: Object.freeze({ search: '', status: Object.freeze([]) as readonly LetterStatus[], sort: 'created_at', dir: 'desc', page: 1, pageSize: 25 }),
  sorts: LETTER_SORTS,
  read: (query) => {
    const chosen = new Set(query.getAll('status'));
    return { status: LETTER_STATUS_VALUES.filter((value) => chosen.has(value)) };
  },
  write(query, filter) {
    // In the vocabulary's order, so equal choices give equal addresses whatever order they were ticked in.
    for (const status of LETTER_STATUS_VALUES.filter((value) => filter.status.includes(value))) query.append('status', status);
  },
};

/** The Letter/List params of a filter: no status filter when none is chosen. */
export function letterListParams(filter: LettersFilter): ActionParams<'Letter/List'> {
  const status = LETTER_STATUS_VALUES.filter((value) => filter.status.includes(value));
  return { ...pagedParams(filter), ...(status.length === 0 ? {} : { status }) };
}
