// bench/admission's figures as Markdown for docs/benchmarks.md, the two targets of issue 24 as
// met or FAIL lines, and the problems that make a run worthless (those fail the command; a missed
// target does not). The baselines (each page without indexes, the bare season aggregate beside
// the validation pass) are printed beside the figures, not judged.
import { describeAdmissionParams } from './admissionQueries.mjs';

/** The targets (issue 24): a filtered register page and the whole validation pass, on PostgreSQL. */
export const ADMISSION_TARGETS = Object.freeze({ pageP95Ms: 200, validationP95Ms: 2000 });
/** Other processes using more than this many cores during the timed calls make their figures suspect. */
const NOISY_CORES = 0.2;

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : '–');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)}x` : '–');
const count = (value) => value.toLocaleString('en-US');
const ENGINE_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const measured = (engine) => (engine && !engine.skipped && !engine.failed ? engine : null);

/**
 * The two targets, each { name, met: boolean | null (not measured), detail }.
 * @param {{ postgres?: any }} engines
 */
export function evaluateAdmissionTargets({ postgres }) {
  const pg = measured(postgres);
  let slowest = null;
  for (const query of pg?.queries ?? []) if (slowest === null || query.indexed.p95 > slowest.indexed.p95) slowest = query;
  return [
    {
      name: `register page p95 at most ${ADMISSION_TARGETS.pageP95Ms} ms on PostgreSQL`,
      met: slowest ? slowest.indexed.p95 <= ADMISSION_TARGETS.pageP95Ms : null,
      detail: slowest ? `slowest p95 ${ms(slowest.indexed.p95)} (${slowest.label})` : 'PostgreSQL not measured',
    },
    {
      name: `whole validation pass at most ${ADMISSION_TARGETS.validationP95Ms / 1000} s on PostgreSQL (p95)`,
      met: pg ? pg.validation.pass.p95 <= ADMISSION_TARGETS.validationP95Ms : null,
      detail: pg ? `p95 ${ms(pg.validation.pass.p95)} over ${count(pg.validation.applications)} live applications` : 'PostgreSQL not measured',
    },
  ];
}

/**
 * Errors: an engine that failed, a page or a validation that found nothing (with `emptyIsError`,
 * at the default size), answers that changed without indexes or from pass to pass. Notes: other
 * load, empty answers at a reduced size, totals that differ between the engines (their seeded
 * application ids may differ, so the draws keyed by them may too).
 * @param {{ postgres?: any; pglite?: any }} engines
 * @param {{ emptyIsError: boolean }} options
 */
export function findAdmissionProblems({ postgres, pglite }, { emptyIsError }) {
  const errors = [];
  const notes = [];
  for (const engine of [postgres, pglite]) if (engine?.failed) errors.push(`${ENGINE_NAMES[engine.engine]}: the run failed: ${engine.failed.split('\n')[0]}`);
  const engines = [postgres, pglite].filter(measured);
  const empty = (text) => (emptyIsError ? errors : notes).push(text);
  for (const engine of engines) {
    const name = ENGINE_NAMES[engine.engine];
    for (const query of engine.queries) {
      if (query.total === 0) empty(`${name}: "${query.label}" matched nothing on the seeded data`);
      if (query.mismatches > 0) errors.push(`${name}: "${query.label}" answered differently ${query.mismatches} times with and without indexes`);
      if (query.otherCores !== null && query.otherCores > NOISY_CORES) notes.push(`${name}: other processes used ${query.otherCores.toFixed(2)} cores during the indexed calls of "${query.label}"`);
    }
    const { validation } = engine;
    if (validation.findings === 0) empty(`${name}: the validation pass found nothing on the seeded data`);
    if (validation.mismatches > 0) errors.push(`${name}: the validation pass answered differently ${validation.mismatches} times`);
    if (validation.otherCores !== null && validation.otherCores > NOISY_CORES) notes.push(`${name}: other processes used ${validation.otherCores.toFixed(2)} cores during the validation passes`);
  }
  if (engines.length === 2) {
    const [a, b] = engines;
    const differ = (what, x, y) => notes.push(`${what}: ${count(x)} on ${ENGINE_NAMES[a.engine]}, ${count(y)} on ${ENGINE_NAMES[b.engine]}`);
    a.queries.forEach((query, i) => query.total !== b.queries[i].total && differ(`"${query.label}" matched`, query.total, b.queries[i].total));
    if (a.validation.findings !== b.validation.findings) differ('the validation found', a.validation.findings, b.validation.findings);
  }
  return { errors, notes };
}

/** Markdown lines: the method line, per engine its seed, pages and validation tables, then the targets. */
export function formatAdmission({ settings, engines }) {
  const byName = Object.fromEntries(engines.map((engine) => [engine.engine, engine]));
  const lines = [
    `bench/admission: ${count(settings.size)} applicants; per register page ${settings.warmup} warm-up calls, ${settings.indexed} timed with indexes, then ${settings.noIndex} without; ` +
      `the validation pass ${settings.validation} times, each followed by the baseline aggregate, after ${settings.validationWarmup} warm-up rounds.`,
  ];
  for (const engine of engines) {
    const name = ENGINE_NAMES[engine.engine];
    lines.push('');
    if (engine.skipped || engine.failed) {
      lines.push(`${name}: not measured: ${engine.skipped ?? engine.failed.split('\n')[0]}.`);
      continue;
    }
    const seed = engine.seed;
    lines.push(
      `${name} (${engine.version.split(',')[0]}): seeded ${count(seed.applicants)} applicants in ${(seed.ms.applicants / 1000).toFixed(1)} s, then ${count(seed.applications)} applications ` +
        `in ${count(seed.groups)} groups, ${count(seed.sessions)} test sessions and ${count(seed.assignments)} test assignments in ${(seed.ms.admission / 1000).toFixed(1)} s (each with VACUUM (ANALYZE)).`,
    );
    lines.push('');
    lines.push('| register page (25 rows) | matches | p50 | p95 | p50 without indexes | p95 without indexes |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const query of engine.queries) {
      lines.push(`| ${query.label}: \`${describeAdmissionParams(query.params)}\` | ${count(query.total)} | ${ms(query.indexed.p50)} | ${ms(query.indexed.p95)} | ${ms(query.noIndex.p50)} | ${ms(query.noIndex.p95)} |`);
    }
    const { validation } = engine;
    lines.push('');
    lines.push('| validation | live applications | findings | p50 | p95 | baseline p50 | baseline p95 | pass ÷ baseline (p50) |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    lines.push(
      `| whole pass (counts, colleges, first page of 25) | ${count(validation.applications)} | ${count(validation.findings)} | ${ms(validation.pass.p50)} | ${ms(validation.pass.p95)} | ${ms(validation.baseline.p50)} | ${ms(validation.baseline.p95)} | ${times(validation.pass.p50 / validation.baseline.p50)} |`,
    );
    lines.push('');
    lines.push(`Findings by check: ${validation.counts.filter((entry) => entry.count > 0).map((entry) => `${entry.check} ${count(entry.count)}`).join(', ') || 'none'}.`);
  }
  lines.push('');
  for (const target of evaluateAdmissionTargets(byName)) lines.push(`- ${target.name}: ${target.met === null ? 'not measured' : target.met ? 'met' : 'FAIL'}: ${target.detail}`);
  return lines;
}
