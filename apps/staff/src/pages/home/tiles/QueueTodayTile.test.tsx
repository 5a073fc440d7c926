import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { renderInApp } from '../../../testing/renderStaff.js';
import HomePage from '../HomePage.js';
import type { QueueTodayOverview } from '../sources.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;

const TODAY: QueueTodayOverview = {
  services: [
    { id: 1, prefix: 'А', name: 'Консультация', waiting: 12, atDesk: 2, done: 40, noShow: 3, cancelled: 1 },
    { id: 2, prefix: 'Б', name: 'Приём документов', waiting: 5, atDesk: 1, done: 18, noShow: 0, cancelled: 0 },
  ],
  meanWaitSeconds: 754,
  longestWaitSeconds: 1985,
};

function renderHome(data: QueueTodayOverview, ability: Record<string, unknown> = { viewHomepage: true, manageQueue: true, admin: true }) {
  return renderInApp(<HomePage route={HOME_ROUTE} params={{}} />, { session: { ...TEST_SESSION, ability: [ability] }, respond: respondWith({ 'Queue/Today': () => ok(data) }), prefs: { language: 'ru' } });
}

describe('QueueTodayTile', () => {
  it('shows who waits now, the mean and the longest wait, and each service of the day, with the way to the statistics', async () => {
    const { requests } = renderHome(TODAY);
    const tile = screen.getByRole('region', { name: 'Очередь сегодня' });
    expect((await within(tile).findByText('Ждут сейчас')).nextElementSibling?.textContent).toBe('17');
    expect(within(tile).getByText('Среднее ожидание').nextElementSibling?.textContent).toBe('13 мин');
    expect(within(tile).getByText('Дольше всех ждёт').nextElementSibling?.textContent).toBe('33 мин');
    const table = within(tile).getByRole('table', { name: 'Талоны по услугам за сегодня' });
    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Услуга', 'Ждут', 'У окна', 'Обслужены', 'Не явились'],
      ['А · Консультация', '12', '2', '40', '3'],
      ['Б · Приём документов', '5', '1', '18', '0'],
    ]);
    expect(within(tile).getByRole('link', { name: 'Открыть статистику очереди' }).getAttribute('href')).toBe('/qms/admin?tab=stats');
    // An administrator's home also checks the stored phones (StoredPhonesTile).
    expect(requests.filter((envelope) => envelope.action !== 'Phones/CheckStored').map((envelope) => [envelope.action, envelope.params])).toEqual([['Queue/Today', {}]]);
  });

  it('writes a wait of an hour or more in hours and minutes', async () => {
    renderHome({ ...TODAY, meanWaitSeconds: 3_570, longestWaitSeconds: 8_985 });
    const tile = screen.getByRole('region', { name: 'Очередь сегодня' });
    expect((await within(tile).findByText('Среднее ожидание')).nextElementSibling?.textContent).toBe('1 ч 0 мин');
    expect(within(tile).getByText('Дольше всех ждёт').nextElementSibling?.textContent).toBe('2 ч 30 мин');
  });

  it('writes a dash for the waits before the first call and when nobody waits', async () => {
    renderHome({ services: [{ ...TODAY.services[0]!, waiting: 0, atDesk: 0, done: 0, noShow: 0, cancelled: 0 }], meanWaitSeconds: null, longestWaitSeconds: null });
    const tile = screen.getByRole('region', { name: 'Очередь сегодня' });
    expect((await within(tile).findByText('Среднее ожидание')).nextElementSibling?.textContent).toBe('—');
    expect(within(tile).getByText('Дольше всех ждёт').nextElementSibling?.textContent).toBe('—');
  });

  it('is not shown, and not asked for, without manageQueue or without admin (the statistics are on /qms/admin)', () => {
    const { requests } = renderHome(TODAY, { viewHomepage: true, manageQueue: true });
    expect(screen.queryByRole('region', { name: 'Очередь сегодня' })).toBeNull();
    renderHome(TODAY, { viewHomepage: true, admin: true });
    expect(screen.queryByRole('region', { name: 'Очередь сегодня' })).toBeNull();
    expect(requests.filter((envelope) => envelope.action === 'Queue/Today')).toEqual([]);
  });
});
