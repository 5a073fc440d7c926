/** Where the connection settings live: the `wsConfig` cookie in browsers, memory (or a file) elsewhere. */
export interface ConfigStore {
  read(): string | null;
  write(value: string): void;
}

export const WS_CONFIG_COOKIE = 'wsConfig';

/** Minimal document seam so the cookie store is testable without a DOM. */
export interface CookieJar {
  cookie: string;
}

/**
 * Stores the settings as JSON in the `wsConfig` cookie for a year, readable by every surface of
 * the same origin (path=/).
 */
export function createCookieConfigStore(jar: CookieJar = globalThis.document, name = WS_CONFIG_COOKIE): ConfigStore {
  return {
    read() {
      for (const part of jar.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
        try {
          return decodeURIComponent(part.slice(eq + 1).trim());
        } catch {
          return part.slice(eq + 1).trim();
        }
      }
      return null;
    },
    write(value) {
      jar.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
    },
  };
}

/** In-memory store for Node, tests and surfaces that must not persist settings. */
export function createMemoryConfigStore(initial: string | null = null): ConfigStore {
  let value = initial;
  return {
    read: () => value,
    write(next) {
      value = next;
    },
  };
}
