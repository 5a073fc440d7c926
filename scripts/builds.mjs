// What `npm start` and the e2e journeys need built, and building whatever of it is missing or
// older than its sources. One list, one rule: scripts/start.mjs and e2e/src/globalSetup.ts both
// call `buildStale`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root folder. */
export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * @typedef {object} BuildTarget
 * @property {string} workspace the npm workspace whose `build` script makes `output`
 * @property {string} output the file the build produces, relative to the root
 * @property {string[]} inputs files and folders (relative to the root) `output` is made from: a
 *   newer file among them means a rebuild
 */

/** Sources of the workspace packages the apps and the server bundle from TypeScript. */
const CONTRACTS_SOURCES = ['packages/contracts/src', 'packages/contracts/package.json'];
const SDK_SOURCES = ['packages/sdk/src', 'packages/sdk/package.json'];
const UI_SOURCES = ['packages/ui/src', 'packages/ui/package.json'];

/**
 * Every build `npm start` and the journeys rely on. The server bundles the contracts from source;
 * each app (built by Vite into apps/<name>/dist, served by the server at its routes) bundles the
 * contracts, the SDK and the UI layer from source (the device apps only its device layer).
 * @type {readonly BuildTarget[]}
 */
export const BUILDS = Object.freeze([
  {
    workspace: '@abitura/server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/tsup.config.ts', 'apps/server/package.json', ...CONTRACTS_SOURCES],
  },
  {
    workspace: '@abitura/staff',
    output: 'apps/staff/dist/index.html',
    inputs: ['apps/staff/src', 'apps/staff/public', 'apps/staff/index.html', 'apps/staff/vite.config.ts', 'apps/staff/package.json', ...CONTRACTS_SOURCES, ...SDK_SOURCES, ...UI_SOURCES],
  },
  ...['kiosk', 'tv', 'qr'].map((app) => ({
    workspace: `@abitura/${app}`,
    output: `apps/${app}/dist/index.html`,
    inputs: [`apps/${app}/src`, `apps/${app}/public`, `apps/${app}/index.html`, `apps/${app}/vite.config.ts`, `apps/${app}/package.json`, ...CONTRACTS_SOURCES, ...SDK_SOURCES, ...UI_SOURCES],
  })),
]);

/**
 * The newest modification time under a file or folder (0 when it does not exist). Tests sit
 * beside the code but do not go into a build: they are skipped, so editing one rebuilds nothing.
 * @param {string} path
 * @returns {number}
 */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newestMtime(join(path, entry)));
  }
  return latest;
}

/**
 * Why `build` must run, or null when its output is newer than every input.
 * @param {BuildTarget} build
 * @param {string} [root]
 * @returns {string | null}
 */
export function staleReason(build, root = ROOT) {
  const output = join(root, build.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built === 0) return 'not built yet';
  const changed = Math.max(...build.inputs.map((input) => newestMtime(join(root, input))));
  return changed > built ? 'sources changed since the last build' : null;
}

/** Thrown when a build exits with an error; its output has gone to the terminal already. */
export class BuildError extends Error {
  /**
   * @param {string} workspace
   * @param {number} exitCode
   */
  constructor(workspace, exitCode) {
    super(`the build of ${workspace} failed (exit code ${exitCode}; its output is above)`);
    this.name = 'BuildError';
    this.workspace = workspace;
    this.exitCode = exitCode;
  }
}

/**
 * Builds, one after another, every target in `workspaces` (default: all of BUILDS) that is
 * missing or stale, with `npm run build -w <workspace>`; the build's output goes to this
 * process's terminal. Throws a BuildError at the first failure.
 * @param {{ workspaces?: readonly string[]; root?: string; log?: (line: string) => void }} [options]
 * @returns {string[]} the workspaces that were built
 */
export function buildStale({ workspaces, root = ROOT, log = (line) => console.log(line) } = {}) {
  const built = [];
  for (const build of BUILDS) {
    if (workspaces && !workspaces.includes(build.workspace)) continue;
    const reason = staleReason(build, root);
    if (reason === null) continue;
    log(`Abitura: building ${build.workspace} (${reason})...`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) throw new BuildError(build.workspace, result.status ?? 1);
    built.push(build.workspace);
  }
  return built;
}
