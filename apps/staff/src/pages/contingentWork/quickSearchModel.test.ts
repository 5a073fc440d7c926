import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { deferred, manualClock } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';
import { paramsOf } from '../../testing/replies.js';
import { QUICK_SEARCH_LIMIT } from '../../models/typeaheadSearch.js';
import { createQuickSearchModel } from './quickSearchModel.js';
import { hit } from './testing/fixtures.js';

const newClient = testClients();

function setup(respond: Responder) {
  const test = newClient(respond);
  const clock = manualClock();
  const onQuery = vi.fn();
  const model = createQuickSearchModel({ client: test.client, clock, onQuery });
  const searches = () => paramsOf(test.requests, 'Abiturient/Search');
  return { ...test, model, clock, onQuery, searches };
}

const finds = (...items: ReturnType<typeof hit>[]) => respondWith({ 'Abiturient/Search': () => ok({ items, more: false }) });

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('quick search model', () => {
  it('asks for more text before searching: nothing typed, then one character', () => {
    const { model, clock, searches } = setup(finds(hit({ id: 1 })));
    expect(model.status.value).toBe('idle');
    model.setText(' и ');
    expect(model.status.value).toBe('short');
    expect(clock.pending()).toBe(0);
    expect(searches()).toEqual([]);
  });

  it('sends the text once typing pauses, the newest text only, and puts it in the address', async () => {
    const { model, clock, searches, onQuery } = setup(finds(hit({ id: 1 }), hit({ id: 2, fullname: 'Иванов Пётр' })));
    model.setText('Ив');
    model.setText('Иван');
    expect(model.status.value).toBe('searching');
    expect(clock.pending()).toBe(1);
    expect(searches()).toEqual([]);
    clock.runAll();
    await settle(model);
    expect(searches()).toEqual([{ query: 'Иван', limit: QUICK_SEARCH_LIMIT }]);
    expect(onQuery).toHaveBeenCalledWith('q=%D0%98%D0%B2%D0%B0%D0%BD', 'replace');
    expect(model.status.value).toBe('found');
    expect(model.hits.value.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('keeps the hits of the newest text when an older reply arrives late', async () => {
    const slow = deferred<ReturnType<typeof ok>>();
    const { model, clock } = setup(respondWith({ 'Abiturient/Search': (params: { query: string }) => (params.query === 'Ив' ? slow.promise : ok({ items: [hit({ id: 2 })], more: false })) }));
    model.setText('Ив');
    clock.runAll();
    model.setText('Иванова');
    clock.runAll();
    await vi.waitFor(() => expect(model.status.value).toBe('found'));
    slow.resolve(ok({ items: [hit({ id: 1 })], more: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(model.hits.value.map((entry) => entry.id)).toEqual([2]);
    expect(model.query.value).toBe('Иванова');
  });

  it('drops the hits when the text gets too short, even if a reply is still on its way', async () => {
    const slow = deferred<ReturnType<typeof ok>>();
    const { model, clock, onQuery } = setup(respondWith({ 'Abiturient/Search': () => slow.promise }));
    model.setText('Пе');
    clock.runAll();
    model.setText('П');
    expect(onQuery).toHaveBeenLastCalledWith('', 'replace');
    slow.resolve(ok({ items: [hit({ id: 1 })], more: true }));
    await settle(model);
    expect(model.hits.value).toEqual([]);
    expect(model.more.value).toBe(false);
    expect(model.status.value).toBe('short');
  });

  it('moves the highlight through the hits with the arrows, round the ends', async () => {
    const { model } = setup(finds(hit({ id: 1 }), hit({ id: 2 }), hit({ id: 3 })));
    model.applyQuery('q=%D0%98%D0%B2');
    await settle(model);
    expect(model.activeHit.value).toBeNull();
    model.moveActive(1);
    expect(model.activeHit.value?.id).toBe(1);
    model.moveActive(-1);
    expect(model.activeHit.value?.id).toBe(3);
    model.moveActive(1);
    model.moveActive(1);
    expect(model.activeHit.value?.id).toBe(2);
    // New text starts the highlight over.
    model.setText('Ива');
    expect(model.active.value).toBe(-1);
  });

  it('searches the address’s text at once, and not again for the address it reported itself', async () => {
    const { model, clock, searches } = setup(finds(hit({ id: 1 })));
    model.applyQuery('?q=%2B7%20999');
    expect(clock.pending()).toBe(0);
    await settle(model);
    expect(searches()).toEqual([{ query: '+7 999', limit: QUICK_SEARCH_LIMIT }]);
    expect(model.text.value).toBe('+7 999');
    model.setText('+7 9991');
    clock.runAll();
    await settle(model);
    model.applyQuery('q=%2B7%209991');
    expect(searches()).toHaveLength(2);
    // Back to the first address: searched again.
    model.applyQuery('q=%2B7%20999');
    await settle(model);
    expect(searches()).toHaveLength(3);
  });

  it('says when more hits exist than were sent', async () => {
    const { model } = setup(respondWith({ 'Abiturient/Search': () => ok({ items: [hit({ id: 1 })], more: true }) }));
    model.applyQuery('q=%D0%BC%D0%B0');
    await settle(model);
    expect(model.more.value).toBe(true);
  });

  it('keeps a failure for the page and recovers on a retry', async () => {
    let calls = 0;
    const { model } = setup(respondWith({ 'Abiturient/Search': () => (++calls === 1 ? fail('INTERNAL', 'Сбой поиска') : ok({ items: [], more: false })) }));
    model.applyQuery('q=zz');
    await settle(model);
    expect(model.status.value).toBe('failed');
    expect(model.error.value).toMatchObject({ code: 'INTERNAL', message: 'Сбой поиска' });
    await model.searchNow();
    expect(model.status.value).toBe('none');
  });
});
