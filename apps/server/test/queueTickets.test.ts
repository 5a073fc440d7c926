import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTicketEvents, queueTickets } from '../src/db/schema/index.js';
import { TICKET_READS_PER_MINUTE } from '../src/domain/queue/publicActions.js';
import { startTestServer, type TestServer } from './harness.js';
import { dataOf, deviceHeaders, operatorAt, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { RawSocket } from './support/rawSocket.js';
import { expectClearFailure, tableCounts } from './support/serverSupport.js';

/**
 * Tickets end to end: a kiosk issues, operators move them along the state machine (each move an
 * event; an illegal one refused with nothing written), two desks never call the same ticket, an
 * issue is applied once per requestId and kiosk over HTTP and WS, the ticket page reads by token
 * (rate limited) and follows its topic.
 */
let server: TestServer;
let queue: QueueFixture;

beforeAll(async () => {
  server = await startTestServer();
  queue = await setUpQueue(server, ['А', 'Б']);
});
afterAll(() => server.close());

type PublicTicket = { token: string; code: string; state: string; position: number | null; desk: string | null; estimatedWaitMinutes: number | null; closesAt: string | null };
type StaffTicket = { id: number; code: string; state: string; deskId: number | null; serviceId: number };

let requestSequence = 0;
const issue = async (serviceIndex = 0, extra: Record<string, unknown> = {}) =>
  dataOf<PublicTicket>(
    (await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: queue.services[serviceIndex]?.id, ...extra }, token: null, requestId: `issue-${++requestSequence}` }, deviceHeaders('kiosk', queue.kioskKey))).body,
    'Kiosk/IssueTicket',
  );
const ticketGet = async (token: string) => (await server.rpc({ action: 'Ticket/Get', params: { token } }, deviceHeaders('qr'))).body;

let lineSequence = 0;
/** A service with a desk of its own and an operator there: a queue no other test touches. */
async function freshLine() {
  const prefix = ['ВА', 'ВБ', 'ВВ', 'ВГ', 'ВД', 'ВЕ', 'ВЖ', 'ВЗ'][lineSequence++] as string;
  const service = await queue.admin<{ id: number }>('Queue/SaveService', { prefix, name: `Линия ${prefix}`, hours: Array.from({ length: 7 }, () => ({ from: '08:00', to: '20:00' })) });
  const desk = await queue.admin<{ id: number }>('Queue/SaveDesk', { name: `Окно ${prefix}`, serviceIds: [service.id] });
  const operator = await operatorAt(server, desk.id);
  const take = async (extra: Record<string, unknown> = {}) =>
    dataOf<PublicTicket>(
      (await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: service.id, ...extra }, token: null, requestId: `line-${++requestSequence}` }, deviceHeaders('kiosk', queue.kioskKey))).body,
    );
  const callNext = async () => dataOf<{ ticket: StaffTicket | null }>(await operator.call('Queue/CallNext', { deskId: desk.id })).ticket;
  return { prefix, serviceId: service.id, deskId: desk.id, operator, take, callNext };
}
const idOf = async (token: string) => ((await server.database.db.select({ id: queueTickets.id }).from(queueTickets).where(eq(queueTickets.token, token)))[0] as { id: number }).id;
const eventsOf = async (id: number) => (await server.database.db.select().from(queueTicketEvents).where(eq(queueTicketEvents.ticketId, id)).orderBy(queueTicketEvents.id)).map((row) => row.kind);

