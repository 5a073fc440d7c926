import type { APPLICANT_SORTS, ApplicantFilter } from '@abitura/contracts';
import { APPLICANT_CATEGORIES, GRADE_OPTIONS, PROCESSING_STATUSES, READINESS_CATEGORIES, valuesOf } from '@abitura/contracts/vocabulary';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { containsWord, folded, foldSearch, searchWords } from '../../db/folding.js';
import { abiturients, organizations } from '../../db/schema/index.js';
import { DAY_MS, dayStart } from '@abitura/contracts/moscowTime';
import { typosAllowed } from './typoDistance.js';

/**
 * The working list's filter and order as SQL: the one place the list, its export and the other
 * applicant lists (target, survey, profnavigation, quick search) take their conditions from, so a
 * filter means the same everywhere. Conditions are written in the forms the indexes serve: jsonb
 * and array containment for the GIN indexes, LIKE for the trigram index.
 */

export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** A word of a search with the name words it may be a typo of, each with its typos (nameCorrections.ts). */
export interface CorrectedWord {
  word: string;
  corrections: ReadonlyArray<{ word: string; typos: number }>;
}

/**
 * How a name search matches: `contained`, every word of the search inside the name (fragments,
 * any case, ё as е); or `corrected`, every word inside the name or the name holding one of the
 * words it may be a typo of (typos). Lists look for contained names first and correct the search
 * only when none is found (see countApplicantMatches): corrections beside the contained names
 * would bring every «Алёна» to a search for «алекс».
 */
export type NameMatch = 'contained' | { readonly corrected: readonly CorrectedWord[] };

/**
 * Whether a search narrows the list enough to collect its matches and sort them: a word of three
 * letters or more gives the trigram index something to look up. Shorter words ("ов") match a
 * good part of any list, where walking the name index to the first page is the quick way.
 */
export function isSelectiveSearch(search: string | undefined): boolean {
  return searchWords(search).some((word) => word.length >= 3);
}

/** Whether a search has a word long enough for a typo in it to be corrected. */
export function isCorrectable(search: string | undefined): boolean {
  return searchWords(search).some((word) => typosAllowed(word) > 0);
}

/** The folded name's words, for testing whole words where `search_text` holds them joined by spaces. */
const NAME_WORDS = sql`string_to_array(${abiturients.searchText}, ' ')`;

/**
 * Names holding one of `words` whole. Each LIKE is one the trigram index serves (OR-ed, a bitmap
 * union); the word test then drops the names that hold a word only inside a longer one.
 */
function holdsAnyWord(words: readonly string[]): SQL | undefined {
  return and(or(...words.map((word) => containsWord(abiturients.searchText, word))), sql`${NAME_WORDS} && ${textArray(words)}`);
}

/**
 * `search_text LIKE '%word%'` for every word (contained), or (corrected) for every word either
 * that or the name holding one of its corrections. The trigram index serves both.
 */
export function nameSearchCondition(search: string | undefined, names: NameMatch = 'contained'): SQL | undefined {
  if (names !== 'contained') {
    return and(
      ...names.corrected.map(({ word, corrections }) =>
        corrections.length === 0 ? containsWord(abiturients.searchText, word) : or(containsWord(abiturients.searchText, word), holdsAnyWord(corrections.map((each) => each.word))),
      ),
    );
  }
  const words = searchWords(search);
  return words.length === 0 ? undefined : and(...words.map((word) => containsWord(abiturients.searchText, word)));
}

/**
 * The typos a corrected search takes to reach a name: for each word with corrections, none when
 * the name contains it, else the fewest of the corrections the name holds; summed over the words.
 */
function typosToName(corrected: readonly CorrectedWord[]): SQL<number> | null {
  const terms = corrected
    .filter(({ corrections }) => corrections.length > 0)
    .map(({ word, corrections }) => {
      const typos = sql`array[${sql.join(
        corrections.map((each) => sql`${each.typos}`),
        sql`, `,
      )}]::int[]`;
      return sql`case when ${containsWord(abiturients.searchText, word)} then 0 else (select min(c.typos) from unnest(${textArray(corrections.map((each) => each.word))}, ${typos}) as c(word, typos) where c.word = any(${NAME_WORDS})) end`;
    });
  return terms.length === 0 ? null : sql<number>`(${sql.join(terms, sql` + `)})`;
}

