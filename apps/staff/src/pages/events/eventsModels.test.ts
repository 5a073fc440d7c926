import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { filterFromQuery, queryFromFilter } from '../../models/listQuery.js';
import { pageOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';
import { manualClock } from '../../testing/timing.js';
import { createEventForm } from './eventForm.js';
import { createEventPageModel, offeredMoves, offersEdit, registrationWindow, takesRegistrations } from './eventPageModel.js';
import { createEventsListModel } from './eventsListModel.js';
import { eventListParams, eventsQuery } from './eventsQuery.js';
import { registrationParams, registrationsQuery } from './registrationsModel.js';
import { careerEvent, eventCard, registrant } from './testing/fixtures.js';

const newClient = testClients();
/** 2026-11-21 23:30 UTC is already 22 November in Moscow. */
const NOW = Date.parse('2026-11-21T23:30:00Z');
const TODAY = '2026-11-22';

function setup(respond: Responder) {
  const test = newClient(respond);
  const params = (action: string) => test.requests.filter((envelope) => envelope.action === action).map((envelope) => envelope.params as Record<string, unknown>);
  return { client: test.client, params };
}

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('events query', () => {
  const codec = eventsQuery(TODAY);

  it('starts at today (Moscow) and keeps an address without a period short', () => {
    const filter = filterFromQuery(codec, '');
    expect(filter).toMatchObject({ from: TODAY, to: null, format: [], status: [], sort: 'starts_at', dir: 'asc' });
    expect(queryFromFilter(codec, filter)).toBe('');
    expect(eventListParams(filter)).toEqual({ from: TODAY, sort: 'starts_at', direction: 'asc', page: 1, pageSize: 25 });
  });

  it('reads the period, formats and statuses from the address, dropping what could not be chosen', () => {
    const filter = filterFromQuery(codec, '?from=2026-11-01&to=2026-11-30&format=online&format=nope&status=deleted&status=draft&sort=title&dir=desc');
    expect(filter).toMatchObject({ from: '2026-11-01', to: '2026-11-30', format: ['online'], status: ['draft', 'deleted'], sort: 'title', dir: 'desc' });
    expect(queryFromFilter(codec, filter)).toBe('from=2026-11-01&to=2026-11-30&format=online&status=draft&status=deleted&sort=title&dir=desc');
    expect(eventListParams(filter)).toEqual({ from: '2026-11-01', to: '2026-11-30', formats: ['online'], statuses: ['draft', 'deleted'], sort: 'title', direction: 'desc', page: 1, pageSize: 25 });
  });

  it('reads an empty or impossible start as no lower bound, and writes it back as empty', () => {
    expect(filterFromQuery(codec, '?from=').from).toBeNull();
    expect(filterFromQuery(codec, '?from=2026-02-31&to=2026-13-01')).toMatchObject({ from: null, to: null });
    const all = { ...filterFromQuery(codec, ''), from: null };
    expect(queryFromFilter(codec, all)).toBe('from=');
    expect(eventListParams(all)).not.toHaveProperty('from');
  });
});

describe('events list model', () => {
  it('asks for the events from today, then the chosen filters, keeping them in the address', async () => {
    const { client, params } = setup(respondWith({ 'EventService/getEventsList': () => ok(pageOf([careerEvent()])) }));
    const onQuery = vi.fn();
    const model = createEventsListModel({ client, onQuery, clock: manualClock(), now: () => NOW });
    model.applyQuery('');
    await settle(model);
    expect(params('EventService/getEventsList')[0]).toEqual({ from: TODAY, sort: 'starts_at', direction: 'asc', page: 1, pageSize: 25 });

    model.setFilters({ status: ['confirmed', 'draft'], format: ['combined'] });
    await settle(model);
    expect(onQuery).toHaveBeenLastCalledWith('format=combined&status=draft&status=confirmed', 'push');
    expect(params('EventService/getEventsList').at(-1)).toEqual({ from: TODAY, formats: ['combined'], statuses: ['draft', 'confirmed'], sort: 'starts_at', direction: 'asc', page: 1, pageSize: 25 });

    model.sortBy('title');
    await settle(model);
    expect(params('EventService/getEventsList').at(-1)).toMatchObject({ sort: 'title', direction: 'asc' });
  });
});

describe('event card model', () => {
  it('offers the moves of the card only to those who manage events, and edits while not canceled or deleted', () => {
    expect(offeredMoves(eventCard({ status: 'pending', moves: ['withdraw', 'sendBack', 'confirm'] }), true)).toEqual(['withdraw', 'sendBack', 'confirm']);
    expect(offeredMoves(eventCard({ moves: ['cancel'] }), false)).toEqual([]);
    expect(offersEdit(eventCard({ status: 'confirmed' }), true)).toBe(true);
    expect(offersEdit(eventCard({ status: 'canceled' }), true)).toBe(false);
    expect(offersEdit(eventCard({ status: 'deleted' }), true)).toBe(false);
    expect(offersEdit(eventCard({ status: 'draft' }), false)).toBe(false);
    expect(takesRegistrations(eventCard({ status: 'confirmed' }))).toBe(true);
    expect(takesRegistrations(eventCard({ status: 'pending' }))).toBe(false);
  });

  it('registers until the end of the Moscow day of the event and marks from its start, only when confirmed', () => {
    // 08:00 UTC on 25 November is 11:00 in Moscow.
    const card = eventCard({ starts_at: '2026-11-25T08:00:00.000Z' });
    expect(registrationWindow(card, Date.parse('2026-11-24T20:59:00Z'))).toEqual({ register: true, mark: false });
    expect(registrationWindow(card, Date.parse('2026-11-24T21:00:00Z'))).toEqual({ register: true, mark: true });
    expect(registrationWindow(card, Date.parse('2026-11-25T21:00:00Z'))).toEqual({ register: false, mark: true });
    expect(registrationWindow(eventCard({ status: 'canceled' }), Date.parse('2026-11-25T09:00:00Z'))).toEqual({ register: false, mark: false });
  });

  it('shows a move at once from its answer and reads the card again; a refusal changes nothing', async () => {
    let moved = false;
    const { client, params } = setup(
      respondWith({
        'EventService/getEvent': () => ok(moved ? eventCard({ status: 'canceled', moves: ['delete'] }) : eventCard()),
        'EventService/changeStatus': (p: { event: string }) => {
          if (p.event === 'confirm') return fail('CONFLICT', 'Нельзя согласовать мероприятие со статусом «Согласовано»');
          moved = true;
          return ok(eventCard({ status: 'canceled', moves: ['delete'] }));
        },
      }),
    );
    const model = createEventPageModel(client, 12);
    await model.load();
    const refused = await model.move('confirm');
    expect(refused.ok).toBe(false);
    expect(model.card.peek()?.status).toBe('confirmed');
    const outcome = await model.move('cancel');
    expect(outcome.ok).toBe(true);
    expect(model.card.peek()?.status).toBe('canceled');
    expect(params('EventService/changeStatus')).toEqual([{ id: 12, event: 'confirm' }, { id: 12, event: 'cancel' }]);
    await vi.waitFor(() => expect(params('EventService/getEvent')).toHaveLength(2));
  });

  it('filters the registrations by attendance and name, and a mark changes the row at once', async () => {
    const { client, params } = setup(
      respondWith({
        'EventService/getEvent': () => ok(eventCard()),
        'EventService/getRegistrations': () => ok(pageOf([registrant()])),
        'EventService/markAttendance': () => ok(registrant({ attended: true })),
      }),
    );
    const clock = manualClock();
    const model = createEventPageModel(client, 12, { clock });
    const list = model.registrations;
    await list.load();
    expect(params('EventService/getRegistrations')[0]).toEqual({ eventId: 12, page: 1, pageSize: 25 });
    list.setFilters({ attendance: 'unmarked' });
    await settle(list);
    expect(params('EventService/getRegistrations').at(-1)).toEqual({ eventId: 12, attended: null, page: 1, pageSize: 25 });
    list.setSearchText('Иванова');
    clock.runAll();
    await settle(list);
    expect(params('EventService/getRegistrations').at(-1)).toEqual({ eventId: 12, search: 'Иванова', attended: null, page: 1, pageSize: 25 });

    const outcome = await model.markAttendance(100, true);
    expect(outcome.ok).toBe(true);
    expect(list.rows.peek()[0]?.attended).toBe(true);
    expect(params('EventService/markAttendance')).toEqual([{ registrationId: 100, attended: true }]);
  });

  it('maps each attendance choice to the contract', () => {
    const base = registrationsQuery.defaults;
    expect(registrationParams(3, { ...base, attendance: 'came' })).toMatchObject({ attended: true });
    expect(registrationParams(3, { ...base, attendance: 'absent' })).toMatchObject({ attended: false });
    expect(registrationParams(3, base)).not.toHaveProperty('attended');
  });
});

describe('event form', () => {
  it('checks the fields, sends a new event whole with the start as a Moscow instant', async () => {
    const { client, params } = setup(respondWith({ 'EventService/createEvent': () => ok(eventCard({ status: 'draft', moves: ['submit', 'delete'] })) }));
    const form = createEventForm(client, null);
    expect((await form.submit()).kind).toBe('invalid');
    expect(Object.keys(form.errors.peek()).sort()).toEqual(['format', 'starts_at', 'title']);
    form.set('title', '  Фестиваль профессий ');
    form.set('format', 'online');
    form.set('starts_at', '2026-12-05T11:30');
    expect((await form.submit()).kind).toBe('saved');
    expect(params('EventService/createEvent')).toEqual([{ title: 'Фестиваль профессий', format: 'online', starts_at: '2026-12-05T11:30:00+03:00', place: null, capacity: null, organization: null }]);
  });

  it('sends only the changed fields of an edit, nothing when none changed, and puts the server issue on its field', async () => {
    const { client, params } = setup(
      respondWith({ 'EventService/updateEvent': () => ({ success: false, message: 'Вместимость меньше числа записавшихся (12)', data: 'INVALID_PARAMS', issues: [{ path: 'data.capacity', message: 'Вместимость меньше числа записавшихся (12)' }] }) }),
    );
    const card = eventCard();
    const form = createEventForm(client, card);
    expect((await form.submit()).kind).toBe('unchanged');
    form.set('capacity', 10);
    expect((await form.submit()).kind).toBe('invalid');
    expect(params('EventService/updateEvent')).toEqual([{ id: 12, data: { capacity: 10 } }]);
    expect(form.errors.peek().capacity).toEqual({ text: 'Вместимость меньше числа записавшихся (12)' });
    expect(form.values.peek().capacity).toBe(10);
  });
});
