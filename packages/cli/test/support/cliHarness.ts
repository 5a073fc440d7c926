import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from '../../../../apps/server/test/harness.js';
import { runCli } from '../../src/program.js';
import { fakeTerminal, type FakeTerminal } from './fakeTerminal.js';

export { DEFAULT_PASSWORD };

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  terminal: FakeTerminal;
}

export interface CliHarness {
  server: TestServer;
  /** A fresh config folder (the session file lives there). */
  configDir: string;
  /**
   * Runs `abitura ...argv` in-process against the test server: the real SDK over real HTTP (or
   * WebSocket), a fake terminal, the server's clock. `--server` is added unless given.
   */
  run(argv: string[], options?: { env?: Record<string, string>; tty?: boolean; input?: string; configDir?: string; cwd?: string; withServer?: boolean; whileRunning?: (terminal: FakeTerminal) => Promise<void> }): Promise<Run>;
  /** Signs `login` in through the CLI (password on standard input) into `configDir`. */
  signIn(login: string, configDir?: string): Promise<void>;
  close(): Promise<void>;
}

/** A test server (apps/server's harness: PGlite or PostgreSQL from the migrated template) and a way to run the CLI against it. */
export async function startCliHarness(): Promise<CliHarness> {
  const server = await startTestServer();
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'abitura-cli-'));
    folders.push(folder);
    return folder;
  };
  const configDir = await newFolder();
  const harness: CliHarness = {
    server,
    configDir,
    async run(argv, { env = {}, tty = false, input = '', configDir: dir = configDir, cwd = dir, withServer = true, whileRunning } = {}) {
      const terminal = fakeTerminal({ tty, input });
      const args = withServer && !argv.includes('--server') ? [...argv, '--server', server.url] : argv;
      const running = runCli(args, { terminal, env: { LANG: 'ru_RU.UTF-8', ABITURA_CONFIG_DIR: dir, ...env }, cwd, now: () => new Date(server.clock.now()) });
      if (whileRunning) await whileRunning(terminal);
      const code = await running;
      return { code, stdout: terminal.out.text, stderr: terminal.err.text, terminal };
    },
    async signIn(login, dir = configDir) {
      const result = await harness.run(['login', '--login', login, '--password-stdin'], { input: `${DEFAULT_PASSWORD}\n`, configDir: dir });
      if (result.code !== 0) throw new Error(`sign-in of ${login} failed: ${result.stderr}`);
    },
    async close() {
      await server.close();
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    },
  };
  return harness;
}

/** A folder of its own for a test that signs in separately. */
export async function scratchFolder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'abitura-cli-'));
}
