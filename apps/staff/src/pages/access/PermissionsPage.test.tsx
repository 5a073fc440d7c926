import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { findRoute } from '@abitura/sdk';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { renderInApp } from '../../testing/renderStaff.js';
import PermissionsPage from './PermissionsPage.js';
import { HOLDERS, MANAGER_SESSION, TREE, VIEWER_SESSION } from './testing/fixtures.js';

const route = findRoute('access-permissions')!;
type Handlers = Parameters<typeof respondWith>[0];

function setup(options: { path?: string; session?: { token: string; user: Record<string, unknown>; ability: Record<string, unknown>[] }; handlers?: Handlers; language?: 'ru' | 'ar' } = {}) {
  return renderInApp(<PermissionsPage route={route} params={{}} />, {
    path: options.path ?? '/access/permissions',
    session: options.session ?? MANAGER_SESSION,
    ...(options.language ? { prefs: { language: options.language } } : {}),
    respond: respondWith({
      'User/ReadPermissions': () => ok(TREE),
      'Access/PermissionHolders': (params: { permission: string }) => ok({ ...HOLDERS, permission: params.permission }),
      ...options.handlers,
    }),
  });
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });

describe('permissions page', () => {
  it('shows the whole tree, functions inside their pages, as one keyboard stop', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Права' })).toBeTruthy();
    const tree = await screen.findByRole('tree', { name: 'Дерево прав' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items).toHaveLength(9);
    expect(items.map((node) => node.getAttribute('aria-level'))).toEqual(['1', '1', '2', '3', '2', '2', '1', '2', '1']);
    expect(item('Изменение ролей и групп привилегий').textContent).toContain('функция');
    expect(item('Панель управления доступом').getAttribute('aria-expanded')).toBe('true');
    expect(item('Главная страница').hasAttribute('aria-expanded')).toBe(false);
    expect(item('Панель управления доступом').getAttribute('aria-setsize')).toBe('4');
    expect(items.filter((node) => node.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(screen.getByText('Выберите право в дереве, чтобы увидеть, какие роли и группы его дают и у кого оно есть.')).toBeTruthy();
  });

  it('moves, closes and selects with the keyboard, then shows who holds the permission and why', async () => {
    const { user, location } = setup();
    await screen.findByRole('tree');
    // Past the two buttons above the tree, the tree is one stop, on its first row.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(item('Главная страница'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Панель управления доступом'));
    await user.keyboard('{ArrowLeft}');
    expect(item('Панель управления доступом').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /^Журнал аудита/ })).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(item('Контингент').getAttribute('aria-selected')).toBe('true');
    expect(location.history.at(-1)).toBe('/access/permissions?permission=viewContingent');

    const details = await screen.findByRole('region', { name: 'Контингент' });
    expect(within(details).getByText('Куратор · 12 пользователей')).toBeTruthy();
    expect(within(details).getByText('Звонки · 1 пользователь')).toBeTruthy();
    const users = await within(details).findByRole('table', { name: 'Пользователи с этим правом и откуда оно у них' });
    const rows = within(users).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Иванова Анна', 'ivanova', 'Активен', 'роль «Куратор»группа «Звонки»'],
      ['Сидоров Пётр', 'sidorov', 'Приостановлен', 'роль «Администратор»'],
    ]);
    expect(within(users).getByRole('link', { name: 'Иванова Анна' }).getAttribute('href')).toBe('/access/users/view/21');
    expect(within(details).getByRole('heading', { name: 'У кого есть право: 14 пользователей' })).toBeTruthy();
    expect(within(details).getByText('Показаны первые 2 из 14.')).toBeTruthy();
  });

  it('opens the permission the address names, showing where it sits', async () => {
    setup({ path: '/access/permissions?permission=manageRoles' });
    const details = await screen.findByRole('region', { name: 'Изменение ролей и групп привилегий' });
    expect(details.textContent).toContain('manageRoles · входит в: Панель управления доступом › Права и роли');
    expect(item('Изменение ролей и групп привилегий').getAttribute('aria-selected')).toBe('true');
  });

  it('opens and closes pages with the mouse and the buttons above the tree', async () => {
    const { user } = setup();
    await screen.findByRole('tree');
    await user.click(screen.getByRole('button', { name: 'Свернуть всё' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
    await user.click(item('Контингент').querySelector('[aria-hidden]')!);
    expect(screen.getAllByRole('treeitem')).toHaveLength(5);
    await user.click(item('Главная страница').querySelector('[aria-hidden]')!);
    expect(item('Главная страница').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Развернуть всё' }));
    expect(screen.getAllByRole('treeitem')).toHaveLength(9);
  });

  it('gives counts without names to a user without the users list, and says who grants nothing', async () => {
    setup({
      path: '/access/permissions?permission=launchRockets',
      session: VIEWER_SESSION,
      handlers: { 'Access/PermissionHolders': () => ok({ permission: 'launchRockets', roles: [], groups: [], users: [], total: 3, usersVisible: false }) },
    });
    const details = await screen.findByRole('region', { name: 'Запуск ракет' });
    expect(await within(details).findByText('Право есть у 3 пользователей. Имена видны только с правом «Список пользователей».')).toBeTruthy();
    expect(within(details).getByText('Ни одна роль не даёт это право.')).toBeTruthy();
    expect(within(details).getByText('Ни одна группа привилегий не даёт это право.')).toBeTruthy();
  });

  it('says when nobody holds it, and lists names as text without the user page', async () => {
    setup({
      path: '/access/permissions?permission=viewAudit',
      session: { ...VIEWER_SESSION, ability: [{ viewAccessPermission: true, viewAccessUsers: true }] },
      handlers: { 'Access/PermissionHolders': () => ok({ ...HOLDERS, permission: 'viewAudit', users: [], total: 0 }) },
    });
    expect(await screen.findByText('Этого права пока нет ни у кого.')).toBeTruthy();
  });

  it('shows a failed holders load with a retry', async () => {
    let attempts = 0;
    const { user } = setup({
      path: '/access/permissions?permission=viewAudit',
      handlers: { 'Access/PermissionHolders': (params: { permission: string }) => (++attempts === 1 ? fail('NOT_FOUND', 'Нет такого права: viewAudit.') : ok({ ...HOLDERS, permission: params.permission })) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Нет такого права: viewAudit.');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table', { name: 'Пользователи с этим правом и откуда оно у них' })).toBeTruthy();
  });

  it('shows a failed tree load with a retry', async () => {
    let attempts = 0;
    const { user } = setup({ handlers: { 'User/ReadPermissions': () => (++attempts === 1 ? fail('INTERNAL', 'Сбой') : ok(TREE)) } });
    expect((await screen.findByRole('alert')).textContent).toContain('Сбой');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('tree')).toBeTruthy();
  });

  it('swaps the arrows that open and close pages right to left', async () => {
    const { user } = setup({ language: 'ar' });
    await screen.findByRole('tree', { name: 'شجرة الصلاحيات' });
    item('الصفحة الرئيسية').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(item('لوحة إدارة الوصول').getAttribute('aria-expanded')).toBe('false'));
    await user.keyboard('{ArrowLeft}');
    expect(item('لوحة إدارة الوصول').getAttribute('aria-expanded')).toBe('true');
  });
});
