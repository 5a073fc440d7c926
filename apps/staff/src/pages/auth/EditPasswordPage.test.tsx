import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, ok, respondWith, TEST_SESSION, type Responder } from '@abitura/ui/testing';
import { ROUTES } from '@abitura/sdk';
import { renderInApp, renderStaff } from '../../testing/renderStaff.js';
import EditPasswordPage from './EditPasswordPage.js';
import { fill, PAGE_LOAD, testPages, valueOf } from './authTestKit.js';

const ABILITY = [{ viewHomepage: true, viewAccessPanel: true, EditPassword: true }];
const session = (status: string, token = TEST_SESSION.token) => ({ token, user: { ...TEST_SESSION.user, status }, ability: ABILITY });

/** The server: the startup token check confirms the stored session, `edit` answers the change. */
function server(edit: () => ReturnType<typeof ok>, status = 'new'): Responder {
  return respondWith({
    'User/EditPassword': edit,
    'User/CheckAccess': () => ok(true, 'true'),
    'User/CheckToken': () => ok(session(status)),
    'User/AccountLogout': () => ok(null),
  });
}

async function open(status: string, respond: Responder, path = '/access/pages/edit-password') {
  const view = renderStaff({ path, pages: testPages, session: session(status), respond });
  await screen.findByRole('heading', { level: 1, name: 'Смена пароля' }, PAGE_LOAD);
  return view;
}

async function change(user: ReturnType<typeof renderStaff>['user'], current = 'Vremenny-1', password = 'Solnce-na-Neve-7') {
  await fill(user, 'Текущий пароль', current);
  await fill(user, 'Новый пароль', password);
  await fill(user, 'Повторите новый пароль', `${password}{Enter}`);
}

describe('EditPasswordPage', () => {
  it('explains to a new account why the change is required, offering only to sign out', async () => {
    const { user, location } = await open('new', server(() => ok(session('active', 'n'.repeat(43)))));
    expect(screen.getByText('Нужно сменить пароль')).toBeTruthy();
    // The name is isolated, so it keeps its direction inside an Arabic sentence.
    expect(screen.getByText('Учётная запись: \u2068Петрова Мария · petrova\u2069')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Отмена' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/login/));
  });

  it('sends a new account home once the password is changed', async () => {
    const { user, location, requests, client } = await open('new', server(() => ok(session('active', 'n'.repeat(43)))));
    await change(user);
    expect(await screen.findByRole('heading', { name: 'Главная страница' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/home');
    expect(requests.find((request) => request.action === 'User/EditPassword')?.params).toEqual({ currentPassword: 'Vremenny-1', newPassword: 'Solnce-na-Neve-7' });
    expect(client.session.user.value?.status).toBe('active');
  });

  it('takes anyone else back to where they came from, or lets them cancel', async () => {
    const { user, location } = await open('active', server(() => ok(session('active', 'n'.repeat(43))), 'active'), '/access/pages/edit-password?to=%2Faccess%2Fpanel');
    expect(screen.queryByText('Нужно сменить пароль')).toBeNull();
    expect(screen.getByRole('link', { name: 'Отмена' }).getAttribute('href')).toBe('/access/panel');
    await change(user);
    expect(await screen.findByRole('heading', { name: 'Панель доступа' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/access/panel');
  });

  it('cancels to home when nothing says where the person came from', async () => {
    const { user, location } = await open('active', server(() => ok(session('active')), 'active'));
    await user.click(screen.getByRole('link', { name: 'Отмена' }));
    expect(await screen.findByRole('heading', { name: 'Главная страница' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/home');
  });

  it('checks the fields and shows the rules with the login in mind', async () => {
    const { user, requests } = await open('active', server(() => ok(session('active')), 'active'));
    await fill(user, 'Новый пароль', 'petrova-2025');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('не содержит логин — не выполнено');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Текущий пароль')));
    expect(screen.getByText('Пароль не должен содержать логин')).toBeTruthy();
    expect(requests.filter((request) => request.action === 'User/EditPassword')).toHaveLength(0);
  });

  it('puts a wrong current password on its field', async () => {
    const wrong = 'Текущий пароль указан неверно.';
    const { user } = await open('active', server(() => ({ ...fail('INVALID_PARAMS', wrong), issues: [{ path: 'currentPassword', message: wrong }] }), 'active'));
    await change(user);
    const current = screen.getByLabelText('Текущий пароль');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Текущий пароль указан неверно');
  });

  it('keeps all three fields through a network failure', async () => {
    const { user } = await open('new', server(() => fail('TRANSPORT_ERROR')));
    await change(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось сменить пароль');
    for (const label of ['Текущий пароль', 'Новый пароль', 'Повторите новый пароль']) {
      expect(valueOf(label)).not.toBe('');
    }
  });

  it('leaves a success notice for the page it goes to', async () => {
    const route = ROUTES.find((entry) => entry.name === 'access-pages-edit-password');
    if (!route) throw new Error('no edit-password route');
    const { user, location, notices } = renderInApp(<EditPasswordPage route={route} params={{}} />, { path: '/access/pages/edit-password', session: session('new'), respond: server(() => ok(session('active', 'n'.repeat(43)))) },
    );
    await change(user);
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'));
    expect(notices.notices.value).toContainEqual(
      expect.objectContaining({ level: 'success', message: 'Пароль изменён. Используйте новый пароль при следующем входе.' }),
    );
    expect(await screen.findByText('Пароль изменён. Используйте новый пароль при следующем входе.')).toBeTruthy();
  });
});
