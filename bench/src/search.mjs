// bench/search: the contingent's working list at 200,000 applicants (issue 6). Eleven typical list
// queries (a name fragment or a typo plus filters, first page of 25) through the server's own
// readApplicantPage, on PostgreSQL and on PGlite, each beside the same query with index scans
// disabled, on the same database in the same run. Each engine runs in its own process
// (search/searchSubject.mjs, bundled like the RPC subject), one after the other.
// Usage: node src/search.mjs                (200,000 applicants; 200 calls a query with indexes, 5 without)
//        node src/search.mjs --full         (1,000 with indexes, 20 without)
//        node src/search.mjs --size 20000   (a quick run on fewer applicants)
//        node src/search.mjs --explain      (also prints EXPLAIN ANALYZE of every statement, both ways)
// Also part of `npm run bench` (run.mjs). Exits non-zero on errors (a query matching nothing at
// the default size, answers that differ with and without indexes), never on a missed target.
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './rpc/bundleServer.mjs';
import { startChildServer } from './rpc/childServer.mjs';
import { findProblems, formatSearch } from './search/searchReport.mjs';

export const DEFAULT_SEARCH_SIZE = 200_000;
/** Seeding 200,000 applicants and the slow calls without indexes take minutes on PGlite. */
const ENGINE_TIMEOUT_MS = 60 * 60_000;

/**
 * Samples per query. The calls without indexes read the whole table each time, so they get
 * fewer samples: their p95 is then the slowest of a few, which is enough to compare.
 * @param {{ full?: boolean; size?: number }} [options]
 */
export function searchSettings({ full = false, size = DEFAULT_SEARCH_SIZE } = {}) {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`--size must be a whole number of applicants, not ${size}`);
  return full ? { size, warmup: 50, indexed: 1000, noIndex: 20 } : { size, warmup: 10, indexed: 200, noIndex: 5 };
}

/** The command line's options: --full, --size N, --explain. */
export function parseSearchArgs(argv) {
  const sizeAt = argv.indexOf('--size');
  const size = sizeAt === -1 ? DEFAULT_SEARCH_SIZE : Number(argv[sizeAt + 1]);
  return { full: argv.includes('--full'), size, explain: argv.includes('--explain') };
}

/**
 * @param {{ full?: boolean; size?: number; explain?: boolean; log?: (line: string) => void }} [options]
 */
export async function measureSearch({ full = false, size = DEFAULT_SEARCH_SIZE, explain = false, log = () => {} } = {}) {
  const settings = searchSettings({ full, size });
  const bundle = await bundleServer(fileURLToPath(new URL('./search/searchSubject.mjs', import.meta.url)));
  try {
    const engines = [];
    for (const engine of ['postgres', 'pglite']) {
      log(`search: ${engine}…`);
      // The subject's one line is its result rather than a ready signal; it exits after it.
      const child = await startChildServer(bundle, {
        timeoutMs: ENGINE_TIMEOUT_MS,
        env: { SEARCH_ENGINE: engine, SEARCH_SIZE: String(size), SEARCH_SETTINGS: JSON.stringify(settings), SEARCH_EXPLAIN: explain ? '1' : '0' },
      });
      await child.stop();
      engines.push(child.info);
    }
    return { settings, engines };
  } finally {
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}

/** The plans --explain asked for, as text. */
export function formatPlans({ engines }) {
  const lines = [];
  for (const engine of engines) {
    for (const { label, plans } of engine.plans ?? []) {
      for (const plan of plans) {
        lines.push('', `### ${engine.engine}: ${label}`, plan.sql, `-- params: ${JSON.stringify(plan.values)}`, '-- with indexes:', ...plan.withIndexes, '-- without indexes:', ...plan.withoutIndexes);
      }
    }
  }
  return lines;
}

/** Markdown and target lines, then problems; true when the run had errors. */
export function reportSearch(result, print = console.log) {
  for (const line of formatSearch(result)) print(line);
  const { errors, notes } = findProblems(Object.fromEntries(result.engines.map((engine) => [engine.engine, engine])), { emptyIsError: result.settings.size >= DEFAULT_SEARCH_SIZE });
  for (const note of notes) print(`NOTE ${note}`);
  for (const error of errors) print(`ERROR ${error}`);
  return errors.length > 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseSearchArgs(process.argv.slice(2));
  const result = await measureSearch({ ...options, log: (line) => console.error(line) });
  if (reportSearch(result)) process.exitCode = 1;
  if (options.explain) for (const line of formatPlans(result)) console.error(line);
}
