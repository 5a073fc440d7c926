/**
 * The real server for the journeys: apps/server/dist/main.js on a free port with a fresh
 * temporary DATA_DIR (embedded PGlite, demo data on), its output in e2e/.server.log.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  dataDir: string;
  /** SIGTERM (graceful shutdown), SIGKILL after 15 s; then the data folder is removed. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** The checkout's root. */
  root: string;
  logFile: string;
  /** @default 180_000: the first start seeds the demo and hashes its passwords with scrypt */
  readyTimeoutMs?: number;
}

/** A port nothing listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Variables of the caller's environment that would point the server elsewhere than the test's own data. */
const SERVER_VARIABLES = ['DATABASE_URL', 'ABITURA_ADMIN_LOGIN', 'ABITURA_ADMIN_PASSWORD', 'ABITURA_DEMO_SIZE', 'SMTP_URL', 'PUBLIC_URL', 'ALLOWED_ORIGINS', 'APPS_DIR', 'TRUST_PROXY'];

export async function startServer({ root, logFile, readyTimeoutMs = 180_000 }: StartServerOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'abitura-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ABITURA_DEMO: 'true', LOG_LEVEL: 'info' });

  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (!running) {
      const code = await exited;
      await stop();
      throw new Error(`The server stopped before it was ready (exit code ${code}). Its last lines (${logFile}):\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return { url, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s. Its last lines (${logFile}):\n${tail(logFile)}`);
}
