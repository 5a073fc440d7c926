import { describe, expect, it, vi } from 'vitest';
import type { EventRegistrant } from '@abitura/contracts';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { careerEvent, registrant } from '../../testing/records.js';
import { pageOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';
import { deferred } from '../../testing/timing.js';
import { ticketPages } from './printSheet.js';
import { createTicketSheetModel, MAX_SHEET_TICKETS, REGISTRATIONS_PAGE_SIZE, ticketAddress, ticketShortCode, type TicketSheetModel } from './ticketSheetModel.js';

const newClient = testClients();
const ORIGIN = 'https://abitura.example';
/** 2026-11-21 23:30 UTC is already 22 November in Moscow. */
const NOW = Date.parse('2026-11-21T23:30:00Z');

/** `count` registrations with distinct ids and tokens, from `first` on. */
function registrants(count: number, first = 1): EventRegistrant[] {
  return Array.from({ length: count }, (_, index) => {
    const id = first + index;
    return registrant({ id, ticket_token: `${String(id).padStart(8, '0')}-5d4a-4e6f-9a7b-1c2d3e4f5a6b`, applicant: { id: 1000 + id, name: `Абитуриент ${id}` } });
  });
}

/** The registrations of an event answered a page at a time, as the server pages them. */
function pagedRegistrations(all: readonly EventRegistrant[]) {
  return (params: { page: number; pageSize: number }) => {
    const start = (params.page - 1) * params.pageSize;
    return ok(pageOf(all.slice(start, start + params.pageSize), all.length, params.page, params.pageSize));
  };
}

function setup(respond: Responder) {
  const test = newClient(respond);
  const params = (action: string) => test.requests.filter((envelope) => envelope.action === action).map((envelope) => envelope.params as Record<string, unknown>);
  const model = createTicketSheetModel({ client: test.client, origin: ORIGIN, now: () => NOW, drawCode: async (text) => `<svg>${text}</svg>` });
  return { model, params };
}

async function loadedTickets(model: TicketSheetModel): Promise<void> {
  await vi.waitFor(() => {
    expect(model.registrations.loaded.peek()).toBe(true);
    expect(model.codes.peek().size).toBe(model.tickets.peek().length);
  });
}

describe('ticket cards', () => {
  it('point at the ticket page of the token and read out its first group', () => {
    const token = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
    expect(ticketAddress('https://abitura.example/', token)).toBe('https://abitura.example/tickets/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/qr');
    expect(ticketShortCode(token)).toBe('3F2B8C1E');
  });

  it('go eight to a printed page', () => {
    expect(ticketPages(registrants(17)).map((page) => page.length)).toEqual([8, 8, 1]);
    expect(ticketPages([])).toEqual([]);
  });
});

describe('createTicketSheetModel', () => {
  it('offers the confirmed events from today (Moscow), nearest first', async () => {
    const { model, params } = setup(respondWith({ 'EventService/getEventsList': () => ok(pageOf([careerEvent()])) }));
    await model.events.load();
    expect(params('EventService/getEventsList')).toEqual([{ from: '2026-11-22', statuses: ['confirmed'], sort: 'starts_at', direction: 'asc', page: 1, pageSize: 100 }]);
    expect(model.events.value.value.items.map((event) => event.id)).toEqual([12]);
  });

  it("reads every page of the chosen event's registrations and draws each ticket's address", async () => {
    const all = registrants(150);
    const { model, params } = setup(respondWith({ 'EventService/getEventsList': () => ok(pageOf([careerEvent()])), 'EventService/getRegistrations': pagedRegistrations(all) }));
    await model.events.load();
    model.choose(12);
    await loadedTickets(model);
    expect(params('EventService/getRegistrations')).toEqual([
      { eventId: 12, page: 1, pageSize: REGISTRATIONS_PAGE_SIZE },
      { eventId: 12, page: 2, pageSize: REGISTRATIONS_PAGE_SIZE },
    ]);
    expect(model.event.value?.title).toBe('День открытых дверей');
    expect(model.tickets.value).toHaveLength(150);
    expect(model.total.value).toBe(150);
    const first = model.tickets.value[0];
    expect(first).toEqual({ registrationId: 1, name: 'Абитуриент 1', token: '00000001-5d4a-4e6f-9a7b-1c2d3e4f5a6b', address: `${ORIGIN}/tickets/00000001-5d4a-4e6f-9a7b-1c2d3e4f5a6b/qr`, shortCode: '00000001' });
    expect(model.codes.value.get(first?.token ?? '')).toBe(`<svg>${first?.address}</svg>`);
  });

  it('stops at the cap and keeps the whole count, so the page can say how many are left off', async () => {
    const { model, params } = setup(respondWith({ 'EventService/getRegistrations': pagedRegistrations(registrants(1000)) }));
    model.choose(12);
    await loadedTickets(model);
    expect(params('EventService/getRegistrations')).toHaveLength(MAX_SHEET_TICKETS / REGISTRATIONS_PAGE_SIZE);
    expect(model.tickets.value).toHaveLength(MAX_SHEET_TICKETS);
    expect(model.total.value).toBe(1000);
  });

  it('loads an event nobody registered for as an empty sheet, and keeps a refusal for its own event only', async () => {
    let calls = 0;
    const { model } = setup(respondWith({ 'EventService/getRegistrations': () => (++calls === 1 ? fail('INTERNAL', 'Сервер недоступен') : ok(pageOf([]))) }));
    model.choose(12);
    await vi.waitFor(() => expect(model.registrations.error.peek()?.message).toBe('Сервер недоступен'));
    expect(model.registrations.loaded.value).toBe(false);
    model.choose(13);
    expect(model.registrations.error.value).toBeNull();
    await vi.waitFor(() => expect(model.registrations.loaded.peek()).toBe(true));
    calls = 0;
    model.choose(12);
    await vi.waitFor(() => expect(model.registrations.error.peek()?.message).toBe('Сервер недоступен'));
    await model.registrations.load();
    expect(model.registrations.loaded.value).toBe(true);
    expect(model.registrations.error.value).toBeNull();
    expect(model.tickets.value).toEqual([]);
  });

  it('never shows the tickets of an event chosen before the one chosen now', async () => {
    const older = deferred<ReturnType<typeof ok>>();
    const { model } = setup(respondWith({ 'EventService/getRegistrations': (params: { eventId: number }) => (params.eventId === 12 ? older.promise : ok(pageOf(registrants(2, 50)))) }));
    model.choose(12);
    model.choose(13);
    await loadedTickets(model);
    older.resolve(ok(pageOf(registrants(3))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(model.eventId.value).toBe(13);
    expect(model.tickets.value.map((ticket) => ticket.registrationId)).toEqual([50, 51]);
    model.choose(null);
    expect(model.tickets.value).toEqual([]);
    expect(model.registrations.loaded.value).toBe(false);
  });
});
