// `npm start`: builds what is missing or stale, then runs the server (apps/server/dist/main.js)
// in the foreground with this terminal's input and output, passing Ctrl+C and SIGTERM on to it.
// Configuration is by environment variables (docs/operations.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * What `npm start` needs built: a workspace, the file its build produces, and the sources that
 * file is made from (a newer source means a rebuild). The server bundles the SDK from source.
 * The apps join this list as they arrive (apps/<name>/dist/index.html from apps/<name>/src).
 */
const BUILDS = [
  {
    workspace: '@abitura/server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/tsup.config.ts', 'apps/server/package.json', 'packages/sdk/src', 'packages/sdk/package.json'],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Abitura: the dependencies are not installed. Run `npm install` first, then `npm start`.');
  process.exit(1);
}

for (const build of BUILDS) {
  const output = join(root, build.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...build.inputs.map((input) => newest(join(root, input))));
  if (built >= changed) continue;
  console.log(`Abitura: building ${build.workspace} (${built === 0 ? 'not built yet' : 'sources changed since the last build'})...`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`Abitura: the build of ${build.workspace} failed (see above); nothing was started.`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { stdio: 'inherit' });

// The server shuts down gracefully on SIGINT and SIGTERM (a closed terminal's SIGHUP becomes a
// SIGTERM). A terminal's Ctrl+C reaches it directly as well; it ignores the second copy.
for (const [signal, forwarded] of [['SIGINT', 'SIGINT'], ['SIGTERM', 'SIGTERM'], ['SIGHUP', 'SIGTERM']]) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(forwarded);
  });
}

server.on('error', (error) => {
  console.error(`Abitura: could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
