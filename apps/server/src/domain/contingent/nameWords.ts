import { applicantFilter, type ApplicantFilter } from '@abitura/sdk/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../auth/accessService.js';
import { searchWords } from '../../db/folding.js';
import type { Db } from '../../db/open.js';
import { readPage } from '../../db/paging.js';
import { nameVocabulary, nameWords } from '../../db/schema/index.js';
import { applicantConditions, applicantOrder, findsWord, isCorrectable, isSelectiveSearch, textArray, type ApplicantSort, type NameMatch } from './applicantFilter.js';

/**
 * The working list's one-word name searches over `name_words` (db/schema/nameWords.ts): the count
 * and the page's ids by index-only scans of its covering index, never reading the applicants'
 * rows, where the trigram search reads one row per candidate (a broad search such as «иван»
 * matches thousands). The statements read `name_words` under the name `abiturients`, whose column
 * names its copies keep, so the list's own applicantConditions and applicantOrder write their
 * WHERE and ORDER BY, and a filter means here what it means everywhere else.
 */

/** The filters whose columns name_words copies (and the search itself). */
const COPIED_FILTERS: ReadonlySet<string> = new Set<keyof ApplicantFilter>([
  'search',
  'flags',
  'without_flags',
  'tags',
  'category',
  'okrug',
  'grade',
  'processing_status',
  'readiness',
  'intent',
  'industry',
  'curator',
  'created_from',
  'created_to',
]);
/** Filters that need a column name_words does not copy: such a list takes the trigram path. */
const OTHER_FILTERS = Object.keys(applicantFilter.shape).filter((key) => !COPIED_FILTERS.has(key)) as Array<keyof ApplicantFilter>;
/** The sorts whose keys are copied; a list sorted otherwise takes the trigram path. */
const COPIED_SORTS: ReadonlySet<ApplicantSort> = new Set<ApplicantSort>(['fullname', 'relevance', 'created_at', 'grade', 'okrug', 'category', 'processing_status', 'readiness']);
/** What the page's order needs of each matching applicant, one row each. */
const ORDER_COLUMNS = sql.raw('id, name_order, created_at, category, processing_status, readiness, grade, okrug');

export type WordListParams = ApplicantFilter & { sort: ApplicantSort; direction: 'asc' | 'desc'; page: number; pageSize: number };

/**
 * Whether name_words answers this list: a search of one word of three letters or more (a shorter
 * one matches much of the list, which the name index walks to a page quicker), filtered and
 * sorted on copied columns only.
 */
export function servedByNameWords(params: WordListParams): boolean {
  return searchWords(params.search).length === 1 && isSelectiveSearch(params.search) && COPIED_SORTS.has(params.sort) && OTHER_FILTERS.every((key) => params[key] === undefined);
}

/** A vocabulary word a search finds, with how close it is (word similarity, 0 to 1). */
interface FoundWord {
  word: string;
  similarity: number;
}

/**
 * The words a search word finds (findsWord: those that contain it, or those it is similar to),
 * each with its similarity, from which the relevance order is read. The vocabulary is small and
 * trigram-indexed.
 */
async function vocabularyWords(db: Db, word: string, names: NameMatch): Promise<FoundWord[]> {
  const rows = await db
    .select({ word: nameVocabulary.word, similarity: sql<number>`word_similarity(${word}, ${nameVocabulary.word})` })
    .from(nameVocabulary)
    .where(findsWord(word, names, nameVocabulary.word));
  return rows.map((row) => ({ word: row.word, similarity: Number(row.similarity) }));
}

async function countMatches(db: Db, found: readonly FoundWord[], where: SQL): Promise<number> {
  if (found.length === 0) return 0;
  const words = textArray(found.map((entry) => entry.word));
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(distinct abiturients.id)::int as n from ${nameWords} as abiturients where abiturients.word = any(${words}) and ${where}`));
  return Number(counted?.n ?? 0);
}

/**
 * The page's ids. Each applicant becomes one row (a name may hold two found words: Иван Иванович)
 * named like the table, so the list's ORDER BY reads it; its relevance is its closest found
 * word's similarity, joined from the vocabulary's answer rather than computed per row.
 */
async function pageIds(db: Db, found: readonly FoundWord[], where: SQL, order: readonly SQL[], limit: number, offset: number): Promise<number[]> {
  const similarities = sql`array[${sql.join(
    found.map((entry) => sql`${entry.similarity}`),
    sql`, `,
  )}]::real[]`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select abiturients.id from (
        select ${ORDER_COLUMNS}, max(found.similarity) as relevance
        from ${nameWords} as abiturients join unnest(${textArray(found.map((entry) => entry.word))}, ${similarities}) as found(word, similarity) on found.word = abiturients.word
        where ${where}
        group by ${ORDER_COLUMNS}
      ) as abiturients
      order by ${sql.join([...order], sql`, `)} limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The count of a one-word search's matches and its page's ids, in the list's order: names that
 * contain the word, or when none of the filter's applicants has one and the word is long enough
 * to hold a typo, names with a word similar to it (as countApplicantMatches decides).
 */
export async function readNameWordsPage(db: Db, params: WordListParams, callerId: number | null): Promise<{ total: number; names: NameMatch; ids: number[] }> {
  const [word = ''] = searchWords(params.search);
  const { search: _search, ...filter } = params;
  const where = applicantConditions(filter, callerId) ?? sql`true`;
  let names: NameMatch = 'contained';
  let found = await vocabularyWords(db, word, names);
  let total = await countMatches(db, found, where);
  if (total === 0 && isCorrectable(params.search)) {
    names = 'similar';
    found = await vocabularyWords(db, word, names);
    total = await countMatches(db, found, where);
  }
  const order = applicantOrder(params, names, sql`abiturients.relevance`);
  const ids = await readPage(total, params.page, params.pageSize, (limit, offset) => pageIds(db, found, where, order, limit, offset));
  return { total, names, ids };
}
