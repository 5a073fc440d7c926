import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { createAccessCatalog } from './accessCatalog.js';
import { createUserActivityModel } from './userActivityModel.js';
import { createUserPageModel, permissionTitle } from './userPageModel.js';
import { createUserSessionsModel } from './userSessionsModel.js';
import { ADMIN_ABILITY, auditItem, GROUPS, IVANOV, IVANOV_DETAIL, ROLES, sessionItem } from './testing/fixtures.js';
import { pageOf, sessionWith } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

function clientWith(respond: Responder, ability: Record<string, boolean> = ADMIN_ABILITY) {
  const test = newClient(respond, { session: sessionWith(ability) });
  return test;
}

const fullServer = (extra: Parameters<typeof respondWith>[0] = {}) =>
  respondWith({
    'User/GetInfoAboutUserByID': () => ok(IVANOV_DETAIL),
    'User/ReadRoles': () => ok(ROLES),
    'User/getAllPrivilegeGroups': () => ok(GROUPS),
    'Reference/allExistingfunctions': () => ok([{ name: 'legacyReport', title: 'Старый отчёт', parent: null, kind: 'page' }]),
    ...extra,
  });

describe('access catalog', () => {
  it('loads roles and groups sorted by name', async () => {
    const { client } = clientWith(fullServer());
    const catalog = createAccessCatalog(client);
    await catalog.load();
    expect(catalog.status.value).toBe('ready');
    expect(catalog.roles.value.map((role) => role.name)).toEqual(['Администратор', 'Куратор', 'Наблюдатель']);
    expect(catalog.groups.value).toHaveLength(1);
  });

  it('does not ask without viewAccessPanel', async () => {
    const { client, requests } = clientWith(fullServer(), { viewUserpage: true });
    const catalog = createAccessCatalog(client);
    await catalog.load();
    expect(catalog.status.value).toBe('denied');
    expect(requests).toHaveLength(0);
  });

  it('tells a refusal from a failure', async () => {
    const denied = createAccessCatalog(clientWith(fullServer({ 'User/ReadRoles': () => fail('ACCESS_DENIED', 'нет') })).client);
    await denied.load();
    expect(denied.status.value).toBe('denied');
    const broken = createAccessCatalog(clientWith(fullServer({ 'User/getAllPrivilegeGroups': () => fail('INTERNAL', 'сбой') })).client);
    await broken.load();
    expect(broken.status.value).toBe('error');
    expect(broken.error.value?.code).toBe('INTERNAL');
  });
});

