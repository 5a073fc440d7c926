/**
 * The register's filters as they live in the address query (besides the search, sort and page):
 * college, group, funding, states (several), filing method, consent, original, competition
 * status and test outcome, so a reload, back/forward and a link such as `?state=submitted` restore
 * them. The season and an open dialog live beside them (statementAddress.ts). Values a person
 * could not have chosen fall back to the defaults instead of failing the page.
 */
import type { AdmissionParams } from '../../models/admissionService.js';
import { APPLICATION_SORTS, MAX_ENTITY_ID, TEST_OUTCOMES } from '@abitura/contracts';
import { APPLICATION_STATES, COMPETITION_STATUSES, FILING_METHODS, FUNDING_KINDS, valuesOf, type ApplicationState, type CompetitionStatus, type FilingMethod, type FundingKind } from '@abitura/contracts/vocabulary';
import { chosenFilters, pagedParams, yesNo, yesNoText, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';
import { oneOf, positiveInt, someOf } from '../../models/queryValues.js';

export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
export type ConsentValue = 'accepted' | 'not_accepted';

export const STATE_VALUES: readonly ApplicationState[] = valuesOf(APPLICATION_STATES);
export const FUNDING_VALUES: readonly FundingKind[] = valuesOf(FUNDING_KINDS);
export const FILING_VALUES: readonly FilingMethod[] = valuesOf(FILING_METHODS);
export const COMPETITION_VALUES: readonly CompetitionStatus[] = valuesOf(COMPETITION_STATUSES);
export const CONSENT_VALUES: readonly ConsentValue[] = ['accepted', 'not_accepted'];


export interface StatementFilter extends PagedFilter<ApplicationSort> {
  collegeId: number | null;
  groupId: number | null;
  funding: FundingKind | null;
  /** Any of these states; none chosen means every state. */
  states: readonly ApplicationState[];
  filing: FilingMethod | null;
  consent: ConsentValue | null;
  original: boolean | null;
  competition: CompetitionStatus | null;
  test: TestOutcome | null;
}

export const DEFAULT_FILTER: StatementFilter = Object.freeze({
  search: '',
  collegeId: null,
  groupId: null,
  funding: null,
  states: [],
  filing: null,
  consent: null,
  original: null,
  competition: null,
  test: null,
  // The newest statements first: the committee works through what came in today.
  sort: 'submitted_at',
  dir: 'desc',
  page: 1,
  pageSize: 25,
});

export const statementQuery: ListQueryCodec<StatementFilter> = {
  defaults: DEFAULT_FILTER,
  sorts: APPLICATION_SORTS,
  read: (query) => ({
    collegeId: positiveInt(query.get('college'), MAX_ENTITY_ID),
    groupId: positiveInt(query.get('group'), MAX_ENTITY_ID),
    funding: oneOf(query.get('funding'), FUNDING_VALUES),
    states: someOf(query.getAll('state'), STATE_VALUES),
    filing: oneOf(query.get('filing'), FILING_VALUES),
    consent: oneOf(query.get('consent'), CONSENT_VALUES),
    original: yesNo(query.get('original')),
    competition: oneOf(query.get('competition'), COMPETITION_VALUES),
    test: oneOf(query.get('test'), TEST_OUTCOMES),
  }),
  write(query, filter) {
    if (filter.collegeId !== null) query.set('college', String(filter.collegeId));
    if (filter.groupId !== null) query.set('group', String(filter.groupId));
    if (filter.funding !== null) query.set('funding', filter.funding);
    for (const state of STATE_VALUES.filter((value) => filter.states.includes(value))) query.append('state', state);
    if (filter.filing !== null) query.set('filing', filter.filing);
    if (filter.consent !== null) query.set('consent', filter.consent);
    if (filter.original !== null) query.set('original', yesNoText(filter.original));
    if (filter.competition !== null) query.set('competition', filter.competition);
    if (filter.test !== null) query.set('test', filter.test);
  },
};

/** The filters every register read shares (the page and the export), for a season. */
export function filterParams(filter: StatementFilter, seasonId: number) {
  return {
    season_id: seasonId,
    ...(filter.search === '' ? {} : { search: filter.search }),
    ...chosenFilters({
      college_id: filter.collegeId,
      group_id: filter.groupId,
      funding: filter.funding,
      filing_method: filter.filing,
      consent: filter.consent,
      original_documents: filter.original,
      competition_status: filter.competition,
      test: filter.test,
    }),
    ...(filter.states.length > 0 ? { states: [...filter.states] } : {}),
  };
}

/** The Admission/ListApplications params for a filter in a season. */
export function listParams(filter: StatementFilter, seasonId: number): AdmissionParams<'Admission/ListApplications'> {
  return { ...filterParams(filter, seasonId), ...pagedParams(filter) };
}

/** The Admission/ExportApplications params for a filter's chunk starting after `after` rows. */
export function exportParams(filter: StatementFilter, seasonId: number, after: number): AdmissionParams<'Admission/ExportApplications'> {
  return { ...filterParams(filter, seasonId), sort: filter.sort, direction: filter.dir, after, limit: 1000 };
}