describe('the life of a ticket', () => {
  it('issue, call, recall, start, finish: every move an event with the desk and the operator; positions and codes follow', async () => {
    const desk = queue.desks[0] as number;
    const operator = await operatorAt(server, desk);
    const first = await issue();
    const second = await issue();
    expect(first.code).toMatch(/^А-\d{3}$/);
    expect(Number(second.code.slice(2))).toBe(Number(first.code.slice(2)) + 1);
    expect(second).toMatchObject({ state: 'waiting', position: 2, desk: null });

    const called = dataOf<{ ticket: StaffTicket }>(await operator.call('Queue/CallNext', { deskId: desk }));
    expect(called.ticket).toMatchObject({ code: first.code, state: 'called', deskId: desk });
    expect(dataOf<PublicTicket>(await ticketGet(first.token))).toMatchObject({ state: 'called', desk: 'Окно 1', position: null });
    expect(dataOf<PublicTicket>(await ticketGet(second.token))).toMatchObject({ state: 'waiting', position: 1 });

    const id = called.ticket.id;
    server.clock.advance(30_000);
    expect(dataOf<StaffTicket>(await operator.call('Queue/Recall', { ticketId: id }))).toMatchObject({ state: 'called' });
    expect(dataOf<StaffTicket>(await operator.call('Queue/Start', { ticketId: id }))).toMatchObject({ state: 'serving' });
    server.clock.advance(240_000);
    expect(dataOf<StaffTicket>(await operator.call('Queue/Finish', { ticketId: id }))).toMatchObject({ state: 'done' });
    expect(await eventsOf(id)).toEqual(['issued', 'called', 'recalled', 'started', 'finished']);
    const rows = await server.database.db.select().from(queueTicketEvents).where(eq(queueTicketEvents.ticketId, id));
    for (const row of rows.filter((event) => event.kind !== 'issued')) expect(row).toMatchObject({ deskId: desk, userId: expect.any(Number) });

    // The next one waits behind one finished visit of 4 minutes: it is next, so no wait is left.
    expect(dataOf<PublicTicket>(await ticketGet(second.token))).toMatchObject({ position: 1, estimatedWaitMinutes: 0 });
    const third = await issue();
    expect(dataOf<PublicTicket>(await ticketGet(third.token))).toMatchObject({ position: 2, estimatedWaitMinutes: 4 });

    const next = dataOf<{ ticket: StaffTicket }>(await operator.call('Queue/CallNext', { deskId: desk })).ticket;
    expect(next.code).toBe(second.code);
    expect(dataOf<StaffTicket>(await operator.call('Queue/NoShow', { ticketId: next.id }))).toMatchObject({ state: 'no_show' });
  });

  it('tells the kiosk and the holder until when the service takes visitors today, while the ticket waits', async () => {
    const line = await freshLine();
    // The line's hours end at 20:00 in Moscow, 17:00 UTC, on the test clock's Moscow day.
    const closes = `${new Date(server.clock.now() + 3 * 3_600_000).toISOString().slice(0, 10)}T17:00:00.000Z`;
    const ticket = await line.take();
    expect(ticket).toMatchObject({ state: 'waiting', position: 1, closesAt: closes });
    const offered = dataOf<{ services: Array<{ id: number; open: boolean; closesAt: string | null }> }>(
      (await server.rpc({ action: 'Kiosk/Services', params: {} }, deviceHeaders('kiosk', queue.kioskKey))).body,
    );
    expect(offered.services.find((service) => service.id === line.serviceId)).toMatchObject({ open: true, closesAt: closes });
    await line.callNext();
    expect(dataOf<PublicTicket>(await ticketGet(ticket.token))).toMatchObject({ state: 'called', closesAt: null });
  });

  it('refuses every illegal move with a sentence and writes nothing', async () => {
    const desk = queue.desks[1] as number;
    const operator = await operatorAt(server, desk);
    const waiting = await issue(1);
    const id = await idOf(waiting.token);
    for (const action of ['Queue/Recall', 'Queue/Start', 'Queue/Finish', 'Queue/NoShow']) {
      const before = await tableCounts(server);
      const reply = await operator.call(action, { ticketId: id });
      expect(reply, action).toMatchObject({ success: false, data: 'CONFLICT' });
      expect(reply.message).toMatch(/Нельзя .* талон в состоянии «Ожидает»/);
      expect(await tableCounts(server)).toEqual(before);
    }
    dataOf(await operator.call('Queue/Cancel', { ticketId: id }));
    for (const action of ['Queue/Cancel', 'Queue/Transfer']) {
      const before = await tableCounts(server);
      const reply = await operator.call(action, action === 'Queue/Transfer' ? { ticketId: id, deskId: desk } : { ticketId: id });
      expect(reply, action).toMatchObject({ success: false, data: 'CONFLICT' });
      expect(reply.message).toContain('Талон закрыт');
      expect(await tableCounts(server)).toEqual(before);
    }
    expect(await eventsOf(id)).toEqual(['issued', 'cancelled']);
    // Another desk's called ticket is not this operator's to move.
    const other = await freshLine();
    const elsewhere = await other.take();
    const call = (await other.callNext()) as StaffTicket;
    expect(call.code).toBe(elsewhere.code);
    const before = await tableCounts(server);
    expect(await operator.call('Queue/Start', { ticketId: call.id })).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(await operator.call('Queue/CallNext', { deskId: other.deskId })).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(await tableCounts(server)).toEqual(before);
    dataOf(await other.operator.call('Queue/NoShow', { ticketId: call.id }));
  });

  it('transfers to another service (its next number) and to one desk (called there first)', async () => {
    const lineA = await freshLine();
    const lineB = await freshLine();
    const ticket = await lineA.take();
    const called = (await lineA.callNext()) as StaffTicket;
    expect(called.code).toBe(ticket.code);
    const moved = dataOf<StaffTicket>(await lineA.operator.call('Queue/Transfer', { ticketId: called.id, serviceId: lineB.serviceId }));
    expect(moved).toMatchObject({ state: 'waiting', serviceId: lineB.serviceId, deskId: null, code: `${lineB.prefix}-001` });
    expect(dataOf<PublicTicket>(await ticketGet(ticket.token)).code).toBe(moved.code);
    expect((await lineB.callNext())?.id).toBe(called.id);
    // Sent to desk A: only desk A calls it, before its other waiting tickets.
    await lineA.take();
    dataOf(await lineB.operator.call('Queue/Transfer', { ticketId: called.id, deskId: lineA.deskId }));
    expect(await lineB.callNext()).toBeNull();
    expect((await lineA.callNext())?.id).toBe(called.id);
    expect(await eventsOf(called.id)).toEqual(['issued', 'called', 'transferred', 'called', 'transferred', 'called']);
  });

  it('calls priority tickets first', async () => {
    const line = await freshLine();
    const plain = await line.take();
    const urgent = await line.take({ priority: true });
    expect(dataOf<PublicTicket>(await ticketGet(plain.token)).position).toBe(2);
    expect(dataOf<PublicTicket>(await ticketGet(urgent.token)).position).toBe(1);
    expect((await line.callNext())?.code).toBe(urgent.code);
  });
});

