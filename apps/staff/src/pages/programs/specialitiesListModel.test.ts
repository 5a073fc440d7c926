import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '@abitura/contracts/wire';
import { fail, flushPromises, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { createSpecialitiesListModel } from './specialitiesListModel.js';
import { COOK_SPECIALITY, IT_DETAIL, IT_SPECIALITY } from './testing/fixtures.js';
import { deferred } from '../../testing/timing.js';
import { pageOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

function setup(respond: Responder) {
  const test = newClient(respond);
  const model = createSpecialitiesListModel({ client: test.client });
  return { ...test, model };
}

describe('specialities list model', () => {
  it('lists specialities with the filter of the address', async () => {
    const { model, requests } = setup(respondWith({ 'Speciality/List': () => ok(pageOf([IT_SPECIALITY, COOK_SPECIALITY])) }));
    model.applyQuery('offered=yes&industry=it');
    await vi.waitFor(() => expect(model.rows.value).toHaveLength(2));
    expect(requests[0]?.params).toEqual({ industry: 'it', offered: true, sort: 'code', direction: 'asc', page: 1, pageSize: 25 });
  });

  it('opens a speciality with its colleges, and forgets it when closed', async () => {
    const { model, requests } = setup(respondWith({ 'Speciality/Get': () => ok(IT_DETAIL) }));
    const opening = model.open(IT_SPECIALITY);
    expect(model.opened.value).toEqual(IT_SPECIALITY);
    expect(model.detail.value).toBeNull();
    expect(model.detailLoad.loading.value).toBe(true);
    await opening;
    expect(requests.map((envelope) => [envelope.action, envelope.params])).toEqual([['Speciality/Get', { code: '09.02.07' }]]);
    expect(model.detail.value?.offered_by[0]?.programs).toHaveLength(2);
    model.close();
    expect(model.opened.value).toBeNull();
    expect(model.detail.value).toBeNull();
  });

  it('drops an answer about a speciality that was closed or replaced meanwhile', async () => {
    const slow = deferred<Omit<Reply, 'requestId'>>();
    const { model } = setup(respondWith({ 'Speciality/Get': (params: { code: string }) => (params.code === IT_SPECIALITY.code ? slow.promise : ok({ ...IT_DETAIL, ...COOK_SPECIALITY, offered_by: [] })) }));
    const first = model.open(IT_SPECIALITY);
    await model.open(COOK_SPECIALITY);
    expect(model.detail.value?.code).toBe('43.01.09');
    slow.resolve(ok(IT_DETAIL));
    await first;
    await flushPromises();
    expect(model.detail.value?.code).toBe('43.01.09');

    const again = deferred<Omit<Reply, 'requestId'>>();
    const second = setup(respondWith({ 'Speciality/Get': () => again.promise }));
    const pending = second.model.open(IT_SPECIALITY);
    second.model.close();
    again.resolve(ok(IT_DETAIL));
    await pending;
    expect(second.model.detail.value).toBeNull();
  });

  it('keeps a failure to show with a retry, and retries the opened speciality', async () => {
    let refuse = true;
    const { model } = setup(respondWith({ 'Speciality/Get': () => (refuse ? fail('NOT_FOUND', 'Специальность 09.02.07 не найдена') : ok(IT_DETAIL)) }));
    await model.open(IT_SPECIALITY);
    expect(model.detail.value).toBeNull();
    expect(model.detailLoad.error.value).toMatchObject({ code: 'NOT_FOUND' });
    refuse = false;
    await model.reloadDetail();
    expect(model.detail.value?.code).toBe('09.02.07');
    expect(model.detailLoad.error.value).toBeNull();
  });
});
