import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UiPrefs } from '@abitura/ui';
import { ok } from '@abitura/ui/testing';
import { paramsOf } from '../../testing/replies.js';
import { FIRST_LOAD, renderSignedIn, type Handlers } from '../../testing/renderSignedIn.js';
import { addDays, moscowDay } from '../../models/calendarDates.js';
import { queueAdminPages } from './index.js';
import { consoleServer } from './testing/consoleServer.js';

const ADMIN = { admin: true, manageQueue: true };
const display = (day: string) => day.split('-').reverse().join('.');

async function openStats(handlers: Handlers = consoleServer().handlers, prefs: Partial<UiPrefs> = {}) {
  const view = renderSignedIn({ path: '/qms/admin?tab=stats', pages: queueAdminPages, ability: ADMIN, handlers, prefs });
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QueueAdminPage: statistics', () => {
  it('shows the last 7 Moscow days: charts by hour, totals per service and the hourly table', async () => {
    const { requests } = await openStats();
    expect(screen.getByRole('tab', { name: 'Статистика', selected: true })).toBeTruthy();
    const today = moscowDay(Date.now());
    const from = addDays(today, -6);
    await screen.findByRole('table', { name: 'Итого по услугам за период' });
    expect(paramsOf(requests, 'Queue/Stats')).toEqual([{ from, to: today }]);
    expect((screen.getByRole('textbox', { name: 'С' }) as HTMLInputElement).value).toBe(display(from));
    expect(screen.getByRole('button', { name: '7 дней' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(`${display(from)} – ${display(today)}, все услуги`)).toBeTruthy();

    const wait = screen.getByRole('group', { name: 'Среднее ожидание по часам, минуты' });
    expect(within(wait).getAllByRole('img').map((column) => column.getAttribute('aria-label'))).toEqual([
      '09:00–10:00, талонов: 5: 4:12 в среднем',
      '10:00–11:00, талонов: 0: 0:00 в среднем',
      '11:00–12:00, талонов: 2: 15:00 в среднем',
    ]);
    expect(screen.getByRole('group', { name: 'Среднее обслуживание по часам, минуты' })).toBeTruthy();

    const totals = screen.getByRole('table', { name: 'Итого по услугам за период' });
    const documents = within(totals).getByRole('rowheader', { name: 'Приём документов' }).closest('tr')!;
    expect(within(documents).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['6', '8:20', '5', '8:12']);
    const hours = screen.getByRole('table', { name: 'Ожидание и обслуживание по услугам и часам' });
    const consultation = within(hours).getByRole('rowheader', { name: 'Консультация' }).closest('tr')!;
    expect(within(consultation).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['09:00–10:00', '1', '1:00', '1:00', '1:00', '0', '—', '—', '—']);
  });

  it('refuses a period that ends before it starts, asking nothing, and reads a quick period', async () => {
    const { user, requests } = await openStats();
    await screen.findByRole('table', { name: 'Итого по услугам за период' });
    const from = screen.getByRole('textbox', { name: 'С' });
    await user.clear(from);
    await user.type(from, display(addDays(moscowDay(Date.now()), 3)));
    expect(await screen.findByText('Начало периода должно быть не позже его конца')).toBeTruthy();
    expect(paramsOf(requests, 'Queue/Stats')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Итого по услугам за период' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Сегодня' }));
    const today = moscowDay(Date.now());
    await waitFor(() => expect(paramsOf(requests, 'Queue/Stats').at(-1)).toEqual({ from: today, to: today }));
    expect(screen.queryByText('Начало периода должно быть не позже его конца')).toBeNull();
  });

  it('filters by service and exports the rows as CSV named with the period', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:stats');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, requests } = await openStats();
    await screen.findByRole('table', { name: 'Итого по услугам за период' });
    await user.click(screen.getByRole('combobox', { name: 'Услуга' }));
    await user.click(await screen.findByRole('option', { name: 'А — Приём документов' }));
    await waitFor(() => expect(paramsOf(requests, 'Queue/Stats').at(-1)).toMatchObject({ serviceId: 1 }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Консультация' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    expect(await screen.findByText('Файл сохранён: 2 строки.')).toBeTruthy();
    const today = moscowDay(Date.now());
    expect(saved).toEqual([`queue-stats_${addDays(today, -6)}_${today}_А.csv`]);
  });

  it('says when the period has no tickets', async () => {
    await openStats({ ...consoleServer().handlers, 'Queue/Stats': () => ok({ rows: [] }) });
    expect(await screen.findByText('За этот период талонов нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выгрузить в CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('reads right to left in Arabic', async () => {
    await openStats(consoleServer().handlers, { language: 'ar' });
    expect(await screen.findByRole('table', { name: 'الإجمالي حسب الخدمة للفترة' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'متوسط الانتظار حسب الساعة، بالدقائق' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