describe('user page model', () => {
  it('loads the user, the catalog and the titles, and computes permissions with their sources', async () => {
    const { client, requests } = clientWith(fullServer());
    const model = createUserPageModel(client, 5);
    await model.load();
    expect(requests.find((envelope) => envelope.action === 'User/GetInfoAboutUserByID')?.params).toEqual({ id: 5 });
    expect(model.user.value?.fullName).toBe('Иванов Иван');
    expect(model.roleIds.value).toEqual([2]);
    expect(model.groupIds.value).toEqual([7]);
    expect(model.effective.value.find((entry) => entry.key === 'viewContingent')?.sources).toHaveLength(2);
    expect(permissionTitle(model.titles.value, 'legacyReport')).toBe('Старый отчёт');
    expect(permissionTitle(model.titles.value, 'manageUsers')).toBe('Создание пользователей, смена статуса и ролей');
    expect(permissionTitle(model.titles.value, 'nothing')).toBeNull();
  });

  it('shows permissions without sources when the catalog cannot be read, and skips titles without the right', async () => {
    const { client, requests } = clientWith(fullServer(), { viewUserpage: true });
    const model = createUserPageModel(client, 5);
    await model.load();
    expect(requests.map((envelope) => envelope.action)).toEqual(['User/GetInfoAboutUserByID']);
    expect(model.catalog.status.value).toBe('denied');
    expect(model.effective.value.every((entry) => entry.sources.length === 0)).toBe(true);
    expect(model.roleIds.value).toEqual([]);
  });

  it('has no permissions before the user is loaded, and keeps the failure of a load', async () => {
    const { client } = clientWith(fullServer({ 'User/GetInfoAboutUserByID': () => fail('NOT_FOUND', 'Пользователь не найден.') }));
    const model = createUserPageModel(client, 404);
    expect(model.effective.value).toEqual([]);
    await model.load();
    expect(model.user.value).toBeNull();
    expect(model.error.value?.code).toBe('NOT_FOUND');
    expect(model.loading.value).toBe(false);
  });

  it('changes the status, offers undo, and undo sets it back', async () => {
    const sent: unknown[] = [];
    const { client } = clientWith(
      fullServer({
        'User/SetStatus': (params: { status: 'suspended' | 'active' }) => {
          sent.push(params);
          return ok({ ...IVANOV, status: params.status });
        },
      }),
    );
    const model = createUserPageModel(client, 5);
    await model.load();
    const outcome = await model.changeStatus('suspended');
    expect(outcome.ok).toBe(true);
    expect(model.user.value?.status).toBe('suspended');
    expect(model.feedback.value).toEqual({ kind: 'status', from: 'active', to: 'suspended', undo: 'active' });
    await model.undo();
    expect(sent).toEqual([
      { id: 5, status: 'suspended' },
      { id: 5, status: 'active' },
    ]);
    expect(model.feedback.value).toEqual({ kind: 'undone', to: 'active' });
    expect(await model.undo()).toBeNull();
  });

  it('reports a refused status change and a refused undo', async () => {
    let calls = 0;
    const { client } = clientWith(fullServer({ 'User/SetStatus': () => (++calls === 1 ? ok({ ...IVANOV, status: 'banned' }) : fail('CONFLICT', 'Нельзя')) }));
    const model = createUserPageModel(client, 5);
    await model.load();
    await model.changeStatus('banned');
    const undo = await model.undo();
    expect(undo?.ok).toBe(false);
    expect(model.feedback.value).toMatchObject({ kind: 'undoFailed', failure: { code: 'CONFLICT', message: 'Нельзя' } });
    model.dismissFeedback();
    expect(model.feedback.value).toBeNull();
    const refused = await model.changeStatus('active');
    expect(refused.ok).toBe(false);
    expect(model.feedback.value).toBeNull();
  });

  it('saves roles and groups by id and rereads the user', async () => {
    const { client, requests } = clientWith(
      fullServer({ 'User/SetRoles': () => ok({ ...IVANOV, roles: ['Куратор', 'Наблюдатель'] }), 'User/SetGroups': () => ok(IVANOV) }),
    );
    const model = createUserPageModel(client, 5);
    await model.load();
    expect((await model.saveRoles([2, 3])).ok).toBe(true);
    expect(requests.find((envelope) => envelope.action === 'User/SetRoles')?.params).toEqual({ id: 5, roleIds: [2, 3] });
    expect(model.feedback.value).toEqual({ kind: 'roles' });
    await model.saveGroups([]);
    expect(requests.find((envelope) => envelope.action === 'User/SetGroups')?.params).toEqual({ id: 5, groupIds: [] });
    expect(model.feedback.value).toEqual({ kind: 'groups' });
    await vi.waitFor(() => expect(requests.filter((envelope) => envelope.action === 'User/GetInfoAboutUserByID')).toHaveLength(3));
  });

  it('returns the refusal of a role change', async () => {
    const { client } = clientWith(fullServer({ 'User/SetRoles': () => ({ ...fail('INVALID_PARAMS', 'Роли не найдены'), issues: [{ path: 'roleIds.0', message: 'нет' }] }) }));
    const model = createUserPageModel(client, 5);
    await model.load();
    const outcome = await model.saveRoles([99]);
    expect(outcome).toEqual({ ok: false, failure: { code: 'INVALID_PARAMS', message: 'Роли не найдены', issues: [{ path: 'roleIds.0', message: 'нет' }] } });
    expect(model.feedback.value).toBeNull();
  });

  it('ends all sessions of the user', async () => {
    const { client, requests } = clientWith(fullServer({ 'User/RevokeSessions': () => ok({ revoked: 2 }) }));
    const model = createUserPageModel(client, 5);
    expect(await model.revokeAllSessions()).toEqual({ ok: true, value: { revoked: 2 } });
    expect(requests.at(-1)?.params).toEqual({ userId: 5 });
    expect(model.feedback.value).toEqual({ kind: 'revoked', count: 2 });
  });

  it('changes nothing on screen when a status change comes before the user', async () => {
    const { client } = clientWith(fullServer({ 'User/SetStatus': () => ok(IVANOV) }));
    const model = createUserPageModel(client, 5);
    const outcome = await model.changeStatus('active');
    expect(outcome.ok).toBe(true);
    expect(model.feedback.value).toBeNull();
  });
});

