// A design for the working list's name search that issue 6's 20x target was measured against,
// not the server's: a covering word table. Every folded name word of every applicant is a row
// carrying a copy of the columns the list filters on, under one btree that INCLUDEs them all, so
// a one-word search with filters is answered by index-only scans and never reads the applicants'
// rows until the page's 25. A small vocabulary of the distinct words turns a fragment into the
// words that contain it (or, when none does, into the words similar to it: a typo).
// The copies keep the applicants' column names, and the statements read the word table under the
// name `abiturients`, so the server's own filter builder (applicantConditions) writes their WHERE.
// Built only in the bench's scratch database when search.mjs runs with --word-table; the server
// does not have it.
import { listApplicants } from '@abitura/sdk/contracts';
import { inArray, sql } from 'drizzle-orm';
import { searchWords } from '../../../apps/server/src/db/folding.ts';
import { abiturients } from '../../../apps/server/src/db/schema/index.ts';
import { applicantConditions, isCorrectable, textArray } from '../../../apps/server/src/domain/contingent/applicantFilter.ts';
import { selectListPage, toListItem } from '../../../apps/server/src/domain/contingent/applicantRows.ts';
import { timeReads } from './timeQueries.mjs';

/** The applicants' columns the list filters or orders on, copied into every word row. */
const COPIED = ['processing_status', 'readiness', 'category', 'okrug', 'grade', 'curator_id', 'created_at', 'flags', 'tags', 'industries', 'intents', 'name_order'];
/** Those the covering index keys on after the word; the rest it INCLUDEs. */
const KEYED = ['processing_status', 'readiness'];

/** The statements that build the design from the seeded applicants, in order. */
export const BUILD_WORD_TABLE = Object.freeze([
  `create table name_words as
     select w.word, a.id as abiturient_id, ${COPIED.map((column) => `a.${column}`).join(', ')}
     from abiturients a, lateral (select distinct unnest(string_to_array(a.search_text, ' ')) as word) w
     where w.word <> ''`,
  'create table name_vocabulary as select distinct word from name_words',
  'alter table name_vocabulary add primary key (word)',
  `create index name_words_cover_idx on name_words (word, ${KEYED.join(', ')})
     include (abiturient_id, ${COPIED.filter((column) => !KEYED.includes(column)).join(', ')})`,
  // Index-only scans skip the heap only on pages the visibility map has as all-visible.
  'vacuum (analyze) name_words',
  'vacuum (analyze) name_vocabulary',
]);

/** What the design costs on disk beside the applicants' own table, in bytes. */
export async function wordTableSizes(db) {
  const { rows } = await db.execute(sql`select
    (select count(*) from name_words)::int as word_rows,
    (select count(*) from name_vocabulary)::int as vocabulary,
    pg_table_size('name_words')::bigint as word_table,
    pg_relation_size('name_words_cover_idx')::bigint as cover_index,
    pg_table_size('abiturients')::bigint as applicants_table,
    pg_total_relation_size('abiturients')::bigint as applicants_with_indexes`);
  return Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]));
}

