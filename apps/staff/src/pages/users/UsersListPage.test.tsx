import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { GROUPS, IVANOV, PETROVA, ROLES, SELF } from './testing/fixtures.js';
import { renderUsers } from './testing/renderUsers.js';
import { formatDisplayDateTime } from '@abitura/ui';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';

afterEach(() => {
  vi.useRealTimers();
});

const catalog = { 'User/ReadRoles': () => ok(ROLES), 'User/getAllPrivilegeGroups': () => ok(GROUPS) };
const withRows = (...rows: (typeof IVANOV)[]) => ({ 'User/List': () => ok(pageOf(rows)), ...catalog });

async function openList(path = '/access/users/list', handlers: Parameters<typeof renderUsers>[1] = withRows(IVANOV, PETROVA, SELF), ability?: Record<string, boolean>) {
  const view = renderUsers(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Пользователи' }, FIRST_LOAD);
  return view;
}

async function openRowMenu(user: ReturnType<typeof renderUsers>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Действия с пользователем ${name}` }));
  return screen.findByRole('menu');
}

describe('UsersListPage', () => {
  it('shows the users in an accessible table sorted by name', async () => {
    await openList();
    const table = await screen.findByRole('table', { name: 'Пользователи: 3 записи' });
    expect(screen.getByText('Найдено 3 пользователя')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /ФИО/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: /Логин/ }).getAttribute('aria-sort')).toBe('none');
    const link = within(table).getByRole('link', { name: 'Иванов Иван' });
    expect(link.getAttribute('href')).toBe('/access/users/view/5');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Активен')).toBeTruthy();
    expect(within(row).getByText('+7 (999) 123-45-67')).toBeTruthy();
    expect(within(row).getByText(formatDisplayDateTime(IVANOV.lastLoginAt))).toBeTruthy();
    expect(formatDisplayDateTime(IVANOV.createdAt)).toMatch(/^01\.03\.2025 \d\d:\d\d$/);
    const petrova = within(table).getByRole('link', { name: 'Петрова Анна' }).closest('tr') as HTMLElement;
    expect(within(petrova).getByText('Новый')).toBeTruthy();
    expect(within(petrova).getByText('входа ещё не было')).toBeTruthy();
  });

  it('takes the filter from the address, as the access panel links to it', async () => {
    const { requests } = await openList('/access/users/list?status=banned&role=2', withRows(IVANOV));
    await screen.findByRole('table');
    expect(paramsOf(requests, 'User/List')[0]).toMatchObject({ status: 'banned', roleId: 2, page: 1 });
    expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Заблокирован');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Роль' }).textContent).toBe('Куратор'));
  });

  it('sorts by a column header and keeps the sort in the address', async () => {
    const { user, requests, location } = await openList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Логин' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?sort=login'));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Логин/ }).getAttribute('aria-sort')).toBe('ascending'));
    await user.click(within(table).getByRole('button', { name: 'Логин' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?sort=login&dir=desc'));
    expect(paramsOf(requests, 'User/List').map((params) => `${params.sort} ${params.direction}`)).toEqual(['fullName asc', 'login asc', 'login desc']);
    expect(within(table).getByRole('columnheader', { name: /Логин/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by status from the select', async () => {
    const { user, location, requests } = await openList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Приостановлен' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?status=suspended'));
    await waitFor(() => expect(paramsOf(requests, 'User/List').at(-1)).toMatchObject({ status: 'suspended' }));
  });

  it('searches after a pause in typing, not on every key', async () => {
    const { requests, location } = await openList();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    typeThenPause(box, ['ив', 'иван'], { pause: 400, lookAt: 200, look: () => expect(paramsOf(requests, 'User/List')).toHaveLength(1) });
    await waitFor(() => expect(paramsOf(requests, 'User/List')).toHaveLength(2));
    expect(paramsOf(requests, 'User/List')[1]).toMatchObject({ search: 'иван' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?search=%D0%B8%D0%B2%D0%B0%D0%BD'));
    expect((box as HTMLInputElement).value).toBe('иван');
  });

  it('pages with the sizes of SPEC section 9', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ ...IVANOV, id: 100 + index, fullName: `Сотрудник ${index}` }));
    const { user, location, requests } = await openList('/access/users/list', { 'User/List': () => ok(pageOf(many, 60)), ...catalog });
    await screen.findByRole('table');
    expect(screen.getByText('1–25 из 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?page=2'));
    await user.click(screen.getByRole('combobox', { name: 'Строк на странице' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?pageSize=50'));
    expect(paramsOf(requests, 'User/List').map((params) => [params.page, params.pageSize])).toEqual([
      [1, 25],
      [2, 25],
      [1, 50],
    ]);
  });

  it('invites to create the first user when there are none', async () => {
    await openList('/access/users/list', withRows());
    expect(await screen.findByText('Пользователей пока нет')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Создать пользователя' })).toHaveLength(2);
  });

  it('offers to reset the filters when nothing matches', async () => {
    const { user, location } = await openList('/access/users/list?search=zz&status=banned', withRows());
    expect(await screen.findByText('Никого не нашлось')).toBeTruthy();
    const reset = screen.getAllByRole('button', { name: 'Сбросить фильтры' });
    expect(reset).toHaveLength(2);
    await user.click(reset[1] as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list'));
    expect((screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = await openList('/access/users/list', { 'User/List': () => (refuse ? fail('INTERNAL', 'Сервер недоступен') : ok(pageOf([IVANOV]))), ...catalog });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Иванов Иван' })).toBeTruthy();
  });

  it('bans after a confirmation that names the user and the consequence, then undoes it', async () => {
    const sent: unknown[] = [];
    const { user } = await openList('/access/users/list', {
      ...withRows(IVANOV),
      'User/SetStatus': (params: { status: 'banned' | 'active' }) => {
        sent.push(params);
        return ok({ ...IVANOV, status: params.status });
      },
    });
    const menu = await openRowMenu(user, 'Иванов Иван');
    expect(within(menu).getByRole('menuitem', { name: 'Открыть карточку' }).getAttribute('href')).toBe('/access/users/view/5');
    await user.click(within(menu).getByRole('menuitem', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Заблокировать пользователя Иванов Иван?' });
    expect(dialog.textContent).toContain('Иванов Иван (ivanov) не сможет войти в систему');
    expect(dialog.textContent).toContain('Все открытые сеансы пользователя будут завершены сразу');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    const notice = await screen.findByText('Пользователь Иванов Иван: статус изменён на «Заблокирован». Все сеансы пользователя завершены.');
    expect(sent).toEqual([{ id: 5, status: 'banned' }]);
    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Изменение отменено: у пользователя Иванов Иван снова статус «Активен».')).toBeTruthy();
    expect(sent).toEqual([
      { id: 5, status: 'banned' },
      { id: 5, status: 'active' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText(/Изменение отменено/)).toBeNull();
  });

  it('keeps the confirmation open with the reason when the server refuses', async () => {
    const { user } = await openList('/access/users/list', { ...withRows(IVANOV), 'User/SetStatus': () => fail('CONFLICT', 'Нельзя оставить систему без администратора.') });
    const menu = await openRowMenu(user, 'Иванов Иван');
    await user.click(within(menu).getByRole('menuitem', { name: 'Приостановить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Приостановить пользователя Иванов Иван?' });
    await user.click(within(dialog).getByRole('button', { name: 'Приостановить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Нельзя оставить систему без администратора.');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("does not offer status changes on one's own account", async () => {
    const { user } = await openList();
    const menu = await openRowMenu(user, 'Администратор Системы');
    const item = within(menu).getByRole('menuitem', { name: /Приостановить/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Свой статус изменить нельзя');
  });

  it('explains that a new account activates itself', async () => {
    const { user } = await openList();
    const menu = await openRowMenu(user, 'Петрова Анна');
    const item = within(menu).getByRole('menuitem', { name: /Активировать/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('сменит одноразовый пароль');
  });

  it('ends all sessions of a user after confirmation', async () => {
    const { user, requests } = await openList('/access/users/list', { ...withRows(IVANOV), 'User/RevokeSessions': () => ok({ revoked: 2 }) });
    const menu = await openRowMenu(user, 'Иванов Иван');
    await user.click(within(menu).getByRole('menuitem', { name: 'Завершить все сеансы' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершить все сеансы пользователя Иванов Иван?' });
    await user.click(within(dialog).getByRole('button', { name: 'Завершить сеансы' }));
    expect(await screen.findByText('Завершено 2 сеанса пользователя Иванов Иван.')).toBeTruthy();
    expect(paramsOf(requests, 'User/RevokeSessions')).toEqual([{ userId: 5 }]);
  });

  it('shows what a reader may not do, with the reasons, and no create button', async () => {
    const { user, requests } = await openList('/access/users/list', withRows(IVANOV), { viewAccessUsers: true, viewUserpage: true });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Создать пользователя' })).toBeNull();
    // Without viewAccessPanel the roles cannot be read, so there is no role filter.
    expect(screen.queryByRole('combobox', { name: 'Роль' })).toBeNull();
    expect(paramsOf(requests, 'User/ReadRoles')).toHaveLength(0);
    const menu = await openRowMenu(user, 'Иванов Иван');
    const ban = within(menu).getByRole('menuitem', { name: /Заблокировать/ });
    expect(ban.getAttribute('aria-disabled')).toBe('true');
    expect(ban.textContent).toContain('Нужно право «Создание пользователей, смена статуса и ролей»');
    expect(within(menu).getByRole('menuitem', { name: /Завершить все сеансы/ }).textContent).toContain('Просмотр и завершение сеансов');
  });

  it('filters by role, and names a role it does not know from the address', async () => {
    const { user, location } = await openList('/access/users/list?role=99');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Роль' }).textContent).toBe('Роль с кодом 99'));
    await user.click(screen.getByRole('combobox', { name: 'Роль' }));
    await user.click(await screen.findByRole('option', { name: 'Куратор' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list?role=2'));
    await user.click(screen.getByRole('combobox', { name: 'Роль' }));
    await user.click(await screen.findByRole('option', { name: 'Любая роль' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/list'));
  });

  it('speaks English, and says a failure by its code rather than in Russian', async () => {
    renderUsers('/access/users/list', { 'User/List': () => fail('INTERNAL', 'Сбой на сервере'), ...catalog }, undefined, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, FIRST_LOAD)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error. Please try again later.');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });
});
