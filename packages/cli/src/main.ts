import { runCli } from './program.js';

/** The `abitura` binary: the process's streams, environment and folder, and its exit code. */
process.exitCode = await runCli(process.argv.slice(2), { terminal: process, env: process.env, cwd: process.cwd() });
