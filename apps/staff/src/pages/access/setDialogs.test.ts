import { describe, expect, it, vi } from 'vitest';
import { createTestClient, fail, ok, respondWith } from '@abitura/ui/testing';
import type { Reply } from '@abitura/contracts/wire';
import { createDeleteSetModel } from './deleteSetModel.js';
import { createSetApi, type SetKind } from './setApi.js';
import { createSetEditorModel } from './setEditorModel.js';
import { createSetManager } from './setManager.js';
import { GROUPS, MANAGER_SESSION, ROLES } from './testing/fixtures.js';

type Handlers = Parameters<typeof respondWith>[0];

function api(handlers: Handlers, kind: SetKind = 'role') {
  const test = createTestClient({ session: MANAGER_SESSION, respond: respondWith(handlers) });
  return { ...test, api: createSetApi(test.client, kind) };
}

const withIssues = (code: string, message: string, issues: NonNullable<Reply['issues']>) => ({ ...fail(code, message), issues });

describe('set editor model', () => {
  it('creates a set with trimmed fields and no permissions, then closes', async () => {
    const onSaved = vi.fn();
    const { api: setApi, requests } = api({ 'Role/Create': (params: { name: string }) => ok({ id: 9, description: '', permissions: [], userCount: 0, ...params }) });
    const editor = createSetEditorModel(setApi, onSaved);
    editor.openCreate();
    expect(editor.target.value).toEqual({ mode: 'create' });
    editor.setField('name', '  Методист ');
    editor.setField('description', ' Программы ');
    const saved = await editor.submit();
    expect(requests[0]).toMatchObject({ action: 'Role/Create', params: { name: 'Методист', description: 'Программы', permissions: [] } });
    expect(saved).toMatchObject({ id: 9, name: 'Методист' });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(editor.target.value).toBeNull();
  });

  it('renames a group and creates one without permissions', async () => {
    const onSaved = vi.fn();
    const { api: setApi, requests } = api({
      'PrivilegeGroup/Update': (params: { id: number; name: string }) => ok({ ...GROUPS[0], ...params }),
      'PrivilegeGroup/Create': (params: { name: string }) => ok({ id: 12, description: '', permissions: [], ...params }),
    }, 'group');
    const editor = createSetEditorModel(setApi, onSaved);
    editor.openRename(GROUPS[0]!);
    editor.setField('name', 'Звонки и письма');
    expect(await editor.submit()).toMatchObject({ id: 11, name: 'Звонки и письма' });
    editor.openCreate();
    editor.setField('name', 'Календарь');
    await editor.submit();
    expect(requests.map((request) => [request.action, request.params])).toEqual([
      ['PrivilegeGroup/Update', { id: 11, name: 'Звонки и письма', description: 'Колл-центр' }],
      ['PrivilegeGroup/Create', { name: 'Календарь', description: '', permissions: [] }],
    ]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('checks the lengths before sending, and a corrected field loses its problem', async () => {
    const { api: setApi, requests } = api({});
    const editor = createSetEditorModel(setApi, () => {});
    editor.openCreate();
    editor.setField('name', ' М ');
    editor.setField('description', 'x'.repeat(501));
    expect(await editor.submit()).toBeNull();
    expect(editor.problems.value).toEqual({ name: { rule: 'nameLength' }, description: { rule: 'descriptionLength' } });
    expect(requests).toEqual([]);
    editor.setField('name', 'Методист');
    expect(editor.problems.value).toEqual({ description: { rule: 'descriptionLength' } });
    editor.setField('name', 'Методисты');
    expect(editor.problems.value).toEqual({ description: { rule: 'descriptionLength' } });
  });

  it('shows the server problems at their fields and keeps the dialog open', async () => {
    const { api: setApi } = api({
      'PrivilegeGroup/Update': () => withIssues('CONFLICT', 'Группа привилегий «Звонки» уже существует.', [{ path: 'name', message: 'Группа привилегий «Звонки» уже существует.' }, { path: 'name', message: 'второе' }, { path: 'permissions', message: 'не здесь' }]),
    }, 'group');
    const editor = createSetEditorModel(setApi, () => {});
    editor.openRename(GROUPS[0]!);
    expect(editor.name.value).toBe('Звонки');
    expect(editor.description.value).toBe('Колл-центр');
    editor.setField('name', 'звонки');
    expect(await editor.submit()).toBeNull();
    expect(editor.problems.value).toEqual({ name: { server: 'Группа привилегий «Звонки» уже существует.' } });
    expect(editor.formError.value).toBeNull();
    expect(editor.target.value).not.toBeNull();
  });

  it('keeps a refusal that names no field as the form error', async () => {
    const { api: setApi, requests } = api({ 'Role/Update': () => fail('CONFLICT', 'Системную роль «Администратор» нельзя переименовать') });
    const editor = createSetEditorModel(setApi, () => {});
    editor.openRename(ROLES[0]!);
    editor.setField('name', 'Суперпользователь');
    await editor.submit();
    expect(requests[0]).toMatchObject({ params: { id: 1, name: 'Суперпользователь', description: 'Полный доступ' } });
    expect(editor.formError.value).toMatchObject({ code: 'CONFLICT' });
    expect(editor.busy.value).toBe(false);
  });

  it('does nothing when closed or busy, and cannot be closed while sending', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const { api: setApi, requests } = api({ 'Role/Create': () => new Promise((resolve) => (answer = resolve)) });
    const editor = createSetEditorModel(setApi, () => {});
    expect(await editor.submit()).toBeNull();
    editor.openCreate();
    editor.setField('name', 'Методист');
    const first = editor.submit();
    expect(editor.busy.value).toBe(true);
    expect(await editor.submit()).toBeNull();
    editor.close();
    expect(editor.target.value).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(ok({ ...ROLES[2], id: 10, name: 'Методист' }));
    await first;
    expect(requests).toHaveLength(1);
    editor.openCreate();
    editor.close();
    expect(editor.target.value).toBeNull();
  });
});

describe('delete set model', () => {
  it('deletes a role nobody holds without force', async () => {
    const onDeleted = vi.fn();
    const { api: setApi, requests } = api({ 'Role/Delete': () => ok({ id: 3, name: 'Стажёр', usersAffected: 0 }) });
    const model = createDeleteSetModel(setApi, onDeleted);
    expect(await model.confirm()).toBe(false);
    model.open(ROLES[2]!);
    expect(model.target.value).toMatchObject({ force: false, conflict: null });
    expect(await model.confirm()).toBe(true);
    expect(requests[0]).toMatchObject({ action: 'Role/Delete', params: { id: 3, force: false } });
    expect(onDeleted).toHaveBeenCalledWith(3);
    expect(model.target.value).toBeNull();
  });

  it('sends force for a role users hold, having warned first', async () => {
    const { api: setApi, requests } = api({ 'Role/Delete': () => ok({ id: 2, name: 'Куратор', usersAffected: 12 }) });
    const model = createDeleteSetModel(setApi, () => {});
    model.open(ROLES[1]!);
    expect(model.target.value).toMatchObject({ force: true });
    await model.confirm();
    expect(requests[0]).toMatchObject({ params: { id: 2, force: true } });
  });

  it('turns a group users hold into a forced second attempt, with the server words', async () => {
    let attempt = 0;
    const { api: setApi, requests } = api({
      'PrivilegeGroup/Delete': () => (++attempt === 1 ? fail('CONFLICT', 'Группа привилегий «Звонки» назначена 3 пользователям') : ok({ id: 11, name: 'Звонки', usersAffected: 3 })),
    }, 'group');
    const model = createDeleteSetModel(setApi, () => {});
    model.open(GROUPS[0]!);
    expect(await model.confirm()).toBe(false);
    expect(model.target.value).toMatchObject({ force: true, conflict: { code: 'CONFLICT', message: 'Группа привилегий «Звонки» назначена 3 пользователям' } });
    expect(model.error.value).toBeNull();
    expect(await model.confirm()).toBe(true);
    expect(requests.map((request) => request.params)).toEqual([{ id: 11, force: false }, { id: 11, force: true }]);
  });

  it('keeps other refusals as the error, the dialog open', async () => {
    const { api: setApi } = api({ 'Role/Delete': () => fail('CONFLICT', 'Системную роль «Администратор» удалить нельзя.') });
    const model = createDeleteSetModel(setApi, () => {});
    model.open({ ...ROLES[0]!, userCount: 0 });
    expect(await model.confirm()).toBe(false);
    expect(model.target.value).toMatchObject({ force: false });
    expect(model.error.value).toMatchObject({ code: 'CONFLICT' });
    model.close();
    expect(model.target.value).toBeNull();
  });
});

describe('set manager', () => {
  it('shows a created set in the matrix and takes a deleted one out', async () => {
    const test = createTestClient({
      session: MANAGER_SESSION,
      respond: respondWith({
        'User/ReadPermissions': () => ok([]),
        'User/ReadRoles': () => ok(ROLES),
        'Role/Create': () => ok({ id: 9, name: 'Методист', description: '', permissions: [], userCount: 0 }),
        'Role/Delete': () => ok({ id: 3, name: 'Стажёр', usersAffected: 0 }),
      }),
    });
    const manager = createSetManager(test.client, 'role');
    await manager.matrix.load();
    manager.editor.openCreate();
    manager.editor.setField('name', 'Методист');
    await manager.editor.submit();
    manager.remover.open(ROLES[2]!);
    await manager.remover.confirm();
    expect(manager.matrix.sets.value.map((set) => set.name)).toEqual(['Администратор', 'Куратор', 'Методист']);
  });
});
