// bench/rpc: an authenticated no-op action (User/CheckAccess {permission:'viewHomepage'}, a read
// with a real token) over HTTP and over WS, each beside a raw echo measured in the same run on the
// same machine. Every server runs in its own child process; the load client runs in this one.
// Targets (issue bench/rpc): throughput at least 0.5x the raw echo, p99 at most 2x, for each.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundleServer.mjs';
import { startChildServer } from './childServer.mjs';
import { watchCpu } from './cpuWatch.mjs';
import { runHttpLoad } from './httpLoad.mjs';
import { runWsLoad } from './wsLoad.mjs';

export const RPC_TARGETS = Object.freeze({ minThroughputRatio: 0.5, maxP99Ratio: 2 });

const script = (name) => fileURLToPath(new URL(name, import.meta.url));

/** The load each run offers; `full` runs longer, with the same shape. */
export function rpcSettings(full = false) {
  return {
    durationS: full ? 20 : 5,
    warmupS: full ? 3 : 1,
    http: { connections: 50 },
    // The server allows each socket wsFramesPerSecond (20) frames a second; every socket sends at
    // 90% of that, so the WS rows need many sockets: 4,000 × 18/s offer up to 72,000 req/s, above
    // what the raw echo reaches here (~52,000), so both WS rows run saturated like the HTTP ones.
    ws: { sockets: 4000, window: 1, shareOfLimit: 0.9, burst: 3 },
  };
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

/** The soft limit on open files (Linux), or null when unknown. */
function openFilesLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/** Runs one load, noting how much CPU the rest of the machine used meanwhile. */
async function measured(pid, load) {
  const stop = watchCpu([pid]);
  const result = await load();
  return { ...result, cpu: stop() };
}

/** Starts a child server, runs `load` against it, stops it. */
async function withChild(file, load) {
  const child = await startChildServer(file);
  try {
    return await measured(child.pid, () => load(child.info));
  } finally {
    await child.stop();
  }
}

const verdict = (subject, baseline) => {
  const throughputRatio = subject.requestsPerSec / baseline.requestsPerSec;
  const p99Ratio = subject.p99 / baseline.p99;
  const pass = throughputRatio >= RPC_TARGETS.minThroughputRatio && p99Ratio <= RPC_TARGETS.maxP99Ratio && subject.failed === 0 && baseline.failed === 0;
  return { throughputRatio, p99Ratio, pass };
};

/** @param {{ full?: boolean; log?: (line: string) => void }} [options] */
export async function measureRpc({ full = false, log = () => {} } = {}) {
  const planned = rpcSettings(full);
  const { durationS, warmupS } = planned;
  const bundle = await bundleServer();
  const subject = await startChildServer(bundle);
  try {
    const { url, login, password, wsFramesPerSecond } = subject.info;
    const { shareOfLimit, ...ws } = planned.ws;
    // Client and server each hold one descriptor per socket; a low `ulimit -n` gets fewer sockets
    // (then the WS echo may sit at the pacing ceiling, which the report points out).
    const limit = openFilesLimit();
    const sockets = limit === null ? ws.sockets : Math.min(ws.sockets, limit - 200);
    if (sockets < ws.sockets) log(`rpc: ulimit -n is ${limit}, so the WS rows use ${sockets} sockets instead of ${ws.sockets}; raise it for full WS figures`);
    const settings = { ...planned, ws: { ...ws, sockets, ratePerSocket: Number(wsFramesPerSecond) * shareOfLimit } };
    const token = await signIn(url, login, password);
    const envelope = { action: 'User/CheckAccess', params: { permission: 'viewHomepage' }, token };
    const httpLoad = (target) => runHttpLoad({ url: target, body: JSON.stringify({ ...envelope, requestId: 'bench-http' }), ...settings.http, durationS, warmupS });
    const wsLoad = (target) => runWsLoad({ url: target, envelope, ...settings.ws, durationS, warmupS });

    log('rpc: HTTP raw echo…');
    const httpBaseline = await withChild(script('./rawHttpEcho.mjs'), (info) => httpLoad(info.url));
    log('rpc: HTTP User/CheckAccess…');
    const httpSubject = await measured(subject.pid, () => httpLoad(`${url}/api/rpc`));
    log('rpc: WS raw echo…');
    const wsBaseline = await withChild(script('./rawWsEcho.mjs'), (info) => wsLoad(info.url));
    log('rpc: WS User/CheckAccess…');
    const wsSubject = await measured(subject.pid, () => wsLoad(`${url.replace(/^http/, 'ws')}/api/ws`));

    return {
      settings,
      http: { baseline: httpBaseline, subject: httpSubject, ...verdict(httpSubject, httpBaseline) },
      ws: { baseline: wsBaseline, subject: wsSubject, ...verdict(wsSubject, wsBaseline) },
    };
  } finally {
    await subject.stop();
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}

const num = (value, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value) => `${num(value, 2)} ms`;
const other = (result) => (result.cpu ? `${num(result.cpu.otherCores, 2)} cores` : 'n/a');
/** Other processes using more than this many cores during a row make its figures suspect. */
const NOISY_CORES = 0.2;

/** Problems that make a row's figures suspect or wrong, in words. */
function problemsOf(result, who) {
  const notes = [];
  if (result.failed > 0) notes.push(`${who}: ${result.failed} failed replies${result.failures ? ` ${JSON.stringify(result.failures)}` : ''}`);
  if (result.unanswered > 0) notes.push(`${who}: ${result.unanswered} requests unanswered`);
  if (result.closedEarly > 0) notes.push(`${who}: ${result.closedEarly} sockets closed early`);
  if (result.ceiling && result.requestsPerSec > 0.95 * result.ceiling) notes.push(`${who}: at the client's pacing ceiling, so not saturated`);
  if (result.cpu && result.cpu.otherCores > NOISY_CORES) notes.push(`${who}: other processes used ${num(result.cpu.otherCores, 2)} cores meanwhile`);
  return notes;
}

/** Markdown lines for docs/benchmarks.md, then a PASS/FAIL line per transport. */
export function formatRpc({ settings, http, ws }) {
  const lines = [
    `RPC: ${settings.durationS} s measured after ${settings.warmupS} s warm-up per row; HTTP ${settings.http.connections} connections; ` +
      `WS ${settings.ws.sockets} sockets, window ${settings.ws.window}, ≤ ${settings.ws.ratePerSocket} frames/s each (ceiling ${num(settings.ws.sockets * settings.ws.ratePerSocket)} req/s)`,
    '',
    '| transport | target | req/s | p50 | p99 | req/s vs echo (≥ 0.5x) | p99 vs echo (≤ 2x) | other load |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const rows = [
    ['HTTP', http, 'raw node:http JSON echo'],
    ['WS', ws, 'raw ws JSON echo'],
  ];
  for (const [name, row, echo] of rows) {
    const { baseline: b, subject: s } = row;
    lines.push(`| ${name} | baseline: ${echo} | ${num(b.requestsPerSec)} | ${ms(b.p50)} | ${ms(b.p99)} | | | ${other(b)} |`);
    lines.push(`| ${name} | User/CheckAccess, signed in | ${num(s.requestsPerSec)} | ${ms(s.p50)} | ${ms(s.p99)} | ${num(row.throughputRatio, 2)}x | ${num(row.p99Ratio, 2)}x | ${other(s)} |`);
  }
  lines.push('');
  for (const [name, row] of rows) {
    const problems = [...problemsOf(row.baseline, 'echo'), ...problemsOf(row.subject, 'subject')];
    lines.push(
      `rpc ${name}: ${row.pass ? 'PASS' : 'FAIL'} (throughput ${num(row.throughputRatio, 2)}x, target ≥ ${RPC_TARGETS.minThroughputRatio}x; ` +
        `p99 ${num(row.p99Ratio, 2)}x, target ≤ ${RPC_TARGETS.maxP99Ratio}x)${problems.length > 0 ? ` — ${problems.join('; ')}` : ''}`,
    );
  }
  return lines;
}
