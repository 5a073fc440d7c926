import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { CreateUserDialog } from './CreateUserDialog.js';
import { GROUPS, IVANOV, PETROVA, ROLES } from './testing/fixtures.js';
import { renderUsers } from './testing/renderUsers.js';
import { renderInApp } from '../../testing/renderStaff.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';

const CREATED = { user: PETROVA, oneTimePassword: 'Kx7-mQ2p-vT9w' };

async function openDialog(handlers: Parameters<typeof renderUsers>[1] = {}) {
  const view = renderUsers('/access/users/list', {
    'User/List': () => ok(pageOf([IVANOV])),
    'User/ReadRoles': () => ok(ROLES),
    'User/getAllPrivilegeGroups': () => ok(GROUPS),
    'User/Create': () => ok(CREATED, 'Пользователь создан.'),
    ...handlers,
  });
  await screen.findByRole('link', { name: 'Иванов Иван' }, FIRST_LOAD);
  await view.user.click(screen.getByRole('button', { name: 'Создать пользователя' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новый пользователь' });
  return { ...view, dialog };
}

describe('CreateUserDialog', () => {
  it('checks the form before sending and focuses the first field to fix', async () => {
    const { user, dialog, requests } = await openDialog();
    const login = within(dialog).getByRole('textbox', { name: /Логин/ });
    expect(document.activeElement).toBe(login);
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getAllByText('Заполните это поле')).toHaveLength(2);
    expect(document.activeElement).toBe(login);
    expect(login.getAttribute('aria-invalid')).toBe('true');
    await user.type(login, 'ив петров');
    await user.type(within(dialog).getByRole('textbox', { name: /ФИО/ }), 'Петров Иван');
    await user.type(within(dialog).getByRole('textbox', { name: /Электронная почта/ }), 'petrov@');
    await user.type(within(dialog).getByRole('textbox', { name: /Телефон/ }), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByText('Логин может содержать только латинские буквы, цифры, точку, дефис и подчёркивание')).toBeTruthy();
    expect(within(dialog).getByText('Проверьте адрес: например, ivanova@college.ru')).toBeTruthy();
    expect(within(dialog).getAllByText('Введите номер полностью: 10 цифр после +7').length).toBeGreaterThan(0);
    expect(paramsOf(requests, 'User/Create')).toHaveLength(0);
  });

  it('creates a user with roles and groups and shows the one-time password once', async () => {
    const { user, dialog, requests } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Логин/ }), 'petrova');
    await user.type(within(dialog).getByRole('textbox', { name: /ФИО/ }), 'Петрова Анна');
    await user.type(within(dialog).getByRole('textbox', { name: /Электронная почта/ }), 'anna@college.ru');
    await user.type(within(dialog).getByRole('textbox', { name: /Телефон/ }), '9991234567');
    await user.click(within(dialog).getByRole('checkbox', { name: /Куратор/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Приёмная комиссия/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    const done = await screen.findByRole('dialog', { name: 'Пользователь создан' });
    expect(paramsOf(requests, 'User/Create')).toEqual([
      { login: 'petrova', fullName: 'Петрова Анна', email: 'anna@college.ru', phone: '+79991234567', roleIds: [2], groupIds: [7] },
    ]);
    expect(done.textContent).toContain('Учётная запись Петрова Анна (petrova) создана со статусом «Новый».');
    const password = within(done).getByLabelText('Одноразовый пароль');
    expect(password.textContent).toBe('Kx7-mQ2p-vT9w');
    expect(document.activeElement).toBe(password);
    expect(within(done).getByRole('button', { name: 'Копировать пароль' })).toBeTruthy();
    expect(done.textContent).toContain('Пароль показан только сейчас');
    expect(done.textContent).not.toContain('Смена собственного пароля');
    expect(within(done).getByRole('link', { name: 'Открыть карточку' }).getAttribute('href')).toBe('/access/users/view/6');
    // The list reloads to show the new user.
    await waitFor(() => expect(paramsOf(requests, 'User/List')).toHaveLength(2));

    await user.click(within(done).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, the form is empty and the password is gone.
    await user.click(screen.getByRole('button', { name: 'Создать пользователя' }));
    const again = await screen.findByRole('dialog', { name: 'Новый пользователь' });
    expect((within(again).getByRole('textbox', { name: /Логин/ }) as HTMLInputElement).value).toBe('');
  });

  it('gives no warning for a user without a role that grants a password change: every account may change its own', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Логин/ }), 'petrova');
    await user.type(within(dialog).getByRole('textbox', { name: /ФИО/ }), 'Петрова Анна');
    await user.click(within(dialog).getByRole('checkbox', { name: /Наблюдатель/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    const done = await screen.findByRole('dialog', { name: 'Пользователь создан' });
    expect(done.textContent).toContain('Пароль показан только сейчас');
    expect(done.textContent).not.toContain('Смена собственного пароля');
  });

  it("shows the server's objection on its field", async () => {
    const taken = 'Логин «petrova» уже занят. Выберите другой.';
    const { user, dialog } = await openDialog({ 'User/Create': () => ({ ...fail('CONFLICT', taken), issues: [{ path: 'login', message: taken }] }) });
    await user.type(within(dialog).getByRole('textbox', { name: /Логин/ }), 'petrova');
    await user.type(within(dialog).getByRole('textbox', { name: /ФИО/ }), 'Петрова Анна');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Логин/ }));
    expect(screen.getByRole('dialog', { name: 'Новый пользователь' })).toBeTruthy();
  });

  it('says a refusal without a field above the buttons', async () => {
    const { user, dialog } = await openDialog({ 'User/Create': () => fail('ACCESS_DENIED', 'Недостаточно прав для создания пользователей.') });
    await user.type(within(dialog).getByRole('textbox', { name: /Логин/ }), 'petrova');
    await user.type(within(dialog).getByRole('textbox', { name: /ФИО/ }), 'Петрова Анна');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Недостаточно прав для создания пользователей.');
  });

  it('explains where roles are assigned when they cannot be listed', async () => {
    renderInApp(<CreateUserDialog open onClose={vi.fn()} onCreated={vi.fn()} roles={[]} groups={[]} catalogStatus="denied" />);
    expect(await screen.findByText(/можно назначить позже/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('speaks the language of the interface', async () => {
    renderInApp(<CreateUserDialog open onClose={vi.fn()} onCreated={vi.fn()} roles={ROLES} groups={GROUPS} catalogStatus="ready" />, { prefs: { language: 'ar' } });
    expect(await screen.findByRole('dialog', { name: 'مستخدم جديد' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'الأدوار' })).toBeTruthy();
  });
});
