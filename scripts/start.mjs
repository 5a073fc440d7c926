// `npm start`: builds what is missing or stale, then runs the server (apps/server/dist/main.js)
// in the foreground with this terminal's input and output, passing Ctrl+C and SIGTERM on to it.
// Configuration is by environment variables (docs/operations.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { BuildError, ROOT as root, buildStale } from './builds.mjs';

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Abitura: the dependencies are not installed. Run `npm install` first, then `npm start`.');
  process.exit(1);
}

// The server and every app it serves (scripts/builds.mjs): what is missing or stale is built.
try {
  buildStale();
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`Abitura: ${error.message}; nothing was started.`);
  process.exit(error.exitCode);
}

// The server prints the banner (every surface's address, the API, health, how to sign in) once it
// listens: apps/server/src/main.ts is its one source, so a server started without this script
// says the same.
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
