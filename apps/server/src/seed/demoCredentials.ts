import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generatePassword } from '../auth/passwords.js';

/**
 * The demo accounts' passwords live in DATA_DIR/demo-credentials.json (mode 0600), never in the
 * code: they are generated on the first start and read back on every later one. All demo users
 * of one role share their role's password, so the file (and the start banner) stays one line
 * per role.
 */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

export interface DemoAccount {
  readonly login: string;
  readonly fullName: string;
  readonly status: string;
}

export interface DemoRoleCredentials {
  readonly role: string;
  readonly password: string;
  /** The demo users of this role; empty until the seed has committed them. */
  readonly accounts: readonly DemoAccount[];
}

/** A demo kiosk or TV board and its key (the database holds only the key's hash). */
export interface DemoDevice {
  readonly kind: 'kiosk' | 'tv';
  readonly name: string;
  readonly key: string;
}

export interface DemoCredentials {
  readonly version: 1;
  readonly createdAt: string;
  readonly note: string;
  readonly roles: readonly DemoRoleCredentials[];
  /** The queue's demo devices, written once the seed has committed them. */
  readonly devices?: readonly DemoDevice[];
}

const NOTE = 'Demo accounts of Abitura, generated on the first start. Every demo user of a role has that role\'s password. Not for production data.';

export function demoCredentialsPath(dataDir: string): string {
  return join(dataDir, DEMO_CREDENTIALS_FILE);
}

export class DemoCredentialsError extends Error {
  override readonly name = 'DemoCredentialsError';
}

function parse(text: string, path: string): DemoCredentials {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DemoCredentialsError(`${path} is not valid JSON: fix it, or delete it together with the demo database to start over`);
  }
  const file = value as Partial<DemoCredentials> | null;
  const valid =
    file !== null &&
    typeof file === 'object' &&
    Array.isArray(file.roles) &&
    file.roles.every(
      (entry) =>
        typeof entry?.role === 'string' &&
        typeof entry.password === 'string' &&
        entry.password.length > 0 &&
        Array.isArray(entry.accounts) &&
        entry.accounts.every((account: Partial<DemoAccount> | null) => typeof account?.login === 'string' && typeof account.status === 'string'),
    );
  if (!valid) throw new DemoCredentialsError(`${path} does not hold demo credentials: fix it, or delete it together with the demo database to start over`);
  const devices = Array.isArray(file.devices)
    ? file.devices.filter((device: Partial<DemoDevice> | null) => (device?.kind === 'kiosk' || device?.kind === 'tv') && typeof device.name === 'string' && typeof device.key === 'string')
    : [];
  return { version: 1, createdAt: typeof file.createdAt === 'string' ? file.createdAt : '', note: NOTE, roles: file.roles as DemoRoleCredentials[], ...(devices.length > 0 ? { devices } : {}) };
}

/** The file's content, or null when there is none. A file that cannot be understood throws. */
export async function readDemoCredentials(dataDir: string): Promise<DemoCredentials | null> {
  const path = demoCredentialsPath(dataDir);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parse(text, path);
}

/** Writes the whole file readable by its owner only, through a rename so it is never half written. */
export async function writeDemoCredentials(dataDir: string, credentials: DemoCredentials): Promise<void> {
  const path = demoCredentialsPath(dataDir);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/**
 * The password of each role: from the file when it has one, else freshly generated. The file is
 * written before any account exists, so a start that stops half way never loses a password that
 * a hash in the database was made from.
 */
export async function loadOrCreateDemoPasswords(
  dataDir: string,
  roleNames: readonly string[],
  generate: () => string = generatePassword,
): Promise<{ credentials: DemoCredentials; generated: string[] }> {
  const existing = await readDemoCredentials(dataDir);
  const generated: string[] = [];
  const roles = roleNames.map((role): DemoRoleCredentials => {
    const known = existing?.roles.find((entry) => entry.role === role);
    if (known) return known;
    generated.push(role);
    return { role, password: generate(), accounts: [] };
  });
  // Roles the file knows but this seed does not (renamed since) keep their line.
  const others = existing?.roles.filter((entry) => !roleNames.includes(entry.role)) ?? [];
  const credentials: DemoCredentials = {
    version: 1,
    createdAt: existing?.createdAt || new Date().toISOString(),
    note: NOTE,
    roles: [...roles, ...others],
    ...(existing?.devices ? { devices: existing.devices } : {}),
  };
  if (!existing || generated.length > 0) await writeDemoCredentials(dataDir, credentials);
  return { credentials, generated };
}

/** The credentials with each role's accounts replaced by those the seed created. */
export function withAccounts(credentials: DemoCredentials, accounts: ReadonlyArray<DemoAccount & { role: string }>): DemoCredentials {
  return {
    ...credentials,
    roles: credentials.roles.map((entry) => {
      const mine = accounts.filter((account) => account.role === entry.role).map(({ login, fullName, status }) => ({ login, fullName, status }));
      return mine.length > 0 ? { ...entry, accounts: mine } : entry;
    }),
  };
}
