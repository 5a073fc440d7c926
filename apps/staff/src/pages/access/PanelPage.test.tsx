import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findRoute } from '@abitura/sdk';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { staffPages } from '../../app/pages.js';
import { renderInApp, renderStaff } from '../../testing/renderStaff.js';
import { accessPages } from './index.js';
import PanelPage from './PanelPage.js';
import { GROUPS, MANAGER_SESSION, OVERVIEW, ROLES, VIEWER_SESSION } from './testing/fixtures.js';

const route = findRoute('access-panel')!;
const panelReplies = respondWith({
  'Access/Overview': () => ok(OVERVIEW),
  'User/ReadRoles': () => ok(ROLES),
  'User/getAllPrivilegeGroups': () => ok(GROUPS),
  'User/CheckAccess': () => ok(true, 'true'),
  'User/CheckToken': () => ok(MANAGER_SESSION),
});

describe('access panel', () => {
  it('opens at /access/panel through the route gate, with one h1', async () => {
    renderStaff({ path: '/access/panel', pages: { ...staffPages, ...accessPages }, session: MANAGER_SESSION, respond: panelReplies });
    // The page is a lazy chunk behind the route gate: allow for its first load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Обзор доступа' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('counts users by status, each a link into the filtered users list', async () => {
    renderInApp(<PanelPage route={route} params={{}} />, { session: MANAGER_SESSION, respond: panelReplies });
    const users = await screen.findByRole('region', { name: 'Пользователи: 46' });
    expect(within(users).getByRole('link', { name: 'Активные' }).getAttribute('href')).toBe('/access/users/list?status=active');
    expect(within(users).getByRole('link', { name: 'Заблокированные' }).getAttribute('href')).toBe('/access/users/list?status=banned');
    expect(within(users).getByText('40')).toBeTruthy();
    const access = screen.getByRole('region', { name: 'Роли, группы и сеансы' });
    expect(within(access).getByRole('link', { name: 'Роли' }).getAttribute('href')).toBe('/access/panel/management');
    expect(within(access).getByRole('link', { name: 'Группы привилегий' }).getAttribute('href')).toBe('/access/panel/management?tab=groups');
    expect(within(access).getByRole('link', { name: 'Активные сеансы' }).getAttribute('href')).toBe('/access/users/list?status=active&sort=lastLoginAt&dir=desc');
    expect(within(access).getByText('17')).toBeTruthy();
  });

  it('lists roles with links to their members and groups with their permission counts', async () => {
    renderInApp(<PanelPage route={route} params={{}} />, { session: MANAGER_SESSION, respond: panelReplies });
    const roles = await screen.findByRole('table', { name: 'Роли и число их пользователей' });
    expect(within(roles).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Роль', 'Описание', 'Пользователей']);
    const curator = within(roles).getByRole('link', { name: 'Роль «Куратор»: 12 пользователей, открыть список' });
    expect(curator.getAttribute('href')).toBe('/access/users/list?role=2');
    const groups = screen.getByRole('table', { name: 'Группы привилегий и число их прав' });
    expect(within(groups).getByRole('rowheader', { name: 'Звонки' })).toBeTruthy();
    expect(within(groups).getByText('1')).toBeTruthy();
  });

  it('shows the recent audit entries in words, Moscow time', async () => {
    renderInApp(<PanelPage route={route} params={{}} />, { session: MANAGER_SESSION, respond: panelReplies });
    const audit = await screen.findByRole('table', { name: 'Последние изменения' });
    const rows = within(audit).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['01.09.2026 12:05', 'Петрова Мария', 'Изменение роли', 'Роль «Куратор»'],
      ['01.09.2026 00:30', 'Сам пользователь', 'Запрос восстановления пароля', 'Пользователь «Орлов Денис»'],
      ['31.08.2026 11:00', 'Без входа в систему', 'Queue/Reset', 'queue'],
    ]);
    expect(within(audit).getByRole('link', { name: 'Пользователь «Орлов Денис»' }).getAttribute('href')).toBe('/access/users/view/9');
  });

  it('shows counts without links, and says why the audit is hidden, to a viewer', async () => {
    renderInApp(<PanelPage route={route} params={{}} />, {
      session: VIEWER_SESSION,
      respond: respondWith({
        'Access/Overview': () => ok({ ...OVERVIEW, recentAudit: [] }),
        'User/ReadRoles': () => ok([]),
        'User/getAllPrivilegeGroups': () => ok([]),
      }),
    });
    const users = await screen.findByRole('region', { name: 'Пользователи: 46' });
    expect(within(users).queryByRole('link')).toBeNull();
    expect(screen.getByText('Ролей пока нет')).toBeTruthy();
    expect(screen.getByText('Групп привилегий пока нет.')).toBeTruthy();
    expect(screen.getByText('Журнал изменений виден только с правом «Журнал аудита».')).toBeTruthy();
  });

  it('says so when the audit log is empty', async () => {
    renderInApp(<PanelPage route={route} params={{}} />, {
      session: MANAGER_SESSION,
      respond: respondWith({ 'Access/Overview': () => ok({ ...OVERVIEW, recentAudit: [] }), 'User/ReadRoles': () => ok(ROLES), 'User/getAllPrivilegeGroups': () => ok(GROUPS) }),
    });
    expect(await screen.findByText('Изменений пока не было')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let attempts = 0;
    const { user } = renderInApp(<PanelPage route={route} params={{}} />, {
      session: MANAGER_SESSION,
      respond: respondWith({
        'Access/Overview': () => (++attempts === 1 ? fail('INTERNAL', 'Внутренняя ошибка сервера.') : ok(OVERVIEW)),
        'User/ReadRoles': () => ok(ROLES),
        'User/getAllPrivilegeGroups': () => ok(GROUPS),
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Внутренняя ошибка сервера.');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Пользователи: 46' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(attempts).toBe(3);
  });

  it('reads in Arabic, the failure in the words of its code', async () => {
    renderInApp(<PanelPage route={route} params={{}} />, {
      session: MANAGER_SESSION,
      prefs: { language: 'ar' },
      respond: respondWith({ 'Access/Overview': () => fail('ACCESS_DENIED', 'Недостаточно прав'), 'User/ReadRoles': () => ok(ROLES), 'User/getAllPrivilegeGroups': () => ok(GROUPS) }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'نظرة عامة على الوصول' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('ليست لديك صلاحية لهذا الإجراء.');
  });
});