describe('two desks calling at once', () => {
  it('never get the same ticket', async () => {
    const services = queue.services.map((service) => service.id);
    const shared = await queue.admin<{ id: number }>('Queue/SaveDesk', { name: 'Окно общее 1', serviceIds: services });
    const shared2 = await queue.admin<{ id: number }>('Queue/SaveDesk', { name: 'Окно общее 2', serviceIds: services });
    const one = await operatorAt(server, shared.id);
    const two = await operatorAt(server, shared2.id);
    const issued = new Set<string>();
    for (let index = 0; index < 6; index += 1) issued.add((await issue(index % 2)).code);
    const seen: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const [a, b] = await Promise.all([one.call<{ ticket: StaffTicket | null }>('Queue/CallNext', { deskId: shared.id }), two.call<{ ticket: StaffTicket | null }>('Queue/CallNext', { deskId: shared2.id })]);
      for (const [reply, operator] of [[a, one], [b, two]] as const) {
        const ticket = dataOf<{ ticket: StaffTicket | null }>(reply).ticket;
        if (!ticket) continue;
        seen.push(ticket.code);
        dataOf(await operator.call('Queue/NoShow', { ticketId: ticket.id }));
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const code of issued) expect(seen).toContain(code);
  });
});

describe('Kiosk/IssueTicket repeated with one requestId', () => {
  it('gives the same ticket over HTTP and over WS from another socket, and issues it once', async () => {
    const envelope = { action: 'Kiosk/IssueTicket', params: { serviceId: queue.services[1]?.id }, token: null, requestId: 'kiosk-once' };
    const first = dataOf<PublicTicket>((await server.rpc(envelope, deviceHeaders('kiosk', queue.kioskKey))).body);
    const again = dataOf<PublicTicket>((await server.rpc(envelope, { ...deviceHeaders('kiosk', queue.kioskKey), 'X-Forwarded-For': '198.51.100.9' })).body);
    const socket = await RawSocket.open(server.url, { subsystem: 'kiosk' });
    const overWs = await socket.request({ ...envelope, apiKey: queue.kioskKey });
    socket.close();
    expect(again).toEqual(first);
    expect(overWs.data).toEqual(first);
    const rows = await server.database.db.select().from(queueTickets).where(eq(queueTickets.token, first.token));
    expect(rows).toHaveLength(1);
    const changed = (await server.rpc({ ...envelope, params: { serviceId: queue.services[0]?.id } }, deviceHeaders('kiosk', queue.kioskKey))).body;
    expect(changed).toMatchObject({ success: false, data: 'CONFLICT' });
  });

  it('refuses a closed or inactive service with a sentence', async () => {
    const closed = await queue.admin<{ id: number }>('Queue/SaveService', { prefix: 'Н', name: 'Ночная', hours: Array.from({ length: 7 }, () => ({ from: '20:00', to: '22:00' })) });
    const reply = (await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: closed.id }, token: null }, deviceHeaders('kiosk', queue.kioskKey))).body;
    expect(reply).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(reply.message).toContain('работает с 20:00 до 22:00');
    await queue.admin('Queue/SaveService', { id: closed.id, prefix: 'Н', name: 'Ночная', hours: Array.from({ length: 7 }, () => ({ from: '08:00', to: '22:00' })), active: false });
    const inactive = (await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: closed.id }, token: null }, deviceHeaders('kiosk', queue.kioskKey))).body;
    expect(inactive).toMatchObject({ success: false, data: 'CONFLICT' });
    expectClearFailure(inactive, ['CONFLICT']);
  });
});

