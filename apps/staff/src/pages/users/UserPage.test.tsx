import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { auditItem, GROUPS, IVANOV, IVANOV_DETAIL, ROLES, sessionItem } from './testing/fixtures.js';
import { renderUsers } from './testing/renderUsers.js';
import { formatDisplayDateTime } from '@abitura/ui';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';

const server = (extra: Parameters<typeof renderUsers>[1] = {}) => ({
  'User/GetInfoAboutUserByID': () => ok(IVANOV_DETAIL),
  'User/ReadRoles': () => ok(ROLES),
  'User/getAllPrivilegeGroups': () => ok(GROUPS),
  'Reference/allExistingfunctions': () => ok([{ name: 'legacyReport', title: 'Старый отчёт', parent: null, kind: 'page' }]),
  ...extra,
});

async function openUser(path: string, extra: Parameters<typeof renderUsers>[1] = {}, ability?: Record<string, boolean>) {
  const view = renderUsers(path, server(extra), ability);
  await screen.findByRole('heading', { level: 1, name: 'Иванов Иван' }, FIRST_LOAD);
  return view;
}

describe('UserPage', () => {
  it('shows the header and the profile by default', async () => {
    const { requests } = await openUser('/access/users/view/5');
    expect(paramsOf(requests, 'User/GetInfoAboutUserByID')).toEqual([{ id: 5 }]);
    expect(screen.getByRole('tab', { name: 'Профиль' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'ivanov@college.ru' }).getAttribute('href')).toBe('mailto:ivanov@college.ru');
    expect(within(panel).getByRole('link', { name: '+7 (999) 123-45-67' }).getAttribute('href')).toBe('tel:+79991234567');
    expect(within(panel).getByText(formatDisplayDateTime(IVANOV_DETAIL.createdAt))).toBeTruthy();
    expect(within(panel).getByText(formatDisplayDateTime(IVANOV_DETAIL.lastLoginAt))).toBeTruthy();
    expect(within(panel).getByText('Приёмная комиссия')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Все пользователи/ }).getAttribute('href')).toBe('/access/users/list');
    expect(screen.getAllByText('Активен').length).toBeGreaterThan(0);
  });

  it('reads right to left in Arabic', async () => {
    renderUsers('/access/users/view/5', server(), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Иванов Иван' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'الملف الشخصي' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /كل المستخدمين/ }).textContent).toContain('→');
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });

  it('keeps the tab in the address and follows the address back', async () => {
    const { user, location } = await openUser('/access/users/view/5');
    await user.click(screen.getByRole('tab', { name: 'Роли и права' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/5/roles'));
    expect(await screen.findByRole('table', { name: 'Действующие права' })).toBeTruthy();
    // Back (or any change of address) moves the tab with it, without reloading the user.
    act(() => location.navigate('/access/users/5/profile'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Профиль' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('falls back to the profile with a clear message for an unknown tab', async () => {
    await openUser('/access/users/5/secrets');
    expect(screen.getByText('Раздела «secrets» в карточке нет, поэтому открыт профиль.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Профиль' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when there is no such user', async () => {
    renderUsers('/access/users/view/404', server({ 'User/GetInfoAboutUserByID': () => fail('NOT_FOUND', 'Пользователь не найден.') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Пользователь не найден' }, FIRST_LOAD)).toBeTruthy();
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const { requests } = renderUsers('/access/users/abc/profile', server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Пользователь не найден' }, FIRST_LOAD)).toBeTruthy();
    expect(paramsOf(requests, 'User/GetInfoAboutUserByID')).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = renderUsers('/access/users/view/5', server({ 'User/GetInfoAboutUserByID': () => (refuse ? fail('INTERNAL', 'Сбой сервера') : ok(IVANOV_DETAIL)) }));
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toContain('Сбой сервера');
    expect(screen.getByRole('heading', { level: 1, name: 'Пользователь' })).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Иванов Иван' })).toBeTruthy();
  });

  it('suspends from the header after confirmation and offers undo', async () => {
    const sent: unknown[] = [];
    const { user } = await openUser('/access/users/view/5', {
      'User/SetStatus': (params: { status: 'suspended' | 'active' }) => {
        sent.push(params);
        return ok({ ...IVANOV, status: params.status });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Приостановить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Приостановить пользователя Иванов Иван?' });
    expect(dialog.textContent).toContain('сеансы пользователя будут завершены сразу');
    await user.click(within(dialog).getByRole('button', { name: 'Приостановить' }));
    expect(await screen.findByText(/статус изменён на «Приостановлен»/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText(/снова статус «Активен»/)).toBeTruthy();
    expect(sent).toEqual([
      { id: 5, status: 'suspended' },
      { id: 5, status: 'active' },
    ]);
  });

  it('ends all sessions from the header', async () => {
    const { user, requests } = await openUser('/access/users/view/5', { 'User/RevokeSessions': () => ok({ revoked: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Действия' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Завершить все сеансы' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершить все сеансы пользователя Иванов Иван?' });
    await user.click(within(dialog).getByRole('button', { name: 'Завершить сеансы' }));
    expect(await screen.findByText('Завершён 1 сеанс пользователя Иванов Иван.')).toBeTruthy();
    expect(paramsOf(requests, 'User/RevokeSessions')).toEqual([{ userId: 5 }]);
  });
});

describe('UserPage: roles tab', () => {
  it('lists the effective permissions with their sources, translated by key', async () => {
    await openUser('/access/users/5/roles');
    const table = await screen.findByRole('table', { name: 'Действующие права' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Контингент')).getByText('роль «Куратор»')).toBeTruthy();
    expect(within(row('Контингент')).getByText('группа «Приёмная комиссия»')).toBeTruthy();
    expect(within(row('Администрирование: приём, очередь, генератор QR')).getByText('admin')).toBeTruthy();
    // A key the translations do not know shows the server's title.
    expect(within(row('Старый отчёт')).getByText('источник не найден')).toBeTruthy();
  });

  it('saves a changed set of roles', async () => {
    const { user, requests } = await openUser('/access/users/5/roles', { 'User/SetRoles': () => ok({ ...IVANOV, roles: ['Куратор', 'Наблюдатель'] }) });
    const roles = await screen.findByRole('group', { name: 'Роли' });
    const save = screen.getByRole('button', { name: 'Сохранить роли' });
    await waitFor(() => expect((within(roles).getByRole('checkbox', { name: /Куратор/ }) as HTMLInputElement).checked).toBe(true));
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(within(roles).getByRole('checkbox', { name: /Наблюдатель/ }));
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    expect(await screen.findByText(/Роли пользователя Иванов Иван сохранены/)).toBeTruthy();
    expect(paramsOf(requests, 'User/SetRoles')).toEqual([{ id: 5, roleIds: [2, 3] }]);
  });

  it('shows why a save was refused and lets the change be discarded', async () => {
    const { user } = await openUser('/access/users/5/roles', { 'User/SetGroups': () => fail('CONFLICT', 'Нельзя оставить систему без администратора.') });
    const groups = await screen.findByRole('group', { name: 'Группы привилегий' });
    const member = within(groups).getByRole('checkbox', { name: /Приёмная комиссия/ }) as HTMLInputElement;
    await waitFor(() => expect(member.checked).toBe(true));
    await user.click(member);
    await user.click(screen.getByRole('button', { name: 'Сохранить группы' }));
    expect(await within(groups).findByText('Нельзя оставить систему без администратора.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Отменить изменения' })[1] as HTMLElement);
    expect(member.checked).toBe(true);
  });

  it('is read-only without manageUsers and says where sources are hidden', async () => {
    await openUser('/access/users/5/roles', {}, { viewUserpage: true });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Куратор')).toBeTruthy();
    expect(screen.getByText(/поэтому источники прав не показаны/)).toBeTruthy();
    expect(screen.getByText(/Менять роли и группы может пользователь/)).toBeTruthy();
    expect(screen.getAllByText('источник скрыт').length).toBe(5);
  });
});

describe('UserPage: sessions tab', () => {
  const sessions = [
    sessionItem({ id: 11, current: true }),
    sessionItem({ id: 12, subsystem: 'cli', address: '10.0.0.9', createdAt: '2025-08-30T10:00:00.000Z' }),
  ];

  it('lists the live sessions with the current one marked and ends one after confirmation', async () => {
    const { user, requests } = await openUser('/access/users/5/sessions', { 'User/ListSessions': () => ok(sessions), 'User/RevokeSessions': () => ok({ revoked: 1 }) });
    const table = await screen.findByRole('table', { name: 'Сеансы пользователя' });
    expect(within(table).getByText('этот сеанс')).toBeTruthy();
    expect(within(table).getByText('Командная строка')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: `Завершить сеанс, начатый ${formatDisplayDateTime('2025-08-30T10:00:00.000Z')}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершить сеанс?' });
    expect(dialog.textContent).toContain('10.0.0.9');
    await user.click(within(dialog).getByRole('button', { name: 'Завершить сеанс' }));
    expect(await screen.findByText('Завершён 1 сеанс пользователя Иванов Иван.')).toBeTruthy();
    expect(paramsOf(requests, 'User/RevokeSessions')).toEqual([{ userId: 5, sessionIds: [12] }]);
    await waitFor(() => expect(paramsOf(requests, 'User/ListSessions')).toHaveLength(2));
  });

  it('warns before ending your own current session and shows a refusal', async () => {
    const { user } = await openUser('/access/users/5/sessions', { 'User/ListSessions': () => ok(sessions), 'User/RevokeSessions': () => fail('NOT_FOUND', 'Сеанс уже завершён.') });
    const table = await screen.findByRole('table', { name: 'Сеансы пользователя' });
    await user.click(within(table).getByRole('button', { name: `Завершить сеанс, начатый ${formatDisplayDateTime(sessions[0]?.createdAt)}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершить сеанс?' });
    expect(dialog.textContent).toContain('Это ваш текущий сеанс');
    await user.click(within(dialog).getByRole('button', { name: 'Завершить сеанс' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Сеанс уже завершён.');
  });

  it('shows ended sessions on request, with the reason', async () => {
    const ended = sessionItem({ id: 13, revokedAt: '2025-08-31T10:00:00.000Z', revokedReason: 'banned' });
    const guessed = sessionItem({ id: 14, revokedAt: '2025-08-30T10:00:00.000Z', revokedReason: 'wrong current password' });
    const { user, requests } = await openUser('/access/users/5/sessions', {
      'User/ListSessions': (params: { includeRevoked: boolean }) => ok(params.includeRevoked ? [ended, guessed] : []),
    });
    expect(await screen.findByText('Сейчас у пользователя нет открытых сеансов.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Завершить все сеансы' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Показывать завершённые сеансы' }));
    expect(await screen.findByText(`Завершён ${formatDisplayDateTime(ended.revokedAt)}: блокировка`)).toBeTruthy();
    expect(screen.getByText(`Завершён ${formatDisplayDateTime(guessed.revokedAt)}: текущий пароль 5 раз подряд указан неверно`)).toBeTruthy();
    expect(paramsOf(requests, 'User/ListSessions').map((params) => params.includeRevoked)).toEqual([false, true]);
  });

  it('ends all sessions from the tab', async () => {
    const { user, requests } = await openUser('/access/users/5/sessions', { 'User/ListSessions': () => ok(sessions), 'User/RevokeSessions': () => ok({ revoked: 2 }) });
    await screen.findByRole('table', { name: 'Сеансы пользователя' });
    const tab = screen.getByRole('tabpanel');
    await user.click(within(tab).getByRole('button', { name: 'Завершить все сеансы' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершить все сеансы пользователя Иванов Иван?' });
    await user.click(within(dialog).getByRole('button', { name: 'Завершить сеансы' }));
    expect(await screen.findByText('Завершено 2 сеанса пользователя Иванов Иван.')).toBeTruthy();
    expect(paramsOf(requests, 'User/RevokeSessions')).toEqual([{ userId: 5 }]);
  });

  it('explains the missing right instead of loading', async () => {
    const { requests } = await openUser('/access/users/5/sessions', {}, { viewUserpage: true });
    expect(screen.getByText(/Сеансы видит и завершает пользователь с правом/)).toBeTruthy();
    expect(paramsOf(requests, 'User/ListSessions')).toHaveLength(0);
  });
});

describe('UserPage: activity tab', () => {
  it("shows the user's own actions, then what was done to the account, readable and paged", async () => {
    const own = auditItem({ id: 1, actorId: 5, action: 'User/SetRoles', entityId: '9', entityName: 'Орлов Денис Игоревич', before: { roles: ['Куратор'] }, after: { roles: [] } });
    const onAccount = auditItem({ id: 2 });
    const { user, requests } = await openUser('/access/users/5/activity', {
      'Audit/List': (params: { actorId?: number }) => ok(params.actorId ? pageOf([own], 1, 1, 10) : pageOf([onAccount], 1, 1, 10)),
    });
    const table = await screen.findByRole('table', { name: 'Что делал пользователь' });
    expect(within(table).getByText('Смена ролей')).toBeTruthy();
    // The account is named by the person's name, not numbered.
    expect(within(table).getByRole('link', { name: 'Орлов Денис Игоревич' }).getAttribute('href')).toBe('/access/users/view/9');
    expect(table.textContent).not.toContain('Пользователь №');
    expect(within(table).getByText('роли: Куратор → —')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Что делали с учётной записью' }));
    const subject = await screen.findByRole('table', { name: 'Что делали с учётной записью' });
    expect(within(subject).getByText('Смена статуса')).toBeTruthy();
    expect(within(subject).getByText('Администратор Системы')).toBeTruthy();
    expect(within(subject).getByText('статус: Активен → Заблокирован')).toBeTruthy();
    expect(within(subject).getByText('завершено сеансов: — → 2')).toBeTruthy();
    expect(paramsOf(requests, 'Audit/List')).toEqual([
      { actorId: 5, page: 1, pageSize: 10 },
      { entity: 'user', entityId: '5', page: 1, pageSize: 10 },
    ]);
  });

  it('pages through the entries', async () => {
    const { user, requests } = await openUser('/access/users/5/activity', {
      'Audit/List': (params: { page: number }) => ok(pageOf([auditItem({ id: params.page, action: 'Role/Unknown', entity: 'role', entityId: '3', entityName: 'Куратор' })], 25, params.page, 10)),
    });
    const table = await screen.findByRole('table', { name: 'Что делал пользователь' });
    expect(within(table).getByText('Role/Unknown')).toBeTruthy();
    expect(within(table).getByText('Роль «Куратор»')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(paramsOf(requests, 'Audit/List').at(-1)).toEqual({ actorId: 5, page: 2, pageSize: 10 }));
    await user.click(screen.getByRole('combobox', { name: 'Строк на странице' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    await waitFor(() => expect(paramsOf(requests, 'Audit/List').at(-1)).toEqual({ actorId: 5, page: 1, pageSize: 20 }));
  });

  it('says when there is nothing, and explains the missing right', async () => {
    await openUser('/access/users/5/activity', { 'Audit/List': () => ok(pageOf([], 0, 1, 10)) });
    expect(await screen.findByText('Пользователь ещё ничего не делал в системе.')).toBeTruthy();
  });

  it('explains the missing right instead of loading', async () => {
    const { requests } = await openUser('/access/users/5/activity', {}, { viewUserpage: true });
    expect(screen.getByText(/Журнал действий доступен пользователю с правом «Журнал аудита»/)).toBeTruthy();
    expect(paramsOf(requests, 'Audit/List')).toHaveLength(0);
  });
});
