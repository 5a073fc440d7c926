/**
 * The working list's state as it lives in the address: the search, every filter of the
 * contract's `applicantFilter` under its own name (a multiple choice repeats its key:
 * `processing_status=not_processed&processing_status=in_progress`), the sort and the page, so a
 * reload, back/forward and a shared link restore it. Values a person could not have chosen read
 * as no filter. The same filter makes the params of the list, its export, and a saved filter.
 */
import { buildPath, type ActionParams } from '@abitura/sdk';
import { isExistingDate } from '@abitura/contracts/validation';
import { APPLICANT_SORTS, MAX_ENTITY_ID, type ApplicantFilter } from '@abitura/contracts';
import {
  APPLICANT_CATEGORIES,
  CONSENT_STATUSES,
  INDUSTRIES,
  INTENTS,
  MAX_GRADUATION_YEAR,
  PREFERENTIAL_FLAGS,
  PROCESSING_STATUSES,
  READINESS_CATEGORIES,
  STATUS_FLAGS,
  TAGS,
  TRACKING_STAGES,
  valuesOf,
} from '@abitura/contracts/vocabulary';
import { filterFromQuery, pagedParams, queryFromFilter, referenceCodeValue, type ListQueryCodec, type OwnFilters, type PagedFilter } from './listQuery.js';
import { oneOf, positiveInt } from './queryValues.js';

export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** The multiple-choice filters and the values each may hold, in display order. */
export const MULTI_CHOICES = {
  processing_status: valuesOf(PROCESSING_STATUSES),
  category: valuesOf(APPLICANT_CATEGORIES),
  readiness: valuesOf(READINESS_CATEGORIES),
  flags: valuesOf(STATUS_FLAGS),
  without_flags: valuesOf(STATUS_FLAGS),
  tags: valuesOf(TAGS),
  preferential: valuesOf(PREFERENTIAL_FLAGS),
} as const;
export type MultiKey = keyof typeof MULTI_CHOICES;

/** The single-choice filters of a closed vocabulary and their values. */
export const SINGLE_CHOICES = {
  grade: ['SCH9', 'SCH11'],
  tracking_stage: valuesOf(TRACKING_STAGES),
  consent_status: valuesOf(CONSENT_STATUSES),
  intent: valuesOf(INTENTS),
  industry: valuesOf(INDUSTRIES),
} as const;
export type SingleKey = keyof typeof SINGLE_CHOICES;

export const DATE_KEYS = ['created_from', 'created_to', 'birth_from', 'birth_to'] as const;
export type DateKey = (typeof DATE_KEYS)[number];

/** A curator's id, the applicants nobody curates, or the signed-in user's own. */
export type CuratorChoice = number | 'none' | 'me';

type Choice<K extends keyof ApplicantFilter> = NonNullable<ApplicantFilter[K]>;

export type ContingentFilter = PagedFilter<ApplicantSort> & { [K in MultiKey]: readonly Choice<K>[number][] } & { [K in SingleKey]: Choice<K> | null } & {
  [K in DateKey]: string | null;
} & {
  okrug: string | null;
  district: string | null;
  /** A code of the informationSources list, which administrators edit: any code of its shape. */
  information_source: string | null;
  school_id: number | null;
  graduation_year: number | null;
  curator: CuratorChoice | null;
};

export type ContingentFilters = OwnFilters<ContingentFilter>;

/** Every filter in the order the address writes them; the first four stand in the filter bar. */
export const FILTER_KEYS = [
  'processing_status',
  'category',
  'okrug',
  'curator',
  'district',
  'school_id',
  'grade',
  'graduation_year',
  'readiness',
  'tracking_stage',
  'consent_status',
  'information_source',
  'intent',
  'industry',
  'flags',
  'without_flags',
  'tags',
  'preferential',
  'created_from',
  'created_to',
  'birth_from',
  'birth_to',
] as const satisfies readonly (keyof ContingentFilters)[];

/** The filters behind "more filters": all but the common ones of the bar. */
export const MORE_KEYS = FILTER_KEYS.slice(4) as readonly Exclude<(typeof FILTER_KEYS)[number], 'processing_status' | 'category' | 'okrug' | 'curator'>[];

const NOTHING = Object.freeze([]) as readonly never[];

export const CONTINGENT_DEFAULTS: ContingentFilter = Object.freeze({
  search: '',
  processing_status: NOTHING,
  category: NOTHING,
  okrug: null,
  curator: null,
  district: null,
  school_id: null,
  grade: null,
  graduation_year: null,
  readiness: NOTHING,
  tracking_stage: null,
  consent_status: null,
  information_source: null,
  intent: null,
  industry: null,
  flags: NOTHING,
  without_flags: NOTHING,
  tags: NOTHING,
  preferential: NOTHING,
  created_from: null,
  created_to: null,
  birth_from: null,
  birth_to: null,
  sort: 'fullname',
  dir: 'asc',
  page: 1,
  pageSize: 25,
});