describe('user sessions model', () => {
  it('lists live sessions, then all of them on request', async () => {
    const { client, requests } = clientWith(respondWith({ 'User/ListSessions': () => ok([sessionItem({ id: 1, current: true })]) }));
    const model = createUserSessionsModel(client, 5);
    await model.load();
    expect(model.items.value).toHaveLength(1);
    expect(model.loaded.value).toBe(true);
    model.setIncludeEnded(true);
    model.setIncludeEnded(true);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((envelope) => envelope.params)).toEqual([
      { userId: 5, includeRevoked: false },
      { userId: 5, includeRevoked: true },
    ]);
  });

  it('keeps a failure of the list', async () => {
    const { client } = clientWith(respondWith({ 'User/ListSessions': () => fail('ACCESS_DENIED', 'Нет прав') }));
    const model = createUserSessionsModel(client, 5);
    await model.load();
    expect(model.error.value?.code).toBe('ACCESS_DENIED');
    expect(model.loaded.value).toBe(false);
  });

  it('ends one session or all, says how many, and rereads the list', async () => {
    const { client, requests } = clientWith(respondWith({ 'User/ListSessions': () => ok([]), 'User/RevokeSessions': () => ok({ revoked: 1 }) }));
    const model = createUserSessionsModel(client, 5);
    await model.revoke([11]);
    expect(model.lastRevoked.value).toBe(1);
    await model.revoke();
    const revokes = requests.filter((envelope) => envelope.action === 'User/RevokeSessions').map((envelope) => envelope.params);
    expect(revokes).toEqual([{ userId: 5, sessionIds: [11] }, { userId: 5 }]);
    await vi.waitFor(() => expect(requests.filter((envelope) => envelope.action === 'User/ListSessions')).toHaveLength(2));
    model.dismissRevoked();
    expect(model.lastRevoked.value).toBeNull();
  });

  it('returns the refusal of ending a session', async () => {
    const { client } = clientWith(respondWith({ 'User/RevokeSessions': () => fail('NOT_FOUND', 'Нет') }));
    const model = createUserSessionsModel(client, 5);
    expect((await model.revoke([1])).ok).toBe(false);
    expect(model.lastRevoked.value).toBeNull();
  });
});

describe('user activity model', () => {
  it("reads what the user did, then what was done to the account, from page 1", async () => {
    const { client, requests } = clientWith(respondWith({ 'Audit/List': () => ok(pageOf([auditItem({ id: 1 })], 30, 1, 10)) }));
    const model = createUserActivityModel(client, 5);
    await model.load();
    expect(model.items.value).toHaveLength(1);
    expect(model.total.value).toBe(30);
    model.setPage(3);
    model.setView('subject');
    model.setView('subject');
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map((envelope) => envelope.params)).toEqual([
      { actorId: 5, page: 1, pageSize: 10 },
      { actorId: 5, page: 3, pageSize: 10 },
      { entity: 'user', entityId: '5', page: 1, pageSize: 10 },
    ]);
  });

  it('changes the page size from page 1 and keeps a failure', async () => {
    const { client, requests } = clientWith(respondWith({ 'Audit/List': () => fail('ACCESS_DENIED', 'Нет прав') }));
    const model = createUserActivityModel(client, 5);
    model.setPage(0);
    model.setPageSize(50);
    await vi.waitFor(() => expect(model.error.value?.code).toBe('ACCESS_DENIED'));
    expect(requests.at(-1)?.params).toEqual({ actorId: 5, page: 1, pageSize: 50 });
    expect(model.loaded.value).toBe(false);
  });
});
