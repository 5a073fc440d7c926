/**
 * One value a page keeps as JSON in the browser's storage (the insert page's draft, the working
 * list's columns), under a key of its own. A storage that is missing, refuses (private mode, a
 * sandboxed frame, full) or holds something `parse` does not accept costs only the remembered
 * value, never the page.
 */
import type { KeyValueStorage } from '@abitura/sdk';

export type StorageArea = Pick<KeyValueStorage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredJson<T> {
  /** The stored value, or null when there is none or it does not read as one. */
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

export function storedJson<T>(storage: StorageArea | null | undefined, key: string, parse: (stored: unknown) => T | null): StoredJson<T> {
  return {
    read() {
      try {
        const text = storage?.getItem(key) ?? null;
        return text === null ? null : parse(JSON.parse(text));
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Not remembered: the value still serves this visit.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to forget.
      }
    },
  };
}

/** localStorage where the host has one (reading it may throw in sandboxed frames), else none. */
export function browserStorage(): StorageArea | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
