import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { PageRegistry } from './pageRegistry.js';
import { staffPages } from './pages.js';
import { renderStaff } from '../testing/renderStaff.js';

const Heading = (text: string) => () => <h1>{text}</h1>;
const pages: PageRegistry = {
  ...staffPages,
  login: Heading('Вход'),
  home: Heading('Главная страница'),
  'access-panel': Heading('Панель доступа'),
  'access-users-list': Heading('Список пользователей'),
  'access-pages-edit-password': Heading('Смена пароля'),
};

const allow = respondWith({
  'User/CheckAccess': () => ok(null, 'true'),
  'User/CheckToken': () => ok({ ...TEST_SESSION }),
  'User/AccountLogout': () => ok(null),
});

describe('StaffApp', () => {
  it('takes a signed-out visitor from a protected page to login, keeping the intended path', async () => {
    const { location } = renderStaff({ path: '/access/panel', pages });
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/login?to=%2Faccess%2Fpanel');
    await waitFor(() => expect(document.title).toBe('Вход · Информационная система колледжа'));
  });

  it('opens home in the default layout with the menu the ability allows', async () => {
    renderStaff({ path: '/', pages, signedIn: true, respond: allow });
    expect(await screen.findByRole('heading', { name: 'Главная страница' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'Главная' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Обзор доступа' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Пользователи' })).toBeNull();
  });

  it('switches the menu to the horizontal row when the preference says so', async () => {
    renderStaff({ path: '/home', pages, signedIn: true, respond: allow, prefs: { navLayout: 'horizontal' } });
    await screen.findByRole('heading', { name: 'Главная страница' });
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('button', { name: 'Управление доступом' })).toBeTruthy();
  });

  it('sends a user to not-authorized when the server refuses the page', async () => {
    const { location } = renderStaff({
      path: '/access/panel',
      pages,
      signedIn: true,
      respond: respondWith({ 'User/CheckAccess': () => ok(null, 'false'), 'User/CheckToken': () => ok({ ...TEST_SESSION }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Нет доступа к этой странице' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/not-authorized');
  });

  it('shows the not-found page with the address for an unknown path', async () => {
    renderStaff({ path: '/no/such/page', pages });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText(/\/no\/such\/page/)).toBeTruthy();
  });

  it('signs out from the user menu and lands on login', async () => {
    const { user, location } = renderStaff({ path: '/home', pages, signedIn: true, respond: allow });
    await screen.findByRole('heading', { name: 'Главная страница' });
    await user.click(screen.getByRole('button', { name: /^Меню пользователя: Петрова Мария/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    expect(location.history.at(-1)).toMatch(/^\/login/);
  });

  it("shows the user's name in its own direction in Arabic, so a long name is cut at its end", async () => {
    renderStaff({ path: '/home', pages, signedIn: true, respond: allow, prefs: { language: 'ar' } });
    await screen.findByRole('heading', { name: 'Главная страница' });
    const name = within(screen.getByRole('button', { name: /Петрова Мария/ })).getByText(/^Петрова Мария/);
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    // Ellipsis falls at the inline end of the name's own direction: a Cyrillic name keeps its start.
    expect(name.getAttribute('dir')).toBe('auto');
  });

  it('keeps a new account on the password change page', async () => {
    const session = { ...TEST_SESSION, user: { ...TEST_SESSION.user, status: 'new' }, ability: [{ viewHomepage: true, EditPassword: true }] };
    const { location } = renderStaff({
      path: '/home',
      pages,
      session,
      respond: respondWith({ 'User/CheckAccess': () => ok(null, 'true'), 'User/CheckToken': () => ok(session) }),
    });
    expect(await screen.findByRole('heading', { name: 'Смена пароля' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/access/pages/edit-password');
  });
});
