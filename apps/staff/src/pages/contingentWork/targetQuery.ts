/**
 * The target list's filter as it lives in the address: the applicant categories and processing
 * statuses (each several at once), "only those nobody holds", and the page. The list has one
 * order, by priority, and no search (the quick search finds a given person). Values a person
 * could not have chosen fall back to the defaults.
 */
import type { ActionParams } from '@abitura/sdk';
import { APPLICANT_CATEGORIES, PROCESSING_STATUSES, valuesOf } from '@abitura/contracts/vocabulary';
import type { ListQueryCodec, PagedFilter } from '../../models/listQuery.js';
import { listParam, NONE, readList, writeList } from './queryLists.js';

export const CATEGORY_VALUES = valuesOf(APPLICANT_CATEGORIES);
export type CategoryValue = (typeof CATEGORY_VALUES)[number];
/** The target list holds only applicants still to be worked (the open statuses); the server refuses the others. */
export const STATUS_VALUES = valuesOf(PROCESSING_STATUSES.filter((entry) => entry.outcome === 'open'));
export type StatusValue = (typeof STATUS_VALUES)[number];

export interface TargetFilter extends PagedFilter<'priority'> {
  category: readonly CategoryValue[];
  status: readonly StatusValue[];
  /** Leave out applicants someone else holds. */
  unclaimed: boolean;
}

export const TARGET_QUERY: ListQueryCodec<TargetFilter> = {
  defaults: Object.freeze({ search: '', category: NONE, status: NONE, unclaimed: false, sort: 'priority', dir: 'asc', page: 1, pageSize: 25 }),
  sorts: ['priority'],
  read: (query) => ({
    category: readList(query, 'category', CATEGORY_VALUES),
    status: readList(query, 'status', STATUS_VALUES),
    unclaimed: query.get('unclaimed') === 'yes',
  }),
  write(query, filter) {
    writeList(query, 'category', filter.category);
    writeList(query, 'status', filter.status);
    if (filter.unclaimed) query.set('unclaimed', 'yes');
  },
};

/** Which applicants the filter means, as Abiturient/Claim takes it for "take the next one". */
export function targetSelection(filter: TargetFilter): NonNullable<ActionParams<'Abiturient/Claim'>['filter']> {
  return { ...listParam('category', filter.category), ...listParam('processing_status', filter.status), ...(filter.unclaimed ? { unclaimed: true } : {}) };
}

/** The Abiturient/Target params of a filter. */
export function targetParams(filter: TargetFilter): ActionParams<'Abiturient/Target'> {
  return { ...targetSelection(filter), page: filter.page, pageSize: filter.pageSize };
}
