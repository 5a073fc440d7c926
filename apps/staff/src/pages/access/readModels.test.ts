import { describe, expect, it } from 'vitest';
import { createTestClient, fail, ok, respondWith } from '@abitura/ui/testing';
import { createPanelModel } from './panelModel.js';
import { createPermissionsModel } from './permissionsModel.js';
import { createResource } from './resource.js';
import { GROUPS, HOLDERS, MANAGER_SESSION, OVERVIEW, ROLES, TREE } from './testing/fixtures.js';

describe('resource', () => {
  it('keeps the newest answer when an older load answers late', async () => {
    const answers: Array<(value: number) => void> = [];
    const resource = createResource(() => new Promise<number>((resolve) => answers.push(resolve)));
    const first = resource.load();
    const second = resource.load();
    answers[1]?.(2);
    expect(await second).toBe(2);
    answers[0]?.(1);
    expect(await first).toBeNull();
    expect(resource.data.value).toBe(2);
    expect(resource.loading.value).toBe(false);
  });

  it('drops a late failure of an older load, records its own, and takes a value set directly', async () => {
    const rejects: Array<(error: unknown) => void> = [];
    const resource = createResource(() => new Promise<number>((_resolve, reject) => rejects.push(reject)));
    const first = resource.load();
    const second = resource.load();
    rejects[0]?.(new Error('old'));
    expect(await first).toBeNull();
    expect(resource.error.value).toBeNull();
    rejects[1]?.(undefined);
    await second;
    expect(resource.error.value).toBeInstanceOf(Error);
    resource.set(5);
    expect(resource.data.value).toBe(5);
  });
});

describe('panel model', () => {
  it('loads the overview, the roles and the groups together', async () => {
    const { client, requests } = createTestClient({
      session: MANAGER_SESSION,
      respond: respondWith({ 'Access/Overview': () => ok(OVERVIEW), 'User/ReadRoles': () => ok(ROLES), 'User/getAllPrivilegeGroups': () => ok(GROUPS) }),
    });
    const panel = createPanelModel(client);
    await panel.load();
    expect(requests.map((request) => request.action).sort()).toEqual(['Access/Overview', 'User/ReadRoles', 'User/getAllPrivilegeGroups']);
    expect(panel.data.value).toEqual({ overview: OVERVIEW, roles: ROLES, groups: GROUPS });
  });

  it('fails as a whole when one read is refused', async () => {
    const { client } = createTestClient({
      session: MANAGER_SESSION,
      respond: respondWith({ 'Access/Overview': () => ok(OVERVIEW), 'User/ReadRoles': () => fail('ACCESS_DENIED', 'Нет права'), 'User/getAllPrivilegeGroups': () => ok(GROUPS) }),
    });
    const panel = createPanelModel(client);
    await panel.load();
    expect(panel.data.value).toBeNull();
    expect(panel.error.value).toMatchObject({ code: 'ACCESS_DENIED' });
  });
});

describe('permissions model', () => {
  function setup(holders = respondWith({})) {
    const test = createTestClient({
      session: MANAGER_SESSION,
      respond: (envelope) => (envelope.action === 'User/ReadPermissions' ? ok(TREE) : holders(envelope)),
    });
    return { ...test, model: createPermissionsModel(test.client) };
  }

  it('loads the tree open, and selecting a permission loads its holders', async () => {
    const { model, requests } = setup(respondWith({ 'Access/PermissionHolders': () => ok(HOLDERS) }));
    await model.load();
    expect(model.tree.visible.value).toHaveLength(9);
    expect(model.selectedRow.value).toBeNull();
    model.tree.select('viewContingent');
    expect(model.selectedRow.value?.node.title).toBe('Контингент');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.at(-1)).toMatchObject({ action: 'Access/PermissionHolders', params: { permission: 'viewContingent' } });
    expect(model.holders.data.value).toEqual(HOLDERS);
  });

  it('selects the permission the address names, and keeps the selection on reload', async () => {
    const { model, requests } = setup(respondWith({ 'Access/PermissionHolders': () => ok(HOLDERS) }));
    await model.load('viewAudit');
    expect(model.tree.selected.value).toBe('viewAudit');
    await model.load();
    expect(model.tree.selected.value).toBe('viewAudit');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.filter((request) => request.action === 'Access/PermissionHolders')).toHaveLength(2);
  });

  it('keeps a failed tree load as the error and selects nothing', async () => {
    const { client } = createTestClient({ session: MANAGER_SESSION, respond: respondWith({ 'User/ReadPermissions': () => fail('INTERNAL', 'Сбой') }) });
    const model = createPermissionsModel(client);
    await model.load('viewAudit');
    expect(model.error.value).toMatchObject({ code: 'INTERNAL' });
    expect(model.tree.selected.value).toBeNull();
  });
});
