// `npm test`: typecheck, lint and every test of every workspace through turbo, then one closing
// line adding up what each test runner reported: "Tests: N passed, N failed, N skipped".
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

const turbo = spawnSync('npx', ['turbo', 'run', 'typecheck', 'lint', 'test', '--continue=dependencies-successful', ...process.argv.slice(2)], {
  stdio: 'inherit',
});

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of resultFiles.filter((path) => existsSync(path))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (file.endsWith(PLAYWRIGHT_RESULTS)) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } else {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (turbo.status !== 0) console.log('Some typecheck, lint or test task failed: see its output above.');
process.exit(turbo.status ?? 1);
