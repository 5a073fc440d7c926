import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { careerEvent, eventCard, READER_ABILITY, renderEvents } from './testing/fixtures.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const OPEN_DAY = careerEvent();
const WEBINAR = careerEvent({ id: 13, title: 'Вебинар о профессиях', format: 'online', status: 'pending', place: null, capacity: null, free_places: null, registrations: 3, organization: null });

async function openList(path = '/interactions/events', handlers: Parameters<typeof renderEvents>[1] = { 'EventService/getEventsList': () => ok(pageOf([OPEN_DAY, WEBINAR])) }, ability?: Record<string, boolean>) {
  const view = renderEvents(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Мероприятия' }, FIRST_LOAD);
  return view;
}

describe('EventsListPage', () => {
  it('lists the events from today with their start, format, status, places and a link to each card', async () => {
    const { requests } = await openList();
    const table = await screen.findByRole('table', { name: 'Мероприятия: 2 записи' });
    const params = paramsOf(requests, 'EventService/getEventsList')[0];
    expect(params).toMatchObject({ sort: 'starts_at', direction: 'asc', page: 1, pageSize: 25 });
    expect(params?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const link = within(table).getByRole('link', { name: OPEN_DAY.title });
    expect(link.getAttribute('href')).toBe('/interactions/events/12');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('25.11.2026 11:00')).toBeTruthy();
    expect(within(row).getByText('Согласовано')).toBeTruthy();
    expect(within(row).getByText('12 из 40, свободно 28')).toBeTruthy();
    const webinar = within(table).getByRole('link', { name: WEBINAR.title }).closest('tr') as HTMLElement;
    expect(within(webinar).getByText('3 (без ограничения мест)')).toBeTruthy();
    expect(within(webinar).getByText('Онлайн')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Начало/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('pages and filters through the address', async () => {
    const { user, location, requests } = await openList('/interactions/events?status=deleted&page=2', {
      'EventService/getEventsList': () => ok(pageOf([OPEN_DAY], 60, 2)),
    });
    await screen.findByRole('table');
    expect(paramsOf(requests, 'EventService/getEventsList')[0]).toMatchObject({ statuses: ['deleted'], page: 2 });
    await user.click(screen.getByRole('combobox', { name: 'Формат' }));
    await user.click(await screen.findByRole('option', { name: 'Онлайн' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/interactions/events?format=online&status=deleted'));
    await waitFor(() => expect(paramsOf(requests, 'EventService/getEventsList').at(-1)).toMatchObject({ formats: ['online'], statuses: ['deleted'], page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/interactions/events?format=online&status=deleted&page=2'));
    await waitFor(() => expect(paramsOf(requests, 'EventService/getEventsList').at(-1)).toMatchObject({ formats: ['online'], page: 2 }));
  });

  it('creates an event: the server problem shows on its field, then the new card opens', async () => {
    let tries = 0;
    const { user, location, requests } = await openList(undefined, {
      'EventService/getEventsList': () => ok(pageOf([OPEN_DAY])),
      'EventService/createEvent': () =>
        ++tries === 1
          ? { success: false, message: 'Неверные параметры', data: 'INVALID_PARAMS', issues: [{ path: 'title', message: 'Мероприятие с таким названием в этот день уже есть' }] }
          : ok(eventCard({ id: 77, title: 'Фестиваль профессий', status: 'draft', moves: ['submit', 'delete'] })),
      'EventService/getEvent': () => ok(eventCard({ id: 77, title: 'Фестиваль профессий', status: 'draft', moves: ['submit', 'delete'] })),
      'EventService/getRegistrations': () => ok(pageOf([])),
    });
    await user.click(screen.getByRole('button', { name: 'Новое мероприятие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое мероприятие' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findAllByText('Заполните поле.')).not.toHaveLength(0);
    expect(paramsOf(requests, 'EventService/createEvent')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Фестиваль профессий');
    await user.click(within(dialog).getByRole('combobox', { name: /Формат/ }));
    await user.click(await screen.findByRole('option', { name: 'Онлайн' }));
    await user.type(dialog.querySelector('input[name="starts_atDate"]') as HTMLElement, '05.12.2026');
    await user.type(dialog.querySelector('input[name="starts_atTime"]') as HTMLElement, '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Мероприятие с таким названием в этот день уже есть')).toBeTruthy();
    expect(paramsOf(requests, 'EventService/createEvent')[0]).toEqual({ title: 'Фестиваль профессий', format: 'online', starts_at: '2026-12-05T11:30:00+03:00', place: null, capacity: null, organization: null });
    // Nothing typed is lost: the same values go again.
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/interactions/events/77'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Фестиваль профессий' })).toBeTruthy();
  });

  it('offers no "new event" without the right to manage events', async () => {
    await openList(undefined, undefined, READER_ABILITY);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Новое мероприятие' })).toBeNull();
  });

  it('says when there are no upcoming events, and shows a failed load with a retry', async () => {
    let calls = 0;
    const { user } = await openList(undefined, { 'EventService/getEventsList': () => (++calls === 1 ? fail('INTERNAL', 'Сервер недоступен') : ok(pageOf([]))) });
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Предстоящих мероприятий нет')).toBeTruthy();
  });

  it('reads right to left in Arabic, with the statuses translated', async () => {
    renderEvents('/interactions/events', { 'EventService/getEventsList': () => ok(pageOf([OPEN_DAY])) }, undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفعاليات' }, FIRST_LOAD)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'الفعاليات: سجل واحد' });
    expect(within(table).getByRole('link', { name: OPEN_DAY.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'فعالية جديدة' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
