import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { createUsersListModel, type UsersListModelOptions } from './usersListModel.js';
import { IVANOV, listItem, PETROVA } from './testing/fixtures.js';
import { manualClock } from '../../testing/timing.js';
import { pageOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

function setup(respond: Responder, options: Partial<UsersListModelOptions> = {}) {
  const test = newClient(respond);
  const clock = manualClock();
  const onQuery = vi.fn();
  const model = createUsersListModel({ client: test.client, clock, onQuery, ...options });
  const lists = () => test.requests.filter((envelope) => envelope.action === 'User/List').map((envelope) => envelope.params as Record<string, unknown>);
  return { ...test, model, clock, onQuery, lists };
}

const listOf = (...items: (typeof IVANOV)[]) => respondWith({ 'User/List': () => ok(pageOf(items)) });

/** Waits for the model's loads to settle. */
async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('users list model: loading and the address', () => {
  it('loads the first page with the defaults', async () => {
    const { model, lists, onQuery } = setup(listOf(IVANOV, PETROVA));
    model.applyQuery('');
    expect(model.loading.value).toBe(true);
    await settle(model);
    expect(lists()).toEqual([{ sort: 'fullName', direction: 'asc', page: 1, pageSize: 25 }]);
    expect(model.rows.value.map((row) => row.login)).toEqual(['ivanov', 'petrova']);
    expect(model.total.value).toBe(2);
    expect(model.loaded.value).toBe(true);
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('takes search, status, role, sort, direction and paging from the query', async () => {
    const { model, lists } = setup(listOf(IVANOV));
    model.applyQuery('?search=ив&status=banned&role=3&sort=createdAt&dir=desc&page=2&pageSize=50');
    await settle(model);
    expect(lists()[0]).toEqual({ search: 'ив', status: 'banned', roleId: 3, sort: 'createdAt', direction: 'desc', page: 2, pageSize: 50 });
    expect(model.searchText.value).toBe('ив');
  });

});

describe('users list model: filters, sorting, paging', () => {
  it('starts from page 1 when a filter changes and keeps the page when only the page changes', async () => {
    const { model, lists, onQuery } = setup(listOf(IVANOV));
    model.applyQuery('page=3');
    await settle(model);
    model.setFilters({ roleId: 2 });
    await settle(model);
    expect(lists()[1]).toMatchObject({ roleId: 2, page: 1 });
    expect(onQuery).toHaveBeenLastCalledWith('role=2', 'push');
    model.setPage(2.7);
    await settle(model);
    expect(lists()[2]).toMatchObject({ roleId: 2, page: 2 });
    model.setPage(-4);
    await settle(model);
    expect(model.filter.value.page).toBe(1);
  });

  it('resets search, status and role, and forgets a search still being typed', async () => {
    const { model, clock, lists, onQuery } = setup(listOf(IVANOV));
    model.applyQuery('search=a&status=banned&role=2&sort=login');
    await settle(model);
    model.setSearchText('ab');
    model.resetFilters();
    expect(clock.pending()).toBe(0);
    expect(model.searchText.value).toBe('');
    await settle(model);
    expect(lists()[1]).toEqual({ sort: 'login', direction: 'asc', page: 1, pageSize: 25 });
    expect(onQuery).toHaveBeenLastCalledWith('sort=login', 'push');
  });

});

describe('users list model: row actions', () => {
  const banned = { ...IVANOV, status: 'banned' as const };

  it('changes a status, updates the row, offers undo, and undo sets it back', async () => {
    const statuses: unknown[] = [];
    const { model, lists } = setup(
      respondWith({
        'User/List': () => ok(pageOf([IVANOV, PETROVA])),
        'User/SetStatus': (params: { id: number; status: 'banned' | 'active' }) => {
          statuses.push(params);
          return ok({ ...IVANOV, status: params.status });
        },
      }),
    );
    model.applyQuery('');
    await settle(model);
    const outcome = await model.changeStatus(IVANOV, 'banned');
    expect(outcome.ok).toBe(true);
    expect(model.rows.value[0]?.status).toBe('banned');
    expect(model.feedback.value).toEqual({
      kind: 'status',
      user: { id: 5, fullName: 'Иванов Иван', login: 'ivanov' },
      from: 'active',
      to: 'banned',
      undo: 'active',
      sessionsEnded: true,
    });
    await model.undo();
    expect(statuses).toEqual([
      { id: 5, status: 'banned' },
      { id: 5, status: 'active' },
    ]);
    expect(model.feedback.value).toEqual({ kind: 'undone', user: { id: 5, fullName: 'Иванов Иван', login: 'ivanov' }, to: 'active' });
    // Nothing more to undo.
    expect(await model.undo()).toBeNull();
    await settle(model);
    expect(lists().length).toBeGreaterThanOrEqual(3);
  });

  it('offers no undo after changing a new account, and says activation ends no sessions', async () => {
    const { model } = setup(respondWith({ 'User/List': () => ok(pageOf([PETROVA])), 'User/SetStatus': () => ok({ ...PETROVA, status: 'suspended' }) }));
    await model.changeStatus(PETROVA, 'suspended');
    expect(model.feedback.value).toMatchObject({ kind: 'status', undo: null, sessionsEnded: true });
    expect(await model.undo()).toBeNull();

    const again = setup(respondWith({ 'User/List': () => ok(pageOf([banned])), 'User/SetStatus': () => ok(IVANOV) }));
    await again.model.changeStatus(banned, 'active');
    expect(again.model.feedback.value).toMatchObject({ undo: 'banned', sessionsEnded: false });
  });

  it('returns the refusal and changes nothing when the server refuses', async () => {
    const { model } = setup(respondWith({ 'User/List': () => ok(pageOf([IVANOV])), 'User/SetStatus': () => fail('CONFLICT', 'Нельзя изменить статус своей учётной записи') }));
    model.applyQuery('');
    await settle(model);
    const outcome = await model.changeStatus(IVANOV, 'banned');
    expect(outcome).toEqual({ ok: false, failure: { code: 'CONFLICT', message: 'Нельзя изменить статус своей учётной записи', issues: [] } });
    expect(model.feedback.value).toBeNull();
    expect(model.rows.value[0]?.status).toBe('active');
  });

  it('says so when undo is refused', async () => {
    let calls = 0;
    const { model } = setup(
      respondWith({
        'User/List': () => ok(pageOf([IVANOV])),
        'User/SetStatus': () => (++calls === 1 ? ok(banned) : fail('CONFLICT', 'Последний администратор')),
      }),
    );
    await model.changeStatus(IVANOV, 'banned');
    const outcome = await model.undo();
    expect(outcome?.ok).toBe(false);
    expect(model.feedback.value).toMatchObject({ kind: 'undoFailed', failure: { code: 'CONFLICT' } });
    model.dismissFeedback();
    expect(model.feedback.value).toBeNull();
  });

  it('ends all sessions of a user and says how many', async () => {
    const { model, requests } = setup(
      respondWith({ 'User/RevokeSessions': () => ok({ revoked: 3 }) }),
    );
    const outcome = await model.revokeSessions(IVANOV);
    expect(outcome).toEqual({ ok: true, value: { revoked: 3 } });
    expect(requests.at(-1)?.params).toEqual({ userId: 5 });
    expect(model.feedback.value).toEqual({ kind: 'revoked', user: { id: 5, fullName: 'Иванов Иван', login: 'ivanov' }, count: 3 });
  });

  it('returns the refusal of ending sessions', async () => {
    const { model } = setup(respondWith({ 'User/RevokeSessions': () => fail('ACCESS_DENIED', 'Нет прав') }));
    const outcome = await model.revokeSessions(IVANOV);
    expect(outcome.ok).toBe(false);
    expect(model.feedback.value).toBeNull();
  });

  it('reloads after a user is created', async () => {
    const { model, lists } = setup(listOf(IVANOV, listItem({ id: 9 })));
    model.created();
    await settle(model);
    expect(lists()).toHaveLength(1);
    expect(model.total.value).toBe(2);
  });
});
