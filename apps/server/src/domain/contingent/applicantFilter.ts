import type { APPLICANT_SORTS, ApplicantFilter } from '@abitura/sdk/contracts';
import { APPLICANT_CATEGORIES, GRADE_OPTIONS, PROCESSING_STATUSES, READINESS_CATEGORIES, valuesOf } from '@abitura/sdk/vocabulary';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsWord, folded, foldSearch, searchWords } from '../../db/folding.js';
import { abiturients, nameVocabulary, nameWords, organizations } from '../../db/schema/index.js';
import { DAY_MS, dayStart } from '../moscowDays.js';

/**
 * The working list's filter and order as SQL: the one place the list, its export and the other
 * applicant lists (target, survey, profnavigation, quick search) take their conditions from, so a
 * filter means the same everywhere. Conditions are written in the forms the indexes serve: jsonb
 * and array containment for the GIN indexes, LIKE and %> for the trigram index.
 */

export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** Shorter searches are not worth correcting: a typo in three letters is another name. */
const MIN_FUZZY_LETTERS = 4;

/**
 * How a name search matches: `contained`, every word of the search inside the name (fragments,
 * any case, ё as е); `similar`, the whole search word-similar to the name (typos). Lists look for
 * contained names first and for similar ones only when none is found (see countApplicantMatches):
 * similarity alone would bring every «Алёна» to a search for «алекс».
 */
export type NameMatch = 'contained' | 'similar';

/**
 * Whether a search narrows the list enough to collect its matches and sort them: a word of three
 * letters or more gives the trigram index something to look up. Shorter words ("ов") match a
 * good part of any list, where walking the name index to the first page is the quick way.
 */
export function isSelectiveSearch(search: string | undefined): boolean {
  return searchWords(search).some((word) => word.length >= 3);
}

/** Whether a search is long enough for a typo in it to be corrected (similar names looked for). */
export function isCorrectable(search: string | undefined): boolean {
  return searchWords(search).join('').length >= MIN_FUZZY_LETTERS;
}

/**
 * Whether a name word (`nameWord`) is one a one-word search finds: it contains the search word, or
 * (similar) the search word is word-similar to it (pg_trgm's <%, threshold 0.5: a typo's
 * corrections). The name vocabulary, name_words and the relevance order all test words so.
 */
export function findsWord(word: string, names: NameMatch, nameWord: SQL | AnyPgColumn): SQL {
  return names === 'similar' ? sql`${word} <% ${nameWord}` : containsWord(nameWord, word);
}

/**
 * `search_text LIKE '%word%'` for every word (contained), or similar names: for one word, the
 * applicants with a name word it is word-similar to (name_words and its vocabulary, as the list's
 * one-word path reads them, see nameWords.ts); for several, the whole search word-similar to the
 * name (%>). pg_trgm's thresholds are 0.5 (db/open.ts); gin_trgm_ops indexes serve each. A search
 * too short to correct is never looked for by similarity.
 */
export function nameSearchCondition(search: string | undefined, match: NameMatch = 'contained'): SQL | undefined {
  const words = searchWords(search);
  const [word] = words;
  if (word === undefined) return undefined;
  if (match === 'similar' && isCorrectable(search)) {
    if (words.length > 1) return sql`${abiturients.searchText} %> ${words.join(' ')}`;
    const similarWords = sql`select ${nameVocabulary.word} from ${nameVocabulary} where ${findsWord(word, 'similar', nameVocabulary.word)}`;
    return sql`${abiturients.id} in (select ${nameWords.id} from ${nameWords} where ${nameWords.word} in (${similarWords}))`;
  }
  return and(...words.map((each) => containsWord(abiturients.searchText, each)));
}

/**
 * The ORDER BY keys that put similar names (a typo corrected) closest first, ahead of a list's own
 * order; none when the names contain the search. `relevance` stands in for nameRelevance where a
 * list reads it precomputed (nameWords.ts).
 */
export function closestFirst(search: string | undefined, names: NameMatch, relevance?: SQL): SQL[] {
  return names === 'similar' && search !== undefined && isCorrectable(search) ? [sql`${relevance ?? nameRelevance(search, names)} desc`] : [];
}

/**
 * How well a search matches a name, 0 to 1 (pg_trgm word similarity): the relevance order. For one
 * word, that of the closest name word the search finds (findsWord), as name_words reads it off its
 * vocabulary; for several, that of the whole search in the whole name.
 */
export function nameRelevance(search: string, names: NameMatch): SQL<number> {
  const words = searchWords(search);
  const [word] = words;
  if (word === undefined || words.length > 1) return sql<number>`word_similarity(${words.join(' ')}, ${abiturients.searchText})`;
  return sql<number>`(select max(word_similarity(${word}, name_word)) from unnest(string_to_array(${abiturients.searchText}, ' ')) as name_word where ${findsWord(word, names, sql`name_word`)})`;
}

/**
 * A filter from the params of another list (survey, profnavigation) that share some of its
 * fields: the given ones only, as optional fields must be absent rather than undefined.
 */
export function filterOf(fields: { [K in keyof ApplicantFilter]?: ApplicantFilter[K] | undefined }): ApplicantFilter {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ApplicantFilter;
}

/** The Moscow day a YYYY-MM-DD date names, as moscowDays numbers them. */
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
 * there is no search. Similar names (a typo corrected) come closest first whatever the sort, the
 * chosen order deciding between equally close ones: «Иванва Мария» shows Иванова Мария before
 * every other Мария, where the name order would put Абрамова Мария first. `relevance` as in
 * closestFirst.
 */
export function applicantOrder(
  { sort, direction, search }: { sort: ApplicantSort; direction: 'asc' | 'desc'; search?: string | undefined },
  names: NameMatch = 'contained',
  relevance?: SQL,
): SQL[] {
  if (sort !== 'relevance' && names === 'similar') return [...closestFirst(search, names, relevance), ...applicantOrder({ sort, direction, search })];
  const searching = isSelectiveSearch(search);
  if (sort === 'fullname') return byFullName(direction, searching);
  if (sort === 'relevance') return search !== undefined && searchWords(search).length > 0 ? [sql`${relevance ?? nameRelevance(search, names)} desc`, ...byFullName('asc', searching)] : byFullName('asc', false);
  const key = SORT_KEYS[sort];
  return [direction === 'desc' ? sql`${key} desc nulls last` : sql`${key} asc nulls last`, ...byFullName('asc', searching)];
}
