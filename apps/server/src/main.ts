// The entry of `npm start` (bundled to dist/main.js): configuration, database, demo data, HTTP,
// then a plain-text banner on stdout saying where everything is and how to sign in. Logs are
// pino JSON; the banner is for the person at the terminal.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createApp, createLogger, type App } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { DataDirInUse, lockDataDir } from './db/dataDirLock.js';
import { users } from './db/schema/index.js';
import { demoCredentialsPath, readDemoCredentials, type DemoCredentials } from './seed/demoCredentials.js';
import { seedDemo } from './seed/demoSeed.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** File system refusals that mean the data folder is not this user's to write. */
const UNWRITABLE: ReadonlySet<string> = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST']);

/** The surfaces of DESIGN section 1, each served from its app's build once that app exists. */
const SURFACES: ReadonlyArray<{ title: string; path: string; app: string }> = [
  { title: 'Staff app', path: '/login', app: 'staff' },
  { title: 'Front page', path: '/front-pages/main', app: 'staff' },
  { title: 'Queue kiosk', path: '/queue/kiosk', app: 'kiosk' },
  { title: 'TV board', path: '/queue/tv', app: 'tv' },
  { title: 'Questionnaire', path: '/questionnaire', app: 'questionnaire' },
  { title: 'Ticket page', path: '/tickets/<uuid>/qr', app: 'qr' },
  { title: 'QR scanner', path: '/front-pages/scanner', app: 'qr' },
];

function fail(message: string): never {
  process.stderr.write(`Abitura could not start: ${message}\n`);
  process.exit(1);
}

