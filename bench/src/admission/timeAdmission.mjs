// Times the server's own admission reads on a seeded database, each beside a baseline on the same
// database in the same run:
// - a register page: listApplicationsHandler (the count, the page's ids, the rows read whole),
//   then the same call with index scans disabled (search/timeQueries.mjs's withoutIndexes); every
//   answer (total and the page's ids) must equal the first one with indexes;
// - the validation pass: validateSeasonHandler (every check over the season's live applications,
//   the counts and the first page of findings), interleaved with a bare aggregate reading the
//   season's live applications joined with their applicants once: the least work any
//   whole-season pass must do. Every pass must find what the first found.
// The handlers get a minimal context, { db, now }: the two reads use nothing else of it.
import { listApplications, validateSeason } from '@abitura/contracts';
import { LIVE_APPLICATION_STATES } from '@abitura/contracts/vocabulary';
import { sql } from 'drizzle-orm';
import { listApplicationsHandler, validateSeasonHandler } from '@abitura/server/testing';
import { watchCpu } from '../rpc/cpuWatch.mjs';
import { LatencyRecorder } from '../rpc/latency.mjs';
import { backendPids, rebuild, withoutIndexes } from '../search/timeQueries.mjs';

/** The instant the validation runs at: after the season's tests, before its lists. */
export const VALIDATION_NOW = new Date('2026-08-12T10:00:00+03:00');

/**
 * The handlers' context: only what the two reads use.
 * @returns {import('@abitura/server/testing').ActionContext}
 */
const contextOf = (db, now = VALIDATION_NOW) => /** @type {any} */ ({ db, now });

const pageAnswer = (page) => ({ total: page.total, ids: page.items.map((item) => item.id) });
const samePage = (a, b) => a.total === b.total && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
const validationAnswer = (answer) => ({ total: answer.total, counts: JSON.stringify(answer.counts), page: answer.items.map((item) => item.key).join(' ') });
const sameValidation = (a, b) => a.total === b.total && a.counts === b.counts && a.page === b.page;

/** Times `read` into `recorder` (when given) and returns its answer. */
async function timed(recorder, read) {
  const started = performance.now();
  const answer = await read();
  recorder?.record(performance.now() - started);
  return answer;
}

const percentilesOf = (recorder) => {
  const [p50, p95] = recorder.percentiles([0.5, 0.95]);
  return { p50, p95, count: recorder.count };
};

/**
 * One register page, with indexes and then without (the calls without come right after those
 * with, as in the search bench, so they do not evict the indexed calls' pages between samples).
 * @param {{ db: any; kind: 'postgres' | 'pglite' }} database
 * @param {{ label: string; params: Record<string, unknown> }} query params resolved
 * @param {{ warmup: number; indexed: number; noIndex: number }} settings
 */
export async function timePage(database, query, settings) {
  const { db, kind } = database;
  const params = listApplications.params.parse(query.params);
  const read = (from) => listApplicationsHandler(params, contextOf(from)).then(pageAnswer);
  const withIndexes = () => read(db);
  const unindexedRead = () => withoutIndexes(db, read);
  const indexed = new LatencyRecorder();
  const noIndex = new LatencyRecorder();

  const expected = await withIndexes();
  let mismatches = samePage(expected, await unindexedRead()) ? 0 : 1;
  for (let i = 1; i < settings.warmup; i += 1) await withIndexes();
  const stop = watchCpu(await backendPids(db, kind));
  for (let i = 0; i < settings.indexed; i += 1) if (!samePage(expected, await timed(indexed, withIndexes))) mismatches += 1;
  const cpu = stop();
  for (let i = 0; i < settings.noIndex; i += 1) if (!samePage(expected, await timed(noIndex, unindexedRead))) mismatches += 1;
  return {
    label: query.label,
    params: query.params,
    total: expected.total,
    rows: expected.ids.length,
    indexed: percentilesOf(indexed),
    noIndex: percentilesOf(noIndex),
    mismatches,
    otherCores: cpu?.otherCores ?? null,
  };
}

