/**
 * Career-guidance navigation's state as it lives in the address: the intent narrowing the
 * counts, the chosen industry, and the search and page of that industry's applicants. The
 * applicants have one order (by name), so no sort is read or sent.
 */
import type { ActionParams } from '@abitura/sdk';
import { chosenFilters, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';
import { readIndustry, readIntent, writeGuidance, type IndustryValue, type IntentValue } from './guidanceValues.js';

export interface GuidanceFilter extends PagedFilter<'fullname'> {
  intent: IntentValue | null;
  /** The industry whose applicants and programmes are shown; null shows the industries only. */
  industry: IndustryValue | null;
}

export const GUIDANCE_QUERY: ListQueryCodec<GuidanceFilter> = {
  defaults: Object.freeze({ search: '', intent: null, industry: null, sort: 'fullname', dir: 'asc', page: 1, pageSize: 10 }),
  sorts: ['fullname'],
  read: (query) => ({ intent: readIntent(query), industry: readIndustry(query) }),
  write: writeGuidance,
};

/** The Profnavigation/Applicants params of a filter. */
export function guidanceApplicantsParams(filter: GuidanceFilter): ActionParams<'Profnavigation/Applicants'> {
  return {
    ...chosenFilters({ industry: filter.industry, intent: filter.intent }),
    ...(filter.search === '' ? {} : { search: filter.search }),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The Profnavigation/Programs params of an industry's programmes, optionally searched. */
export function industryProgramsParams(industry: IndustryValue, page: number, pageSize: ActionParams<'Profnavigation/Programs'>['pageSize'], search = ''): ActionParams<'Profnavigation/Programs'> {
  return { industry, ...(search.trim() === '' ? {} : { search: search.trim() }), sort: 'code', direction: 'asc', page, pageSize };
}
