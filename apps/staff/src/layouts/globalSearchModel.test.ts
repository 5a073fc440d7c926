import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionResult } from '@abitura/sdk';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { paramsOf } from '../testing/replies.js';
import { testClients } from '../testing/testClients.js';
import { deferred } from '../testing/timing.js';
import { createGlobalSearchModel, isSearchShortcut, type GlobalSearchModel } from './globalSearchModel.js';
import { TYPEAHEAD_DEBOUNCE_MS } from '../models/typeaheadSearch.js';

type Answer = ActionResult<'Search/Global'>;

const applicant = (id: number, fullname: string) => ({ id, fullname, birth_date: null, phones: [], email: null, id_number: null, school: null, processing_status: 'not_processed' as const, matched: 'name' as const });
const organization = (id: number, name: string) => ({ id, type: 'school' as const, name, short_name: null, okrug: null, phone: null, email: null, status: true, matched: 'name' as const });
const user = (id: number, fullName: string) => ({ id, login: `u${id}`, fullName, phone: null, email: null, status: 'active' as const, matched: 'name' as const });

/** Two applicants and a user with more to find; organizations hidden from this caller. */
const ANSWER: Answer = {
  applicants: { items: [applicant(7, 'Щербаков Пётр'), applicant(8, 'Щербакова Вера')], more: false },
  organizations: null,
  users: { items: [user(3, 'Щербакова Анна')], more: true },
};

const newClient = testClients();

function setup(respond: Responder = respondWith({ 'Search/Global': () => ok(ANSWER) })) {
  const test = newClient(respond);
  // The model's pause runs on the test's fake timers.
  const model = createGlobalSearchModel({ client: test.client, clock: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) } });
  return { ...test, model, searches: () => paramsOf(test.requests, 'Search/Global') };
}

async function typed(model: GlobalSearchModel, text: string) {
  model.setText(text);
  vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS);
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('global search model', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the newest text once typing pauses, from two characters on', async () => {
    const { model, searches } = setup();
    model.setText('щ');
    expect(model.status.value).toBe('short');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS);
    expect(searches()).toEqual([]);
    model.setText('щер');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1);
    model.setText(' щерб ');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS - 1);
    expect(searches()).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(model.status.value).toBe('found'));
    expect(searches()).toEqual([{ query: 'щерб' }]);
  });

  it('groups the hits by kind, leaving out the kinds the caller may not open, each with the page it opens', async () => {
    const { model } = setup();
    await typed(model, 'щерб');
    expect(model.groups.value.map((group) => ({ kind: group.kind, more: group.more, hits: group.hits.map(({ entry, index }) => `${index}:${entry.href}`) }))).toEqual([
      { kind: 'applicants', more: false, hits: ['0:/newcontingent/view/7', '1:/newcontingent/view/8'] },
      { kind: 'users', more: true, hits: ['2:/access/users/view/3'] },
    ]);
  });

  it('highlights the first hit for Enter, and the arrows move through every kind, round from the last', async () => {
    const { model } = setup();
    await typed(model, 'щерб');
    expect(model.pickOnEnter()?.href).toBe('/newcontingent/view/7');
    model.moveActive(1);
    model.moveActive(1);
    expect(model.activeHit.value?.key).toBe('users-3');
    model.moveActive(1);
    expect(model.activeHit.value?.key).toBe('applicants-7');
    model.moveActive(-1);
    expect(model.pickOnEnter()?.key).toBe('users-3');
  });

  it('opens nothing with Enter while newer text is still searched', async () => {
    const { model } = setup();
    await typed(model, 'щерб');
    model.setText('щербак');
    expect(model.pickOnEnter()).toBeNull();
  });

  it('closes the list with Escape, empties the box with a second, and empties it when a hit is opened', async () => {
    const { model } = setup();
    await typed(model, 'щерб');
    expect(model.expanded.value).toBe(true);
    model.escape();
    expect(model.expanded.value).toBe(false);
    expect(model.text.value).toBe('щерб');
    model.show();
    expect(model.expanded.value).toBe(true);
    model.escape();
    model.escape();
    expect(model.text.value).toBe('');
    await typed(model, 'щерб');
    model.picked();
    expect([model.text.value, model.expanded.value, model.groups.value]).toEqual(['', false, []]);
  });

  it("keeps the newest text's hits when an older reply arrives late, and says a failure", async () => {
    const slow = deferred<ReturnType<typeof ok>>();
    const { model } = setup(respondWith({ 'Search/Global': (params: { query: string }) => (params.query === 'щер' ? slow.promise : params.query === 'ошибка' ? fail('INTERNAL') : ok(ANSWER)) }));
    model.setText('щер');
    vi.advanceTimersByTime(TYPEAHEAD_DEBOUNCE_MS);
    await typed(model, 'щерб');
    slow.resolve(ok({ applicants: { items: [applicant(99, 'Старый Ответ')], more: false }, organizations: { items: [organization(5, 'Старая школа')], more: false }, users: null }));
    await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
    expect(model.groups.value.flatMap((group) => group.hits.map(({ entry }) => entry.key))).toEqual(['applicants-7', 'applicants-8', 'users-3']);
    await typed(model, 'ошибка');
    expect(model.status.value).toBe('failed');
    expect(model.error.value?.code).toBe('INTERNAL');
    expect(model.groups.value).toEqual([]);
  });
});

describe('the search shortcut', () => {
  const press = (key: string, target: unknown, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => isSearchShortcut({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it('is Ctrl+K or ⌘K anywhere, and "/" outside a text field', () => {
    const body = { tagName: 'BODY' };
    const textField = { tagName: 'INPUT', type: 'text' };
    expect(press('k', textField, { ctrlKey: true })).toBe(true);
    expect(press('K', body, { metaKey: true })).toBe(true);
    expect(press('k', body, { ctrlKey: true, altKey: true })).toBe(false);
    expect(press('k', body)).toBe(false);
    expect(press('/', body)).toBe(true);
    expect(press('/', { tagName: 'INPUT', type: 'checkbox' })).toBe(true);
    expect(press('/', textField)).toBe(false);
    expect(press('/', { tagName: 'TEXTAREA' })).toBe(false);
    expect(press('/', { tagName: 'DIV', isContentEditable: true })).toBe(false);
  });
});
