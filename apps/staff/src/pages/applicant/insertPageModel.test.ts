import { describe, expect, it } from 'vitest';
import type { Envelope } from '@abitura/contracts/wire';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { manualClock, deferred } from '../../testing/timing.js';
import { paramsOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';
import { createApplicantDraft } from './applicantDraft.js';
import { createDuplicateCheck } from './duplicateCheck.js';
import { createInsertPageModel } from './insertPageModel.js';
import { applicantRecord } from './testing/fixtures.js';

const client = testClients();
const NOW = new Date(2025, 8, 10, 12, 0).getTime();

const CANDIDATE = {
  id: 42,
  fullname: 'Иванов Пётр Сергеевич',
  birth_date: '2009-05-14',
  phones: ['+79161234567'],
  email: null,
  school: 'ГБОУ Школа № 1234',
  reasons: ['name_birth_date', 'phone'] as const,
  interactions: 4,
};

function memoryStorage() {
  const store = new Map<string, string>();
  return { store, getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
}

function setup(handlers: Parameters<typeof respondWith>[0], prefill = {}) {
  const test = client(respondWith(handlers));
  const timers = manualClock();
  const storage = memoryStorage();
  const model = createInsertPageModel({ client: test.client, draft: createApplicantDraft(storage, 1), prefill, clock: { ...timers, now: () => NOW } });
  return { ...test, timers, storage, model };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function typeName(model: ReturnType<typeof setup>['model']) {
  model.set('last_name', 'Иванов');
  model.set('first_name', 'Пётр');
  model.set('birth_date', '2009-05-14');
}

describe('insert page: the duplicate check', () => {
  it('asks once typing pauses, only when the name has a birth date or a contact is complete', async () => {
    const { model, timers, requests } = setup({ 'Abiturient/FindDuplicates': () => ok([CANDIDATE]) });
    model.set('last_name', 'Иванов');
    model.set('first_name', 'Пётр');
    expect(timers.pending()).toBe(0);
    model.set('birth_date', '2009-05-14');
    expect(timers.pending()).toBe(1);
    expect(requests).toHaveLength(0);
    timers.runAll();
    await settle();
    expect(paramsOf(requests as Envelope[], 'Abiturient/FindDuplicates')).toEqual([{ last_name: 'Иванов', first_name: 'Пётр', middle_name: null, birth_date: '14.05.2009', phones: [] }]);
    expect(model.duplicates.candidates.value).toEqual([CANDIDATE]);
    // A change that does not touch what identifies the person asks nothing new.
    model.set('grade', 'SCH9');
    expect(timers.pending()).toBe(0);
    model.set('phones', ['+79161234567']);
    timers.runAll();
    await settle();
    expect(paramsOf(requests as Envelope[], 'Abiturient/FindDuplicates')).toHaveLength(2);
  });

  it('forgets the candidates when nothing identifying is left', async () => {
    const { model, timers } = setup({ 'Abiturient/FindDuplicates': () => ok([CANDIDATE]) });
    model.set('email', 'petr@example.ru');
    timers.runAll();
    await settle();
    expect(model.duplicates.candidates.value).toHaveLength(1);
    model.set('email', 'petr@');
    expect(model.duplicates.candidates.value).toEqual([]);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    const slow = deferred<ReturnType<typeof ok>>();
    let calls = 0;
    const test = client(respondWith({ 'Abiturient/FindDuplicates': () => (++calls === 1 ? slow.promise : ok([])) }));
    const check = createDuplicateCheck(test.client);
    const first = check.checkNow({ phones: ['+79161234567'] });
    await check.checkNow({ phones: ['+79167654321'] });
    slow.resolve(ok([CANDIDATE]));
    await first;
    expect(check.candidates.value).toEqual([]);
  });
});

describe('insert page: saving', () => {
  it('checks again before saving and asks before creating despite duplicates', async () => {
    const created = applicantRecord({ id: 77, fullname: 'Иванов Пётр' });
    const { model, requests, storage } = setup({ 'Abiturient/FindDuplicates': () => ok([CANDIDATE]), 'Abiturient/Create': () => ok(created) });
    typeName(model);
    expect(storage.store.size).toBe(1);
    expect(await model.save()).toEqual({ kind: 'duplicates' });
    expect(model.confirming.value).toBe(true);
    expect(paramsOf(requests as Envelope[], 'Abiturient/Create')).toHaveLength(0);
    expect(await model.createAnyway()).toEqual({ kind: 'saved', record: created });
    expect(paramsOf(requests as Envelope[], 'Abiturient/Create')[0]).toMatchObject({ ignore_duplicates: true, data: { last_name: 'Иванов', birth_date: '14.05.2009' } });
    expect(model.confirming.value).toBe(false);
    // The draft goes once the applicant is saved.
    expect(storage.store.size).toBe(0);
  });

  it('saves at once without duplicates, and shows the form’s problems before asking anything', async () => {
    const created = applicantRecord({ id: 78 });
    const { model, requests } = setup({ 'Abiturient/FindDuplicates': () => ok([]), 'Abiturient/Create': () => ok(created) });
    model.set('last_name', 'Иванов');
    expect(await model.save()).toEqual({ kind: 'invalid' });
    expect(model.form.errors.value).toEqual({ first_name: { key: 'required' } });
    expect(requests).toHaveLength(0);
    model.set('first_name', 'Пётр');
    expect(await model.save()).toEqual({ kind: 'saved', record: created });
    expect(paramsOf(requests as Envelope[], 'Abiturient/Create')[0]).toMatchObject({ ignore_duplicates: false });
  });

  it('shows the duplicates that appeared meanwhile when Create answers CONFLICT', async () => {
    let found: (typeof CANDIDATE)[] = [];
    const { model, requests } = setup({
      'Abiturient/FindDuplicates': () => ok(found),
      'Abiturient/Create': (params: { ignore_duplicates: boolean }) => {
        if (params.ignore_duplicates) return ok(applicantRecord({ id: 79 }));
        found = [CANDIDATE];
        return fail('CONFLICT', 'Похоже, этот абитуриент уже есть.');
      },
    });
    typeName(model);
    expect(await model.save()).toEqual({ kind: 'duplicates' });
    expect(model.appeared.value).toBe(true);
    expect(model.confirming.value).toBe(true);
    expect(model.duplicates.candidates.value).toEqual([CANDIDATE]);
    expect(model.form.formError.value).toBeNull();
    expect(model.form.values.value.last_name).toBe('Иванов');
    expect((await model.createAnyway()).kind).toBe('saved');
    expect(paramsOf(requests as Envelope[], 'Abiturient/Create').map((params) => params.ignore_duplicates)).toEqual([false, true]);
  });

  it('keeps everything typed when the request fails', async () => {
    const { model } = setup({ 'Abiturient/FindDuplicates': () => ok([]), 'Abiturient/Create': () => fail('INTERNAL', 'Сбой сервера') });
    typeName(model);
    expect(await model.save()).toEqual({ kind: 'invalid' });
    expect(model.form.formError.value?.message).toBe('Сбой сервера');
    expect(model.form.values.value).toMatchObject({ last_name: 'Иванов', first_name: 'Пётр', birth_date: '2009-05-14' });
  });

  it('merges the entered data into a duplicate', async () => {
    const target = applicantRecord({ id: 42, fullname: 'Иванов Пётр Сергеевич' });
    const { model, requests, storage } = setup({ 'Abiturient/FindDuplicates': () => ok([CANDIDATE]), 'Abiturient/Merge': () => ok({ record: target, moved: { interactions: 0, applications: 0, bail: 0, events: 0 }, filled: ['email'] }) });
    typeName(model);
    model.set('email', 'petr@example.ru');
    expect(await model.merge(42)).toEqual({ ok: true, value: { id: 42, fullname: 'Иванов Пётр Сергеевич', filled: ['email'] } });
    expect(paramsOf(requests as Envelope[], 'Abiturient/Merge')).toEqual([{ target: 42, data: { last_name: 'Иванов', first_name: 'Пётр', birth_date: '14.05.2009', email: 'petr@example.ru' } }]);
    expect(storage.store.size).toBe(0);
  });

  it('starts from the draft of this tab, with the search page’s query over it', () => {
    const storage = memoryStorage();
    createApplicantDraft(storage, 1).save({ ...createInsertPageModel({ client: client(() => ok([])).client, draft: createApplicantDraft(null, 1) }).form.values.value, last_name: 'Петров', email: 'old@example.ru' });
    const model = createInsertPageModel({ client: client(() => ok([])).client, draft: createApplicantDraft(storage, 1), prefill: { email: 'new@example.ru' } });
    expect(model.restored).toBe(true);
    expect(model.form.values.value).toMatchObject({ last_name: 'Петров', email: 'new@example.ru' });
  });
});
