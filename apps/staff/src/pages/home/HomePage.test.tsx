import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '@abitura/sdk';
import type { Envelope } from '@abitura/contracts/wire';
import { fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { staffPages } from '../../app/pages.js';
import { renderInApp, renderStaff } from '../../testing/renderStaff.js';
import HomePage from './HomePage.js';
import { homePages } from './index.js';
import { QuickLinksContext } from './quickLinksContext.js';
import { OVERVIEW } from './testing/fixtures.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;
const page = () => null;
const PAGES = { home: page, 'access-panel': page, 'access-users-list': page, 'access-permissions': page };

const ADMIN = [{ viewHomepage: true, viewAccessPanel: true, viewAccessUsers: true }];

function renderHome(options: { ability?: Record<string, unknown>[]; respond?: Responder; language?: 'ru' | 'en' | 'fr' | 'ar'; links?: boolean } = {}) {
  const { ability = ADMIN, respond = respondWith({ 'Access/Overview': () => ok(OVERVIEW) }), language = 'ru', links = true } = options;
  const ui = <HomePage route={HOME_ROUTE} params={{}} />;
  return renderInApp(links ? <QuickLinksContext value={{ pages: PAGES, routes: ROUTES }}>{ui}</QuickLinksContext> : ui, {
    session: { ...TEST_SESSION, ability },
    respond,
    prefs: { language },
  });
}

const tile = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets by the time of day and writes out the date in the language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 14, 9, 30));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Доброе утро, Петрова Мария!' })).toBeTruthy();
    expect(screen.getByText('Сегодня понедельник, 14 сентября 2026')).toBeTruthy();
    await screen.findByText('12');
    vi.setSystemTime(new Date(2026, 8, 14, 20, 0));
    renderHome({ language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonsoir, Петрова Мария\u202f!' })).toBeTruthy();
    expect(screen.getByText('Nous sommes le lundi 14 septembre 2026')).toBeTruthy();
    await screen.findAllByText('12');
  });

  it('greets the user by name and shows the access tiles with their numbers', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/, Петрова Мария!$/);
    const users = tile('Пользователи по статусам');
    expect(await within(users).findByText('12')).toBeTruthy();
    expect(within(users).getByRole('group', { name: 'Доли пользователей по статусам' })).toBeTruthy();
    expect(within(users).getByRole('img', { name: /^Активные: 9 \(75\s%\)$/ })).toBeTruthy();
    const signIns = tile('Входы в систему за 14 дней');
    expect(within(signIns).getByText('Всего за 14 дней').nextElementSibling?.textContent).toBe('13');
    expect(within(signIns).getByText('Сегодня').nextElementSibling?.textContent).toBe('1');
    const chart = within(signIns).getByRole('group', { name: 'Входы в систему по дням' });
    expect(within(chart).getAllByRole('img')).toHaveLength(14);
    expect(within(chart).getByRole('img', { name: 'понедельник, 14.09.2026: 1 вход' })).toBeTruthy();
    expect(within(chart).getByRole('img', { name: 'четверг, 03.09.2026: 2 входа' })).toBeTruthy();
  });

  it("puts a tile with nothing of the user's own after the others once its data is in", async () => {
    const mineNone = { total: 0, byStatus: { not_processed: 0, in_progress: 0, work_end: 0, work_done: 0, process_not_need: 0 }, recall: 0 };
    const overview = (mine: typeof mineNone) => ({ mine, all: { ...mine, total: 10, unassigned: 10 } });
    const regions = () => [...document.querySelectorAll('[data-tile]')].map((region) => region.getAttribute('data-tile'));
    let mine = mineNone;
    renderHome({ ability: [{ ...ADMIN[0], viewContingent: true }], respond: respondWith({ 'Access/Overview': () => ok(OVERVIEW), 'Abiturient/Overview': () => ok(overview(mine)) }) });
    expect(regions()).toEqual(['contingent', 'users-by-status', 'sign-ins']);
    await waitFor(() => expect(regions()).toEqual(['users-by-status', 'sign-ins', 'contingent']));
    mine = { ...mineNone, total: 3, byStatus: { ...mineNone.byStatus, in_progress: 3 } };
    screen.getByRole('button', { name: 'Обновить' }).click();
    await waitFor(() => expect(regions()).toEqual(['contingent', 'users-by-status', 'sign-ins']));
  });

  it('links each status count to the users list filtered by it', async () => {
    renderHome();
    const users = tile('Пользователи по статусам');
    const active = await within(users).findByRole('link', { name: 'Активные 9' });
    expect(active.getAttribute('href')).toBe('/access/users/list?status=active');
    expect(within(users).getByRole('link', { name: 'Приостановленные 0' }).getAttribute('href')).toBe('/access/users/list?status=suspended');
    expect(within(users).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/access/users/list?status=active',
      '/access/users/list?status=new',
      '/access/users/list?status=suspended',
      '/access/users/list?status=banned',
    ]);
  });

  it('shows the counts as plain text to a user who may not open the users list', async () => {
    renderHome({ ability: [{ viewHomepage: true, viewAccessPanel: true }] });
    const users = tile('Пользователи по статусам');
    expect(await within(users).findByText('Заблокированные')).toBeTruthy();
    expect(within(users).queryByRole('link')).toBeNull();
  });

  it('hides the tiles and asks for nothing without viewAccessPanel, but offers the open sections', () => {
    const { requests } = renderHome({ ability: [{ viewHomepage: true, viewAccessUsers: true }] });
    expect(screen.queryByRole('region', { name: 'Пользователи по статусам' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Обновить' })).toBeNull();
    expect(requests).toEqual([]);
    const links = screen.getByRole('region', { name: 'Разделы' });
    expect(within(links).getByRole('heading', { name: 'Управление доступом' })).toBeTruthy();
    expect(within(links).getByRole('link', { name: 'Пользователи' }).getAttribute('href')).toBe('/access/users/list');
  });

  it('offers every section of the menu the user can open', async () => {
    renderHome();
    const links = screen.getByRole('region', { name: 'Разделы' });
    expect(within(links).getAllByRole('link').map((link) => link.textContent)).toEqual(['Обзор доступа', 'Пользователи']);
    await screen.findByText('12');
  });

  it('tells a user who may see nothing else whom to ask', () => {
    renderHome({ ability: [{ viewHomepage: true }] });
    expect(screen.getByText('Вам пока не открыт ни один раздел')).toBeTruthy();
    expect(screen.getByText(/Обратитесь к администратору/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows no links, and so the empty state, where the app provides no pages', () => {
    renderHome({ ability: [{ viewHomepage: true, viewAccessUsers: true }], links: false });
    expect(screen.getByText('Вам пока не открыт ни один раздел')).toBeTruthy();
  });

  it('shows skeletons while loading, then the data', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderHome({
      respond: respondWith({
        'Access/Overview': async () => {
          await answered;
          return ok(OVERVIEW);
        },
      }),
    });
    const users = tile('Пользователи по статусам');
    expect(within(users).getByRole('status').textContent).toBe('Загрузка данных…');
    expect(users.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await within(users).findByText('12')).toBeTruthy();
    expect(users.getAttribute('aria-busy')).toBe('false');
  });

  it('says why a load failed and loads again on retry', async () => {
    let answer = fail('INTERNAL', 'boom');
    const { user } = renderHome({ respond: respondWith({ 'Access/Overview': () => answer }) });
    const users = tile('Пользователи по статусам');
    expect((await within(users).findByRole('alert')).textContent).toContain('Не удалось загрузить данные');
    expect(within(tile('Входы в систему за 14 дней')).getByRole('alert')).toBeTruthy();
    answer = ok(OVERVIEW);
    await user.click(within(users).getByRole('button', { name: 'Повторить' }));
    expect(await within(users).findByText('12')).toBeTruthy();
    // The two tiles share one source, so one retry brings both back.
    expect(within(tile('Входы в систему за 14 дней')).queryByRole('alert')).toBeNull();
  });

  it('refreshes on request and says when the numbers were updated', async () => {
    const { user, requests } = renderHome();
    await screen.findByText(/^Обновлено в \d\d:\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(requests.filter((request: Envelope) => request.action === 'Access/Overview')).toHaveLength(2));
    await screen.findByText('12');
  });

  it('speaks English, with the English plural forms', async () => {
    renderHome({ language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^(Good (morning|afternoon|evening)|Hello), Петрова Мария!$/);
    const chart = await screen.findByRole('group', { name: 'Sign-ins per day' });
    expect(within(chart).getByRole('img', { name: 'Monday, 14.09.2026: 1 sign-in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Active 9' })).toBeTruthy();
  });

  it('speaks Arabic, with Latin digits', async () => {
    renderHome({ language: 'ar' });
    const chart = await screen.findByRole('group', { name: 'عمليات الدخول يوميًا' });
    expect(within(chart).getByRole('img', { name: 'الإثنين، 14.09.2026: عملية دخول واحدة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'نشطون 9' })).toBeTruthy();
  });
});

describe('homePages', () => {
  it('opens /home in the app, through the route gate, as a lazy page', async () => {
    renderStaff({
      path: '/home',
      pages: { ...staffPages, ...homePages },
      session: { ...TEST_SESSION, ability: ADMIN },
      respond: respondWith({
        'User/CheckAccess': () => ok(null, 'true'),
        'User/CheckToken': () => ok({ ...TEST_SESSION, ability: ADMIN }),
        'Access/Overview': () => ok(OVERVIEW),
      }),
    });
    // The page's chunk is compiled on first import, which under the whole suite's load takes more than findBy's second.
    expect(await screen.findByRole('heading', { level: 1, name: /Петрова Мария/ }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Новые 2' }, { timeout: 10_000 })).toBeTruthy();
  });
});
