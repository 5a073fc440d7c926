import { describe, expect, it } from 'vitest';
import { browserColumnStore, columnsKey, createColumnsModel, DEFAULT_COLUMNS, normalizeColumns, type ColumnStore } from './listColumns.js';

/** A store in memory that counts its writes. */
function memoryStore(initial: readonly string[] | null = null): ColumnStore & { saved: readonly string[] | null } {
  const store = {
    saved: initial,
    read: () => store.saved,
    write(columns: readonly string[]) {
      store.saved = columns;
    },
    clear() {
      store.saved = null;
    },
  };
  return store;
}

describe('list columns', () => {
  it('keeps the known columns in the list’s own order, the name always first', () => {
    expect(normalizeColumns(['tags', 'phones', 'shoe_size', 'birth_date'])).toEqual(['fullname', 'birth_date', 'phones', 'tags']);
    expect(normalizeColumns([])).toEqual(['fullname']);
  });

  it('starts with the defaults, or with what the user chose before', () => {
    expect(createColumnsModel(memoryStore()).columns.value).toEqual(DEFAULT_COLUMNS);
    expect(createColumnsModel(memoryStore(['email', 'fullname'])).columns.value).toEqual(['fullname', 'email']);
  });

  it('shows and hides a column in place, never the name, and remembers each change', () => {
    const store = memoryStore();
    const model = createColumnsModel(store);
    model.setShown('email', true);
    expect(model.columns.value.indexOf('email')).toBe(model.columns.value.indexOf('phones') + 1);
    model.setShown('phones', false);
    model.setShown('fullname', false);
    expect(model.columns.value).toContain('fullname');
    expect(model.columns.value).not.toContain('phones');
    expect(store.saved).toEqual(model.columns.value);
    model.reset();
    expect(model.columns.value).toEqual(DEFAULT_COLUMNS);
    expect(store.saved).toBeNull();
  });

  it('takes a saved filter’s columns, and keeps its own when the filter has none', () => {
    const store = memoryStore();
    const model = createColumnsModel(store);
    model.use(['curator', 'okrug']);
    expect(model.columns.value).toEqual(['fullname', 'okrug', 'curator']);
    model.use([]);
    expect(model.columns.value).toEqual(['fullname', 'okrug', 'curator']);
    expect(store.saved).toEqual(['fullname', 'okrug', 'curator']);
  });

  it('keeps each user’s columns under their own key in the browser, surviving a broken or refusing storage', () => {
    localStorage.setItem(columnsKey(2), JSON.stringify(['fullname', 'email']));
    expect(browserColumnStore(2).read()).toEqual(['fullname', 'email']);
    expect(browserColumnStore(3).read()).toBeNull();
    browserColumnStore(3).write(['fullname', 'tags']);
    expect(JSON.parse(localStorage.getItem('abitura.contingent.columns.3') ?? 'null')).toEqual(['fullname', 'tags']);
    localStorage.setItem(columnsKey(4), '{not json');
    expect(browserColumnStore(4).read()).toBeNull();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => browserColumnStore(5, refusing).write(['fullname'])).not.toThrow();
    expect(() => browserColumnStore(5, refusing).clear()).not.toThrow();
  });
});