/** The only keys a public reply may hold, per action (DESIGN section 5: no names, phones, scores, ids of people). */
const TICKET_KEYS = ['closesAt', 'code', 'desk', 'estimatedWaitMinutes', 'issuedAt', 'position', 'service', 'state', 'token'];
const ALLOWED: Record<string, string[]> = {
  'Kiosk/Services': ['services', 'services[].closesAt', 'services[].id', 'services[].name', 'services[].open', 'services[].prefix', 'services[].waiting'],
  'Kiosk/IssueTicket': TICKET_KEYS,
  'Ticket/Get': TICKET_KEYS,
  'Ticket/Cancel': TICKET_KEYS,
  'Board/Get': ['calls', 'calls[].at', 'calls[].code', 'calls[].desk', 'recent', 'recent[].at', 'recent[].code', 'recent[].desk', 'serverTime', 'waiting', 'waiting[].count', 'waiting[].prefix', 'waiting[].service'],
};

/** Every key path of a JSON value, array items as `[]`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path.replace(/^\[\]\./, ''), ...keyPaths(inner, path)];
  });
}

describe('public replies', () => {
  it('hold only allow-listed keys, in replies and in EVENT frames of public topics', async () => {
    const line = await freshLine();
    const ticket = await line.take();
    const cancelMe = await line.take();
    const behind = await line.take();
    const replies: Array<[string, Reply]> = [
      ['Kiosk/Services', (await server.rpc({ action: 'Kiosk/Services', params: {} }, deviceHeaders('kiosk', queue.kioskKey))).body],
      ['Ticket/Get', await ticketGet(ticket.token)],
      ['Ticket/Cancel', (await server.rpc({ action: 'Ticket/Cancel', params: { token: cancelMe.token } }, deviceHeaders('qr'))).body],
    ];
    const board = await RawSocket.open(server.url, { subsystem: 'tv' });
    const holder = await RawSocket.open(server.url, { subsystem: 'qr' });
    expect((await board.request({ action: 'Events/Subscribe', params: { topics: ['queue.board', 'queue.desk.1'] }, apiKey: queue.tvKey })).data).toEqual({ topics: ['queue.board'] });
    expect((await holder.request({ action: 'Events/Subscribe', params: { topics: [`queue.ticket.${ticket.token}`, `queue.ticket.${behind.token}`, 'queue.board'] } })).data).toEqual({
      topics: [`queue.ticket.${ticket.token}`, `queue.ticket.${behind.token}`],
    });
    expect(dataOf<PublicTicket>(await ticketGet(behind.token)).position).toBe(2);
    const boardFrom = board.messages.length;
    const holderFrom = holder.messages.length;
    const call = (await line.callNext()) as StaffTicket;
    expect(call.code).toBe(ticket.code);
    const isEvent = (topic: string) => (text: string) => (JSON.parse(text) as { SYSTEM_CALL?: string; topic?: string }).SYSTEM_CALL === 'EVENT' && (JSON.parse(text) as { topic: string }).topic === topic;
    const boardEvent = JSON.parse(await board.waitFor(isEvent('queue.board'), 5_000, boardFrom)) as { data: { calls: Array<{ code: string; desk: string }> } };
    const ticketEvent = JSON.parse(await holder.waitFor(isEvent(`queue.ticket.${ticket.token}`), 5_000, holderFrom)) as { data: PublicTicket };
    expect(boardEvent.data.calls[0]).toMatchObject({ code: ticket.code, desk: `Окно ${line.prefix}` });
    expect(ticketEvent.data).toMatchObject({ state: 'called', desk: `Окно ${line.prefix}` });
    // The call moved the one behind up to first: its page hears so without asking.
    const behindEvent = JSON.parse(await holder.waitFor(isEvent(`queue.ticket.${behind.token}`), 5_000, holderFrom)) as { data: PublicTicket };
    expect(behindEvent.data).toMatchObject({ state: 'waiting', position: 1, desk: null });
    expect(keyPaths(behindEvent.data).filter((path) => !TICKET_KEYS.includes(path))).toEqual([]);
    replies.push(['Board/Get', (await server.rpc({ action: 'Board/Get', params: {} }, deviceHeaders('tv', queue.tvKey))).body]);
    board.close();
    holder.close();

    for (const [action, reply] of replies) {
      expect(reply.success, `${action}: ${reply.message}`).toBe(true);
      expect(keyPaths(reply.data).filter((path) => !ALLOWED[action]?.includes(path)), action).toEqual([]);
    }
    expect(keyPaths(boardEvent.data).filter((path) => !ALLOWED['Board/Get']?.includes(path))).toEqual([]);
    expect(keyPaths(ticketEvent.data).filter((path) => !TICKET_KEYS.includes(path))).toEqual([]);
    // Nothing of the operator reaches the public: not their name, not their login.
    const everything = JSON.stringify([replies, boardEvent, ticketEvent]);
    expect(everything).not.toMatch(/Тестовый|operator\d/);
  });

  it('the ticket page: an unknown token is NOT_FOUND with a sentence, a cancel works only while waiting', async () => {
    const unknown = await ticketGet('00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expectClearFailure(unknown, ['NOT_FOUND']);
    const bad = await ticketGet('not-a-uuid');
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const line = await freshLine();
    const ticket = await line.take();
    expect((await line.callNext())?.code).toBe(ticket.code);
    const refused = (await server.rpc({ action: 'Ticket/Cancel', params: { token: ticket.token } }, deviceHeaders('qr'))).body;
    expect(refused).toMatchObject({ success: false, data: 'CONFLICT' });
  });

  it('Ticket/Get is rate limited per address', async () => {
    const ticket = await issue(0);
    server.clock.advance(61_000);
    const read = async () => (await server.rpc({ action: 'Ticket/Get', params: { token: ticket.token } }, deviceHeaders('qr'))).body;
    for (let index = 0; index < TICKET_READS_PER_MINUTE; index += 1) expect((await read()).success).toBe(true);
    const limited = await read();
    expect(limited).toMatchObject({ success: false, data: 'RATE_LIMITED' });
    expectClearFailure(limited, ['RATE_LIMITED']);
    // The window slides: a minute later the page reads again.
    server.clock.advance(61_000);
    expect((await read()).success).toBe(true);
  });
});
