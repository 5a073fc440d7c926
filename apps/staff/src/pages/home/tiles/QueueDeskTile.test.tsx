import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { renderInApp } from '../../../testing/renderStaff.js';
import HomePage from '../HomePage.js';
import type { QueueDeskOverview } from '../sources.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;

const AT_DESK: QueueDeskOverview = {
  desk: { id: 3, name: 'Окно 2', serviceIds: [1, 2] },
  current: { id: 40, code: 'А-017', serviceId: 1, service: 'Консультация', state: 'serving', priority: false, deskId: 3, desk: 'Окно 2', createdAt: '2026-11-27T07:00:00Z', calledAt: '2026-11-27T07:20:00Z' },
  waiting: [
    { serviceId: 1, prefix: 'А', service: 'Консультация', count: 5, next: [] },
    { serviceId: 2, prefix: 'Б', service: 'Приём документов', count: 2, next: [] },
  ],
};

function renderHome(data: QueueDeskOverview, ability: Record<string, unknown> = { viewHomepage: true, operateQueue: true }) {
  return renderInApp(<HomePage route={HOME_ROUTE} params={{}} />, { session: { ...TEST_SESSION, ability: [ability] }, respond: respondWith({ 'Queue/Live': () => ok(data) }), prefs: { language: 'ru' } });
}

describe('QueueDeskTile', () => {
  it("shows the operator's desk, its ticket and who waits for each of its services, with the way to the console", async () => {
    const { requests } = renderHome(AT_DESK);
    const tile = screen.getByRole('region', { name: 'Моё окно в очереди' });
    expect(await within(tile).findByText('Рабочее место: Окно 2')).toBeTruthy();
    expect(within(tile).getByText('Текущий талон: А-017, Консультация — Обслуживается')).toBeTruthy();
    expect(within(tile).getByText('Ждут своей очереди').nextElementSibling?.textContent).toBe('7');
    expect(within(within(tile).getByRole('list', { name: 'Ожидающие по услугам' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['А · Консультация5', 'Б · Приём документов2']);
    expect(within(tile).getByRole('link', { name: 'Открыть пульт оператора' }).getAttribute('href')).toBe('/qms/operator');
    expect(requests.map((envelope) => envelope.action)).toEqual(['Queue/Live']);
  });

  it('says when no ticket is at the desk, and when the operator is at no desk', async () => {
    renderHome({ ...AT_DESK, current: null });
    expect(await screen.findByText('Сейчас у окна нет талона.')).toBeTruthy();
    renderHome({ desk: null, current: null, waiting: [] });
    expect(await screen.findByText('Вы сейчас не за окном. Выберите окно на пульте оператора, чтобы вызывать посетителей.')).toBeTruthy();
  });

  it('is not shown, and not asked for, without operateQueue', () => {
    const { requests } = renderHome(AT_DESK, { viewHomepage: true });
    expect(screen.queryByRole('region', { name: 'Моё окно в очереди' })).toBeNull();
    expect(requests.filter((envelope) => envelope.action === 'Queue/Live')).toEqual([]);
  });
});
