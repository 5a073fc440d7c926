/**
 * The columns a person hid in one list, by their place in the table's header, kept per list and
 * per user in the browser (as the working list keeps its chosen columns), so each list opens the
 * way its person left it. A list's first column names its rows and cannot be hidden. A wide list
 * hides some columns until its person shows them, so it fits an office screen (1366 px).
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { browserStorage, storedJson, type StorageArea, type StoredJson } from './storedJson.js';

export interface HiddenColumnsModel {
  /** The hidden columns' places in the header (0 is the first), ascending. */
  readonly hidden: ReadonlySignal<readonly number[]>;
  setShown(index: number, shown: boolean): void;
  /** The list's own columns again, forgetting the choice. */
  reset(): void;
}

/** The browser key of one list's hidden columns for one user of a shared computer. */
export function hiddenColumnsKey(list: string, userId: number | string | null): string {
  return `abitura.columns.${list}.${userId ?? 'anonymous'}`;
}

const isPlace = (item: unknown): item is number => Number.isInteger(item) && (item as number) > 0;


export function hiddenColumnsStore(list: string, userId: number | string | null, storage: StorageArea | null = browserStorage()): StoredJson<readonly number[]> {
  return storedJson<readonly number[]>(storage, hiddenColumnsKey(list, userId), (stored) => (Array.isArray(stored) && stored.every(isPlace) ? stored : null));
}

/** `defaults`: the places hidden until the person chooses otherwise. */
export function createHiddenColumns(store: StoredJson<readonly number[]>, defaults: readonly number[] = []): HiddenColumnsModel {
  const hidden = signal<readonly number[]>(store.read() ?? defaults);
  return {
    hidden,
    setShown(index, shown) {
      if (index === 0) return;
      const others = hidden.peek().filter((item) => item !== index);
      const next = shown ? others : [...others, index].sort((a, b) => a - b);
      hidden.value = next;
      store.write(next);
    },
    reset() {
      hidden.value = defaults;
      store.clear();
    },
  };
}
