import { describe, expect, it } from 'vitest';
import { createHiddenColumns, hiddenColumnsKey, hiddenColumnsStore } from './hiddenColumns.js';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('hidden columns', () => {
  it('hides and shows columns by their place, never the first, remembering the choice per list and user', () => {
    const storage = memoryStorage();
    const model = createHiddenColumns(hiddenColumnsStore('users', 7, storage));
    expect(model.hidden.value).toEqual([]);
    model.setShown(3, false);
    model.setShown(1, false);
    model.setShown(0, false);
    expect(model.hidden.value).toEqual([1, 3]);
    expect(storage.map.get(hiddenColumnsKey('users', 7))).toBe('[1,3]');
    expect(createHiddenColumns(hiddenColumnsStore('users', 7, storage)).hidden.value).toEqual([1, 3]);
    // Another list, another user: their own choice.
    expect(createHiddenColumns(hiddenColumnsStore('letters', 7, storage)).hidden.value).toEqual([]);
    expect(createHiddenColumns(hiddenColumnsStore('users', 8, storage)).hidden.value).toEqual([]);
    model.setShown(1, true);
    expect(model.hidden.value).toEqual([3]);
    model.setShown(3, true);
    // Everything shown is a choice too: remembered, not mistaken for "no choice".
    expect(storage.map.get(hiddenColumnsKey('users', 7))).toBe('[]');
    model.reset();
    expect(model.hidden.value).toEqual([]);
    expect(storage.map.has(hiddenColumnsKey('users', 7))).toBe(false);
  });

  it("hides a wide list's optional columns until the person shows them, and again after a reset", () => {
    const storage = memoryStorage();
    const model = createHiddenColumns(hiddenColumnsStore('programs', 7, storage), [5, 6]);
    expect(model.hidden.value).toEqual([5, 6]);
    model.setShown(5, true);
    expect(createHiddenColumns(hiddenColumnsStore('programs', 7, storage), [5, 6]).hidden.value).toEqual([6]);
    model.setShown(6, true);
    expect(createHiddenColumns(hiddenColumnsStore('programs', 7, storage), [5, 6]).hidden.value).toEqual([]);
    model.reset();
    expect(model.hidden.value).toEqual([5, 6]);
  });

  it('reads something unreadable as nothing hidden', () => {
    const storage = memoryStorage({ [hiddenColumnsKey('users', 7)]: '["x", 0]' });
    expect(createHiddenColumns(hiddenColumnsStore('users', 7, storage)).hidden.value).toEqual([]);
  });
});
