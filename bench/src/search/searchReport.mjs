// bench/search's figures as Markdown for docs/benchmarks.md, the two latency targets as met or
// FAIL lines, and the problems that make a run worthless (those fail the command; a missed
// target does not). The calls without indexes are the baseline beside each query, not a target
// (issue 23 withdrew the 20x speedup issue 6 asked for).
import { describeParams } from './queries.mjs';

/** The latency targets (issue 6, kept by issue 23). */
export const SEARCH_TARGETS = Object.freeze({ postgresP95Ms: 200, pgliteVsPostgres: 3 });
/** Other processes using more than this many cores during a query make its figures suspect. */
const NOISY_CORES = 0.2;

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : '–');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)}x` : '–');
const count = (value) => value.toLocaleString('en-US');
const ENGINE_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** Without indexes ÷ with, at the median (the no-index runs have few samples). */
export const speedupOf = (query) => query.noIndex.p50 / query.indexed.p50;

/** The worst query by `score` (highest when `highest`), or null without queries. */
function worst(queries, score, highest = true) {
  let found = null;
  for (const query of queries) {
    const value = score(query);
    if (found === null || (highest ? value > found.value : value < found.value)) found = { label: query.label, value };
  }
  return found;
}

/**
 * The two targets, each { name, met: boolean | null (not measured), detail }.
 * @param {{ postgres?: any; pglite?: any }} engines measured engines (absent or skipped: not measured)
 */
export function evaluateTargets({ postgres, pglite }) {
  const measured = (engine) => (engine && !engine.skipped ? engine : null);
  const pg = measured(postgres);
  const lite = measured(pglite);
  const targets = [];

  const p95 = pg && worst(pg.queries, (query) => query.indexed.p95);
  targets.push({
    name: `p95 at most ${SEARCH_TARGETS.postgresP95Ms} ms on PostgreSQL`,
    met: p95 ? p95.value <= SEARCH_TARGETS.postgresP95Ms : null,
    detail: p95 ? `slowest p95 ${ms(p95.value)} (${p95.label})` : 'PostgreSQL not measured',
  });

  const ratio =
    pg && lite
      ? worst(
          lite.queries.map((query, i) => ({ label: query.label, indexed: query.indexed, against: pg.queries[i].indexed })),
          (query) => query.indexed.p95 / query.against.p95,
        )
      : null;
  targets.push({
    name: `PGlite at most ${SEARCH_TARGETS.pgliteVsPostgres}x PostgreSQL (p95, query by query)`,
    met: ratio ? ratio.value <= SEARCH_TARGETS.pgliteVsPostgres : null,
    detail: ratio ? `highest ${times(ratio.value)} (${ratio.label})` : 'needs both engines',
  });
  return targets;
}

/**
 * What makes the figures worthless: a query that matched nothing (with `emptyIsError`, at the
 * default size), answers that differ with and without indexes, or between the engines. Notes:
 * other load on the machine, and empty answers at a reduced size.
 * @param {{ postgres?: any; pglite?: any }} engines
 * @param {{ emptyIsError: boolean }} options
 */
export function findProblems({ postgres, pglite }, { emptyIsError }) {
  const errors = [];
  const notes = [];
  const engines = [postgres, pglite].filter((engine) => engine && !engine.skipped);
  for (const engine of engines) {
    const name = ENGINE_NAMES[engine.engine];
    for (const query of engine.queries) {
      if (query.total === 0) (emptyIsError ? errors : notes).push(`${name}: "${query.label}" matched nothing on the seeded data`);
      if (query.mismatches > 0) errors.push(`${name}: "${query.label}" answered differently ${query.mismatches} times with and without indexes`);
      if (query.otherCores !== null && query.otherCores > NOISY_CORES) notes.push(`${name}: other processes used ${query.otherCores.toFixed(2)} cores during the indexed calls of "${query.label}"`);
    }
  }
  if (engines.length === 2) {
    engines[0].queries.forEach((query, i) => {
      const other = engines[1].queries[i];
      if (query.total !== other.total) errors.push(`"${query.label}" matched ${query.total} on ${ENGINE_NAMES[engines[0].engine]} and ${other.total} on ${ENGINE_NAMES[engines[1].engine]}`);
    });
  }
  return { errors, notes };
}

/** Markdown lines: the method line, one table per engine, the targets. */
export function formatSearch({ settings, engines }) {
  const byName = Object.fromEntries(engines.map((engine) => [engine.engine, engine]));
  const pg = byName.postgres && !byName.postgres.skipped ? byName.postgres : null;
  const lines = [
    `bench/search: ${count(settings.size)} applicants; per query ${settings.indexed} calls with indexes, then ${settings.noIndex} without, after ${settings.warmup} warm-up calls.`,
  ];
  for (const engine of engines) {
    const name = ENGINE_NAMES[engine.engine];
    lines.push('');
    if (engine.skipped) {
      lines.push(`${name}: not measured: ${engine.skipped}.`);
      continue;
    }
    const seed = engine.seed;
    lines.push(`${name} (${engine.version.split(',')[0]}): seeded ${count(seed.applicants)} applicants, ${seed.schools} schools and ${seed.curators} curators in ${(seed.ms.seed / 1000).toFixed(1)} s, VACUUM (ANALYZE) ${(seed.ms.vacuum / 1000).toFixed(1)} s.`);
    lines.push('');
    const compare = engine.engine === 'pglite' && pg;
    lines.push(`| query (first page of 25) | matches | p50 | p95 | p50 without indexes | p95 without indexes | speedup (p50) |${compare ? ' p95 vs PostgreSQL |' : ''}`);
    lines.push(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |${compare ? ' ---: |' : ''}`);
    engine.queries.forEach((query, i) => {
      const against = compare ? ` ${times(query.indexed.p95 / pg.queries[i].indexed.p95)} |` : '';
      lines.push(`| ${query.label}: \`${describeParams(query.params)}\` | ${count(query.total)} | ${ms(query.indexed.p50)} | ${ms(query.indexed.p95)} | ${ms(query.noIndex.p50)} | ${ms(query.noIndex.p95)} | ${times(speedupOf(query))} |${against}`);
    });
  }
  lines.push('');
  for (const target of evaluateTargets(byName)) lines.push(`- ${target.name}: ${target.met === null ? 'not measured' : target.met ? 'met' : 'FAIL'}: ${target.detail}`);
  return lines;
}
