import type { Clock, KeyValueStorage, Logger, Navigator, NoticeSink } from '../types.js';

/** The real timers of the host. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Logger writing to the console; the client gates it by enableLogs and enableErrors. */
export const consoleLogger: Logger = {
  // eslint-disable-next-line no-console -- the default sink of a logger is the console
  info: (message, context) => console.info(`[abitura] ${message}`, context ?? ''),
  // eslint-disable-next-line no-console -- idem
  error: (message, context) => console.error(`[abitura] ${message}`, context ?? ''),
};

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/** localStorage where the host has one (it may throw in private modes), else memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Access to localStorage can throw (sandboxed frames); memory is the honest fallback.
  }
  return createMemoryStorage();
}

export function defaultNavigator(): Navigator {
  return {
    navigate(path) {
      const location = globalThis.location;
      if (location) location.assign(path);
    },
  };
}

export const silentNotices: NoticeSink = () => {};
