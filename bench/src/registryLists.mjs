// bench/registry: the registry's list actions on a server seeded at size 1 (the demo; the
// baseline) and at size 10 (the "lists stay fast at 10x"), measured in the same run on
// the same machine. Each query searches, filters, sorts and asks for page 3, as a person paging
// through a narrowed list does. Each server runs in its own child process (registryServer.mjs);
// requests go one at a time over one keep-alive connection, so a sample is one request's latency.
// Usage: node src/registryLists.mjs            (200 samples a query after 20 warm-up requests)
//        node src/registryLists.mjs --full     (1000 samples after 100)
// Also part of `npm run bench` (run.mjs).
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchCpu } from './rpc/cpuWatch.mjs';
import { bundleServer } from './rpc/bundleServer.mjs';
import { startChildServer } from './rpc/childServer.mjs';
import { LatencyRecorder } from './rpc/latency.mjs';
import { signIn } from './rpc/rpcBench.mjs';

/** The baseline's demo size and the subject's. */
export const REGISTRY_SIZES = Object.freeze({ baseline: 1, subject: 10 });

/** What a person does on each list page: a search word, a filter, a sort, the third page of 25. */
export const REGISTRY_QUERIES = Object.freeze([
  { action: 'Organization/List', params: { search: 'школа', status: true, sort: 'district', direction: 'desc', page: 3, pageSize: 25 } },
  { action: 'Program/List', params: { search: 'информационн', study_form: 'Очная', sort: 'organization', page: 3, pageSize: 25 } },
  { action: 'Speciality/List', params: { level: 3, offered: true, sort: 'programs', direction: 'desc', page: 3, pageSize: 25 } },
]);

export function registrySettings(full = false) {
  return { samples: full ? 1000 : 200, warmup: full ? 100 : 20 };
}

/** Sends `query` `count` times, one after another; latencies and failures. */
async function run(url, token, query, count, recorder) {
  let failed = 0;
  let total = null;
  const body = JSON.stringify({ ...query, token });
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const reply = await response.json();
    recorder?.record(performance.now() - started);
    if (!reply.success) failed += 1;
    else total = reply.data.total;
  }
  return { failed, total };
}

/** One server at `size`: its seeding time and each query's p50 and p99. */
async function measureSize(bundle, size, settings, log) {
  log(`registry: seeding a server at size ${size}…`);
  const child = await startChildServer(bundle, { timeoutMs: 600_000, env: { REGISTRY_SIZE: String(size) } });
  try {
    const { url, login, password, seedMs } = child.info;
    const token = await signIn(url, login, password);
    const rows = [];
    for (const query of REGISTRY_QUERIES) {
      log(`registry: size ${size}, ${query.action}…`);
      await run(url, token, query, settings.warmup, null);
      const recorder = new LatencyRecorder();
      const stop = watchCpu([child.pid]);
      const { failed, total } = await run(url, token, query, settings.samples, recorder);
      const [p50, p99] = recorder.percentiles([0.5, 0.99]);
      rows.push({ action: query.action, total, failed, p50, p99, cpu: stop() });
    }
    return { size, seedMs: Number(seedMs), rows };
  } finally {
    await child.stop();
  }
}

/** @param {{ full?: boolean; log?: (line: string) => void }} [options] */
export async function measureRegistry({ full = false, log = () => {} } = {}) {
  const settings = registrySettings(full);
  const bundle = await bundleServer(fileURLToPath(new URL('./registryServer.mjs', import.meta.url)));
  try {
    const baseline = await measureSize(bundle, REGISTRY_SIZES.baseline, settings, log);
    const subject = await measureSize(bundle, REGISTRY_SIZES.subject, settings, log);
    return { settings, baseline, subject };
  } finally {
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
/** Other processes using more than this many cores during a row make its figures suspect. */
const NOISY_CORES = 0.2;

/** Markdown lines for docs/benchmarks.md, then any problems. */
export function formatRegistry({ settings, baseline, subject }) {
  const lines = [
    `Registry lists: ${settings.samples} sequential requests a query after ${settings.warmup} warm-up; seeding took ${(baseline.seedMs / 1000).toFixed(1)} s at size ${baseline.size} and ${(subject.seedMs / 1000).toFixed(1)} s at size ${subject.size} (PGlite in memory).`,
    '',
    `| action (search, filter, sort, page 3 of 25) | matches at ${baseline.size} / ${subject.size} | p50 at ${baseline.size} | p99 at ${baseline.size} | p50 at ${subject.size} | p99 at ${subject.size} | p50 ratio | p99 ratio |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const problems = [];
  baseline.rows.forEach((base, index) => {
    const big = subject.rows[index];
    lines.push(`| ${base.action} | ${base.total} / ${big.total} | ${ms(base.p50)} | ${ms(base.p99)} | ${ms(big.p50)} | ${ms(big.p99)} | ${ratio(big.p50, base.p50)} | ${ratio(big.p99, base.p99)} |`);
    for (const [row, size] of [
      [base, baseline.size],
      [big, subject.size],
    ]) {
      if (row.failed > 0) problems.push(`${row.action} at size ${size}: ${row.failed} failed replies`);
      if (row.total !== null && row.total <= 50) problems.push(`${row.action} at size ${size}: only ${row.total} matches, so page 3 is empty`);
      if (row.cpu && row.cpu.otherCores > NOISY_CORES) problems.push(`${row.action} at size ${size}: other processes used ${row.cpu.otherCores.toFixed(2)} cores meanwhile`);
    }
  });
  return [...lines, ...problems.map((problem) => `NOTE ${problem}`)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureRegistry({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
  for (const line of formatRegistry(result)) console.log(line);
}
