import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEntry } from '@abitura/contracts';
import { INTERACTION_TYPES } from '@abitura/contracts/vocabulary';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD, renderSignedIn, type Handlers } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { calendarPages } from './index.js';

/** Monday 23 November 2026, 12:00 in Moscow. */
const NOW = new Date('2026-11-23T09:00:00Z');

const OPERATOR = { viewInteractionCalendar: true, viewCallCard: true, viewAbiturient: true };
const COORDINATOR = { ...OPERATOR, viewTeamCalendar: true };

function entry(patch: Partial<CalendarEntry> & Pick<CalendarEntry, 'id' | 'at'>): CalendarEntry {
  return { kind: 'callback', title: 'Перезвонить', person: { id: 501, name: 'Иванов Пётр' }, owner: { id: 1, name: 'Администратор Системы' }, type: 'recall', status: 'open', overdue: false, ...patch };
}

/** Overdue since 09:30 Moscow this morning. */
const OVERDUE = entry({ id: 7, at: '2026-11-23T06:30:00Z', overdue: true });
/** Tomorrow 14:00 Moscow. */
const TOMORROW = entry({ id: 8, at: '2026-11-24T11:00:00Z', person: { id: 502, name: 'Смирнова Анна' } });
/** A visit late on Sunday evening in Moscow, which is already Monday in UTC+5 and still Sunday in UTC. */
const VISIT = entry({ kind: 'visit', id: 31, at: '2026-11-29T20:30:00Z', title: 'Посещение колледжа', type: 'visit', status: 'Экскурсия по мастерским', person: { id: 503, name: 'Орлов Илья' } });
const EVENT = entry({ kind: 'event', id: 4, at: '2026-11-25T12:00:00Z', title: 'День открытых дверей', type: 'in-person', status: 'confirmed', overdue: false });

const INTERACTION_REFERENCE = INTERACTION_TYPES.map((type, index) => ({ code: type.type, label: type.name, position: index, archived: false, data: { category: type.category } }));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The start of an entry button's name (its visible text with the hidden kind; week and day views add the title), however the spans' spaces fall around the commas. */
const entryStart = (...parts: string[]) => new RegExp(`^${parts.map(escaped).join('\\s*,\\s*')}`);
/** A day cell's name: the day's description, then (after a colon) its entries. */
const cellName = (day: string) => new RegExp(`^${escaped(day)}(:|$)`);

function calendarServer(initial: CalendarEntry[]): Handlers {
  let items = [...initial];
  const callback = (id: number, status: string, at?: string) => {
    const found = items.find((item) => item.kind === 'callback' && item.id === id)!;
    const next = { ...found, status, overdue: false, ...(at ? { at } : {}) };
    items = status === 'canceled' ? items.filter((item) => item !== found) : items.map((item) => (item === found ? next : item));
    return ok({ id, person: found.person, interaction_id: 90, owner: found.owner, due_at: next.at, status, done_at: null, created_at: '2026-11-20T08:00:00Z' });
  };
  return {
    'Reference/Interaction': () => ok(INTERACTION_REFERENCE),
    'Abiturient/Curators': () => ok([{ id: 12, name: 'Петрова Мария', applicants: 40 }, { id: 13, name: 'Сидоров Олег', applicants: 12 }]),
    'Calendar/List': () => ok({ entries: items, truncated: false }),
    'Callback/Move': (params: { id: number; at: string }) => callback(params.id, 'open', params.at),
    'Callback/Complete': (params: { id: number }) => callback(params.id, 'done'),
    'Callback/Cancel': (params: { id: number }) => callback(params.id, 'canceled'),
  };
}

function openCalendar(path: string, handlers: Handlers, ability: Record<string, boolean> = OPERATOR, language = 'ru') {
  return renderSignedIn({ path, pages: calendarPages, ability, handlers, prefs: { language } as never });
}

async function grid() {
  return screen.findByRole('grid', { name: /Календарь: ноябрь 2026/ }, FIRST_LOAD);
}