/** A text value of the query, trimmed, or null when empty or longer than the contract allows. */
function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > max ? null : trimmed;
}

/** A day as the contracts store it (YYYY-MM-DD) that exists, else null. */
function storedDate(value: string | null): string | null {
  const parts = value === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return parts && isExistingDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) ? value : null;
}

function curatorChoice(value: string | null): CuratorChoice | null {
  return value === 'me' || value === 'none' ? value : positiveInt(value, MAX_ENTITY_ID);
}

function readFilters(query: URLSearchParams): ContingentFilters {
  const multi = (key: MultiKey) => {
    const chosen = new Set(query.getAll(key));
    return MULTI_CHOICES[key].filter((value) => chosen.has(value));
  };
  const single = (key: SingleKey) => oneOf(query.get(key), SINGLE_CHOICES[key] as readonly string[]);
  return {
    processing_status: multi('processing_status'),
    category: multi('category'),
    okrug: text(query.get('okrug'), 10),
    curator: curatorChoice(query.get('curator')),
    district: text(query.get('district'), 100),
    school_id: positiveInt(query.get('school_id'), MAX_ENTITY_ID),
    grade: single('grade'),
    graduation_year: positiveInt(query.get('graduation_year'), MAX_GRADUATION_YEAR),
    readiness: multi('readiness'),
    tracking_stage: single('tracking_stage'),
    consent_status: single('consent_status'),
    information_source: referenceCodeValue(query.get('information_source'), 64),
    intent: single('intent'),
    industry: single('industry'),
    flags: multi('flags'),
    without_flags: multi('without_flags'),
    tags: multi('tags'),
    preferential: multi('preferential'),
    created_from: storedDate(query.get('created_from')),
    created_to: storedDate(query.get('created_to')),
    birth_from: storedDate(query.get('birth_from')),
    birth_to: storedDate(query.get('birth_to')),
  } as ContingentFilters;
}

/** Whether a filter is set: a choice made, or a list with something in it. */
export function isSet(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
}

export const CONTINGENT_QUERY: ListQueryCodec<ContingentFilter> = {
  defaults: CONTINGENT_DEFAULTS,
  sorts: APPLICANT_SORTS,
  read: readFilters,
  write(query, filter) {
    for (const key of FILTER_KEYS) {
      const value = filter[key];
      if (Array.isArray(value)) for (const item of value as readonly string[]) query.append(key, item);
      else if (value !== null) query.set(key, String(value));
    }
  },
};

/** The filter as the contract's `applicantFilter`: the search when there is one and the filters that are set. */
export function applicantFilterOf(filter: ContingentFilter): ApplicantFilter {
  const chosen: Record<string, unknown> = filter.search === '' ? {} : { search: filter.search };
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (isSet(value)) chosen[key] = Array.isArray(value) ? [...(value as readonly unknown[])] : value;
  }
  return chosen as ApplicantFilter;
}

/** The Abiturient/List params of a filter. */
export function listParams(filter: ContingentFilter): ActionParams<'Abiturient/List'> {
  return { ...applicantFilterOf(filter), ...pagedParams(filter) };
}

/** The Abiturient/Export params of a filter: the same rows, every page, the given columns. */
export function exportParams(filter: ContingentFilter, columns: readonly string[]): ActionParams<'Abiturient/Export'> {
  return { ...applicantFilterOf(filter), sort: filter.sort, direction: filter.dir, columns: [...columns] };
}

/** The address query of a saved filter (from the first page, in the default sort). */
export function savedFilterQuery(saved: ApplicantFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else if (value !== undefined) query.set(key, String(value));
  }
  return queryFromFilter(CONTINGENT_QUERY, filterFromQuery(CONTINGENT_QUERY, query.toString()));
}

/** How many of the filters behind "more filters" are set. */
export function moreFiltersCount(filter: ContingentFilter): number {
  return MORE_KEYS.filter((key) => isSet(filter[key])).length;
}

/** The filters behind "more filters" at their defaults (their own reset). */
export function moreFiltersCleared(): Partial<ContingentFilters> {
  return Object.fromEntries(MORE_KEYS.map((key) => [key, CONTINGENT_DEFAULTS[key]])) as Partial<ContingentFilters>;
}

/** The working list's address showing exactly the applicants of a filter (the rest at defaults). */
export function contingentListHref(filter: Partial<ContingentFilter>): string {
  const query = queryFromFilter(CONTINGENT_QUERY, { ...CONTINGENT_DEFAULTS, ...filter });
  const path = buildPath('newcontingent-list');
  return query === '' ? path : `${path}?${query}`;
}
