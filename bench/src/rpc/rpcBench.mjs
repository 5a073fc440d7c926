// bench/rpc: what a person waits for when the working list opens. The first page of
// Abiturient/List with the staff app's default filter, at 200,000 applicants (issue 23): (a)
// through the real server over HTTP, beside (b) the same SQL statements sent straight through the
// driver from this process, on PostgreSQL and on PGlite, at 1 and at 8 reads in flight.
// Target: (a) costs at most 1.3x (b), p50 latency at each concurrency, measured in one run.
// The two sides run in alternate rounds, so a busy machine weighs on both alike.
// Usage: node src/rpc/rpcBench.mjs              (20,000 applicants, 5 rounds of 2 s a side)
//        node src/rpc/rpcBench.mjs --full       (200,000 applicants, 10 rounds of 5 s a side)
//        node src/rpc/rpcBench.mjs --size N     (N applicants, with either)
// Also part of `npm run bench [-- --full]` (run.mjs). A missed target prints FAIL and does not fail
// the command; a wrong answer on either side does.
import { loadavg } from 'node:os';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundleServer.mjs';
import { startChildServer } from './childServer.mjs';
import { runClosedLoop } from './closedLoop.mjs';
import { watchCpu } from './cpuWatch.mjs';
import { LatencyRecorder } from './latency.mjs';
import { driverReader, httpReader, openDriver } from './readers.mjs';

export const RPC_TARGET = Object.freeze({ maxCostRatio: 1.3 });
export const FULL_SIZE = 200_000;
export const QUICK_SIZE = 20_000;
/** Seeding 200,000 applicants takes minutes on PGlite. */
const SUBJECT_TIMEOUT_MS = 60 * 60_000;

/** How long and how often each side runs; `full` runs at the target's size. */
export function rpcSettings({ full = false, size = full ? FULL_SIZE : QUICK_SIZE } = {}) {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`--size must be a whole number of applicants, not ${size}`);
  return { size, concurrencies: [1, 8], rounds: full ? 10 : 5, roundS: full ? 5 : 2, warmupS: full ? 3 : 1 };
}

/** The command line's options: --full, --size N. */
export function parseRpcArgs(argv) {
  const sizeAt = argv.indexOf('--size');
  const full = argv.includes('--full');
  return { full, ...(sizeAt === -1 ? {} : { size: Number(argv[sizeAt + 1]) }) };
}

