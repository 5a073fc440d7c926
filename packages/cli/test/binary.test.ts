import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, scratchFolder, startCliHarness, type CliHarness } from './support/cliHarness.js';
import { decodeQrPng } from './support/decodeQr.js';

/**
 * End to end: the `abitura` binary (bin/abitura.mjs, which builds dist/main.js when it is stale
 * and runs it) as a child process against a started server: login, audit, who-can, qr to a file
 * (decoded back), logout.
 */
const BIN = fileURLToPath(new URL('../bin/abitura.mjs', import.meta.url));
let cli: CliHarness;
let configDir: string;

function abitura(args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: configDir,
      env: { PATH: process.env['PATH'] ?? '', HOME: configDir, LANG: 'en_US.UTF-8', ABITURA_CONFIG_DIR: configDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

beforeAll(async () => {
  cli = await startCliHarness();
  await cli.server.addUser({ login: 'admin', roles: ['Администратор'] });
  configDir = await scratchFolder();
  // The first run builds dist when it is missing or stale; its build output must not reach stdout.
  const version = await abitura(['--version']);
  expect(version).toMatchObject({ code: 0, stdout: '0.1.0\n' });
});
afterAll(() => cli.close());

describe('the abitura binary', () => {
  it('signs in, audits, answers who-can, writes a QR code and signs out', async () => {
    const login = await abitura(['login', '--server', cli.server.url, '--login', 'admin', '--password-stdin'], `${DEFAULT_PASSWORD}\n`);
    expect(login).toMatchObject({ code: 0, stderr: '', stdout: `Signed in as admin (Тестовый admin) to ${cli.server.url}.\n` });

    const audit = await abitura(['access', 'audit', '--json', '--fail-on', 'error']);
    expect(audit.code).toBe(0);
    const report = JSON.parse(audit.stdout);
    expect(report).toMatchObject({ failOn: 'error', failed: false, counts: { error: 0 } });
    expect(report.findings).toContainEqual(expect.objectContaining({ severity: 'info', check: 'admin', subject: 'admin' }));

    const whoCan = await abitura(['access', 'who-can', 'manageUsers']);
    expect(whoCan.code).toBe(0);
    expect(whoCan.stdout).toContain('Permission manageUsers: held by 1 users');
    expect(whoCan.stdout).toMatch(/admin\s+Тестовый admin\s+active\s+role "Администратор"/);

    const text = `${cli.server.url}/queue/kiosk`;
    const qr = await abitura(['qr', text, '--out', 'kiosk.png', '--size', '300']);
    expect(qr.code).toBe(0);
    expect(decodeQrPng(join(configDir, 'kiosk.png'))).toEqual({ text, width: 300 });

    const logout = await abitura(['logout']);
    expect(logout).toMatchObject({ code: 0, stdout: `Signed out: the token was revoked on ${cli.server.url} and forgotten.\n` });
    const after = await abitura(['whoami']);
    expect(after.code).toBe(3);
    expect(after.stderr).toContain('Not signed in');
    // Seven child processes in a row, each starting Node and the CLI: allow a busy machine its time.
  }, 120_000);

  it('exits 2 on bad usage and 3 when the server cannot be reached', async () => {
    const usage = await abitura(['access', 'audit', '--fail-on', 'sometimes']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("argument 'sometimes' is invalid");
    const unreachable = await abitura(['login', '--server', 'http://127.0.0.1:9', '--login', 'admin', '--password-stdin'], 'x\n');
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toContain('Cannot reach the server at http://127.0.0.1:9');
  });
});