/**
 * The ORDER BY keys that put corrected names (a typo) fewest typos first, ahead of a list's own
 * order; none when the names contain the search.
 */
export function closestFirst(names: NameMatch): SQL[] {
  const typos = names === 'contained' ? null : typosToName(names.corrected);
  return typos === null ? [] : [sql`${typos} asc`];
}

/** How well a search matches a name it is contained in, 0 to 1 (pg_trgm word similarity): the relevance order. */
export function nameRelevance(search: string): SQL<number> {
  return sql<number>`word_similarity(${searchWords(search).join(' ')}, ${abiturients.searchText})`;
}

/**
 * A filter from the params of another list (survey, profnavigation) that share some of its
 * fields: the given ones only, as optional fields must be absent rather than undefined.
 */
export function filterOf(fields: { [K in keyof ApplicantFilter]?: ApplicantFilter[K] | undefined }): ApplicantFilter {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ApplicantFilter;
}

/** The Moscow day a YYYY-MM-DD date names, as moscowDay numbers them. */
const dayOf = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `array[$1, $2]::text[]`: a list as one array value, the same on node-postgres and PGlite. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** `{"a": true, "b": true}`: the jsonb a flag object must contain to hold every one of `keys`. */
const allTrue = (keys: readonly string[]): string => JSON.stringify(Object.fromEntries(keys.map((key) => [key, true])));

/**
 * The WHERE of a filter. Flags and preferential flags must all be set (one jsonb @>), none of
 * `without_flags` may be; tags, categories, statuses and readiness match any of those given (as
 * a multiple choice reads); intent and industry must be among the applicant's. Dates are Moscow
 * days, both ends included. `curator: 'me'` is the caller (nobody's when there is no caller).
 * `names` says how the search matches names (see NameMatch).
 */
export function applicantConditions(filter: ApplicantFilter, callerId: number | null, names: NameMatch = 'contained'): SQL | undefined {
  const a = abiturients;
  return and(
    nameSearchCondition(filter.search, names),
    filter.flags?.length ? sql`${a.flags} @> ${allTrue(filter.flags)}::jsonb` : undefined,
    ...(filter.without_flags ?? []).map((flag) => not(sql`${a.flags} @> ${allTrue([flag])}::jsonb`)),
    filter.tags?.length ? sql`${a.tags} && ${textArray(filter.tags)}` : undefined,
    filter.preferential?.length ? sql`${a.preferential} @> ${allTrue(filter.preferential)}::jsonb` : undefined,
    filter.category?.length ? inArray(a.category, filter.category) : undefined,
    filter.okrug === undefined ? undefined : eq(a.okrug, filter.okrug),
    // Folded both sides: Савеловский finds Савёловский.
    filter.district === undefined ? undefined : eq(folded(a.district), foldSearch(filter.district)),
    filter.school_id === undefined ? undefined : eq(a.schoolId, filter.school_id),
    filter.grade === undefined ? undefined : eq(a.grade, filter.grade),
    filter.graduation_year === undefined ? undefined : eq(a.graduationYear, filter.graduation_year),
    filter.processing_status?.length ? inArray(a.processingStatus, filter.processing_status) : undefined,
    filter.readiness?.length ? inArray(a.readiness, filter.readiness) : undefined,
    filter.tracking_stage === undefined ? undefined : eq(a.trackingStage, filter.tracking_stage),
    filter.consent_status === undefined ? undefined : sql`${a.consent}->>'status' = ${filter.consent_status}`,
    filter.information_source === undefined ? undefined : eq(a.informationSource, filter.information_source),
    filter.intent === undefined ? undefined : sql`${a.intents} @> ${textArray([filter.intent])}`,
    filter.industry === undefined ? undefined : sql`${a.industries} @> ${textArray([filter.industry])}`,
    curatorCondition(filter.curator, callerId),
    filter.created_from === undefined ? undefined : gte(a.createdAt, dayStart(dayOf(filter.created_from))),
    filter.created_to === undefined ? undefined : lt(a.createdAt, dayStart(dayOf(filter.created_to) + 1)),
    filter.birth_from === undefined ? undefined : gte(a.birthDate, filter.birth_from),
    filter.birth_to === undefined ? undefined : lte(a.birthDate, filter.birth_to),
  );
}