describe('CalendarPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the six weeks of the month from Monday and places entries on their Moscow days', async () => {
    const { requests } = openCalendar('/interactions/calendar', calendarServer([OVERDUE, TOMORROW, VISIT, EVENT]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Календарь взаимодействий' }, FIRST_LOAD)).toBeTruthy();
    await grid();
    expect(paramsOf(requests, 'Calendar/List')).toEqual([{ from: '2026-10-26', to: '2026-12-06', scope: 'mine' }]);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toBe('пн');
    expect(headers[6]).toBe('вс');
    const today = await screen.findByRole('gridcell', { name: cellName('понедельник, 23 ноября, сегодня, 1 запись, есть просроченные звонки') });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.tabIndex).toBe(0);
    const overdue = within(today).getByRole('button', { name: entryStart('09:30', 'Обратный звонок', 'Иванов Пётр', 'Просрочен') });
    expect(overdue.textContent).toContain('Просрочен');
    expect(within(screen.getByRole('gridcell', { name: /^воскресенье, 29 ноября, 1 запись/ })).getByRole('button', { name: entryStart('23:30', 'Посещение', 'Орлов Илья') })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: cellName('вторник, 24 ноября, 1 запись') })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: cellName('понедельник, 30 ноября, 0 записей') })).toBeTruthy();
  });

  it('shows "+N more" when a day overflows and opens that day from it', async () => {
    const busy = [0, 1, 2, 3, 4].map((index) => entry({ id: 100 + index, at: `2026-11-26T0${index + 5}:00:00Z`, person: { id: 600 + index, name: `Абитуриент ${index}` } }));
    const { user, requests, location } = openCalendar('/interactions/calendar?view=month&date=2026-11-23', calendarServer(busy));
    await grid();
    const thursday = await screen.findByRole('gridcell', { name: cellName('четверг, 26 ноября, 5 записей') });
    expect(within(thursday).getAllByRole('button')).toHaveLength(3 + 1);
    await user.click(within(thursday).getByRole('button', { name: 'ещё 2' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-26', to: '2026-11-26', scope: 'mine' }));
    expect(location.history?.at(-1)).toBe('/interactions/calendar?view=day&date=2026-11-26');
    expect(await screen.findByRole('button', { name: entryStart('12:00', 'Обратный звонок', 'Абитуриент 4') })).toBeTruthy();
  });

  it('switches views and steps weeks and months, keeping them in the address', async () => {
    const { user, requests, location } = openCalendar('/interactions/calendar?view=month&date=2026-11-23', calendarServer([TOMORROW]));
    await grid();
    await user.click(screen.getByRole('button', { name: 'Неделя' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-29', scope: 'mine' }));
    expect(location.history?.at(-1)).toBe('/interactions/calendar?view=week&date=2026-11-23');
    expect(await screen.findByRole('heading', { level: 2, name: '23 ноября – 29 ноября 2026 г.' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'вторник, 24 ноября, 1 запись' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-30', to: '2026-12-06', scope: 'mine' }));
    await user.click(screen.getByRole('button', { name: 'Месяц' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-10-26', to: '2026-12-06', scope: 'mine' }));
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-30', to: '2027-01-10', scope: 'mine' }));
    await user.click(screen.getByRole('button', { name: 'Сегодня' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-10-26', to: '2026-12-06', scope: 'mine' }));
    expect(location.history?.at(-1)).toBe('/interactions/calendar?view=month&date=2026-11-23');
  });

  it('moves between days with the arrows and opens one with Enter', async () => {
    const { user, requests } = openCalendar('/interactions/calendar?view=month&date=2026-11-23', calendarServer([TOMORROW]));
    await grid();
    const today = await screen.findByRole('gridcell', { name: /^понедельник, 23 ноября/ });
    today.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-24'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-01'));
    expect(document.activeElement?.textContent).toMatch(/^вторник, 1 декабря, 0 записей: /);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-24', to: '2026-11-24', scope: 'mine' }));
  });

  it('sends the chosen kinds and types and says when nothing matches', async () => {
    const { user, requests } = openCalendar('/interactions/calendar?view=week&date=2026-11-23', calendarServer([]));
    expect(await screen.findByText('За этот период записей нет.', {}, FIRST_LOAD)).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Виды записей' }));
    await user.click(await screen.findByRole('option', { name: 'Обратный звонок' }));
    await user.click(screen.getByRole('option', { name: 'Посещение' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-29', scope: 'mine', kinds: ['callback', 'visit'] }));
    await user.click(screen.getByRole('combobox', { name: 'Типы взаимодействий' }));
    const incoming = await screen.findByRole('option', { name: 'Входящий звонок' });
    expect(screen.queryByRole('option', { name: 'Взят в работу' })).toBeNull();
    await user.click(incoming);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-29', scope: 'mine', kinds: ['callback', 'visit'], types: ['incall'] }));
    expect(await screen.findByText('Нет записей, подходящих под фильтры: измените или сбросьте их.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Чей календарь' })).toBeNull();
  });

  it('offers the team scope only with viewTeamCalendar', async () => {
    const { user, requests } = openCalendar('/interactions/calendar?view=day&date=2026-11-23&scope=team', calendarServer([OVERDUE]), COORDINATOR);
    expect(await screen.findByRole('button', { name: entryStart('09:30', 'Обратный звонок', 'Иванов Пётр', 'Просрочен', 'Ответственный: Администратор Системы') }, FIRST_LOAD)).toBeTruthy();
    expect(paramsOf(requests, 'Calendar/List')).toEqual([{ from: '2026-11-23', to: '2026-11-23', scope: 'team' }]);
    await user.click(screen.getByRole('combobox', { name: 'Чей календарь' }));
    await user.click(await screen.findByRole('option', { name: 'Мой' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-23', scope: 'mine' }));
    expect(await screen.findByRole('button', { name: entryStart('09:30', 'Обратный звонок', 'Иванов Пётр', 'Просрочен') })).toBeTruthy();
  });

  it('shows one team member\'s calendar when the staff list can be read', async () => {
    const { user, requests, location } = openCalendar('/interactions/calendar?view=day&date=2026-11-23', calendarServer([OVERDUE]), { ...COORDINATOR, viewContingent: true });
    await screen.findByRole('button', { name: /Иванов Пётр/ }, FIRST_LOAD);
    expect(screen.queryByRole('combobox', { name: 'Сотрудник' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Чей календарь' }));
    await user.click(await screen.findByRole('option', { name: 'Команды' }));
    await user.click(await screen.findByRole('combobox', { name: 'Сотрудник' }));
    await user.click(await screen.findByRole('option', { name: 'Петрова Мария' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-23', scope: 'team', owner: 12 }));
    expect(location.history?.at(-1)).toBe('/interactions/calendar?view=day&date=2026-11-23&scope=team&owner=12');
    await user.click(screen.getByRole('combobox', { name: 'Чей календарь' }));
    await user.click(await screen.findByRole('option', { name: 'Мой' }));
    await waitFor(() => expect(paramsOf(requests, 'Calendar/List').at(-1)).toEqual({ from: '2026-11-23', to: '2026-11-23', scope: 'mine' }));
    expect(screen.queryByRole('combobox', { name: 'Сотрудник' })).toBeNull();
  });

  it('reads an address asking for the team as the own calendar without viewTeamCalendar', async () => {
    const { requests } = openCalendar('/interactions/calendar?view=day&date=2026-11-23&scope=team', calendarServer([OVERDUE]));
    await screen.findByRole('button', { name: /Иванов Пётр/ }, FIRST_LOAD);
    expect(paramsOf(requests, 'Calendar/List')).toEqual([{ from: '2026-11-23', to: '2026-11-23', scope: 'mine' }]);
    expect(screen.queryByRole('combobox', { name: 'Чей календарь' })).toBeNull();
  });

  it('opens an overdue callback and moves it, refusing a Sunday first, then reads the days again', async () => {
    const { user, requests } = openCalendar('/interactions/calendar?view=week&date=2026-11-23', calendarServer([OVERDUE]));
    await user.click(await screen.findByRole('button', { name: entryStart('09:30', 'Обратный звонок', 'Иванов Пётр', 'Просрочен') }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Обратный звонок' });
    expect(within(dialog).getByText('Время обратного звонка прошло, а звонок не отмечен выполненным.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Открыть карточку звонка' }).getAttribute('href')).toBe('/interactions/calls/create?person=501');
    await user.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    const group = within(dialog).getByRole('group', { name: /Новое время/ });
    await user.type(within(group).getByLabelText(/^Дата/), '29112026');
    await user.type(within(group).getByLabelText(/^Время/), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    expect(paramsOf(requests, 'Callback/Move')).toEqual([]);
    const date = within(group).getByLabelText<HTMLInputElement>(/^Дата/);
    await user.clear(date);
    await user.type(date, '24112026');
    await user.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    await waitFor(() => expect(paramsOf(requests, 'Callback/Move')).toEqual([{ id: 7, at: '2026-11-24T10:00:00+03:00' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paramsOf(requests, 'Calendar/List')).toHaveLength(2);
    expect(await screen.findByText('Обратный звонок (Иванов Пётр) перенесён на 24.11.2026 10:00.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: entryStart('10:00', 'Обратный звонок', 'Иванов Пётр') })).toBeTruthy();
  });

  it('keeps the picked time and shows the reason when the server refuses the move', async () => {
    const handlers = { ...calendarServer([TOMORROW]), 'Callback/Move': () => fail('CONFLICT', 'Обратный звонок уже закрыт: перенести можно только открытый.') };
    const { user } = openCalendar('/interactions/calendar?view=day&date=2026-11-24', handlers);
    await user.click(await screen.findByRole('button', { name: /Смирнова Анна/ }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Обратный звонок' });
    await user.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    const group = within(dialog).getByRole('group', { name: /Новое время/ });
    expect(within(group).getByLabelText<HTMLInputElement>(/^Дата/).value).toBe('24.11.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    expect(await within(dialog).findByText('Обратный звонок уже закрыт: перенести можно только открытый.')).toBeTruthy();
    expect(within(group).getByLabelText<HTMLInputElement>(/^Время/).value).toBe('14:00');
  });

  it('marks a callback done and cancels another after a confirmation', async () => {
    const { user, requests } = openCalendar('/interactions/calendar?view=week&date=2026-11-23', calendarServer([OVERDUE, TOMORROW]));
    await user.click(await screen.findByRole('button', { name: entryStart('09:30', 'Обратный звонок', 'Иванов Пётр') }, FIRST_LOAD));
    await user.click(within(await screen.findByRole('dialog', { name: 'Обратный звонок' })).getByRole('button', { name: 'Отметить выполненным' }));
    await waitFor(() => expect(paramsOf(requests, 'Callback/Complete')).toEqual([{ id: 7 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Обратный звонок (Иванов Пётр) отмечен выполненным.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: entryStart('09:30', 'Обратный звонок', 'Иванов Пётр') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Смирнова Анна/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Обратный звонок' })).getByRole('button', { name: 'Отменить звонок' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отменить обратный звонок?' });
    expect(paramsOf(requests, 'Callback/Cancel')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Отменить звонок' }));
    await waitFor(() => expect(paramsOf(requests, 'Callback/Cancel')).toEqual([{ id: 8 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Смирнова Анна/ })).toBeNull());
    expect(paramsOf(requests, 'Calendar/List')).toHaveLength(3);
  });

  it('names an entry in the week by its time and person, with what it is about under them', async () => {
    const themed = { ...TOMORROW, title: 'Перезвонить: тема «Профтестирование»; после экзаменов' };
    openCalendar('/interactions/calendar?view=week&date=2026-11-23', calendarServer([themed, VISIT]));
    const callback = await screen.findByRole('button', { name: entryStart('14:00', 'Обратный звонок', 'Смирнова Анна') }, FIRST_LOAD);
    expect(callback.textContent).toContain('тема «Профтестирование»; после экзаменов');
    expect(screen.getByRole('button', { name: entryStart('23:30', 'Посещение', 'Орлов Илья') }).textContent).toContain('Посещение колледжа');
  });

  it('opens a visit with a way to the applicant and no callback actions', async () => {
    const { user } = openCalendar('/interactions/calendar?view=week&date=2026-11-23', calendarServer([VISIT, EVENT]));
    await user.click(await screen.findByRole('button', { name: entryStart('23:30', 'Посещение', 'Орлов Илья') }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Посещение' });
    expect(within(dialog).getByRole('link', { name: 'Открыть карточку абитуриента' }).getAttribute('href')).toBe('/newcontingent/view/503/interactions');
    expect(within(dialog).getByText('Экскурсия по мастерским')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Перенести' })).toBeNull();
  });

  it('opens an event with a way to its card', async () => {
    // As the server lists an event: no person, no owner.
    const { person: _person, owner: _owner, ...event } = EVENT;
    const { user } = openCalendar('/interactions/calendar?view=week&date=2026-11-23', calendarServer([VISIT, event]));
    await user.click(await screen.findByRole('button', { name: entryStart('15:00', 'Мероприятие', 'День открытых дверей') }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Мероприятие' });
    expect(within(dialog).getByRole('link', { name: 'Открыть мероприятие' }).getAttribute('href')).toBe('/interactions/events/4');
    expect(within(dialog).queryByRole('link', { name: 'Открыть карточку абитуриента' })).toBeNull();
  });

  it('says a failed read and reads again on retry', async () => {
    let calls = 0;
    const handlers = { ...calendarServer([TOMORROW]), 'Calendar/List': () => (++calls === 1 ? fail('INTERNAL', 'Сервер недоступен') : ok({ entries: [TOMORROW], truncated: false })) };
    const { user } = openCalendar('/interactions/calendar?view=week&date=2026-11-23', handlers);
    expect(await screen.findByText('Сервер недоступен', {}, FIRST_LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Повторить/ }));
    expect(await screen.findByRole('button', { name: /Смирнова Анна/ })).toBeTruthy();
  });

  it('mirrors the arrows in Arabic', async () => {
    const { user } = openCalendar('/interactions/calendar?view=month&date=2026-11-23', calendarServer([]), OPERATOR, 'ar');
    const today = await screen.findByRole('gridcell', { name: /23/ }, FIRST_LOAD);
    today.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-24'));
  });
});
