import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { KeyValueStorage } from '@abitura/sdk';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The user's config folder for the CLI: ABITURA_CONFIG_DIR when set (tests, several profiles),
 * else %APPDATA%\abitura on Windows, else $XDG_CONFIG_HOME/abitura or ~/.config/abitura.
 */
export function configDir(env: Env, platform: NodeJS.Platform = process.platform): string {
  if (env['ABITURA_CONFIG_DIR']) return env['ABITURA_CONFIG_DIR'];
  if (platform === 'win32' && env['APPDATA']) return join(env['APPDATA'], 'abitura');
  const base = env['XDG_CONFIG_HOME'] || join(env['HOME'] || homedir(), '.config');
  return join(base, 'abitura');
}

/** The session file: the SDK's session keys, and the server the token belongs to. */
export const SESSION_FILE = 'session.json';
/** The key under which the session file remembers its server's address. */
export const SERVER_KEY = 'server';

function readObject(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    // Missing or unreadable: no session, the person signs in again.
    return {};
  }
}

/**
 * The SDK's session storage kept in a file only its owner may read (0600, in a 0700 folder):
 * sign-in writes the token there through the SDK, and a session the server ended
 * (TOKEN_INACTIVE) or a logout clears it the same way, the file removed.
 */
export function createFileStorage(dir: string): KeyValueStorage & { readonly file: string } {
  const file = join(dir, SESSION_FILE);
  const save = (values: Record<string, string>) => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
    // writeFileSync's mode applies only to a new file: an older one is narrowed too.
    chmodSync(file, 0o600);
  };
  return {
    file,
    getItem: (key) => readObject(file)[key] ?? null,
    setItem(key, value) {
      save({ ...readObject(file), [key]: String(value) });
    },
    removeItem(key) {
      const values = readObject(file);
      if (!(key in values)) return;
      delete values[key];
      save(values);
    },
    clear() {
      rmSync(file, { force: true });
    },
  };
}
