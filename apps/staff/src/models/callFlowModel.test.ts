import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { memoryStorage } from '../testing/memoryStorage.js';
import { interaction } from '../testing/records.js';
import { paramsOf } from '../testing/replies.js';
import { testClients } from '../testing/testClients.js';
import { callDraft } from './callDraft.js';
import { createCallFlowModel } from './callFlowModel.js';
import type { StorageArea } from './storedJson.js';

const newClient = testClients();
const NOW = new Date(2026, 10, 20, 12, 0).getTime();
const MARIA = { id: 1, email: 'maria@example.ru' };

type Handlers = Parameters<typeof respondWith>[0];

function setup(handlers: Handlers = {}, storage: StorageArea = memoryStorage()) {
  const test = newClient(
    respondWith({
      'CallService/registerCall': () => ok({ message: 'Звонок зарегистрирован', interaction_id: 50, callback_id: null }),
      'CallService/createInteraction': () => ok({ interaction: interaction({ id: 51, type: 'noAnswer' }), letter: null, processing_status: 'in_progress' }),
      ...handlers,
    }),
  );
  const recorded = vi.fn();
  const flow = (userId = 1) => {
    const made = createCallFlowModel({ client: test.client, storage, userId, clock: { now: () => NOW }, onRecorded: recorded });
    onTestFinished(made.keepDrafts());
    return made;
  };
  return { ...test, storage, recorded, flow };
}

describe('the call flow every page logs calls through', () => {
  it('finds a draft begun elsewhere (the call card) when the same person is taken again (the applicant page)', () => {
    const { flow, storage } = setup();
    const card = flow();
    card.take(MARIA);
    card.callForm.set('direction', 'outgoing');
    card.callForm.set('comment', 'Мама перезвонит');

    const page = flow();
    page.take(MARIA);
    expect(page.restored.value).toBe(true);
    expect(page.callForm.values.value).toMatchObject({ direction: 'outgoing', comment: 'Мама перезвонит' });
    // Not another operator's, at the same desk.
    const other = flow(2);
    other.take(MARIA);
    expect(other.restored.value).toBe(false);
    expect(callDraft(storage, 2, 1).read()).toBeNull();
  });

  it('registers the call, suggests the follow-up by the result, and tells its owner after each save', async () => {
    const { flow, recorded, requests, storage } = setup();
    const page = flow();
    page.take(MARIA);
    page.callForm.set('theme', 'open_day_2026');
    page.callForm.set('result', '6');
    expect(await page.register()).toMatchObject({ kind: 'saved', value: { message: 'Звонок зарегистрирован' } });
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([{ data: { personId: 1, direction: 'incoming', theme: 'open_day_2026', result: 6 } }]);
    expect(page.stage.value).toBe('followUp');
    expect(page.followUpForm.values.value).toMatchObject({ actionType: '8', email: 'maria@example.ru' });
    expect(recorded).toHaveBeenCalledTimes(1);

    expect(await page.recordFollowUp()).toMatchObject({ kind: 'saved' });
    expect(recorded).toHaveBeenCalledTimes(2);
    expect(page.stage.value).toBe('call');
    expect(callDraft(storage, 1, 1).read()).toBeNull();
  });

  it('hands back a refusal with the server’s issue on its field, keeping the values and the step', async () => {
    const refusal = 'Значения с кодом «prkom24» нет в справочнике «Темы разговоров»: выберите значение из списка.';
    const { flow, recorded } = setup({ 'CallService/registerCall': () => ({ ...fail('INVALID_PARAMS', refusal), issues: [{ path: 'data.theme', message: refusal }] }) });
    const page = flow();
    page.take(MARIA);
    page.callForm.set('theme', 'prkom24');
    page.callForm.set('result', '1');
    expect(await page.register()).toMatchObject({ kind: 'refused', failure: { message: refusal } });
    expect(page.callForm.errors.value).toEqual({ theme: { text: refusal } });
    expect(page.callForm.values.value.theme).toBe('prkom24');
    expect(page.stage.value).toBe('call');
    expect(recorded).not.toHaveBeenCalled();
  });

  it('sends nothing without a person', async () => {
    const { flow, requests } = setup();
    const page = flow();
    page.callForm.set('theme', 'other');
    page.callForm.set('result', '1');
    expect(await page.register()).toEqual({ kind: 'unchanged' });
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([]);
  });
});
