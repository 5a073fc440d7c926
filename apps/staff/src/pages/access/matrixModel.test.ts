import { describe, expect, it } from 'vitest';
import { createTestClient, fail, ok, respondWith } from '@abitura/ui/testing';
import type { Role } from '@abitura/contracts';
import { createMatrixModel } from './matrixModel.js';
import { createSetApi } from './setApi.js';
import { GROUPS, MANAGER_SESSION, ROLES, TREE, VIEWER_SESSION } from './testing/fixtures.js';

type Handlers = Parameters<typeof respondWith>[0];

function setup(options: { session?: { token: string; user: Record<string, unknown>; ability: Record<string, unknown>[] }; handlers?: Handlers; kind?: 'role' | 'group' } = {}) {
  const roles = ROLES.map((role) => ({ ...role }));
  const test = createTestClient({
    session: options.session ?? MANAGER_SESSION,
    respond: respondWith({
      'User/ReadPermissions': () => ok(TREE),
      'User/ReadRoles': () => ok(roles),
      'User/getAllPrivilegeGroups': () => ok(GROUPS),
      'Role/Update': (params: { id: number; permissions: string[] }) => {
        const role = roles.find((item) => item.id === params.id) as Role;
        role.permissions = params.permissions;
        return ok(role);
      },
      ...options.handlers,
    }),
  });
  const model = createMatrixModel(test.client, createSetApi(test.client, options.kind ?? 'role'));
  return { ...test, model, roles };
}

