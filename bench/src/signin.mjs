// bench/signin: another user's reads during sign-in bursts (issue 21), beside the same reads with
// no burst, in the same run on the same server. A burst is 40 concurrent User/AccountLogin with
// unknown logins (each checked against a hash of the production scrypt parameters) from one
// address, a new address each burst, as an attacker sends them. Meanwhile a signed-in
// administrator reads User/ReadRoles (a database read) one request after another; the quiet
// reads are taken between bursts, so both rows see the same machine. Then two waves of 40
// concurrent wrong passwords for the reader's own login from one new address show how many are
// checked, and the reader signs in from its usual address. The server runs in its own child
// process (signin/signInServer.mjs); requests go over keep-alive HTTP.
// Usage: node src/signin.mjs          (3 bursts, 300 quiet reads after 30 warm-up)
//        node src/signin.mjs --full   (10 bursts, 1000 quiet reads after 100)
// Also part of `npm run bench` (run.mjs).
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchCpu } from './rpc/cpuWatch.mjs';
import { bundleServer } from './rpc/bundleServer.mjs';
import { startChildServer } from './rpc/childServer.mjs';
import { LatencyRecorder } from './rpc/latency.mjs';
import { signIn } from './rpc/rpcBench.mjs';

export function signInSettings(full = false) {
  return full ? { bursts: 10, attempts: 40, quietReads: 1000, warmup: 100 } : { bursts: 3, attempts: 40, quietReads: 300, warmup: 30 };
}

const post = (url, body, headers = {}) =>
  fetch(`${url}/api/rpc`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((response) => response.json());

/** One read's latency in ms, and whether it succeeded. */
async function read(url, envelope) {
  const started = performance.now();
  const reply = await post(url, envelope);
  return { ms: performance.now() - started, ok: reply.success === true };
}

/** Reads one after another, `count` times or until `until()` holds; returns the failures. */
async function readMany(url, envelope, recorder, { count = Infinity, until = () => false }) {
  let failed = 0;
  for (let done = 0; done < count && !until(); done += 1) {
    const { ms, ok } = await read(url, envelope);
    recorder?.record(ms);
    if (!ok) failed += 1;
  }
  return failed;
}

/** How a burst's attempt was answered. */
export function outcomeOf(reply) {
  if (reply.data === 'ACCESS_DENIED') return 'checked';
  if (reply.data === 'RATE_LIMITED' && /паролей одновременно/.test(reply.message)) return 'busy';
  if (reply.data === 'RATE_LIMITED' && /с этого адреса/.test(reply.message)) return 'address';
  if (reply.data === 'RATE_LIMITED' && /неудачных попыток входа\. Повторите/.test(reply.message)) return 'locked';
  return 'other';
}

/** `attempts` concurrent wrong passwords from one address, for `loginOf(attempt)`; how they were answered. */
async function burst(url, address, attempts, loginOf) {
  const started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: attempts }, (_, attempt) => post(url, { action: 'User/AccountLogin', params: { login: loginOf(attempt), password: 'Wrong-Password-1' } }, { 'x-forwarded-for': address })),
  );
  const outcomes = { checked: 0, busy: 0, address: 0, locked: 0, other: 0 };
  for (const reply of replies) outcomes[outcomeOf(reply)] += 1;
  return { ms: performance.now() - started, outcomes };
}

/**
 * Guessing one account: waves of concurrent wrong passwords for the reader's own login from one
 * new address, one wave after another, then the reader signs in from its usual address.
 */
async function guessAccount(url, login, password, { waves, attempts }) {
  const answered = [];
  for (let wave = 0; wave < waves; wave += 1) answered.push((await burst(url, '203.0.113.7', attempts, () => login)).outcomes);
  const owner = await post(url, { action: 'User/AccountLogin', params: { login, password } });
  return { waves: answered, ownerSignedIn: owner.success === true };
}

