import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@abitura/ui/testing';
import { createStatementListModel, LIVE_RELOAD_MS } from './statementListModel.js';
import { admissionApplication, NOW, SEASONS } from '../../testing/admissionRecords.js';
import { admissionStub, refuse } from '../../testing/admissionStandIn.js';
import { pageOf } from '../../testing/replies.js';

const clock = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (timer: unknown) => clearTimeout(timer as number) };

function setup(handlers: Parameters<typeof admissionStub>[0] = {}, season: number | null = null) {
  const stub = admissionStub({ 'Admission/ListSeasons': () => SEASONS, 'Admission/ListApplications': () => pageOf([admissionApplication(1)]), ...handlers });
  const onQuery = vi.fn();
  const model = createStatementListModel({ client: { admission: stub.admission }, season, clock, onQuery, now: NOW });
  return { ...stub, model, onQuery };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the register model', () => {
  it('reads the seasons first, then the default season\'s page with the filter of the address', async () => {
    const { model, callsOf } = setup();
    model.applyQuery('state=submitted&sort=fullname');
    await flushPromises(20);
    expect(callsOf('Admission/ListApplications')[0]?.params).toEqual({ season_id: 2, states: ['submitted'], sort: 'fullname', direction: 'desc', page: 1, pageSize: 25 });
    expect(model.rows.value.map((row) => row.id)).toEqual([1]);
    expect(model.seasons.seasonId.value).toBe(2);
  });

  it('reads the season the address names, and another season from its first page without the group filter', async () => {
    const { model, callsOf, onQuery } = setup({}, 1);
    model.applyQuery('group=7&page=2');
    await flushPromises(20);
    expect(callsOf('Admission/ListApplications')[0]?.params).toMatchObject({ season_id: 1, group_id: 7, page: 2 });
    model.selectSeason(2);
    await flushPromises(20);
    expect(callsOf('Admission/ListApplications')[1]?.params).toMatchObject({ season_id: 2, page: 1 });
    expect(callsOf('Admission/ListApplications')[1]?.params).not.toHaveProperty('group_id');
    expect(onQuery).toHaveBeenLastCalledWith('', 'push');
  });

  it('sorts, pages and changes page size through the address', async () => {
    const { model, onQuery } = setup();
    model.applyQuery('');
    await flushPromises(20);
    model.sortBy('average_mark');
    expect(onQuery).toHaveBeenLastCalledWith('sort=average_mark&dir=asc', 'push');
    model.sortBy('average_mark');
    expect(onQuery).toHaveBeenLastCalledWith('sort=average_mark', 'push');
    model.setPage(3);
    expect(onQuery).toHaveBeenLastCalledWith('sort=average_mark&page=3', 'push');
    model.setPageSize(100);
    expect(onQuery).toHaveBeenLastCalledWith('sort=average_mark&pageSize=100', 'push');
  });

  it('sends the search a pause after the last key', async () => {
    const { model, callsOf, onQuery } = setup();
    model.applyQuery('');
    await flushPromises(20);
    model.setSearchText('Ива');
    model.setSearchText('Иванова');
    vi.advanceTimersByTime(349);
    expect(onQuery).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await flushPromises(20);
    expect(onQuery).toHaveBeenCalledWith('search=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0', 'replace');
    expect(callsOf('Admission/ListApplications')).toHaveLength(2);
    expect(callsOf('Admission/ListApplications')[1]?.params.search).toBe('Иванова');
  });

  it('moves an application with the reason, shows its new state at once and reads the page again', async () => {
    const moved = admissionApplication(1, { state: 'rejected', rejection_reason: 'documents_incomplete' });
    const { model, callsOf } = setup({ 'Admission/MoveApplication': () => moved });
    model.applyQuery('');
    await flushPromises(20);
    const outcome = await model.move(admissionApplication(1), 'reject', { reason: 'documents_incomplete', comment: '  нет фото  ' }, 'req-1');
    expect(outcome.ok).toBe(true);
    expect(callsOf('Admission/MoveApplication')[0]).toMatchObject({ params: { id: 1, move: 'reject', reason: 'documents_incomplete', comment: 'нет фото' }, requestId: 'req-1' });
    expect(model.rows.value[0]?.state).toBe('rejected');
    await flushPromises(20);
    expect(callsOf('Admission/ListApplications')).toHaveLength(2);
  });

  it('keeps the rows as they were when a move is refused', async () => {
    const { model } = setup({ 'Admission/MoveApplication': () => refuse('CONFLICT', 'Нельзя принять заявление в состоянии «Черновик»') });
    model.applyQuery('');
    await flushPromises(20);
    const outcome = await model.move(admissionApplication(1), 'accept');
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'CONFLICT' } });
    expect(model.rows.value[0]?.state).toBe('submitted');
  });

  it('says why the register cannot be read when the seasons cannot', async () => {
    const { model, callsOf } = setup({ 'Admission/ListSeasons': () => refuse('ACCESS_DENIED', 'Нет права', undefined, 403) });
    model.applyQuery('');
    await flushPromises(20);
    expect(model.error.value?.code).toBe('ACCESS_DENIED');
    expect(callsOf('Admission/ListApplications')).toHaveLength(0);
  });

  it('shows an empty register while no season exists', async () => {
    const { model, callsOf } = setup({ 'Admission/ListSeasons': () => [] });
    model.applyQuery('');
    await flushPromises(20);
    expect(model.loaded.value).toBe(true);
    expect(model.rows.value).toEqual([]);
    expect(callsOf('Admission/ListApplications')).toHaveLength(0);
  });

  it("re-reads the page once after a burst of the season's live frames, and follows another season when chosen", async () => {
    const { model, callsOf } = setup();
    const handlers = new Map<string, () => void>();
    const subscribe = vi.fn((topic: string, handler: (data: unknown) => void) => {
      handlers.set(topic, () => handler({}));
      return () => handlers.delete(topic);
    });
    model.applyQuery('');
    await flushPromises(20);
    const stop = model.follow(subscribe);
    expect([...handlers.keys()]).toEqual(['admission.season.2']);
    handlers.get('admission.season.2')?.();
    handlers.get('admission.season.2')?.();
    vi.advanceTimersByTime(LIVE_RELOAD_MS);
    await flushPromises(20);
    expect(callsOf('Admission/ListApplications')).toHaveLength(2);
    model.selectSeason(1);
    expect([...handlers.keys()]).toEqual(['admission.season.1']);
    stop();
    expect(handlers.size).toBe(0);
  });
});
