import { describe, expect, it, vi } from 'vitest';
import { fail, respondWith } from '@abitura/ui/testing';
import { referenceRequest } from '../../models/referenceLists.js';
import { createEntriesModel } from './entriesModel.js';
import { failureToFields as formFailure } from '../../models/formModel.js';
import { checkEntry, ENTRY_FIELDS, entryConflict, type EntryValues } from './entryForm.js';
import { referenceServer } from './testing/fixtures.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

function setup(server = referenceServer()) {
  const test = newClient(respondWith(server.handlers));
  const onChanged = vi.fn();
  const model = createEntriesModel({ client: test.client, list: 'intents', onChanged });
  return { ...test, server, model, onChanged };
}

const codes = (model: ReturnType<typeof setup>['model']) => model.items.value.map((item) => item.code);

describe('reference entries model', () => {
  it('loads the list with its archived entries', async () => {
    const { model, requests } = setup();
    await model.load();
    expect(requests[0]?.params).toEqual({ list: 'intents', withArchived: true });
    expect(codes(model)).toEqual(['college_after_9', 'university', 'other']);
    expect(model.loaded.value).toBe(true);
  });

  it('adds an entry at the end, and makes every page read the list again', async () => {
    const { model, client, onChanged } = setup();
    const lookup = referenceRequest('intents');
    const all = referenceRequest('intents', true);
    await client.references.load(lookup.name, lookup.request);
    await client.references.load(all.name, all.request);
    expect(client.references.state(lookup.name).value.items).toHaveLength(2);
    await model.load();
    const outcome = await model.create(' employment ', ' Устроиться на работу ');
    expect(outcome).toMatchObject({ ok: true, value: { code: 'employment', label: 'Устроиться на работу' } });
    expect(codes(model)).toEqual(['college_after_9', 'university', 'other', 'employment']);
    expect(model.feedback.value).toMatchObject({ kind: 'created', item: { code: 'employment' } });
    expect(client.references.state(lookup.name).value.status).toBe('idle');
    expect(client.references.state(all.name).value.status).toBe('idle');
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(await client.references.load(lookup.name, lookup.request)).toHaveLength(3);
  });

  it('keeps the list and the caches as they were when the server refuses', async () => {
    const { model, client, onChanged } = setup();
    const lookup = referenceRequest('intents');
    await client.references.load(lookup.name, lookup.request);
    await model.load();
    const outcome = await model.create('university', 'Ещё раз');
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'CONFLICT' } });
    expect(codes(model)).toHaveLength(3);
    expect(client.references.state(lookup.name).value.status).toBe('loaded');
    expect(onChanged).not.toHaveBeenCalled();
    expect(model.feedback.value).toBeNull();
  });

  it('renames an entry', async () => {
    const { model, server } = setup();
    await model.load();
    const item = model.items.value[1]!;
    await model.rename(item, 'Поступить в университет');
    expect(server.writes).toEqual([{ list: 'intents', code: 'university', label: 'Поступить в университет' }]);
    expect(model.items.value[1]?.label).toBe('Поступить в университет');
    expect(model.feedback.value).toMatchObject({ kind: 'renamed', item: { label: 'Поступить в университет' } });
  });

  it('archives an entry and takes it back with undo, once', async () => {
    const { model, server } = setup();
    await model.load();
    await model.setArchived(model.items.value[0]!, true);
    expect(model.items.value[0]?.archived).toBe(true);
    expect(model.feedback.value).toMatchObject({ kind: 'archived', undoable: true });
    await model.undo();
    expect(model.items.value[0]?.archived).toBe(false);
    expect(model.feedback.value).toMatchObject({ kind: 'restored', undoable: false });
    expect(await model.undo()).toBeNull();
    expect(server.writes.map((write) => write.archived)).toEqual([true, false]);
    await model.setArchived(model.items.value[2]!, false);
    expect(model.feedback.value).toMatchObject({ kind: 'restored', item: { code: 'other', archived: false }, undoable: true });
  });

  it('says when the undo failed', async () => {
    const server = referenceServer();
    let refuse = false;
    const update = server.handlers['Reference/UpdateItem']!;
    server.handlers['Reference/UpdateItem'] = (params, envelope) => (refuse ? fail('INTERNAL', 'Сбой') : update(params, envelope));
    const { model } = setup(server);
    await model.load();
    await model.setArchived(model.items.value[0]!, true);
    refuse = true;
    await model.undo();
    expect(model.feedback.value).toMatchObject({ kind: 'undoFailed', failure: { code: 'INTERNAL' } });
  });

  it('moves entries up and down by their place in the list, not past the ends', async () => {
    const { model, server } = setup();
    await model.load();
    await model.move(model.items.value[2]!, -1);
    expect(codes(model)).toEqual(['college_after_9', 'other', 'university']);
    await model.move(model.items.value[0]!, 1);
    expect(codes(model)).toEqual(['other', 'college_after_9', 'university']);
    await model.move(model.items.value[0]!, -1);
    await model.move(model.items.value[2]!, 1);
    expect(server.writes).toEqual([
      { list: 'intents', code: 'other', position: 2 },
      { list: 'intents', code: 'college_after_9', position: 2 },
    ]);
  });

  it('reports a refused move for the notice', async () => {
    const server = referenceServer();
    server.handlers['Reference/UpdateItem'] = () => fail('ACCESS_DENIED', 'Нет права');
    const { model } = setup(server);
    await model.load();
    const outcome = await model.move(model.items.value[1]!, -1);
    expect(outcome.ok).toBe(false);
    expect(model.feedback.value).toMatchObject({ kind: 'failed', item: { code: 'university' }, failure: { code: 'ACCESS_DENIED' } });
    expect(codes(model)).toEqual(['college_after_9', 'university', 'other']);
    model.dismissFeedback();
    expect(model.feedback.value).toBeNull();
  });
});

describe('reference entry form', () => {
  it('checks the code only when adding, as the contract does', () => {
    expect(checkEntry({ code: '', label: '' }, 'create')).toEqual({ code: { key: 'required' }, label: { key: 'required' } });
    expect(checkEntry({ code: 'намерение', label: 'x' }, 'create')).toEqual({ code: { key: 'codeChars' } });
    expect(checkEntry({ code: 'a'.repeat(65), label: 'x'.repeat(201) }, 'create')).toEqual({ code: { key: 'codeLength' }, label: { key: 'labelLength' } });
    expect(checkEntry({ code: 'ok_code-1.2', label: 'Метка' }, 'create')).toEqual({});
    expect(checkEntry({ code: '', label: 'Метка' }, 'rename')).toEqual({});
  });

  it('puts a refusal on its field', () => {
    const failureToFields = (failure: Parameters<typeof formFailure>[0]) => formFailure<EntryValues>(failure, ENTRY_FIELDS, entryConflict);
    expect(failureToFields({ code: 'CONFLICT', message: 'Есть', issues: [] })).toEqual({ fields: { code: { key: 'codeTaken' } }, formError: null });
    expect(failureToFields({ code: 'INVALID_PARAMS', message: '', issues: [{ path: 'label', message: 'Слишком длинно' }] })).toEqual({ fields: { label: { text: 'Слишком длинно' } }, formError: null });
    const offline = { code: 'TRANSPORT_ERROR', message: 'Нет связи', issues: [] };
    expect(failureToFields(offline)).toEqual({ fields: {}, formError: offline });
  });
});
