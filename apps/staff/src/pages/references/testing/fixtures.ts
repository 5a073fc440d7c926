/**
 * Test data for the reference lists page: a catalogue, the entries of an editable list (intents)
 * and of a fixed one (okrugs, with their short names), and a small in-memory server for the
 * edit actions that answers as Reference/CreateItem and Reference/UpdateItem do.
 */
import type { ReferenceItem } from '@abitura/contracts';
import type { UiPrefs } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import type { CatalogueEntry } from '../catalogueModel.js';
import { referencesPages } from '../index.js';

export const EDITOR_ABILITY = { viewHomepage: true, viewReferences: true, manageReferences: true };
export const READER_ABILITY = { viewHomepage: true, viewReferences: true };

export const entry = (code: string, label: string, position: number, patch: Partial<ReferenceItem> = {}): ReferenceItem => ({ code, label, position, archived: false, data: {}, ...patch });

export const INTENTS = [
  entry('college_after_9', 'Поступить в колледж после 9 класса', 1),
  entry('university', 'Поступить в вуз', 2),
  entry('other', 'Другое', 3, { archived: true }),
];

export const OKRUGS = [entry('CAO', 'Центральный административный округ', 1, { data: { short: 'ЦАО' } }), entry('UAO', 'Южный административный округ', 2, { data: { short: 'ЮАО' } })];

export const CATALOGUE: CatalogueEntry[] = [
  { list: 'okrugs', editable: false, count: 2, archived: 0, updatedAt: null },
  { list: 'interactionTypes', editable: false, count: 40, archived: 1, updatedAt: null },
  { list: 'intents', editable: true, count: 3, archived: 1, updatedAt: '2025-09-01T07:30:00.000Z' },
  { list: 'talkThemes', editable: true, count: 6, archived: 0, updatedAt: null },
];

/** Reference/List, CreateItem and UpdateItem over lists held in memory, as the server keeps them. */
export function referenceServer(initial: Record<string, ReferenceItem[]> = { intents: INTENTS, okrugs: OKRUGS }) {
  const lists = new Map(Object.entries(initial).map(([name, items]) => [name, items.map((item) => ({ ...item }))]));
  const writes: Record<string, unknown>[] = [];
  const handlers: Handlers = {
    'Reference/Catalogue': () => ok(CATALOGUE),
    'Reference/List': (params: { list: string; withArchived?: boolean }) => ok((lists.get(params.list) ?? []).filter((item) => params.withArchived || !item.archived)),
    'Reference/Intents': () => ok((lists.get('intents') ?? []).filter((item) => !item.archived)),
    'Reference/CreateItem': (params: { list: string; code: string; label: string }) => {
      writes.push(params);
      const items = lists.get(params.list) ?? [];
      if (items.some((item) => item.code === params.code)) return fail('CONFLICT', `Запись с кодом ${params.code} уже есть`);
      const created = entry(params.code, params.label, items.length + 1);
      lists.set(params.list, [...items, created]);
      return ok(created);
    },
    'Reference/UpdateItem': (params: { list: string; code: string; label?: string; archived?: boolean; position?: number }) => {
      writes.push(params);
      const items = [...(lists.get(params.list) ?? [])];
      const index = items.findIndex((item) => item.code === params.code);
      if (index < 0) return fail('NOT_FOUND', 'Запись не найдена');
      const [item] = items.splice(index, 1) as [ReferenceItem];
      const changed = { ...item, ...(params.label === undefined ? {} : { label: params.label }), ...(params.archived === undefined ? {} : { archived: params.archived }) };
      items.splice(params.position === undefined ? index : params.position - 1, 0, changed);
      const renumbered = items.map((entry, at) => ({ ...entry, position: at + 1 }));
      lists.set(params.list, renumbered);
      return ok(renumbered);
    },
  };
  return { handlers, writes, lists };
}

export function renderReferences(path: string, handlers: Handlers, ability: Record<string, boolean> = EDITOR_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: referencesPages, ability, handlers, prefs });
}
