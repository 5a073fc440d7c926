#!/usr/bin/env node
// The `abitura` command. It runs the tsup-built dist/main.js; in a checkout, where `npm install`
// builds nothing, it first builds dist when it is missing or older than its sources (the rule of
// scripts/builds.mjs, which `npm start` uses), with the build's output on standard error so that
// standard output stays the command's own (--json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const root = dirname(dirname(packageDir));
const builds = join(root, 'scripts', 'builds.mjs');
const main = join(packageDir, 'dist', 'main.js');

if (existsSync(builds)) {
  const { staleReason } = await import(pathToFileURL(builds).href);
  const target = {
    workspace: '@abitura/cli',
    output: 'packages/cli/dist/main.js',
    inputs: ['packages/cli/src', 'packages/cli/tsup.config.ts', 'packages/cli/package.json', 'packages/sdk/src', 'packages/sdk/package.json', 'packages/contracts/src', 'packages/contracts/package.json'],
  };
  const reason = staleReason(target, root);
  if (reason !== null) {
    process.stderr.write(`abitura: building the command (${reason})...\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
    if (result.status !== 0) {
      process.stderr.write(`abitura: the build failed (exit code ${result.status ?? 1}); its output is above.\n`);
      process.exit(1);
    }
  }
}
await import(pathToFileURL(main).href);
