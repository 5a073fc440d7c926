import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findRoute } from '@abitura/sdk';
import type { PrivilegeGroup, Role } from '@abitura/contracts';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { renderInApp } from '../../testing/renderStaff.js';
import ManagementPage from './ManagementPage.js';
import { GROUPS, MANAGER_SESSION, ROLES, TREE, VIEWER_SESSION } from './testing/fixtures.js';

const route = findRoute('access-panel-management')!;
type Handlers = Parameters<typeof respondWith>[0];

function setup(options: { session?: { token: string; user: Record<string, unknown>; ability: Record<string, unknown>[] }; handlers?: Handlers; path?: string } = {}) {
  const roles: Role[] = ROLES.map((role) => ({ ...role }));
  const groups: PrivilegeGroup[] = GROUPS.map((group) => ({ ...group }));
  const view = renderInApp(<ManagementPage route={route} params={{}} />, {
    path: options.path ?? '/access/panel/management',
    session: options.session ?? MANAGER_SESSION,
    respond: respondWith({
      'User/ReadPermissions': () => ok(TREE),
      'User/ReadRoles': () => ok(roles),
      'User/getAllPrivilegeGroups': () => ok(groups),
      'Role/Update': (params: { id: number; permissions?: string[]; name?: string }) => {
        const role = roles.find((item) => item.id === params.id)!;
        Object.assign(role, params);
        return ok(role);
      },
      ...options.handlers,
    }),
  });
  return { ...view, roles, groups };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const updates = (requests: { action: string; params: unknown }[], action = 'Role/Update') => requests.filter((request) => request.action === action).map((request) => request.params);

describe('roles and groups management', () => {
  it('shows roles x permissions in tree order, pages and functions told apart, with labelled checkboxes', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Роли и группы' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Права ролей: в строках права, в столбцах роли' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toBe('Право');
    expect(headers.slice(1).join(' | ').replaceAll('⋯', '')).toBe('Администратор2 пользователя | Куратор12 пользователей | Стажёр0 пользователей');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Главная страницастраница',
      'Панель управления доступомстраница',
      'Права и ролистраница',
      'Изменение ролей и групп привилегийфункция',
      'Список пользователейстраница',
      'Журнал аудитафункция',
      'Контингентстраница',
      'Карточка абитуриентастраница',
      'Запуск ракетфункция',
    ]);
    expect(box('Контингент — Куратор').checked).toBe(true);
    expect(box('Контингент — Стажёр').checked).toBe(false);
    expect(screen.getByRole('region', { name: 'Права ролей: в строках права, в столбцах роли' }).getAttribute('tabindex')).toBe('0');
  });

  it('marks ticks as unsaved, discards them, and saves them one role at a time', async () => {
    const { user, requests } = setup();
    await screen.findByRole('table');
    await user.click(box('Контингент — Стажёр'));
    expect(box('Контингент — Стажёр').checked).toBe(true);
    expect(box('Контингент — Стажёр').getAttribute('aria-describedby')).toBeTruthy();
    expect(box('Контингент — Стажёр').closest('td')?.getAttribute('data-pending')).toBe('true');
    expect(screen.getByText('1 изменение не сохранено')).toBeTruthy();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    const leavingClean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingClean);
    expect(leavingClean.defaultPrevented).toBe(false);
    expect(box('Контингент — Стажёр').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Сохранить' }).hasAttribute('disabled')).toBe(true);

    await user.click(box('Контингент — Стажёр'));
    await user.click(box('Журнал аудита — Стажёр'));
    expect(screen.getByText('2 изменения не сохранены')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('«Стажёр»: сохранено (добавлено прав: 2, снято: 0)');
    expect(updates(requests)).toEqual([{ id: 3, permissions: ['viewAudit', 'viewContingent', 'viewHomepage'] }]);
    expect(box('Журнал аудита — Стажёр').closest('td')?.hasAttribute('data-pending')).toBe(false);
  });

  it('asks before taking a permission from a role with users, naming how many lose what', async () => {
    const { user, requests } = setup();
    await screen.findByRole('table');
    await user.click(box('Карточка абитуриента — Куратор'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Снять права у пользователей?' });
    expect(dialog.textContent).toContain('Роль «Куратор»: 12 пользователей потеряют «Карточка абитуриента».');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(updates(requests)).toEqual([]);
    expect(box('Карточка абитуриента — Куратор').checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(await screen.findByRole('button', { name: 'Сохранить и снять права' }));
    await waitFor(() => expect(updates(requests)).toEqual([{ id: 2, permissions: ['viewContingent', 'viewHomepage'] }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('reports a role the server refused, keeping its ticks', async () => {
    const { user } = setup({ handlers: { 'Role/Update': () => fail('CONFLICT', 'Системная роль «Администратор» должна сохранять все права.') } });
    await screen.findByRole('table');
    await user.click(box('Запуск ракет — Администратор'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(await screen.findByRole('button', { name: 'Сохранить и снять права' }));
    expect(await screen.findByText('«Администратор»: не сохранено. Системная роль «Администратор» должна сохранять все права.')).toBeTruthy();
    expect(box('Запуск ракет — Администратор').checked).toBe(false);
    expect(screen.getByText('1 изменение не сохранено')).toBeTruthy();
  });

  it('is read-only without manageRoles, and says which permission it takes', async () => {
    setup({ session: VIEWER_SESSION });
    await screen.findByRole('table');
    expect(screen.getByText('Только просмотр: чтобы изменять роли и группы, нужно право «Изменение ролей и групп привилегий».')).toBeTruthy();
    expect(box('Контингент — Стажёр').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Новая роль' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Действия с ролью «Куратор»' })).toBeNull();
  });

  it('creates a role: checks the name here, shows the server problem at the field, then adds the column', async () => {
    let attempts = 0;
    const { user } = setup({
      handlers: {
        'Role/Create': (params: { name: string }) =>
          ++attempts === 1
            ? { ...fail('CONFLICT', 'Роль «Куратор» уже существует.'), issues: [{ path: 'name', message: 'Роль «Куратор» уже существует. Выберите другое название.' }] }
            : ok({ id: 9, name: params.name, description: '', permissions: [], userCount: 0 }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Новая роль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая роль' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    await user.type(name, 'М');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByText('Введите название от 2 до 100 символов.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.clear(name);
    await user.type(name, 'куратор');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Роль «Куратор» уже существует. Выберите другое название.')).toBeTruthy();
    await user.clear(name);
    await user.type(within(dialog).getByRole('textbox', { name: 'Описание' }), 'Программы');
    await user.type(name, 'Методист{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Контингент — Методист' })).toBeTruthy();
  });

  it('renames a role from its column menu, showing a refusal that names no field', async () => {
    const { user, requests } = setup({ handlers: { 'Role/Update': () => fail('CONFLICT', 'Системную роль «Администратор» нельзя переименовать.') } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Действия с ролью «Администратор»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Переименовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Роль «Администратор»' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    expect((name as HTMLInputElement).value).toBe('Администратор');
    await user.clear(name);
    await user.type(name, 'Суперпользователь');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Системную роль «Администратор» нельзя переименовать.');
    expect(updates(requests)).toEqual([{ id: 1, name: 'Суперпользователь', description: 'Полный доступ' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns before deleting a role users hold and deletes it with force', async () => {
    const { user, requests } = setup({ handlers: { 'Role/Delete': () => ok({ id: 2, name: 'Куратор', usersAffected: 12 }) } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Действия с ролью «Куратор»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить роль «Куратор»?' });
    expect(dialog.textContent).toContain('Роль «Куратор» назначена 12 пользователям: после удаления они сразу потеряют её права.');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить всё равно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updates(requests, 'Role/Delete')).toEqual([{ id: 2, force: true }]);
    expect(screen.queryByRole('checkbox', { name: 'Контингент — Куратор' })).toBeNull();
  });

  it('edits privilege groups in their own tab, kept in the address; a held group is deleted on a second, forced try', async () => {
    let attempts = 0;
    const { user, requests, location } = setup({
      handlers: {
        'PrivilegeGroup/Update': (params: { id: number; permissions: string[] }) => ok({ ...GROUPS[0], ...params }),
        'PrivilegeGroup/Delete': () => (++attempts === 1 ? fail('CONFLICT', 'Группа привилегий «Звонки» назначена 3 пользователям.') : ok({ id: 11, name: 'Звонки', usersAffected: 3 })),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Группы привилегий' }));
    expect(location.history.at(-1)).toBe('/access/panel/management?tab=groups');
    await screen.findByRole('table', { name: 'Права групп привилегий: в строках права, в столбцах группы' });
    await user.click(box('Контингент — Звонки'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('«Звонки»: сохранено (добавлено прав: 0, снято: 1)');
    expect(updates(requests, 'PrivilegeGroup/Update')).toEqual([{ id: 11, permissions: [] }]);

    await user.click(screen.getByRole('button', { name: 'Действия с группой «Звонки»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить группу «Звонки»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByText('Группа привилегий «Звонки» назначена 3 пользователям. Удалить «Звонки» всё равно? Эти пользователи сразу потеряют её права.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить всё равно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updates(requests, 'PrivilegeGroup/Delete')).toEqual([
      { id: 11, force: false },
      { id: 11, force: true },
    ]);
    expect(await screen.findByText('Групп привилегий пока нет')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Роли' }));
    expect(location.history.at(-1)).toBe('/access/panel/management');
  });

  it('keeps a failed load on screen with a retry', async () => {
    let attempts = 0;
    const { user } = setup({ handlers: { 'User/ReadPermissions': () => (++attempts === 1 ? fail('TIMEOUT', 'Сервер не ответил вовремя.') : ok(TREE)) } });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер не ответил вовремя.');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