export async function signIn(baseUrl, login, password) {
  const response = await fetch(`${baseUrl}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'User/AccountLogin', params: { login, password } }),
  });
  const reply = await response.json();
  if (!reply.success) throw new Error(`bench sign-in failed: ${reply.message}`);
  return reply.data.token;
}

/** Round r runs the sides in turn, starting one further each round, so none always goes first. */
export const rotated = (sides, round) => sides.map((_, at) => sides[(at + round) % sides.length]);

/**
 * Alternate rounds of every side at one concurrency.
 * @param {Array<{ label: string; reader: { call(): Promise<number> } }>} sides
 */
async function measureConcurrency(sides, concurrency, settings, pids) {
  const totals = new Map(sides.map((side) => [side.label, { recorder: new LatencyRecorder(), ok: 0, failed: 0, seconds: 0, failures: {}, otherCores: [] }]));
  for (const side of sides) await runClosedLoop({ concurrency, durationS: settings.warmupS, call: () => side.reader.call() });
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const side of rotated(sides, round)) {
      const total = totals.get(side.label);
      const stop = watchCpu(await pids());
      const result = await runClosedLoop({ concurrency, durationS: settings.roundS, call: () => side.reader.call(), recorder: total.recorder });
      const cpu = stop();
      total.ok += result.ok;
      total.failed += result.failed;
      total.seconds += result.seconds;
      for (const [reason, n] of Object.entries(result.failures)) total.failures[reason] = (total.failures[reason] ?? 0) + n;
      if (cpu) total.otherCores.push(cpu.otherCores);
    }
  }
  return sides.map(({ label }) => {
    const { recorder, ok, failed, seconds, failures, otherCores } = totals.get(label);
    const [p50, p95] = recorder.percentiles([0.5, 0.95]);
    const other = otherCores.length > 0 ? otherCores.reduce((sum, cores) => sum + cores, 0) / otherCores.length : null;
    return { label, concurrency, p50, p95, readsPerSec: ok / seconds, ok, failed, failures, otherCores: other };
  });
}

/** One engine: a subject seeded once, its servers and the driver measured in alternate rounds. */
async function measureEngine(bundle, engine, settings, servers, log) {
  log(`rpc: ${engine}: seeding ${settings.size} applicants and starting the server…`);
  const child = await startChildServer(bundle, {
    timeoutMs: SUBJECT_TIMEOUT_MS,
    env: { RPC_ENGINE: engine, RPC_SIZE: String(settings.size), RPC_SERVERS: JSON.stringify(servers) },
  });
  let driver;
  const readers = [];
  try {
    const info = child.info;
    if (info.skipped) return { engine, skipped: info.skipped };
    driver = await openDriver(info.driver);
    const { params, answer, statements } = info;
    const sides = [];
    for (const server of info.servers) {
      const token = await signIn(server.url, info.login, info.password);
      sides.push({ label: server.label, server: true, make: (concurrency) => httpReader({ url: server.url, token, params, answer, concurrency }) });
    }
    sides.push({ label: 'driver', server: false, make: () => driverReader({ driver, statements, answer }) });
    const pids = async () => [child.pid, ...(await driver.backends())];
    const rows = [];
    for (const concurrency of settings.concurrencies) {
      log(`rpc: ${engine}: ${concurrency} in flight…`);
      const made = sides.map((side) => ({ ...side, reader: side.make(concurrency) }));
      readers.push(...made.map((side) => side.reader));
      // Each side's first answer is checked before anything is timed.
      for (const side of made) await side.reader.call();
      rows.push(...(await measureConcurrency(made, concurrency, settings, pids)));
    }
    return { engine, version: info.version, applicants: info.applicants, seedMs: info.seedMs, params, answer, statements: statements.map((s) => s.text), rows };
  } finally {
    for (const reader of readers) reader.close();
    // The driver's connections first: the subject drops its scratch database on the way out.
    await driver?.close();
    await child.stop();
  }
}

/**
 * @param {{ full?: boolean; size?: number; log?: (line: string) => void; servers?: Array<{ label: string; env: Record<string, string> }> }} [options]
 */
export async function measureRpc({ full = false, size, log = () => {}, servers = [{ label: 'server', env: {} }] } = {}) {
  const settings = rpcSettings({ full, ...(size === undefined ? {} : { size }) });
  const bundle = await bundleServer(fileURLToPath(new URL('./readSubject.mjs', import.meta.url)));
  const load = { before: loadavg() };
  try {
    const engines = [];
    for (const engine of ['postgres', 'pglite']) engines.push(await measureEngine(bundle, engine, settings, servers, log));
    return { settings, engines, load: { ...load, after: loadavg() } };
  } finally {
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}

const num = (value, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value) => `${num(value, 2)} ms`;
const ratio = (value) => `${num(value, 2)}x`;

/** Each server's cost against the driver's, at each engine and concurrency. */
export function verdicts({ engines }) {
  const out = [];
  for (const engine of engines.filter((entry) => !entry.skipped)) {
    for (const row of engine.rows.filter((entry) => entry.label !== 'driver')) {
      const driver = engine.rows.find((entry) => entry.label === 'driver' && entry.concurrency === row.concurrency);
      const p50Ratio = row.p50 / driver.p50;
      out.push({
        engine: engine.engine,
        label: row.label,
        concurrency: row.concurrency,
        p50Ratio,
        p95Ratio: row.p95 / driver.p95,
        throughputRatio: row.readsPerSec / driver.readsPerSec,
        met: p50Ratio <= RPC_TARGET.maxCostRatio,
      });
    }
  }
  return out;
}

/** Markdown for docs/benchmarks.md, then a PASS/FAIL line per engine, server and concurrency. */
export function formatRpc(result) {
  const { settings, engines, load } = result;
  const lines = [
    `RPC: the working list's first page at ${num(settings.size)} applicants; ${settings.rounds} alternate rounds of ${settings.roundS} s a side after ${settings.warmupS} s of warm-up; ` +
      `load average ${load.before.map((value) => num(value, 2)).join(', ')} before and ${load.after.map((value) => num(value, 2)).join(', ')} after`,
  ];
  const judged = verdicts(result);
  for (const engine of engines) {
    lines.push('');
    if (engine.skipped) {
      lines.push(`${engine.engine}: skipped: ${engine.skipped}`);
      continue;
    }
    lines.push(`${engine.version.split(' on ')[0]}, ${num(engine.applicants)} applicants (seeded in ${num(engine.seedMs.seed / 1000, 1)} s), ${engine.answer.total} matches:`, '');
    lines.push('| in flight | read | p50 | p95 | reads/s | p50 vs driver (≤ 1.3x) | p95 vs driver | reads/s vs driver | other load |');
    lines.push('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of engine.rows) {
      const verdict = judged.find((entry) => entry.engine === engine.engine && entry.label === row.label && entry.concurrency === row.concurrency);
      const name = row.label === 'driver' ? 'baseline: the same SQL through the driver' : `${row.label}: POST /api/rpc Abiturient/List`;
      const compared = verdict ? `${ratio(verdict.p50Ratio)} | ${ratio(verdict.p95Ratio)} | ${ratio(verdict.throughputRatio)}` : ' | | ';
      const other = row.otherCores === null ? 'n/a' : `${num(row.otherCores, 2)} cores`;
      lines.push(`| ${row.concurrency} | ${name} | ${ms(row.p50)} | ${ms(row.p95)} | ${num(row.readsPerSec, 1)} | ${compared} | ${other} |`);
    }
  }
  lines.push('');
  for (const verdict of judged) {
    lines.push(`rpc ${verdict.engine} ${verdict.label} ×${verdict.concurrency}: ${verdict.met ? 'PASS' : 'FAIL'} (p50 ${ratio(verdict.p50Ratio)} the driver's, target ≤ ${RPC_TARGET.maxCostRatio}x)`);
  }
  return lines;
}

/** Wrong answers on either side, in words; empty when every read was right. */
export function rpcErrors({ engines }) {
  const errors = [];
  for (const engine of engines.filter((entry) => !entry.skipped)) {
    for (const row of engine.rows.filter((entry) => entry.failed > 0)) {
      errors.push(`${engine.engine} ${row.label} ×${row.concurrency}: ${row.failed} wrong or failed reads ${JSON.stringify(row.failures)}`);
    }
  }
  return errors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureRpc({ ...parseRpcArgs(process.argv.slice(2)), log: (line) => console.error(line) });
  for (const line of formatRpc(result)) console.log(line);
  const errors = rpcErrors(result);
  for (const error of errors) console.log(`ERROR ${error}`);
  if (errors.length > 0) process.exitCode = 1;
}
