// Starts a server script in its own Node process, so serving and load generation never share an
// event loop (on 2 cores: one for the server, one for the load client). The script prints one JSON
// line when ready; stop() sends SIGTERM and waits for the exit. Its stdin is a pipe from us, so a
// script that calls exitWithParent() also ends when this process dies without stopping it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @param {string} script path of an ESM file
 * @param {{ nodeArgs?: string[]; timeoutMs?: number; env?: Record<string, string> }} [options] env: added to this process's environment
 * @returns {Promise<{ info: Record<string, string>; pid: number | undefined; stop(): Promise<void> }>}
 */
export async function startChildServer(script, { nodeArgs = [], timeoutMs = 60_000, env = {} } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
  const info = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not report ready within ${timeoutMs} ms`)), timeoutMs);
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`${script} printed "${line}" instead of its ready line`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
  });
  return {
    info,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * For the child scripts: exit when the parent closes our stdin (it died) or sends SIGTERM, after
 * `close` or at most `graceMs`.
 * @param {() => Promise<unknown>} close
 */
export function exitWithParent(close, graceMs = 2_000) {
  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    setTimeout(() => process.exit(0), graceMs).unref();
    void close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', exit);
  process.stdin.once('end', exit);
  process.stdin.resume();
}
