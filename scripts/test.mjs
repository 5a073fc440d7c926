// `npm test`: the import-cycle check (scripts/cycles.mjs), then typecheck, lint and every test of
// every workspace through turbo, then one closing line adding up what each test runner reported:
// "Tests: N passed, N failed, N skipped", preceded by the name and first message line of each
// failed test, so the end of a long log says what failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const VITEST_RESULTS = '.vitest-results.json';
const PLAYWRIGHT_RESULTS = '.playwright-results.json';

/** Every workspace folder of the root package.json (its globs are all `folder/*` or `folder`). */
function workspaceDirs() {
  const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(pattern) ? [pattern] : [];
    const parent = pattern.slice(0, -2);
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(parent, entry.name));
  });
}

const resultFiles = workspaceDirs().flatMap((dir) => [join(dir, VITEST_RESULTS), join(dir, PLAYWRIGHT_RESULTS)]);
for (const file of resultFiles) rmSync(file, { force: true });

const cycles = spawnSync(process.execPath, ['scripts/cycles.mjs'], { stdio: 'inherit' });

const turbo = spawnSync('npx', ['turbo', 'run', 'typecheck', 'lint', 'test', '--continue=dependencies-successful', ...process.argv.slice(2)], {
  stdio: 'inherit',
});

/** The first line of a failure message that says something, without terminal colours. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

/** Failed tests of a Vitest JSON report as "file › test: message". */
function vitestFailures(report, dir) {
  return report.testResults.flatMap((file) => {
    const where = file.name.slice(file.name.indexOf(dir));
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Failed tests of a Playwright JSON report, walking its nested suites. */
function playwrightFailures(suites, dir) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${dir}/${spec.file} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
    ),
    ...playwrightFailures(suite.suites ?? [], dir),
  ]);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const file of resultFiles.filter((path) => existsSync(path))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const dir = file.slice(0, file.lastIndexOf('/'));
  if (file.endsWith(PLAYWRIGHT_RESULTS)) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    failures.push(...playwrightFailures(report.suites, dir));
  } else {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...vitestFailures(report, dir));
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (cycles.status !== 0) console.log('The import-cycle check failed: see its list at the start.');
if (turbo.status !== 0) console.log('Some typecheck, lint or test task failed: see its output above.');
process.exit(cycles.status !== 0 ? 1 : (turbo.status ?? 1));
