// Times the server's own list query, readApplicantPage (the count, then the first page with the
// school and curator joined), for each query: with the database's indexes, and on the same
// database in the same run with the planner told not to use them (a transaction that first turns
// index, bitmap and index-only scans off with SET LOCAL, so it falls back to sequential scans).
// The calls without indexes come right after those with: each reads the whole table, and
// interleaved they would push the index pages the working list lives on out of the shared
// buffers (PGlite's 128 MB hold less than the table and its indexes), timing the indexed calls on
// a cache no working day has.
import { listApplicants } from '@abitura/contracts';
import { sql } from 'drizzle-orm';
import { readApplicantPage } from '@abitura/server/testing';
import { watchCpu } from '../rpc/cpuWatch.mjs';
import { LatencyRecorder } from '../rpc/latency.mjs';

/** What makes the planner read tables instead of indexes, for one transaction. */
export const WITHOUT_INDEXES = ['SET LOCAL enable_indexscan = off', 'SET LOCAL enable_bitmapscan = off', 'SET LOCAL enable_indexonlyscan = off'];

/** `read(tx)` in a transaction that may use no index. */
export function withoutIndexes(db, read) {
  return db.transaction(async (tx) => {
    for (const statement of WITHOUT_INDEXES) await tx.execute(sql.raw(statement));
    return read(tx);
  });
}

/** The server processes serving this database's connections (PostgreSQL; none for PGlite). */
export async function backendPids(db, kind) {
  if (kind !== 'postgres') return [];
  const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  return result.rows.map((row) => Number(row.pid));
}

const answerOf = (page) => ({ total: page.total, ids: page.items.map((item) => item.id) });
const sameAnswer = (a, b) => a.total === b.total && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);

/**
 * @param {{ db: any; kind: 'postgres' | 'pglite' }} database
 * @param {{ label: string; params: Record<string, unknown> }} query
 * @param {number | null} callerId who 'me' is
 * @param {{ warmup: number; indexed: number; noIndex: number }} settings
 */
export async function timeQuery(database, query, callerId, settings) {
  const { db, kind } = database;
  const params = listApplicants.params.parse(query.params);
  const indexed = new LatencyRecorder();
  const noIndex = new LatencyRecorder();
  const timed = async (recorder, read) => {
    const started = performance.now();
    const page = await read();
    recorder?.record(performance.now() - started);
    return answerOf(page);
  };
  const read = (from) => readApplicantPage(from, params, callerId);
  const withIndexes = () => read(db);
  const unindexedRead = () => withoutIndexes(db, read);

  // The first answer without indexes is checked (and its plan cached) before the warm-up calls
  // with indexes, which then bring their pages back.
  const expected = await timed(null, withIndexes);
  const unindexed = await timed(null, unindexedRead);
  for (let i = 1; i < settings.warmup; i += 1) await timed(null, withIndexes);

  // Other load is watched over the calls with indexes only: without them PostgreSQL starts
  // parallel workers, processes of ours this watch cannot name in advance.
  const stop = watchCpu(await backendPids(db, kind));
  let mismatches = sameAnswer(expected, unindexed) ? 0 : 1;
  for (let i = 0; i < settings.indexed; i += 1) if (!sameAnswer(expected, await timed(indexed, withIndexes))) mismatches += 1;
  const cpu = stop();
  for (let i = 0; i < settings.noIndex; i += 1) if (!sameAnswer(expected, await timed(noIndex, unindexedRead))) mismatches += 1;

  const [p50, p95] = indexed.percentiles([0.5, 0.95]);
  const [noIndexP50, noIndexP95] = noIndex.percentiles([0.5, 0.95]);
  return {
    label: query.label,
    params: query.params,
    total: expected.total,
    rows: expected.ids.length,
    indexed: { p50, p95, count: indexed.count },
    noIndex: { p50: noIndexP50, p95: noIndexP95, count: noIndex.count },
    mismatches,
    otherCores: cpu?.otherCores ?? null,
  };
}

/** The statements one call of readApplicantPage sends, from drizzle's query logger. */
async function statementsOf(db, params, callerId) {
  const statements = [];
  const previous = db.session.logger;
  db.session.logger = { logQuery: (text, values) => statements.push({ text, values }) };
  try {
    await readApplicantPage(db, params, callerId);
  } finally {
    db.session.logger = previous;
  }
  return statements;
}

/** A logged statement as drizzle SQL again, its $n placeholders bound to the logged values. */
export function rebuild({ text, values }) {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement of the query, with indexes and without: where the
 * time goes when a target is missed.
 */
export async function explainQuery({ db }, query, callerId) {
  const params = listApplicants.params.parse(query.params);
  const plans = [];
  for (const statement of await statementsOf(db, params, callerId)) {
    const explain = sql`EXPLAIN (ANALYZE, BUFFERS) ${rebuild(statement)}`;
    const lines = (result) => result.rows.map((row) => row['QUERY PLAN']);
    const withIndexes = lines(await db.execute(explain));
    const unindexed = await withoutIndexes(db, async (tx) => lines(await tx.execute(explain)));
    plans.push({ sql: statement.text, values: statement.values, withIndexes, withoutIndexes: unindexed });
  }
  return { label: query.label, plans };
}
