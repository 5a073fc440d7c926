import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { eventCard, OPERATOR_ABILITY, READER_ABILITY, registrant, renderEvents } from './testing/fixtures.js';

/** The morning of the event's day (25 November, Moscow): it takes both registrations and marks. */
const NOW = Date.parse('2026-11-25T06:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MARIA = registrant();
const PETR = registrant({ id: 101, applicant: { id: 8, name: 'Петров Пётр Ильич' }, attended: true, ticket_token: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' });

const PERSON = {
  id: 9,
  fullname: 'Сидорова Анна Олеговна',
  birth_date: '2009-04-02',
  phones: ['+79991234567'],
  email: null,
  id_number: null,
  school: 'Школа № 1234',
  processing_status: 'new',
  matched: 'name',
};

function server(overrides: Parameters<typeof renderEvents>[1] = {}) {
  return {
    'EventService/getEvent': () => ok(eventCard()),
    'EventService/getRegistrations': () => ok(pageOf([MARIA, PETR])),
    ...overrides,
  };
}

async function openCard(handlers = server(), ability?: Record<string, boolean>, path = '/interactions/events/12') {
  const view = renderEvents(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'День открытых дверей' }, FIRST_LOAD);
  return view;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('EventPage', () => {
  it('shows the facts and the registrations with their tickets and links to the applicants', async () => {
    await openCard();
    expect(screen.getByText('25.11.2026 11:00')).toBeTruthy();
    expect(screen.getByText('Колледж связи № 54, актовый зал')).toBeTruthy();
    expect(screen.getByText('12 из 40, свободно 28')).toBeTruthy();
    await screen.findByRole('table', { name: 'Записавшиеся: 2 записи' });
    const maria = rowOf(MARIA.applicant.name);
    expect(within(maria).getByRole('link', { name: MARIA.applicant.name }).getAttribute('href')).toBe('/newcontingent/view/7/events');
    expect(within(maria).getByText('3f2b8c1e…')).toBeTruthy();
    expect(within(maria).getByRole('button', { name: `Скопировать билет: ${MARIA.applicant.name}` })).toBeTruthy();
    // Attended: neither "came" again nor removal.
    const petr = rowOf(PETR.applicant.name);
    expect(within(petr).queryByRole('button', { name: `Отметить, что ${PETR.applicant.name} пришёл` })).toBeNull();
    expect(within(petr).queryByRole('button', { name: /Отменить запись/ })).toBeNull();
    expect(within(petr).getByRole('button', { name: `Отметить, что ${PETR.applicant.name} не пришёл` })).toBeTruthy();
  });

  it('edits the event sending only the changed fields', async () => {
    const { user, requests } = await openCard(server({ 'EventService/updateEvent': () => ok(eventCard({ place: 'Малый зал' })) }));
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение мероприятия' });
    const place = within(dialog).getByRole('textbox', { name: 'Место' });
    await user.clear(place);
    await user.type(place, 'Малый зал');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(paramsOf(requests, 'EventService/updateEvent')).toEqual([{ id: 12, data: { place: 'Малый зал' } }]));
    expect(await screen.findByText('Мероприятие «День открытых дверей» сохранено')).toBeTruthy();
  });

  it('cancels the event only after a confirmation that names the consequence', async () => {
    let canceled = false;
    const { user, requests } = await openCard(
      server({
        'EventService/getEvent': () => ok(canceled ? eventCard({ status: 'canceled', moves: ['delete'] }) : eventCard()),
        'EventService/changeStatus': () => {
          canceled = true;
          return ok(eventCard({ status: 'canceled', moves: ['delete'] }));
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Отменить мероприятие' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Отменить мероприятие?' });
    expect(within(dialog).getByText(/не состоится/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(paramsOf(requests, 'EventService/changeStatus')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Отменить мероприятие' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Отменить мероприятие?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить мероприятие' }));
    await waitFor(() => expect(paramsOf(requests, 'EventService/changeStatus')).toEqual([{ id: 12, event: 'cancel' }]));
    expect(await screen.findByText('«День открытых дверей» отменено')).toBeTruthy();
    // Canceled: no edit, the only move left is delete.
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
  });

  it('moves a pending event at once with the buttons its status allows', async () => {
    const { user, requests } = await openCard(
      server({
        'EventService/getEvent': () => ok(eventCard({ status: 'pending', moves: ['withdraw', 'sendBack', 'confirm'] })),
        'EventService/changeStatus': () => ok(eventCard({ status: 'confirmed', moves: ['cancel'] })),
      }),
    );
    expect(screen.getByRole('button', { name: 'Отозвать' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вернуть на доработку' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить мероприятие' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Согласовать' }));
    await waitFor(() => expect(paramsOf(requests, 'EventService/changeStatus')).toEqual([{ id: 12, event: 'confirm' }]));
    expect(await screen.findByText('«День открытых дверей» согласовано')).toBeTruthy();
  });

  it('registers an applicant found by the type-ahead search and shows the ticket', async () => {
    const ticket = '11111111-2222-4333-8444-555555555555';
    const { user, requests } = await openCard(
      server({
        'CallService/getPersonList': () => ok({ items: [PERSON], more: false }),
        'EventService/register': () => ok(registrant({ id: 102, applicant: { id: 9, name: PERSON.fullname }, ticket_token: ticket })),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Записать абитуриента' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запись на мероприятие' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Абитуриент' }), 'Сидорова');
    await within(dialog).findByRole('option', { name: /Сидорова Анна Олеговна/ });
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Абитуриент: Сидорова Анна Олеговна')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    await waitFor(() => expect(paramsOf(requests, 'EventService/register')).toEqual([{ eventId: 12, abiturientId: 9 }]));
    expect(await screen.findByText(`Сидорова Анна Олеговна записан(а) на мероприятие. Билет: ${ticket}`)).toBeTruthy();
    await waitFor(() => expect(paramsOf(requests, 'EventService/getRegistrations').length).toBeGreaterThan(1));
  });

  it('marks attendance, and says the server refusal in a toast', async () => {
    let marks = 0;
    const { user, requests } = await openCard(
      server({
        'EventService/markAttendance': () => (++marks === 1 ? fail('CONFLICT', 'Посещение отмечается с дня мероприятия') : ok({ ...MARIA, attended: true })),
      }),
    );
    await screen.findByRole('table');
    await user.click(within(rowOf(MARIA.applicant.name)).getByRole('button', { name: `Отметить, что ${MARIA.applicant.name} пришёл` }));
    expect(await screen.findByText('Посещение отмечается с дня мероприятия')).toBeTruthy();
    await user.click(within(rowOf(MARIA.applicant.name)).getByRole('button', { name: `Отметить, что ${MARIA.applicant.name} пришёл` }));
    expect(await screen.findByText(`${MARIA.applicant.name}: отмечено посещение`)).toBeTruthy();
    expect(paramsOf(requests, 'EventService/markAttendance')).toEqual([
      { registrationId: 100, attended: true },
      { registrationId: 100, attended: true },
    ]);
  });

  it('removes a registration after a confirmation', async () => {
    const { user, requests } = await openCard(server({ 'EventService/unregister': () => ok({ id: 100, eventId: 12 }) }));
    await screen.findByRole('table');
    await user.click(within(rowOf(MARIA.applicant.name)).getByRole('button', { name: `Отменить запись: ${MARIA.applicant.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отменить запись?' });
    expect(within(dialog).getByText(/билет перестанет действовать/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отменить запись' }));
    await waitFor(() => expect(paramsOf(requests, 'EventService/unregister')).toEqual([{ registrationId: 100 }]));
  });

  it('is read-only without the rights to manage events and applicants', async () => {
    await openCard(server(), READER_ABILITY);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить мероприятие' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Записать абитуриента' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });

  it('lets an operator register and mark, but not edit or move the event', async () => {
    await openCard(server(), OPERATOR_ABILITY);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить мероприятие' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Записать абитуриента' })).toBeTruthy();
  });

  it('offers no registration or marks on an event that is not confirmed', async () => {
    await openCard(server({ 'EventService/getEvent': () => ok(eventCard({ status: 'draft', moves: ['submit', 'delete'] })) }));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Записать абитуриента' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Отметить/ })).toBeNull();
  });

  it('offers marks only from the event day on, and registration only until it ends', async () => {
    vi.setSystemTime(Date.parse('2026-11-24T20:00:00Z'));
    const { unmount } = await openCard();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Записать абитуриента' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Отметить/ })).toBeNull();
    unmount();
    vi.setSystemTime(Date.parse('2026-11-25T21:00:00Z'));
    await openCard();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Записать абитуриента' })).toBeNull();
    expect(screen.getByRole('button', { name: `Отметить, что ${MARIA.applicant.name} пришёл` })).toBeTruthy();
  });

  it('says the registrations need the right to view applicants', async () => {
    const { requests } = await openCard(server(), { viewInteractionCalendar: true });
    expect(screen.getByText('Список записавшихся виден сотрудникам с правом просмотра абитуриентов.')).toBeTruthy();
    expect(paramsOf(requests, 'EventService/getRegistrations')).toHaveLength(0);
  });

  it('says when there is no such event', async () => {
    renderEvents('/interactions/events/999', { 'EventService/getEvent': () => fail('NOT_FOUND', 'Мероприятие не найдено') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мероприятие не найдено' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К списку мероприятий' }).getAttribute('href')).toBe('/interactions/events');
  });

  it('reads right to left in Arabic, with the moves and registrations translated', async () => {
    renderEvents('/interactions/events/12', server(), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'День открытых дверей' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء الفعالية' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'المسجلون: سجلان' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
