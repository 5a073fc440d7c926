/**
 * The validation worklist's view as it lives in the address: the season, the checks (the count
 * chips pick them), the severity, the college, the sort and the page, so a link such as
 * `?season=3&check=NO_GIA` reopens the same view. Values a person could not have chosen read as
 * the defaults.
 */
import { MAX_ENTITY_ID, VALIDATION_SORTS } from '@abitura/contracts';
import { ADMISSION_CHECK_CODES, type AdmissionCheck, type AdmissionCheckSeverity } from '@abitura/contracts/vocabulary';
import type { AdmissionParams } from '../../models/admissionService.js';
import type { ListQueryCodec, PagedFilter } from '../../models/listQuery.js';
import { oneOf, positiveInt, someOf } from '../../models/queryValues.js';

export type ValidationSort = (typeof VALIDATION_SORTS)[number];
export const SEVERITIES: readonly AdmissionCheckSeverity[] = ['error', 'warning'];

export interface ValidationFilter extends PagedFilter<ValidationSort> {
  /** Null: the default season (the seasons model's). */
  season: number | null;
  /** The checks shown, in the catalogue's order; empty for all. */
  checks: readonly AdmissionCheck[];
  severity: AdmissionCheckSeverity | null;
  college: number | null;
}

export const DEFAULT_VALIDATION_FILTER: ValidationFilter = Object.freeze({
  search: '',
  season: null,
  checks: [],
  severity: null,
  college: null,
  sort: 'severity',
  dir: 'asc',
  page: 1,
  pageSize: 25,
});


export const validationQuery: ListQueryCodec<ValidationFilter> = {
  defaults: DEFAULT_VALIDATION_FILTER,
  sorts: VALIDATION_SORTS,
  read: (query) => ({
    season: positiveInt(query.get('season'), MAX_ENTITY_ID),
    checks: someOf(query.getAll('check'), ADMISSION_CHECK_CODES),
    severity: oneOf(query.get('severity'), SEVERITIES),
    college: positiveInt(query.get('college'), MAX_ENTITY_ID),
  }),
  write(query, filter) {
    if (filter.season !== null) query.set('season', String(filter.season));
    for (const check of filter.checks) query.append('check', check);
    if (filter.severity !== null) query.set('severity', filter.severity);
    if (filter.college !== null) query.set('college', String(filter.college));
  },
};

/** The Admission/Validate params of a filter in a season. */
export function validateParams(filter: ValidationFilter, seasonId: number): AdmissionParams<'Admission/Validate'> {
  return {
    season_id: seasonId,
    ...(filter.checks.length > 0 ? { checks: [...filter.checks] } : {}),
    ...(filter.severity !== null ? { severity: filter.severity } : {}),
    ...(filter.college !== null ? { college_id: filter.college } : {}),
    sort: filter.sort,
    direction: filter.dir,
    page: filter.page,
    page_size: filter.pageSize,
  };
}

/** A count chip's click: the check alone, or back to all when it was the only one chosen. */
export function toggledChecks(current: readonly AdmissionCheck[], check: AdmissionCheck): AdmissionCheck[] {
  return current.length === 1 && current[0] === check ? [] : [check];
}
