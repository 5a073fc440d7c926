// bench/admission: the season's register and validation worklist (issue 24). Ten typical register
// pages through the server's own listApplicationsHandler, each beside the same page with index
// scans disabled, and the whole validation pass (validateSeasonHandler) beside a bare aggregate
// over the season's live applications and their applicants, on the same database in the same
// run; on PostgreSQL, then on PGlite, each engine in its own process
// (admission/admissionSubject.mjs, bundled like the RPC subject).
// Usage: node src/admission.mjs                   (5,000 applicants, about 12,000 applications: the demo's size)
//        node src/admission.mjs --full            (50,000 applicants, about 120,000 applications: 10x the demo, the size; more samples)
//        node src/admission.mjs --size 20000      (any number of applicants)
//        node src/admission.mjs --engine postgres (one engine only)
//        node src/admission.mjs --explain         (also prints EXPLAIN ANALYZE of every statement)
// Also part of `npm run bench` (run.mjs). Exits non-zero on errors (a page or a validation
// finding nothing at the default size, answers that differ without indexes or between passes, a
// failed engine), never on a missed target.
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findAdmissionProblems, formatAdmission } from './admission/admissionReport.mjs';
import { bundleServer } from './rpc/bundleServer.mjs';
import { startChildServer } from './rpc/childServer.mjs';

export const DEMO_APPLICANTS = 5_000;
export const FULL_APPLICANTS = 50_000;
export const ADMISSION_ENGINES = Object.freeze(['postgres', 'pglite']);
/** Seeding 50,000 applicants and the calls without indexes take many minutes on PGlite. */
const ENGINE_TIMEOUT_MS = 60 * 60_000;

/**
 * Samples: the calls without indexes read whole tables, so they get fewer; the validation pass
 * reads the whole season each time, so it gets fewer still.
 * @param {{ full?: boolean; size?: number }} [options]
 */
export function admissionSettings({ full = false, size = full ? FULL_APPLICANTS : DEMO_APPLICANTS } = {}) {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`--size must be a whole number of applicants, not ${size}`);
  return full
    ? { size, warmup: 20, indexed: 200, noIndex: 10, validationWarmup: 2, validation: 20 }
    : { size, warmup: 10, indexed: 100, noIndex: 5, validationWarmup: 2, validation: 10 };
}

/** The command line's options: --full, --size N, --engine postgres|pglite, --explain. */
export function parseAdmissionArgs(argv) {
  const valueOf = (flag) => {
    const at = argv.indexOf(flag);
    return at === -1 ? undefined : argv[at + 1];
  };
  const full = argv.includes('--full');
  const sizeArg = valueOf('--size');
  const engineArg = valueOf('--engine');
  if (engineArg !== undefined && !ADMISSION_ENGINES.includes(engineArg)) throw new RangeError(`--engine must be ${ADMISSION_ENGINES.join(' or ')}, not ${engineArg}`);
  return {
    full,
    size: sizeArg === undefined ? (full ? FULL_APPLICANTS : DEMO_APPLICANTS) : Number(sizeArg),
    engines: engineArg === undefined ? [...ADMISSION_ENGINES] : [engineArg],
    explain: argv.includes('--explain'),
  };
}

/**
 * @param {{ full?: boolean; size?: number; engines?: string[]; explain?: boolean; log?: (line: string) => void }} [options]
 */
export async function measureAdmission({ full = false, size, engines: names = [...ADMISSION_ENGINES], explain = false, log = () => {} } = {}) {
  const settings = admissionSettings({ full, size: size ?? (full ? FULL_APPLICANTS : DEMO_APPLICANTS) });
  const bundle = await bundleServer(fileURLToPath(new URL('./admission/admissionSubject.mjs', import.meta.url)));
  try {
    const engines = [];
    for (const engine of names) {
      log(`admission: ${engine}…`);
      // The subject's one line is its result rather than a ready signal; it exits after it.
      const child = await startChildServer(bundle, {
        timeoutMs: ENGINE_TIMEOUT_MS,
        env: { ADMISSION_ENGINE: engine, ADMISSION_SIZE: String(settings.size), ADMISSION_SETTINGS: JSON.stringify(settings), ADMISSION_EXPLAIN: explain ? '1' : '0' },
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
export function formatAdmissionPlans({ engines }) {
  const lines = [];
  for (const engine of engines) {
    for (const { label, plans } of engine.plans ?? []) {
      for (const plan of plans) lines.push('', `### ${engine.engine}: ${label}`, plan.sql, ...(plan.values ? [`-- params: ${JSON.stringify(plan.values)}`] : []), ...plan.lines);
    }
  }
  return lines;
}

/** Markdown and target lines, then problems; true when the run had errors. */
export function reportAdmission(result, print = console.log) {
  for (const line of formatAdmission(result)) print(line);
  const byName = Object.fromEntries(result.engines.map((engine) => [engine.engine, engine]));
  const { errors, notes } = findAdmissionProblems(byName, { emptyIsError: result.settings.size >= DEMO_APPLICANTS });
  for (const note of notes) print(`NOTE ${note}`);
  for (const error of errors) print(`ERROR ${error}`);
  return errors.length > 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseAdmissionArgs(process.argv.slice(2));
  const result = await measureAdmission({ ...options, log: (line) => console.error(line) });
  if (reportAdmission(result)) process.exitCode = 1;
  if (options.explain) for (const line of formatAdmissionPlans(result)) console.error(line);
}
