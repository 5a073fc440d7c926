import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { storedJson, type StorageArea } from '../../models/storedJson.js';
import { manualClock } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';
import { insertVariable } from './templateText.js';
import { createTemplatesModel, parseTemplateDraft } from './templatesModel.js';
import { template, unknownVariable, VARIABLES } from './testing/fixtures.js';

const newClient = testClients();

function memoryStorage(): StorageArea & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const listing = (...items: ReturnType<typeof template>[]) => ({ 'EmailTemplate/List': () => ok({ items, variables: VARIABLES }) });

function setup(respond: Responder, { canEdit = true, storage = memoryStorage() } = {}) {
  const test = newClient(respond);
  const clock = manualClock();
  const draft = storedJson(storage, 'draft', parseTemplateDraft);
  const model = createTemplatesModel({ client: test.client, draft, canEdit, clock });
  const params = (action: string) => test.requests.filter((envelope) => envelope.action === action).map((envelope) => envelope.params as Record<string, unknown>);
  return { model, clock, draft, storage, params };
}

describe('insertVariable', () => {
  it('puts the variable in place of the selection and the cursor after it', () => {
    expect(insertVariable('Здравствуйте, !', 'firstName', 14, 14)).toEqual({ text: 'Здравствуйте, {{firstName}}!', caret: 27 });
    expect(insertVariable('Hello NAME', 'fullName', 6, 10)).toEqual({ text: 'Hello {{fullName}}', caret: 18 });
    expect(insertVariable('ab', 'date', 10, 20)).toEqual({ text: 'ab{{date}}', caret: 10 });
  });
});

describe('templates model', () => {
  it('asks for the preview once after a pause in typing, with the applicant when one is given', async () => {
    const { model, clock, params } = setup(respondWith({ ...listing(template()), 'EmailTemplate/Preview': () => ok({ subject: 'Здравствуйте, Иван', body: 'Спасибо' }) }));
    await model.load();
    model.openTemplate(template());
    await vi.waitFor(() => expect(model.preview.value).not.toBeNull());
    expect(params('EmailTemplate/Preview')).toHaveLength(1);

    model.set('subject', 'Добрый день, {{firstName}}');
    model.set('subject', 'Добрый день, {{firstName}}!');
    model.setPersonId('42');
    expect(params('EmailTemplate/Preview')).toHaveLength(1);
    clock.runAll();
    await vi.waitFor(() => expect(params('EmailTemplate/Preview')).toHaveLength(2));
    expect(params('EmailTemplate/Preview')[1]).toEqual({ subject: 'Добрый день, {{firstName}}!', body: 'Спасибо за звонок, {{fullName}}.', personId: 42 });
  });

  it('puts the server refusal of an unknown variable on its field and keeps what was typed', async () => {
    const { model } = setup(
      respondWith({
        ...listing(template()),
        'EmailTemplate/Preview': () => ok({ subject: 's', body: 'b' }),
        'EmailTemplate/Save': () => unknownVariable('body', 'Текст: неизвестная переменная {{phone}}.'),
      }),
    );
    await model.load();
    model.openTemplate(template());
    model.set('body', 'Позвоните: {{phone}}');
    const result = await model.save();
    expect(result.kind).toBe('invalid');
    expect(model.form.errors.value.body).toEqual({ text: 'Текст: неизвестная переменная {{phone}}.' });
    expect(model.form.values.value.body).toBe('Позвоните: {{phone}}');
    expect(model.dirty.value).toBe(true);
  });

  it('checks the fields before sending', async () => {
    const { model, params } = setup(respondWith(listing()));
    await model.load();
    model.openNew();
    model.set('code', '1bad');
    model.set('action_type', '1000');
    expect((await model.save()).kind).toBe('invalid');
    expect(model.form.errors.value).toEqual({ code: { key: 'code' }, name: { key: 'required' }, action_type: { key: 'actionType' }, subject: { key: 'required' }, body: { key: 'required' } });
    expect(params('EmailTemplate/Save')).toHaveLength(0);
  });

  it('keeps unsaved changes as a draft, reopens them after a reload, and drops it once saved', async () => {
    const storage = memoryStorage();
    const saved = template({ name: 'Новое название' });
    const respond = respondWith({ ...listing(template()), 'EmailTemplate/Preview': () => ok({ subject: 's', body: 'b' }), 'EmailTemplate/Save': () => ok(saved) });
    const first = setup(respond, { storage });
    await first.model.load();
    first.model.openTemplate(template());
    first.model.set('name', 'Новое название');
    expect(first.draft.read()).toEqual({ id: 3, values: expect.objectContaining({ name: 'Новое название' }) });

    const second = setup(respond, { storage });
    await second.model.load();
    expect(second.model.editing.value?.id).toBe(3);
    expect(second.model.restored.value).toBe(true);
    expect(second.model.form.values.value.name).toBe('Новое название');
    expect(second.model.dirty.value).toBe(true);

    expect((await second.model.save()).kind).toBe('saved');
    expect(second.params('EmailTemplate/Save')[0]).toMatchObject({ id: 3, code: 'CallCenterDefault', name: 'Новое название', action_type: 8, active: true });
    expect(second.draft.read()).toBeNull();
    expect(second.model.dirty.value).toBe(false);
  });

  it('keeps no draft for a reader', async () => {
    const { model, draft } = setup(respondWith({ ...listing(template()), 'EmailTemplate/Preview': () => ok({ subject: 's', body: 'b' }) }), { canEdit: false });
    await model.load();
    model.openTemplate(template());
    model.set('name', 'x');
    expect(draft.read()).toBeNull();
  });

  it('sends a test letter only for a saved template with nothing unsaved, to a real address', async () => {
    const { model, params } = setup(respondWith({ ...listing(template()), 'EmailTemplate/Preview': () => ok({ subject: 's', body: 'b' }), 'EmailTemplate/TestSend': () => ok({ to: 'me@example.com', subject: 'Здравствуйте' }) }));
    await model.load();
    model.openTemplate(template());
    expect(await model.testSend('not an address')).toBeNull();
    expect(await model.testSend(' me@example.com ')).toEqual({ ok: true, value: { to: 'me@example.com', subject: 'Здравствуйте' } });
    expect(params('EmailTemplate/TestSend')).toEqual([{ id: 3, to: 'me@example.com' }]);
    model.set('subject', 'Другая тема');
    expect(await model.testSend('me@example.com')).toBeNull();
    expect(params('EmailTemplate/TestSend')).toHaveLength(1);
  });

  it('keeps the draft through a failed read and reopens it when the read succeeds', async () => {
    const storage = memoryStorage();
    storedJson(storage, 'draft', parseTemplateDraft).write({ id: 3, values: { code: 'CallCenterDefault', name: 'Черновик', action_type: '8', subject: 'Тема', body: 'Текст', active: true } });
    let reads = 0;
    const { model, draft } = setup(
      respondWith({
        'EmailTemplate/List': () => (++reads === 1 ? fail('INTERNAL', 'Сервер недоступен') : ok({ items: [template()], variables: VARIABLES })),
        'EmailTemplate/Preview': () => ok({ subject: 's', body: 'b' }),
      }),
      { storage },
    );
    await model.load();
    expect(model.catalogue.error.value?.code).toBe('INTERNAL');
    expect(model.editing.value).toBeNull();
    expect(draft.read()?.values.name).toBe('Черновик');
    await model.load();
    expect(model.editing.value?.id).toBe(3);
    expect(model.form.values.value.name).toBe('Черновик');
  });
});