/** The baseline: the season's live applications joined with their applicants, read once. */
export function baselineStatement(seasonId) {
  const live = sql.join(
    LIVE_APPLICATION_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return sql`select count(*)::int as applications, avg(a.average_mark)::float8 as average, count(p.birth_date)::int as born
    from abiturient_applications a join abiturients p on p.id = a.abiturient_id
    where a.season_id = ${seasonId} and a.state in (${live})`;
}

/**
 * The whole validation pass beside the baseline, interleaved pass by pass, so load that comes and
 * goes weighs on both alike.
 * @param {{ db: any; kind: 'postgres' | 'pglite' }} database
 * @param {Record<string, unknown>} rawParams resolved Admission/Validate params
 * @param {{ validationWarmup: number; validation: number }} settings
 */
export async function timeValidation(database, rawParams, settings) {
  const { db, kind } = database;
  const params = validateSeason.params.parse(rawParams);
  const validate = () => validateSeasonHandler(params, contextOf(db)).then(validationAnswer);
  const baseline = async () => (await db.execute(baselineStatement(params.season_id))).rows[0];
  const passes = new LatencyRecorder();
  const bare = new LatencyRecorder();

  const expected = await validate();
  const live = await baseline();
  for (let i = 1; i < settings.validationWarmup; i += 1) {
    await validate();
    await baseline();
  }
  let mismatches = 0;
  const stop = watchCpu(await backendPids(db, kind));
  for (let i = 0; i < settings.validation; i += 1) {
    if (!sameValidation(expected, await timed(passes, validate))) mismatches += 1;
    await timed(bare, baseline);
  }
  const cpu = stop();
  return {
    applications: Number(live.applications),
    findings: expected.total,
    counts: JSON.parse(expected.counts),
    pass: percentilesOf(passes),
    baseline: percentilesOf(bare),
    mismatches,
    otherCores: cpu?.otherCores ?? null,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) lines of one statement, within `db` (a transaction or not). */
async function explainLines(db, statement) {
  const result = await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  return result.rows.map((row) => row['QUERY PLAN']);
}

/** The statements one register call sends, from drizzle's query logger (it sends them outside a transaction). */
async function pageStatements(db, params) {
  const statements = [];
  const previous = db.session.logger;
  db.session.logger = { logQuery: (text, values) => statements.push({ text, values }) };
  try {
    await listApplicationsHandler(params, contextOf(db));
  } finally {
    db.session.logger = previous;
  }
  return statements;
}

/** The plans of a register page's statements, with indexes. */
export async function explainPage({ db }, query) {
  const plans = [];
  for (const statement of await pageStatements(db, listApplications.params.parse(query.params))) {
    plans.push({ sql: statement.text, values: statement.values, lines: await explainLines(db, rebuild(statement)) });
  }
  return { label: query.label, plans };
}

/**
 * The plan of the validation's statement, replayed as the handler runs it: its transaction's
 * SET LOCALs first. The handler's raw statements are caught on their way to `execute`.
 */
export async function explainValidation({ db }, rawParams) {
  const params = validateSeason.params.parse(rawParams);
  const executed = [];
  const recording = (target) =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'execute') return (statement) => (executed.push(statement), object.execute(statement));
        if (key === 'transaction') return (run) => object.transaction((tx) => run(recording(tx)));
        const value = Reflect.get(object, key);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  await validateSeasonHandler(params, contextOf(recording(db)));
  return db.transaction(async (tx) => {
    const plans = [];
    for (const statement of executed) {
      const text = db.dialect.sqlToQuery(statement).sql;
      if (/^\s*set\s/i.test(text)) await tx.execute(statement);
      else plans.push({ sql: text.trim().slice(0, 200), lines: await explainLines(tx, statement) });
    }
    return { label: 'validation pass', plans };
  });
}
