/**
 * The specialities list's filters as they live in the address query (besides search, sort and
 * page): industry, level and "offered only".
 */
import type { ActionParams } from '@abitura/sdk';
import { oneOfNumbers, pagedParams, referenceCodeValue, chosenFilters, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';
import { PROGRAM_LEVELS, type ProgramLevel } from './programsQuery.js';

export const SPECIALITY_SORTS = ['code', 'name', 'industry', 'programs', 'colleges', 'budget_places'] as const;
export type SpecialitySort = (typeof SPECIALITY_SORTS)[number];

export interface SpecialitiesFilter extends PagedFilter<SpecialitySort> {
  industry: string | null;
  level: ProgramLevel | null;
  /** Only specialities some programme teaches. */
  offeredOnly: boolean;
}

export const DEFAULT_SPECIALITIES_FILTER: SpecialitiesFilter = Object.freeze({
  search: '',
  industry: null,
  level: null,
  offeredOnly: false,
  sort: 'code',
  dir: 'asc',
  page: 1,
  pageSize: 25,
});

export const specialitiesQuery: ListQueryCodec<SpecialitiesFilter> = {
  defaults: DEFAULT_SPECIALITIES_FILTER,
  sorts: SPECIALITY_SORTS,
  read: (query) => ({
    industry: referenceCodeValue(query.get('industry')),
    level: oneOfNumbers(query.get('level'), PROGRAM_LEVELS),
    offeredOnly: query.get('offered') === 'yes',
  }),
  write(query, filter) {
    if (filter.industry !== null) query.set('industry', filter.industry);
    if (filter.level !== null) query.set('level', String(filter.level));
    if (filter.offeredOnly) query.set('offered', 'yes');
  },
};

/** The Speciality/List params for a filter. */
export function specialityListParams(filter: SpecialitiesFilter): ActionParams<'Speciality/List'> {
  return { ...pagedParams(filter), ...chosenFilters({ industry: filter.industry, level: filter.level }), ...(filter.offeredOnly ? { offered: true } : {}) };
}