function curatorCondition(curator: ApplicantFilter['curator'], callerId: number | null): SQL | undefined {
  if (curator === undefined) return undefined;
  if (curator === 'none') return isNull(abiturients.curatorId);
  if (curator === 'me') return callerId === null ? sql`false` : eq(abiturients.curatorId, callerId);
  return eq(abiturients.curatorId, curator);
}

/**
 * The folded last, first and middle names, as the stored name_order holds them, compared byte-wise:
 * the expression abiturients_fullname_order_idx holds, so the default order is read off that index
 * instead of sorting the matches.
 */
export const FULLNAME_KEYS: readonly SQL[] = [sql`${abiturients.nameOrder} collate "C"`];

/** Coded values sort in their vocabulary's order (SCH9 before SCH11, not_processed first). */
const vocabularyOrder = (column: SQL, values: readonly string[]): SQL =>
  sql`array_position(${sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`)}, ${column})`;

/** The school's name as the list shows it (joined as applicant_school by selectListRows). */
const SCHOOL_NAME = sql`(select ${folded(sql`coalesce(${organizations.shortName}, ${organizations.name})`)} from ${organizations} where ${organizations.id} = ${abiturients.schoolId})`;

const SORT_KEYS = {
  birth_date: sql`${abiturients.birthDate}`,
  school: SCHOOL_NAME,
  grade: vocabularyOrder(sql`${abiturients.grade}`, valuesOf(GRADE_OPTIONS)),
  graduation_year: sql`${abiturients.graduationYear}`,
  okrug: sql`${abiturients.okrug}`,
  category: vocabularyOrder(sql`${abiturients.category}`, valuesOf(APPLICANT_CATEGORIES)),
  processing_status: vocabularyOrder(sql`${abiturients.processingStatus}`, valuesOf(PROCESSING_STATUSES)),
  readiness: vocabularyOrder(sql`${abiturients.readiness}`, valuesOf(READINESS_CATEGORIES)),
  created_at: sql`${abiturients.createdAt}`,
  updated_at: sql`${abiturients.updatedAt}`,
} as const satisfies Record<Exclude<ApplicantSort, 'fullname' | 'relevance'>, SQL>;

/**
 * The name key as the index does not hold it (`|| ''` changes no value): for selective
 * searches. A name search's matches crowd together in name order (every Иванов* sits in one stretch of the
 * alphabet), so walking the name index until a page of them turns up can read most of the table,
 * while collecting the few matches through the trigram index and sorting them stays cheap.
 */
const SEARCH_FULLNAME_KEYS: readonly SQL[] = [sql`(${abiturients.nameOrder} || '') collate "C"`];

/** By full name (folded, so case and ё do not split the alphabet), then id: pages never overlap. */
function byFullName(direction: 'asc' | 'desc', searching: boolean): SQL[] {
  const keys = searching ? SEARCH_FULLNAME_KEYS : FULLNAME_KEYS;
  return direction === 'desc' ? [...keys.map((key) => sql`${key} desc`), desc(abiturients.id)] : [...keys.map((key) => sql`${key} asc`), asc(abiturients.id)];
}

/**
 * ORDER BY a sort: the chosen column (empty values last), then the full name and id. 'relevance'
 * puts the best matches of the search first whatever the direction, and is the full name when
 * there is no search. Corrected names (a typo) come fewest typos first whatever the sort, the
 * chosen order deciding between equally close ones: «Иванва Мария» shows Иванова Мария before
 * every other Мария, where the name order would put Абрамова Мария first.
 */
export function applicantOrder({ sort, direction, search }: { sort: ApplicantSort; direction: 'asc' | 'desc'; search?: string | undefined }, names: NameMatch = 'contained'): SQL[] {
  const searching = isSelectiveSearch(search);
  if (names !== 'contained') return [...closestFirst(names), ...(sort === 'relevance' ? byFullName('asc', searching) : applicantOrder({ sort, direction, search }))];
  if (sort === 'fullname') return byFullName(direction, searching);
  if (sort === 'relevance') return search !== undefined && searchWords(search).length > 0 ? [sql`${nameRelevance(search)} desc`, ...byFullName('asc', searching)] : byFullName('asc', false);
  const key = SORT_KEYS[sort];
  return [direction === 'desc' ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, ...byFullName('asc', searching)];
}