/** @param {{ full?: boolean; log?: (line: string) => void }} [options] */
export async function measureSignIn({ full = false, log = () => {} } = {}) {
  const settings = signInSettings(full);
  const bundle = await bundleServer(fileURLToPath(new URL('./signin/signInServer.mjs', import.meta.url)));
  const child = await startChildServer(bundle, { env: { TRUST_PROXY: 'true' } });
  try {
    const { url, login, password, hashing } = child.info;
    const envelope = { action: 'User/ReadRoles', params: {}, token: await signIn(url, login, password) };
    await readMany(url, envelope, null, { count: settings.warmup });
    const quiet = new LatencyRecorder();
    const during = new LatencyRecorder();
    const bursts = [];
    let failed = 0;
    const stop = watchCpu([child.pid]);
    for (let index = 0; index < settings.bursts; index += 1) {
      log(`signin: quiet reads and burst ${index + 1} of ${settings.bursts}…`);
      failed += await readMany(url, envelope, quiet, { count: Math.ceil(settings.quietReads / settings.bursts) });
      let finished = false;
      const running = burst(url, `198.51.100.${index + 1}`, settings.attempts, (attempt) => `nobody-${index}-${attempt}`).finally(() => (finished = true));
      failed += await readMany(url, envelope, during, { until: () => finished });
      bursts.push(await running);
    }
    const cpu = stop();
    log('signin: guessing the reader’s own password…');
    const guessing = await guessAccount(url, login, password, { waves: 2, attempts: settings.attempts });
    const summary = (recorder) => {
      const [p50, p99, max] = recorder.percentiles([0.5, 0.99, 1]);
      return { reads: recorder.count, p50, p99, max };
    };
    return { settings, hashing, quiet: summary(quiet), during: summary(during), bursts, guessing, failed, cpu };
  } finally {
    await child.stop();
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;
/** Other processes using more than this many cores during the run make its figures suspect. */
const NOISY_CORES = 0.2;

/** Markdown lines for docs/benchmarks.md, then any problems. */
export function formatSignIn({ settings, hashing, quiet, during, bursts, guessing, failed, cpu }) {
  const total = (key) => bursts.reduce((sum, entry) => sum + entry.outcomes[key], 0);
  const durations = bursts.map((entry) => entry.ms).sort((a, b) => a - b);
  const lines = [
    `Sign-in bursts: ${settings.bursts} bursts of ${settings.attempts} concurrent sign-ins with unknown logins, each from one new address; reads: User/ReadRoles by a signed-in administrator, one after another (PGlite in memory; the server hashes ${hashing.concurrent} at once, ${hashing.queue} waiting).`,
    '',
    '| reads by another user | reads | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| without a sign-in burst | ${quiet.reads} | ${ms(quiet.p50)} | ${ms(quiet.p99)} | ${ms(quiet.max)} |`,
    `| during the bursts | ${during.reads} | ${ms(during.p50)} | ${ms(during.p99)} | ${ms(during.max)} |`,
    `| ratio | | ${(during.p50 / quiet.p50).toFixed(2)}x | ${(during.p99 / quiet.p99).toFixed(2)}x | |`,
    '',
    `A burst took ${(durations[0] / 1000).toFixed(1)}–${(durations[durations.length - 1] / 1000).toFixed(1)} s. Its attempts were answered: ${total('checked')} checked (ACCESS_DENIED), ${total('busy')} refused by the hashing bound, ${total('address')} by the per-address limit (RATE_LIMITED), ${total('other')} otherwise, over all bursts.`,
    '',
    ...guessing.waves.map(
      (wave, index) =>
        `Guessing the reader's own password, wave ${index + 1}: ${settings.attempts} concurrent wrong passwords from one new address: ${wave.checked} checked, ${wave.locked} refused by the address's lock, ${wave.busy} by the hashing bound, ${wave.address} by the per-address limit.`,
    ),
    `Then the reader signs in from its usual address: ${guessing.ownerSignedIn ? 'signed in' : 'REFUSED'}.`,
  ];
  const problems = [];
  if (failed > 0) problems.push(`${failed} reads failed`);
  const unexpected = total('other') + total('locked') + guessing.waves.reduce((sum, wave) => sum + wave.other, 0);
  if (unexpected > 0) problems.push(`${unexpected} sign-in attempts answered unexpectedly`);
  if (!guessing.ownerSignedIn) problems.push('the guessed account’s owner could not sign in');
  if (cpu && cpu.otherCores > NOISY_CORES) problems.push(`other processes used ${cpu.otherCores.toFixed(2)} cores meanwhile`);
  return [...lines, ...problems.map((problem) => `NOTE ${problem}`)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureSignIn({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
  for (const line of formatSignIn(result)) console.log(line);
}
