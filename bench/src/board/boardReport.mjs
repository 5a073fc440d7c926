// The report of bench/board: a Markdown table for docs/benchmarks.md, then one line per target
// (met or FAIL, never failing the command) and anything that makes a row's figures suspect.
import { BOARD_TARGETS } from './boardTargets.mjs';

const num = (value, digits = 0) => (Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a');
const ms = (value) => `${num(value, 2)} ms`;
/** Other processes using more than this many cores during a row make its figures suspect. */
const NOISY_CORES = 0.2;

function problemsOf(result, who) {
  const notes = [];
  if (result.failedCalls > 0) notes.push(`${who}: ${result.failedCalls} calls failed ${JSON.stringify(result.failures)}`);
  if (result.missing > 0) notes.push(`${who}: ${result.missing} board arrivals missing (no matching frame within the timeout)`);
  if (result.closedEarly > 0) notes.push(`${who}: ${result.closedEarly} boards closed early`);
  if (result.cpu && result.cpu.otherCores > NOISY_CORES) notes.push(`${who}: other processes used ${num(result.cpu.otherCores, 2)} cores meanwhile`);
  return notes;
}

/** @param {Awaited<ReturnType<typeof import('./boardBench.mjs').measureBoard>>} result */
export function formatBoard({ settings, bySize, verdict }, subjectLabel = 'Queue/CallNext → board EVENT') {
  const lines = [
    `Board: ${settings.calls} calls a row after ${settings.warmup} warm-up, one every ${settings.intervalMs} ms; a sample is one board's arrival of one call`,
    '',
    `| boards | target | calls | samples | p50 | p90 | p99 | last board p50 | frame | p50 − echo (≤ ${BOARD_TARGETS.maxP50OverEchoMs} ms) | p99 vs ${verdict.p99.small} boards (≤ ${BOARD_TARGETS.maxP99Ratio}x) | other load |`,
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const other = (result) => (result.cpu ? `${num(result.cpu.otherCores, 2)} cores` : 'n/a');
  const cells = (result) => `${num(result.calls)} | ${num(result.samples)} | ${ms(result.p50)} | ${ms(result.p90)} | ${ms(result.p99)} | ${ms(result.lastBoard.p50)} | ${num(result.frameBytes)} B`;
  const problems = [];
  for (const { boards, overEchoMs } of verdict.p50) {
    const { echo, subject } = bySize[boards];
    const ratio = boards === verdict.p99.large ? `${num(verdict.p99.ratio, 2)}x` : '';
    lines.push(`| ${boards} | baseline: raw ws broadcast | ${cells(echo)} | | | ${other(echo)} |`);
    lines.push(`| ${boards} | ${subjectLabel} | ${cells(subject)} | ${num(overEchoMs, 2)} ms | ${ratio} | ${other(subject)} |`);
    problems.push(...problemsOf(echo, `echo ${boards}`), ...problemsOf(subject, `subject ${boards}`));
  }
  lines.push('');
  for (const { boards, overEchoMs, met } of verdict.p50) {
    lines.push(`board p50 at ${boards} boards: ${met ? 'met' : 'FAIL'} (${num(overEchoMs, 2)} ms over the echo, target ≤ ${BOARD_TARGETS.maxP50OverEchoMs} ms)`);
  }
  lines.push(`board p99 at ${verdict.p99.large} boards: ${verdict.p99.met ? 'met' : 'FAIL'} (${num(verdict.p99.ratio, 2)}x the p99 at ${verdict.p99.small}, target ≤ ${BOARD_TARGETS.maxP99Ratio}x)`);
  if (!verdict.complete) lines.push('board: FAIL, some calls or arrivals are missing (see the notes)');
  return [...lines, ...problems.map((problem) => `NOTE ${problem}`)];
}