describe('matrix model', () => {
  it('loads the tree as rows and the sets, editable with manageRoles', async () => {
    const { model } = setup();
    await model.load();
    expect(model.rows.value.map((row) => [row.node.name, row.depth])).toEqual([
      ['viewHomepage', 0],
      ['viewAccessPanel', 0],
      ['viewAccessPermission', 1],
      ['manageRoles', 2],
      ['viewAccessUsers', 1],
      ['viewAudit', 1],
      ['viewContingent', 0],
      ['viewAbiturient', 1],
      ['launchRockets', 0],
    ]);
    expect(model.sets.value.map((set) => set.name)).toEqual(['Администратор', 'Куратор', 'Стажёр']);
    expect(model.editable.value).toBe(true);
    expect(model.isChecked(2, 'viewContingent')).toBe(true);
    expect(model.isChecked(3, 'viewContingent')).toBe(false);
  });

  it('is read-only without manageRoles: ticks are ignored', async () => {
    const { model } = setup({ session: VIEWER_SESSION });
    await model.load();
    expect(model.editable.value).toBe(false);
    model.toggle(3, 'viewContingent');
    expect(model.pendingCount.value).toBe(0);
  });

  it('keeps a failed load as an error and loads again on retry', async () => {
    let attempts = 0;
    const { model } = setup({ handlers: { 'User/ReadRoles': () => (++attempts === 1 ? fail('INTERNAL', 'Сбой') : ok(ROLES)) } });
    await model.load();
    expect(model.error.value).toMatchObject({ code: 'INTERNAL' });
    expect(model.sets.value).toEqual([]);
    await model.load();
    expect(model.error.value).toBeNull();
    expect(model.sets.value).toHaveLength(3);
  });

  it('tracks pending ticks per set, and a tick undone is no change at all', async () => {
    const { model } = setup();
    await model.load();
    model.toggle(3, 'viewContingent');
    model.toggle(2, 'viewAbiturient');
    expect(model.isChecked(3, 'viewContingent')).toBe(true);
    expect(model.isPending(3, 'viewContingent')).toBe(true);
    expect(model.isPending(3, 'viewHomepage')).toBe(false);
    expect(model.isPending(1, 'viewHomepage')).toBe(false);
    expect(model.pendingCount.value).toBe(2);
    expect(model.changes.value.map((change) => [change.set.name, change.added, change.removed, change.permissions])).toEqual([
      ['Куратор', [], ['viewAbiturient'], ['viewContingent', 'viewHomepage']],
      ['Стажёр', ['viewContingent'], [], ['viewContingent', 'viewHomepage']],
    ]);
    model.toggle(3, 'viewContingent');
    expect(model.pending.value.has(3)).toBe(false);
    expect(model.pendingCount.value).toBe(1);
    model.discard();
    expect(model.pendingCount.value).toBe(0);
    expect(model.isChecked(2, 'viewAbiturient')).toBe(true);
  });

  it('asks before removing a permission from a set users hold, saying how many', async () => {
    const { model } = setup();
    await model.load();
    model.toggle(3, 'viewHomepage');
    expect(model.removals.value).toEqual([]);
    model.toggle(2, 'viewAbiturient');
    model.toggle(2, 'viewHomepage');
    model.toggle(2, 'viewAudit');
    expect(model.removals.value.map((removal) => [removal.set.name, removal.userCount, removal.removed])).toEqual([['Куратор', 12, ['viewAbiturient', 'viewHomepage']]]);
  });

  it('saves one update per changed set in column order, reporting each', async () => {
    const { model, requests } = setup();
    await model.load();
    model.toggle(3, 'viewContingent');
    model.toggle(2, 'viewAbiturient');
    const outcomes = await model.save();
    const updates = requests.filter((request) => request.action === 'Role/Update').map((request) => request.params);
    expect(updates).toEqual([
      { id: 2, permissions: ['viewContingent', 'viewHomepage'] },
      { id: 3, permissions: ['viewContingent', 'viewHomepage'] },
    ]);
    expect(outcomes.map((outcome) => [outcome.set.name, outcome.ok])).toEqual([
      ['Куратор', true],
      ['Стажёр', true],
    ]);
    expect(model.outcomes.value).toEqual(outcomes);
    expect(model.pendingCount.value).toBe(0);
    expect(model.sets.value.find((set) => set.id === 3)?.permissions).toEqual(['viewContingent', 'viewHomepage']);
    expect(model.saving.value).toBe(false);
  });

  it('keeps the changes of a set the server refused and reports why', async () => {
    const { model } = setup({
      handlers: { 'Role/Update': (params: { id: number }) => (params.id === 1 ? fail('CONFLICT', 'Системная роль «Администратор» должна сохранять все права') : ok({ ...ROLES[2], permissions: [] })) },
    });
    await model.load();
    model.toggle(1, 'launchRockets');
    model.toggle(3, 'viewHomepage');
    const outcomes = await model.save();
    expect(outcomes[0]).toMatchObject({ ok: false, set: { id: 1 }, error: { code: 'CONFLICT' } });
    expect(outcomes[1]).toMatchObject({ ok: true, set: { id: 3 }, removed: ['viewHomepage'] });
    expect([...model.pending.value.keys()]).toEqual([1]);
    expect(model.isPending(1, 'launchRockets')).toBe(true);
  });

  it('ignores ticks and a second save while saving', async () => {
    let release: () => void = () => {};
    const { model, requests } = setup({
      handlers: { 'Role/Update': (params: { id: number; permissions: string[] }) => new Promise((resolve) => (release = () => resolve(ok({ ...ROLES[2], ...params })))) },
    });
    await model.load();
    model.toggle(3, 'viewContingent');
    const saving = model.save();
    await Promise.resolve();
    expect(model.saving.value).toBe(true);
    model.toggle(3, 'viewAudit');
    expect(await model.save()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await saving;
    expect(requests.filter((request) => request.action === 'Role/Update')).toHaveLength(1);
    expect(model.isChecked(3, 'viewAudit')).toBe(false);
  });

  it('puts a created or renamed set in place and drops a deleted one with its changes', async () => {
    const { model } = setup();
    await model.load();
    model.toggle(3, 'viewAudit');
    model.upsert({ ...ROLES[2]!, name: 'Практикант' });
    expect(model.sets.value.map((set) => set.name)).toEqual(['Администратор', 'Куратор', 'Практикант']);
    expect(model.isPending(3, 'viewAudit')).toBe(true);
    model.upsert({ id: 4, name: 'Новая', description: '', permissions: [], userCount: 0 });
    expect(model.sets.value).toHaveLength(4);
    model.drop(3);
    expect(model.sets.value.map((set) => set.id)).toEqual([1, 2, 4]);
    expect(model.pendingCount.value).toBe(0);
  });

  it('drops changes the server already holds when loading again', async () => {
    const { model, roles } = setup();
    await model.load();
    model.toggle(3, 'viewAudit');
    model.toggle(2, 'viewAudit');
    (roles[2] as Role).permissions = ['viewAudit', 'viewHomepage'];
    await model.load();
    expect([...model.pending.value.keys()]).toEqual([2]);
  });

  it('edits privilege groups the same way, without member counts', async () => {
    const { model, requests } = setup({ kind: 'group', handlers: { 'PrivilegeGroup/Update': (params: { id: number; permissions: string[] }) => ok({ ...GROUPS[0], ...params }) } });
    await model.load();
    expect(model.sets.value.map((set) => set.name)).toEqual(['Звонки']);
    model.toggle(11, 'viewContingent');
    expect(model.removals.value).toEqual([]);
    await model.save();
    expect(requests.at(-1)).toMatchObject({ action: 'PrivilegeGroup/Update', params: { id: 11, permissions: [] } });
  });
});
