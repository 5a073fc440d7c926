import type { StorageArea } from '../models/storedJson.js';

/** A storage in memory, as the draft sees localStorage. */
export function memoryStorage(): StorageArea & { keys(): string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}
