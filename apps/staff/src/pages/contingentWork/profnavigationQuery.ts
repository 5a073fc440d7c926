/**
 * Career-guidance navigation's state as it lives in the address: the intent narrowing the
 * counts, the chosen industry, and the search and page of that industry's applicants. The
 * applicants have one order (by name), so no sort is read or sent.
 */
import type { ActionParams } from '@abitura/sdk';
import type { ListQueryCodec, PagedFilter } from '../../models/listQuery.js';
import { guidancePageParams, readGuidance, writeGuidance, type GuidanceChoice, type IndustryValue } from './guidanceValues.js';

/** The industry is the one whose applicants and programmes are shown; none shows the industries only. */
export interface GuidanceFilter extends PagedFilter<'fullname'>, GuidanceChoice {}

export const GUIDANCE_QUERY: ListQueryCodec<GuidanceFilter> = {
  defaults: Object.freeze({ search: '', intent: null, industry: null, sort: 'fullname', dir: 'asc', page: 1, pageSize: 10 }),
  sorts: ['fullname'],
  read: readGuidance,
  write: writeGuidance,
};

/** The Profnavigation/Applicants params of a filter. */
export function guidanceApplicantsParams(filter: GuidanceFilter): ActionParams<'Profnavigation/Applicants'> {
  return guidancePageParams(filter);
}

/** The Profnavigation/Programs params of an industry's programmes, optionally searched. */
export function industryProgramsParams(industry: IndustryValue, page: number, pageSize: ActionParams<'Profnavigation/Programs'>['pageSize'], search = ''): ActionParams<'Profnavigation/Programs'> {
  return { industry, ...(search.trim() === '' ? {} : { search: search.trim() }), sort: 'code', direction: 'asc', page, pageSize };
}
