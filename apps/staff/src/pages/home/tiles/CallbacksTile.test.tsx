import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import type { CalendarEntry } from '@abitura/contracts';
import { fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { renderInApp } from '../../../testing/renderStaff.js';
import HomePage from '../HomePage.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;
const person = (id: number, name: string) => ({ id, name });
const callback = (id: number, at: string, status: string, overdue: boolean, who = person(id, `Абитуриент ${id}`)): CalendarEntry => ({ kind: 'callback', id, at, title: 'Перезвонить', person: who, type: 'recall', status, overdue });

function renderHome(options: { ability?: Record<string, unknown>; respond?: Responder; language?: 'ru' | 'ar' } = {}) {
  const { ability = { viewHomepage: true, viewInteractionCalendar: true, viewCallCard: true }, language = 'ru' } = options;
  const respond =
    options.respond ??
    respondWith({
      'Calendar/List': () =>
        ok({
          entries: [
            callback(1, '2026-11-27T13:00:00Z', 'open', false, person(11, 'Котов Никита')),
            callback(2, '2026-11-24T07:00:00Z', 'open', true, person(12, 'Орлова Анна')),
            callback(3, '2026-11-27T06:30:00Z', 'open', true, person(13, 'Белов Илья')),
            callback(4, '2026-11-27T07:00:00Z', 'done', false),
            ...[5, 6, 7, 8].map((id) => callback(id, `2026-11-27T1${id}:00:00Z`, 'open', false)),
          ],
          truncated: false,
        }),
    });
  return renderInApp(<HomePage route={HOME_ROUTE} params={{}} />, { session: { ...TEST_SESSION, ability: [ability] }, respond, prefs: { language } });
}

describe('CallbacksTile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 27.11.2026, 12:00 in Moscow.
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the overdue, still due and done callbacks, lists the first five to ring (overdue first), each opening the call card', async () => {
    const { requests } = renderHome();
    const tile = screen.getByRole('region', { name: 'Мои перезвоны' });
    expect((await within(tile).findByText('Просрочено')).nextElementSibling?.textContent).toBe('2');
    expect(within(tile).getByText('Ещё сегодня').nextElementSibling?.textContent).toBe('5');
    expect(within(tile).getByText('Сделано сегодня').nextElementSibling?.textContent).toBe('1');
    const rows = within(within(tile).getByRole('list', { name: 'Ближайшие перезвоны' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '24.11.2026 10:00Орлова Аннапросрочен',
      '09:30Белов Ильяпросрочен',
      '16:00Котов Никита',
      '18:00Абитуриент 5',
      '19:00Абитуриент 6',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Орлова Анна' }).getAttribute('href')).toBe('/interactions/calls/create?person=12');
    expect(within(tile).getByText('И ещё 2 — в календаре')).toBeTruthy();
    expect(within(tile).getByRole('link', { name: 'Открыть календарь на сегодня' }).getAttribute('href')).toBe('/interactions/calendar?view=day&date=2026-11-27&kinds=callback');
    // Six weeks up to today: open callbacks of earlier days stay in sight.
    expect(requests.map((envelope) => [envelope.action, envelope.params])).toEqual([['Calendar/List', { from: '2026-10-17', to: '2026-11-27', kinds: ['callback'], scope: 'mine' }]]);
  });

  it('leads to the applicant instead when the call card is not allowed, and says when nothing is open', async () => {
    renderHome({ ability: { viewHomepage: true, viewInteractionCalendar: true, viewAbiturient: true } });
    const tile = screen.getByRole('region', { name: 'Мои перезвоны' });
    expect((await within(tile).findByRole('link', { name: 'Орлова Анна' })).getAttribute('href')).toBe('/newcontingent/view/12/interactions');

    renderHome({ respond: respondWith({ 'Calendar/List': () => ok({ entries: [callback(4, '2026-11-27T07:00:00Z', 'done', false)], truncated: false }) }) });
    const empty = screen.getAllByRole('region', { name: 'Мои перезвоны' })[1]!;
    expect(await within(empty).findByText('Открытых перезвонов на сегодня нет.')).toBeTruthy();
    expect(within(empty).getByText('Просрочено').nextElementSibling?.textContent).toBe('0');
  });

  it('is not shown, and not asked for, without the calendar; says when the callbacks could not be loaded', async () => {
    const { requests } = renderHome({ ability: { viewHomepage: true, viewOrganizations: true }, respond: respondWith({ 'Organization/List': () => ok({ items: [], total: 0, page: 1, pageSize: 5, byType: { school: 0, college: 0, deputy: 0, higher: 0 } }) }) });
    expect(screen.queryByRole('region', { name: 'Мои перезвоны' })).toBeNull();
    expect(requests.filter((envelope) => envelope.action === 'Calendar/List')).toEqual([]);

    renderHome({ respond: respondWith({ 'Calendar/List': () => fail('INTERNAL', 'Сбой') }) });
    expect(await within(screen.getByRole('region', { name: 'Мои перезвоны' })).findByText('Не удалось загрузить данные. Повторите попытку позже.')).toBeTruthy();
  });

  it('renders in Arabic', async () => {
    renderHome({ language: 'ar' });
    const tile = screen.getByRole('region', { name: 'معاودات الاتصال الخاصة بي' });
    expect(await within(tile).findByText('متأخرة', { selector: 'p' })).toBeTruthy();
  });
});