/** A database URL fit to print: the password hidden. */
function describeDatabase(config: ServerConfig): string {
  if (!config.databaseUrl) return `PGlite (embedded PostgreSQL), data in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL at ${url.href}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

const pad = (text: string, width: number) => text.padEnd(width);

/** A device app's address carrying its key, which the app moves into its connection settings. */
const deviceAddress = (url: string, device: { kind: 'kiosk' | 'tv'; key: string }) => `${url}/queue/${device.kind}?key=${encodeURIComponent(device.key)}`;

async function signInLines(app: App, config: ServerConfig, url: string, credentials: DemoCredentials | null, credentialsProblem: string | null): Promise<string[]> {
  const lines: string[] = [];
  const logins = credentials?.roles.flatMap((entry) => entry.accounts.map((account) => account.login.toLowerCase())) ?? [];
  const present =
    logins.length === 0
      ? new Map<string, string>()
      : new Map(
          (await app.services.db.select({ login: users.login, status: users.status }).from(users).where(inArray(sql`lower(${users.login})`, logins))).map((row) => [
            row.login.toLowerCase(),
            row.status,
          ]),
        );

  const roleLines: string[] = [];
  const restricted: string[] = [];
  for (const entry of credentials?.roles ?? []) {
    const accounts = entry.accounts.filter((account) => present.has(account.login.toLowerCase()));
    const active = accounts.filter((account) => present.get(account.login.toLowerCase()) === 'active');
    const [first] = active;
    if (first) {
      const more = active.length > 1 ? `  (+${active.length - 1} more of this role)` : '';
      roleLines.push(`  ${pad(entry.role, 22)} ${pad(first.login, 22)} ${entry.password}${more}`);
    }
    for (const account of accounts) {
      const status = present.get(account.login.toLowerCase());
      if (status === 'new') restricted.push(`  ${pad(account.login, 22)} ${entry.role}: status new, must set a new password first`);
      if (status === 'suspended') restricted.push(`  ${pad(account.login, 22)} ${entry.role}: suspended, sees the no-actions page`);
    }
  }
  if (roleLines.length > 0) {
    lines.push(`Demo accounts (one password per role; all of them in ${demoCredentialsPath(config.dataDir)}):`);
    lines.push(`  ${pad('Role', 22)} ${pad('Login', 22)} Password`, ...roleLines);
    if (restricted.length > 0) lines.push('Restricted demo accounts (same password as their role):', ...restricted);
  } else if (credentialsProblem) {
    lines.push(`The demo credentials could not be read: ${credentialsProblem}`);
  }
  if (credentials?.devices && credentials.devices.length > 0) {
    lines.push('Queue devices (open the address on the device: it keeps the key after key= as its apiKey):');
    for (const device of credentials.devices) lines.push(`  ${pad(device.kind, 6)} ${pad(device.name, 22)} ${deviceAddress(url, device)}`);
  }
  if (config.adminLogin) {
    lines.push(`Administrator: ${config.adminLogin}, with the password set in ABITURA_ADMIN_PASSWORD.`);
  }
  if (lines.length === 0) {
    const [row] = await app.services.db.select({ n: count() }).from(users);
    lines.push(
      (row?.n ?? 0) === 0
        ? 'No account exists yet: set ABITURA_ADMIN_LOGIN and ABITURA_ADMIN_PASSWORD (or ABITURA_DEMO=true) and start again.'
        : 'Sign in with an existing account.',
    );
  }
  return lines;
}

function banner(url: string, config: ServerConfig, signIn: string[]): string {
  const ws = url.replace(/^http/, 'ws');
  const surfaceLines = SURFACES.map(({ title, path, app }) => {
    const built = existsSync(join(config.appsDir, app, 'dist', 'index.html'));
    return `  ${pad(title, 15)} ${built ? `${url}${path}` : `${pad(path, 22)} not built yet: arrives with a later issue (apps/${app})`}`;
  });
  const lines = [
    '',
    `Abitura is running at ${url}${config.host === '0.0.0.0' ? ' (listening on every interface)' : ''}`,
    `  Database        ${describeDatabase(config)}`,
    `  Mail            ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `.eml files in ${join(config.dataDir, 'outbox')}`}`,
    '',
    'Surfaces:',
    ...surfaceLines,
    `  ${pad('Action API', 15)} POST ${url}/api/rpc   WebSocket ${ws}/api/ws`,
    `  ${pad('Health', 15)} ${url}/healthz   ${url}/readyz`,
    '',
    ...signIn,
    '',
    'Press Ctrl+C to stop.',
    '',
  ];
  return `${lines.join('\n')}\n`;
}

function handleSignals(app: App, log: Logger): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // `npm start` forwards the terminal's Ctrl+C, which the terminal also sent: one is enough.
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const log = createLogger(config.logLevel);
  try {
    await mkdir(config.dataDir, { recursive: true });
    // The embedded database's files are this process's alone while it runs (PGlite takes no lock).
    if (!config.databaseUrl) {
      const lock = await lockDataDir(config.dataDir);
      process.on('exit', () => lock.release());
    }
  } catch (error) {
    if (error instanceof DataDirInUse) fail(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code && UNWRITABLE.has(code)) {
      const what = code === 'EEXIST' || code === 'ENOTDIR' ? 'is a file, or lies under one' : 'cannot be written';
      fail(`the data folder ${config.dataDir} ${what} (${code}): set DATA_DIR to a folder this user may write`);
    }
    throw error;
  }

  let app: App;
  try {
    app = await createApp({ config, log });
  } catch (error) {
    log.fatal({ err: error }, 'startup failed');
    fail(error instanceof Error ? error.message : String(error));
  }

  let credentials: DemoCredentials | null = null;
  if (config.demo) {
    try {
      credentials = (await seedDemo(app.services.db, { size: config.demoSize, dataDir: config.dataDir, log, adminLogin: config.adminLogin })).credentials;
    } catch (error) {
      log.fatal({ err: error }, 'demo seed failed');
      await app.close().catch(() => {});
      fail(`the demo data could not be seeded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Seeded on an earlier start (or with ABITURA_DEMO since turned off): the file has the passwords.
  let credentialsProblem: string | null = null;
  if (!credentials) {
    try {
      credentials = await readDemoCredentials(config.dataDir);
    } catch (error) {
      credentialsProblem = error instanceof Error ? error.message : String(error);
    }
  }

  handleSignals(app, log);
  let url: string;
  try {
    url = await app.listen();
  } catch (error) {
    await app.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is in use: stop what holds it or set PORT`);
    if (code === 'EACCES') fail(`not allowed to listen on port ${config.port}: choose a port above 1023 with PORT`);
    throw error;
  }
  process.stdout.write(banner(url, config, await signInLines(app, config, url, credentials, credentialsProblem)));
}

main().catch((error: unknown) => {
  process.stderr.write(`Abitura stopped on an unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