const likePattern = (word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const wordsOf = (result) => result.rows.map((row) => ({ word: String(row.word), similarity: Number(row.similarity ?? 1) }));

/** The vocabulary's words that contain the search word, or, failing that, those similar to it. */
async function matchingWords(db, word, similar) {
  if (!similar) return wordsOf(await db.execute(sql`select word from name_vocabulary where word like ${likePattern(word)}`));
  // pg_trgm's <% with the session's threshold (0.5, db/open.ts): the search word-similar to a word.
  return wordsOf(await db.execute(sql`select word, word_similarity(${word}, word) as similarity from name_vocabulary where ${word} <% word`));
}

/** The ORDER BY of the page over the word rows grouped by applicant, for the sorts the bench uses. */
function pageOrder(params, ranked) {
  const byName = [sql`name_order collate "C"`, sql`abiturient_id`];
  const closest = ranked ? [sql`max(similarity) desc`] : [];
  if (params.sort === 'created_at') return [...closest, sql`created_at ${sql.raw(params.direction === 'desc' ? 'desc' : 'asc')}`, ...byName];
  if (params.sort === 'fullname' || params.sort === 'relevance') return [...closest, ...byName];
  throw new Error(`the word table design is measured for the name, relevance and creation sorts, not ${params.sort}`);
}

/**
 * Abiturient/List's answer (total and the page's items) for a one-word search, read through the
 * word table: the count and the page's ids by index-only scans, then the page's rows with their
 * school and curator by the server's own selectListPage.
 * @param {import('zod').infer<typeof listApplicants.params>} params
 */
export async function readWordPage(db, params, callerId) {
  const words = searchWords(params.search);
  if (words.length !== 1) throw new Error(`the word table design is measured for one-word searches, not ${JSON.stringify(params.search)}`);
  const [word] = words;
  const { search: _search, ...filter } = params;
  const where = applicantConditions(filter, callerId) ?? sql`true`;
  const count = async (matched) => {
    if (matched.length === 0) return 0;
    const { rows } = await db.execute(sql`select count(distinct abiturient_id)::int as n from name_words as abiturients
      where word = any(${textArray(matched.map((entry) => entry.word))}) and ${where}`);
    return Number(rows[0].n);
  };
  let similar = false;
  let matched = await matchingWords(db, word, false);
  let total = await count(matched);
  if (total === 0 && isCorrectable(params.search)) {
    similar = true;
    matched = await matchingWords(db, word, true);
    total = await count(matched);
  }
  if (total === 0) return { total, items: [] };
  const ranked = similar || params.sort === 'relevance';
  const list = textArray(matched.map((entry) => entry.word));
  // Ranked by closeness: each word row joined to its word's similarity, the best one counting.
  const source = ranked
    ? sql`name_words as abiturients join unnest(${list}, array[${sql.join(
        matched.map((entry) => sql`${entry.similarity}`),
        sql`, `,
      )}]::real[]) as matched(word, similarity) using (word)`
    : sql`name_words as abiturients`;
  const { rows } = await db.execute(sql`select abiturient_id from ${source}
    where word = any(${list}) and ${where}
    group by abiturient_id, name_order, created_at
    order by ${sql.join(pageOrder(params, ranked), sql`, `)}
    limit ${params.pageSize} offset ${(params.page - 1) * params.pageSize}`);
  const ids = rows.map((row) => Number(row.abiturient_id));
  const order = [sql`array_position(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[], ${abiturients.id})`];
  const page = await selectListPage(db, inArray(abiturients.id, ids), order, ids.length, 0);
  return { total, items: page.map(toListItem) };
}

/**
 * Builds the design on the seeded database and times each bench query through it as timeReads
 * does, beside the list's own figures (`listed`, timeQuery's, same order): the build's time, the
 * sizes, and per query the timing and whether its answer is the list's (the total always; the
 * page's ids too, except by relevance, where the list ranks by the whole name's similarity and
 * the design by the closest word's).
 */
export async function timeWordTable(database, queries, listed, callerId, settings, log = () => {}) {
  const started = performance.now();
  for (const statement of BUILD_WORD_TABLE) await database.db.execute(sql.raw(statement));
  const buildMs = performance.now() - started;
  const sizes = await wordTableSizes(database.db);
  log(`word table built in ${(buildMs / 1000).toFixed(1)} s: ${sizes.word_rows} rows`);
  const timed = [];
  for (const [i, query] of queries.entries()) {
    log(`word table: ${query.label}…`);
    const params = listApplicants.params.parse(query.params);
    const timing = await timeReads(database, (db) => readWordPage(db, params, callerId), settings);
    const list = listed[i];
    const sameIds = params.sort === 'relevance' || (timing.ids.length === list.ids.length && timing.ids.every((id, n) => id === list.ids[n]));
    timed.push({ label: query.label, ...timing, sameAnswer: timing.total === list.total && sameIds });
  }
  return { buildMs, sizes, queries: timed };
}
