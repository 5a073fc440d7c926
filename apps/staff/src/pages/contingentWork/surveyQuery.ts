/**
 * The survey list's filter as it lives in the address: the search, an intent, an industry and the
 * page. The list has one order (newest answers first), so no sort is read or sent.
 */
import type { ActionParams } from '@abitura/sdk';
import type { ListQueryCodec, PagedFilter } from '../../models/listQuery.js';
import { guidancePageParams, readGuidance, writeGuidance, type GuidanceChoice } from './guidanceValues.js';

export interface SurveyFilter extends PagedFilter<'answered_at'>, GuidanceChoice {}

export const SURVEY_QUERY: ListQueryCodec<SurveyFilter> = {
  defaults: Object.freeze({ search: '', intent: null, industry: null, sort: 'answered_at', dir: 'asc', page: 1, pageSize: 25 }),
  sorts: ['answered_at'],
  read: readGuidance,
  write: writeGuidance,
};

/** The Abiturient/Survey params of a filter. */
export function surveyParams(filter: SurveyFilter): ActionParams<'Abiturient/Survey'> {
  return guidancePageParams(filter);
}
