import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { paramsOf, pageOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';
import { manualClock } from '../../testing/timing.js';
import { callDraft } from '../../models/callDraft.js';
import { createCallCardModel } from './callCardModel.js';
import { EMPTY_CALL } from '../../models/callValues.js';
import { personSearchOf } from '../../models/personSearchModel.js';
import { interaction, memoryStorage, person, template } from './testing/fixtures.js';

const newClient = testClients();
const NOW = new Date(2026, 10, 20, 12, 0).getTime();
const MARIA = person({ id: 1 });
const PETR = person({ id: 2, fullname: 'Иванов Пётр Ильич', email: null });
const MISSING_TEMPLATE = 'Не найден шаблон для значения «8». Выберите шаблон или сохраните взаимодействие без письма.';

type Handlers = Parameters<typeof respondWith>[0];

function setup(handlers: Handlers = {}) {
  const test = newClient(
    respondWith({
      'CallService/getPersonList': (params: { search: { id?: number } }) => ok({ items: params.search.id === 404 ? [] : params.search.id === 2 ? [PETR] : [MARIA, PETR], more: false }),
      'CallService/getInteractionsForPerson': () => ok(pageOf([interaction({ id: 10 })], 1, 1, 10)),
      'EmailTemplate/List': () => ok({ items: [template({ id: 1, code: 'CallCenterDefault' })], variables: [] }),
      'CallService/registerCall': () => ok({ message: 'Звонок зарегистрирован', interaction_id: 50, callback_id: null }),
      'CallService/createInteraction': () => ok({ interaction: interaction({ id: 51, type: 'noAnswer' }), letter: null, processing_status: 'in_progress' }),
      ...handlers,
    }),
  );
  const clock = { ...manualClock(), now: () => NOW };
  const storage = memoryStorage();
  const model = createCallCardModel({ client: test.client, storage, userId: 1, clock });
  onTestFinished(model.flow.keepDrafts());
  return { ...test, model, clock, storage };
}

describe('person search', () => {
  it('reads "#123" as the record id and anything else of two characters or more as text', () => {
    expect(personSearchOf('#123')).toEqual({ id: 123 });
    expect(personSearchOf('№ 45')).toEqual({ id: 45 });
    expect(personSearchOf(' 8999 ')).toEqual({ text: '8999' });
    expect(personSearchOf('#')).toBeNull();
    expect(personSearchOf('#0')).toBeNull();
    expect(personSearchOf('и')).toBeNull();
  });

  it('searches once typing pauses, highlights the first hit and moves round the list', async () => {
    const { model, clock, requests } = setup();
    model.search.setText('Ив');
    model.search.setText('Иван');
    expect(paramsOf(requests, 'CallService/getPersonList')).toEqual([]);
    clock.runAll();
    await vi.waitFor(() => expect(model.search.status.value).toBe('found'));
    expect(paramsOf(requests, 'CallService/getPersonList')).toEqual([{ search: { text: 'Иван' }, limit: 20 }]);
    expect(model.search.activeHit.value?.id).toBe(1);
    model.search.moveActive(1);
    model.search.moveActive(1);
    expect(model.search.activeHit.value?.id).toBe(1);
    model.search.moveActive(-1);
    expect(model.search.activeHit.value?.id).toBe(2);
  });
});

describe('call card model', () => {
  it('opens the person by id and reads their timeline', async () => {
    const { model, requests } = setup();
    await model.open(2);
    expect(model.person.value?.fullname).toBe('Иванов Пётр Ильич');
    expect(paramsOf(requests, 'CallService/getPersonList')).toEqual([{ search: { id: 2 }, limit: 1 }]);
    await vi.waitFor(() => expect(model.history.value?.items.value.map((item) => item.id)).toEqual([10]));
    expect(paramsOf(requests, 'CallService/getInteractionsForPerson')).toEqual([{ personId: 2, page: 1, pageSize: 10 }]);
  });

  it('says when the id finds nobody', async () => {
    const { model } = setup();
    await model.open(404);
    expect(model.person.value).toBeNull();
    expect(model.missing.value).toBe(404);
  });

  it('keeps what is typed as a draft per person, restores it, and forgets it once the call is done', async () => {
    const { model, storage, client, requests } = setup();
    model.pick(MARIA);
    model.flow.callForm.set('theme', 'proftests');
    model.flow.callForm.set('comment', 'Спросить про экзамены');
    expect(callDraft(storage, 1, 1).read()?.call).toEqual({ ...EMPTY_CALL, theme: 'proftests', comment: 'Спросить про экзамены' });

    const again = createCallCardModel({ client, storage, userId: 1, clock: { ...manualClock(), now: () => NOW } });
    onTestFinished(again.flow.keepDrafts());
    again.pick(MARIA);
    expect(again.flow.restored.value).toBe(true);
    expect(again.flow.callForm.values.value.comment).toBe('Спросить про экзамены');
    // Another operator at the same desk does not see it.
    const other = createCallCardModel({ client, storage, userId: 2, clock: { ...manualClock(), now: () => NOW } });
    other.pick(MARIA);
    expect(other.flow.restored.value).toBe(false);

    again.flow.callForm.set('result', '6');
    const registered = await again.flow.register();
    expect(registered).toMatchObject({ kind: 'saved', value: { message: 'Звонок зарегистрирован' } });
    expect(again.flow.stage.value).toBe('followUp');
    // The call shows on the timeline beside the forms: each of the three cards read it once, this one again.
    await vi.waitFor(() => expect(paramsOf(requests, 'CallService/getInteractionsForPerson')).toHaveLength(4));
    expect(again.flow.followUpForm.values.value).toMatchObject({ actionType: '8', email: 'maria@example.ru' });
    expect(callDraft(storage, 1, 1).read()?.stage).toBe('followUp');

    expect(await again.flow.recordFollowUp()).toMatchObject({ kind: 'saved' });
    expect(again.flow.stage.value).toBe('call');
    expect(callDraft(storage, 1, 1).read()).toBeNull();
    [model, again, other].forEach((each) => each.dispose());
  });

  it('keeps no draft while nothing is typed, so opening a person again announces none', () => {
    const { model, storage } = setup();
    model.pick(MARIA);
    model.flow.callForm.set('comment', 'x');
    model.flow.callForm.set('comment', '');
    expect(storage.keys()).toEqual([]);
    model.release();
    model.pick(MARIA);
    expect(model.flow.restored.value).toBe(false);
  });

  it('refuses "call back later" without a time before asking the server', async () => {
    const { model, requests } = setup();
    model.pick(MARIA);
    model.flow.callForm.set('theme', 'other');
    model.flow.callForm.set('result', '5');
    expect(await model.flow.register()).toEqual({ kind: 'invalid' });
    expect(model.flow.callForm.errors.value).toEqual({ callbackAt: { key: 'callbackRequired' } });
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([]);
    model.dispose();
  });

  it('hands back the server refusal and puts its issue on the field, keeping the values', async () => {
    const { model } = setup({
      'CallService/registerCall': () => ({ ...fail('INVALID_PARAMS', 'Проверьте поля'), issues: [{ path: 'data.callbackAt', message: 'Не в воскресенье' }] }),
    });
    model.pick(MARIA);
    model.flow.callForm.set('theme', 'other');
    model.flow.callForm.set('result', '6');
    const result = await model.flow.register();
    expect(result).toMatchObject({ kind: 'refused', failure: { code: 'INVALID_PARAMS' } });
    expect(model.flow.callForm.errors.value).toEqual({ callbackAt: { text: 'Не в воскресенье' } });
    expect(model.flow.callForm.values.value.theme).toBe('other');
    expect(model.flow.stage.value).toBe('call');
    model.dispose();
  });

  it('shows a missing template on the follow-up form and keeps the draft', async () => {
    const { model, storage, requests } = setup({
      'CallService/createInteraction': () => ({ ...fail('NOT_FOUND', MISSING_TEMPLATE), issues: [{ path: 'actionType', message: MISSING_TEMPLATE }] }),
    });
    model.pick(PETR);
    model.flow.callForm.set('theme', 'other');
    model.flow.callForm.set('result', '7');
    await model.flow.register();
    model.flow.followUpForm.set('notify', true);
    model.flow.followUpForm.set('email', 'petr@example.ru');
    const result = await model.flow.recordFollowUp();
    expect(result).toMatchObject({ kind: 'refused', failure: { message: MISSING_TEMPLATE } });
    expect(paramsOf(requests, 'CallService/createInteraction')).toEqual([{ personId: 2, actionType: 8, actionData: { email: 'petr@example.ru' }, result: null, notify: true }]);
    expect(model.flow.followUpForm.errors.value).toEqual({ actionType: { text: MISSING_TEMPLATE } });
    expect(model.flow.stage.value).toBe('followUp');
    expect(callDraft(storage, 1, 2).read()?.followUp.notify).toBe(true);
    model.dispose();
  });
});
