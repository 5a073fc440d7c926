import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fail, ok, respondWith, TEST_SESSION, type Responder } from '@abitura/ui/testing';
import { renderStaff } from '../../testing/renderStaff.js';
import { fill, PAGE_LOAD, testPages, valueOf } from './authTestKit.js';

const withStatus = (status: string) => ({ ...TEST_SESSION, user: { ...TEST_SESSION.user, status }, ability: [{ viewHomepage: true, viewAccessPanel: true, EditPassword: true }] });

function server(login: () => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>): Responder {
  return respondWith({ 'User/AccountLogin': login, 'User/CheckAccess': () => ok(true, 'true'), 'User/CheckToken': () => ok(TEST_SESSION) });
}

async function openLogin(path: string, respond: Responder, language?: 'ar') {
  const view = renderStaff({ path, pages: testPages, respond, ...(language ? { prefs: { language } } : {}) });
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
  return view;
}

async function signIn(user: ReturnType<typeof renderStaff>['user'], login = 'petrova', password = 'Solnce-na-Neve-7') {
  await fill(user, 'Логин', login);
  await fill(user, 'Пароль', `${password}{Enter}`);
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the sign-in form with the login field focused and a way to recover the password', async () => {
    await openLogin('/login', server(() => ok(TEST_SESSION)));
    expect(screen.getByRole('heading', { level: 1, name: 'Вход в систему' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Логин')));
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe('/access/forgot-password');
    expect(screen.getByLabelText('Пароль').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Логин').getAttribute('autocomplete')).toBe('username');
  });

  it('checks the fields without asking the server and focuses the first one to fix', async () => {
    const { user, requests } = await openLogin('/login', server(() => ok(TEST_SESSION)));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const login = screen.getByLabelText('Логин');
    await waitFor(() => expect(document.activeElement).toBe(login));
    expect(login.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(login.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Введите логин');
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(requests.filter((request) => request.action === 'User/AccountLogin')).toHaveLength(0);
  });

  it('signs in on Enter and opens the page named in ?to', async () => {
    const { user, location, requests } = await openLogin('/login?to=%2Faccess%2Fpanel', server(() => ok(withStatus('active'))));
    await signIn(user, ' petrova ');
    expect(await screen.findByRole('heading', { name: 'Панель доступа' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/access/panel');
    expect(requests.find((request) => request.action === 'User/AccountLogin')?.params).toEqual({ login: 'petrova', password: 'Solnce-na-Neve-7' });
  });

  it('goes home without ?to, and ignores a ?to that leaves the site', async () => {
    for (const path of ['/login', '/login?to=%2F%2Fevil.example%2Fx']) {
      const { user, location, unmount } = await openLogin(path, server(() => ok(withStatus('active'))));
      await signIn(user);
      expect(await screen.findByRole('heading', { name: 'Главная страница' }, PAGE_LOAD)).toBeTruthy();
      expect(location.history.at(-1)).toBe('/home');
      unmount();
    }
  });

  it('takes a new account to the password change, whatever ?to says', async () => {
    const { user, location } = await openLogin('/login?to=%2Faccess%2Fpanel', server(() => ok(withStatus('new'))));
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Смена пароля' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('Нужно сменить пароль')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/access/pages/edit-password');
  });

  it('sends a user whose stored session checks out from /login to the page named in ?to', async () => {
    const { location } = renderStaff({ path: '/login?to=%2Faccess%2Fpanel', pages: testPages, respond: server(() => ok(TEST_SESSION)), session: withStatus('active') });
    expect(await screen.findByRole('heading', { name: 'Панель доступа' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/access/panel');
  });

  it('takes a suspended account to the no-actions page', async () => {
    const { user, location } = await openLogin('/login', server(() => ok(withStatus('suspended'))));
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Учётная запись приостановлена' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/access/pages/not-actions');
  });

  it('says the credentials are wrong, moves the focus to the message and keeps what was typed', async () => {
    const { user } = await openLogin('/login', server(() => fail('ACCESS_DENIED', 'Неверный логин или пароль.')));
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось войти');
    expect(alert.textContent).toContain('Неверный логин или пароль.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(valueOf('Логин')).toBe('petrova');
    expect(valueOf('Пароль')).toBe('Solnce-na-Neve-7');
  });

  it('says a banned account is blocked', async () => {
    const { user } = await openLogin('/login', server(() => fail('ACCESS_DENIED', 'Учётная запись заблокирована. Обратитесь к администратору.')));
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Учётная запись заблокирована. Чтобы восстановить доступ, обратитесь к администратору.');
  });

  it('keeps what was typed through a network failure and signs in on the next try', async () => {
    let up = false;
    const { user, location } = await openLogin('/login', server(() => (up ? ok(withStatus('active')) : fail('TRANSPORT_ERROR'))));
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Нет связи с сервером');
    expect(valueOf('Логин')).toBe('petrova');
    expect(valueOf('Пароль')).toBe('Solnce-na-Neve-7');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Главная страница' }, PAGE_LOAD)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/home');
  });

  it('shows the wait the server asked for and lets the person try again once it is over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user } = await openLogin('/login', server(() => fail('RATE_LIMITED', 'Слишком много неудачных попыток входа. Повторите через 2 мин.')));
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Повторите через 2 минуты.');
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('Повторить можно через 2:00');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('Повторить можно через 1:30');
    act(() => vi.advanceTimersByTime(90_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('можно попробовать снова');
    expect(screen.getByRole('button', { name: 'Войти' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows it is busy while the server answers', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const { user } = await openLogin('/login', server(() => new Promise((resolve) => (answer = resolve))));
    await signIn(user);
    const busy = await screen.findByRole('button', { name: 'Вход…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(ok(withStatus('active')));
    expect(await screen.findByRole('heading', { name: 'Главная страница' }, PAGE_LOAD)).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin('/login', server(() => ok(TEST_SESSION)));
    const password = screen.getByLabelText('Пароль');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('reads right to left in Arabic', async () => {
    await openLogin('/login', server(() => ok(TEST_SESSION)), 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    // Logins and passwords stay left to right inside the right-to-left page.
    expect(screen.getByLabelText('اسم المستخدم').getAttribute('dir')).toBe('ltr');
  });
});
