import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';
import { choiceList } from './queryLists.js';
import { createTargetListModel, TARGET_REFRESH_MS } from './targetListModel.js';
import { CATEGORY_VALUES } from './targetQuery.js';
import { target } from './testing/fixtures.js';

const newClient = testClients();

afterEach(() => {
  vi.useRealTimers();
});

const UNTIL = '2025-06-01T10:30:00.000Z';
const ME = { id: 1, name: 'Администратор Системы' };
const FREE = target({ id: 1, fullname: 'Петров Илья Сергеевич', priority: 1 });
const HELD = target({ id: 2, fullname: 'Орлова Вера Андреевна', priority: 2, claim: { by: { id: 9, name: 'Сидоров С. С.' }, until: UNTIL, mine: false } });
const MINE = target({ id: 3, fullname: 'Зайцев Антон Павлович', priority: 3, claim: { by: ME, until: UNTIL, mine: true } });

function setup(respond: Responder) {
  const test = newClient(respond);
  const onQuery = vi.fn();
  const model = createTargetListModel({ client: test.client, onQuery });
  const lists = () => paramsOf(test.requests, 'Abiturient/Target');
  return { ...test, model, onQuery, lists };
}

const listing = (extra: Record<string, (params: never) => ReturnType<typeof ok>> = {}) =>
  respondWith({ 'Abiturient/Target': () => ok(pageOf([FREE, HELD, MINE])), ...extra });

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('target list model', () => {
  it('reads the categories, open statuses and "free only" from the address, dropping values nobody could choose', async () => {
    const { model, lists, onQuery } = setup(listing());
    // A closed status is not on the target list: the server would refuse it, so the address drops it.
    model.applyQuery('category=moscow_11&category=mars&category=region_9&status=work_done&status=in_progress&unclaimed=yes&page=2');
    await settle(model);
    expect(lists()[0]).toEqual({ category: ['region_9', 'moscow_11'], processing_status: ['in_progress'], unclaimed: true, page: 2, pageSize: 25 });
    // The address is tidied into the vocabulary's order without the unknown category.
    expect(onQuery).toHaveBeenCalledWith('category=region_9&category=moscow_11&status=in_progress&unclaimed=yes&page=2', 'replace');
    expect(model.narrowed.value).toBe(true);
    model.resetFilters();
    expect(onQuery).toHaveBeenLastCalledWith('', 'push');
    expect(model.narrowed.value).toBe(false);
  });

  it('sends no filter for an empty address, and a chosen empty list leaves the list unnarrowed', async () => {
    const { model, lists } = setup(listing());
    model.applyQuery('');
    await settle(model);
    expect(lists()[0]).toEqual({ page: 1, pageSize: 25 });
    model.setFilters({ category: choiceList(['moscow_9_25'], CATEGORY_VALUES) });
    await settle(model);
    expect(lists().at(-1)).toEqual({ category: ['moscow_9_25'], page: 1, pageSize: 25 });
    model.setFilters({ category: choiceList([], CATEGORY_VALUES) });
    expect(model.narrowed.value).toBe(false);
  });

  it('takes a row: the claim shows on it at once, the notice says until when, and the list is read again', async () => {
    const claimed = { ...FREE, claim: { by: ME, until: UNTIL, mine: true } };
    const { model, requests, lists } = setup(listing({ 'Abiturient/Claim': () => ok(claimed) }));
    model.applyQuery('');
    await settle(model);
    const taking = model.take(FREE.id);
    expect(model.busy.value).toBe(FREE.id);
    expect(await taking).toEqual(claimed);
    expect(paramsOf(requests, 'Abiturient/Claim')).toEqual([{ id: FREE.id }]);
    expect(model.notice.value).toEqual({ kind: 'claimed', name: FREE.fullname, until: UNTIL });
    expect(model.busy.value).toBeNull();
    await vi.waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('says who was faster when someone else took the applicant first, and reads the list again', async () => {
    const { model, lists } = setup(listing({ 'Abiturient/Claim': () => fail('CONFLICT', 'Абитуриента уже взял в работу Сидоров С. С.') }));
    model.applyQuery('');
    await settle(model);
    expect(await model.take(FREE.id)).toBeNull();
    expect(model.notice.value).toEqual({ kind: 'conflict', failure: { code: 'CONFLICT', message: 'Абитуриента уже взял в работу Сидоров С. С.', issues: [] } });
    await vi.waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('takes the next one of the current filter, and reports a refusal', async () => {
    let calls = 0;
    const next = { ...FREE, id: 40, fullname: 'Лебедев Кирилл', claim: { by: ME, until: UNTIL, mine: true } };
    const { model, requests } = setup(listing({ 'Abiturient/Claim': () => (++calls === 1 ? ok(next) : fail('NOT_FOUND', 'Свободных абитуриентов по этому отбору нет')) }));
    model.applyQuery('category=moscow_11&status=not_processed');
    await settle(model);
    expect(await model.takeNext()).toEqual(next);
    expect(paramsOf(requests, 'Abiturient/Claim')[0]).toEqual({ filter: { category: ['moscow_11'], processing_status: ['not_processed'] } });
    expect(await model.takeNext()).toBeNull();
    expect(model.notice.value).toMatchObject({ kind: 'failed', failure: { code: 'NOT_FOUND' } });
  });

  it('takes nothing twice while a claim runs', async () => {
    let finish: (reply: ReturnType<typeof ok>) => void = () => {};
    const { model, requests } = setup(listing({ 'Abiturient/Claim': () => new Promise((resolve) => (finish = resolve)) as never }));
    model.applyQuery('');
    await settle(model);
    const first = model.takeNext();
    expect(await model.take(FREE.id)).toBeNull();
    await vi.waitFor(() => expect(paramsOf(requests, 'Abiturient/Claim')).toHaveLength(1));
    finish(ok({ ...FREE, claim: { by: ME, until: UNTIL, mine: true } }));
    await first;
    expect(paramsOf(requests, 'Abiturient/Claim')).toHaveLength(1);
  });

  it('releases the user’s own claim: the row is free again at once', async () => {
    const { model, requests } = setup(listing({ 'Abiturient/Release': () => ok({ id: MINE.id, released: true }) }));
    model.applyQuery('');
    await settle(model);
    expect(await model.release(MINE.id)).toBe(true);
    expect(paramsOf(requests, 'Abiturient/Release')).toEqual([{ id: MINE.id }]);
    expect(model.notice.value).toEqual({ kind: 'released', name: MINE.fullname });
    expect(model.rows.value.find((row) => row.id === MINE.id)?.claim).toBeNull();
    model.dismissNotice();
    expect(model.notice.value).toBeNull();
  });

  it('says so when the claim had already run out and someone else holds the applicant', async () => {
    const { model } = setup(listing({ 'Abiturient/Release': () => ok({ id: MINE.id, released: false }) }));
    model.applyQuery('');
    await settle(model);
    expect(await model.release(MINE.id)).toBe(true);
    expect(model.notice.value).toEqual({ kind: 'notHeld', name: MINE.fullname });
    // The row is left as it was until the list, read again, says who holds it now.
    expect(model.rows.value.find((row) => row.id === MINE.id)?.claim?.mine).toBe(true);
  });

  it(`reads the list again every ${TARGET_REFRESH_MS / 1000} s while the page shows it, so others' claims show up`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 0;
    const { model, lists } = setup(respondWith({ 'Abiturient/Target': () => ok(pageOf(++round === 1 ? [FREE] : [{ ...FREE, claim: HELD.claim }])) }));
    model.applyQuery('');
    await settle(model);
    const stop = model.startRefresh();
    vi.advanceTimersByTime(TARGET_REFRESH_MS - 1);
    expect(lists()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(model.rows.value[0]?.claim?.mine).toBe(false));
    expect(lists()).toHaveLength(2);
    stop();
    vi.advanceTimersByTime(TARGET_REFRESH_MS * 3);
    expect(lists()).toHaveLength(2);
  });
});
