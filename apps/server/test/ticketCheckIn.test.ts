import type { Reply } from '@abitura/contracts/wire';
import type { CheckInResult } from '@abitura/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { eventRegistrations, queueTicketEvents, queueTickets, sessions } from '../src/db/schema/index.js';
import { issueTicket } from '../src/domain/queue/issueTicket.js';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertCareerEvent, insertRegistration } from './support/applicantFixtures.js';
import { auditOf, call, signedInAs } from './support/organizationFixtures.js';
import { dataOf, deviceHeaders, operatorAt, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { RawSocket } from './support/rawSocket.js';
import { eventually, tableCounts } from './support/serverSupport.js';

/**
 * Tickets/CheckIn, the scanner at the door: event tickets and queue tickets by the token of their
 * QR code, once each (checked_in, then already_used with when and by whom), refused with a reason
 * and nothing written otherwise; one check-in of two scans at once; the QR app signs staff in.
 */
let server: TestServer;
let queue: QueueFixture;
let admin: string;
let door: { id: number; token: string };
let door2: { id: number; token: string };
let analyst: string;

// The harness clock starts at 2026-09-01T09:00:00Z: 12:00 in Moscow.
const LATER_TODAY = new Date('2026-09-01T18:00:00+03:00');
const DOOR_NAME = 'Петрова Мария Ивановна';
const DOOR2_NAME = 'Сидоров Пётр Андреевич';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  door = await signedInAs(server, 'door', ['Куратор'], DOOR_NAME);
  door2 = await signedInAs(server, 'door2', ['Оператор очереди'], DOOR2_NAME);
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  queue = await setUpQueue(server, ['А', 'Б']);
});
afterAll(() => server.close());

const db = () => server.database.db;
const nowIso = () => new Date(server.clock.now()).toISOString();
/** Moscow clock time of an instant, as the sentences name it. */
const moscowHhMm = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(11, 16);

/** A scan as the scanner page sends it: the QR subsystem, a signed-in staff member's token. */
async function scan(token: string, as: { token: string } = door, requestId?: string): Promise<Reply & { data: CheckInResult }> {
  const envelope = { action: 'Tickets/CheckIn', params: { token }, token: as.token, ...(requestId ? { requestId } : {}) };
  return (await server.rpc(envelope, deviceHeaders('qr'))).body as Reply & { data: CheckInResult };
}

let people = 0;
/** A registration of a fresh applicant to an event; its id and ticket token. */
async function ticketFor(eventId: number, name?: Parameters<typeof insertApplicant>[1]) {
  const id = await insertRegistration(server, await insertApplicant(server, name ?? { last_name: `Гость${++people}`, first_name: 'Тест' }), eventId);
  const [row] = await db().select({ token: eventRegistrations.ticketToken }).from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return { id, token: (row as { token: string }).token };
}
const registration = async (id: number) => (await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0];
const eventToday = (title: string, values: Partial<Parameters<typeof insertCareerEvent>[1]> = {}) => insertCareerEvent(server, { title, startsAt: LATER_TODAY, status: 'confirmed', ...values });

let requests = 0;
/** A ticket from the kiosk, as a visitor takes it. */
const takeTicket = async (serviceIndex = 0) =>
  dataOf<{ token: string; code: string }>(
    (await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: queue.services[serviceIndex]?.id }, token: null, requestId: `take-${++requests}` }, deviceHeaders('kiosk', queue.kioskKey))).body,
  );
const ticketRow = async (token: string) => (await db().select().from(queueTickets).where(eq(queueTickets.token, token)))[0] as typeof queueTickets.$inferSelect;
const checkIns = async (ticketId: number) => db().select().from(queueTicketEvents).where(and(eq(queueTicketEvents.ticketId, ticketId), eq(queueTicketEvents.kind, 'checked_in')));

describe('an event ticket', () => {
  it('checks the holder in once: the mark with when and by whom, audited; a second scan is already_used and writes nothing', async () => {
    const eventId = await eventToday('День открытых дверей');
    const ticket = await ticketFor(eventId, { last_name: 'Билетова', first_name: 'Анна', middle_name: 'Сергеевна' });
    const first = await scan(ticket.token);
    expect(first).toEqual({
      success: true,
      message: 'Вход отмечен: Билетова Анна Сергеевна, «День открытых дверей».',
      data: {
        outcome: 'checked_in',
        reason: null,
        kind: 'event',
        title: 'День открытых дверей',
        code: null,
        holder: 'Билетова Анна Сергеевна',
        validAt: LATER_TODAY.toISOString(),
        checkedInAt: nowIso(),
        checkedInBy: DOOR_NAME,
      },
    });
    expect(await registration(ticket.id)).toMatchObject({ attended: true, attendedAt: new Date(server.clock.now()), attendedBy: door.id });
    const audit = await auditOf(server, admin, 'career_event', eventId);
    expect(audit).toMatchObject([{ action: 'Tickets/CheckIn', actorId: door.id, before: { registration: ticket.id, attended: null }, after: { registration: ticket.id, attended: true, by: 'scanner' } }]);
    // The registrations list and the event's counts see the visitor as come.
    expect(await call(server, admin, 'EventService/getEvent', { id: eventId })).toMatchObject({ success: true, data: { attended: 1 } });

    const firstAt = first.data.checkedInAt;
    server.clock.advance(15 * 60_000);
    const before = await tableCounts(server);
    const second = await scan(ticket.token, door2);
    expect(second).toMatchObject({
      success: true,
      message: `Билет уже использован 01.09.2026 в 12:00 (отметил(а) ${DOOR_NAME}). Повторно вход по нему не отмечают.`,
      data: { outcome: 'already_used', reason: null, kind: 'event', holder: 'Билетова Анна Сергеевна', checkedInAt: firstAt, checkedInBy: DOOR_NAME },
    });
    expect(await tableCounts(server)).toEqual(before);
    expect(await registration(ticket.id)).toMatchObject({ attendedAt: new Date(firstAt as string), attendedBy: door.id });
    expect(await auditOf(server, admin, 'career_event', eventId)).toHaveLength(1);
  });

  it.each([
    ['yesterday', new Date('2026-08-31T18:00:00+03:00'), 'Мероприятие в другой день: «Вчерашнее» проходит 31.08.2026, а сегодня 01.09.2026. Вход по билету отмечают только в день мероприятия.'],
    ['tomorrow', new Date('2026-09-02T00:30:00+03:00'), 'Мероприятие в другой день: «Завтрашнее» проходит 02.09.2026, а сегодня 01.09.2026. Вход по билету отмечают только в день мероприятия.'],
  ])('refuses the ticket of an event held %s (another Moscow day), writing nothing', async (_when, startsAt, message) => {
    const eventId = await eventToday(startsAt < LATER_TODAY ? 'Вчерашнее' : 'Завтрашнее', { startsAt });
    const ticket = await ticketFor(eventId);
    const before = await tableCounts(server);
    expect(await scan(ticket.token)).toMatchObject({
      success: true,
      message,
      data: { outcome: 'refused', reason: 'wrong_day', kind: 'event', validAt: startsAt.toISOString(), checkedInAt: null, checkedInBy: null },
    });
    expect(await tableCounts(server)).toEqual(before);
    expect(await registration(ticket.id)).toMatchObject({ attended: null, attendedAt: null, attendedBy: null });
  });

  it.each([
    ['canceled', 'cancelled', 'Мероприятие «Фестиваль canceled» отменено: вход по этому билету не отмечают.'],
    ['deleted', 'cancelled', 'Мероприятие «Фестиваль deleted» удалено: вход по этому билету не отмечают.'],
    ['draft', 'not_confirmed', 'Мероприятие «Фестиваль draft» ещё не согласовано (статус «Черновик»): вход отмечают только на согласованных мероприятиях.'],
    ['pending', 'not_confirmed', 'Мероприятие «Фестиваль pending» ещё не согласовано (статус «На согласовании»): вход отмечают только на согласованных мероприятиях.'],
    ['onEdit', 'not_confirmed', 'Мероприятие «Фестиваль onEdit» ещё не согласовано (статус «На доработке»): вход отмечают только на согласованных мероприятиях.'],
  ])('refuses the ticket of a %s event as %s, writing nothing', async (status, reason, message) => {
    const ticket = await ticketFor(await eventToday(`Фестиваль ${status}`, { status }));
    const before = await tableCounts(server);
    expect(await scan(ticket.token)).toMatchObject({ success: true, message, data: { outcome: 'refused', reason, kind: 'event', title: `Фестиваль ${status}` } });
    expect(await tableCounts(server)).toEqual(before);
    expect((await registration(ticket.id))?.attended).toBeNull();
  });

  it('EventService/markAttendance records when and by whom a mark as come, and clears both with a mark as absent', async () => {
    const eventId = await eventToday('Мастер-класс');
    const ticket = await ticketFor(eventId);
    expect(await call(server, door2.token, 'EventService/markAttendance', { registrationId: ticket.id, attended: true })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, door.token, 'EventService/markAttendance', { registrationId: ticket.id, attended: true })).toMatchObject({ success: true, data: { attended: true } });
    const marked = nowIso();
    expect(await registration(ticket.id)).toMatchObject({ attended: true, attendedAt: new Date(marked), attendedBy: door.id });
    // Marked from the list, the ticket counts as used: the scanner says when and by whom.
    server.clock.advance(60_000);
    expect(await scan(ticket.token, door2)).toMatchObject({ data: { outcome: 'already_used', checkedInAt: marked, checkedInBy: DOOR_NAME } });

    expect(await call(server, door.token, 'EventService/markAttendance', { registrationId: ticket.id, attended: false })).toMatchObject({ success: true, data: { attended: false } });
    expect(await registration(ticket.id)).toMatchObject({ attended: false, attendedAt: null, attendedBy: null });
    // Marked absent by mistake, the visitor is still let in by the ticket, with a fresh mark.
    expect(await scan(ticket.token, door2)).toMatchObject({ data: { outcome: 'checked_in', checkedInAt: nowIso(), checkedInBy: DOOR2_NAME } });
    expect(await registration(ticket.id)).toMatchObject({ attended: true, attendedAt: new Date(server.clock.now()), attendedBy: door2.id });
    expect(await call(server, door.token, 'EventService/markAttendance', { ticket: ticket.token })).toMatchObject({ success: true, message: 'Посещение уже отмечено.' });
    expect((await registration(ticket.id))?.attendedBy).toBe(door2.id);
  });
});

describe('a queue ticket', () => {
  it('checks the visitor in once without moving the ticket; a second scan is already_used with when and by whom', async () => {
    const taken = await takeTicket();
    const row = await ticketRow(taken.token);
    const first = await scan(taken.token, door2);
    expect(first).toEqual({
      success: true,
      message: `Вход отмечен: талон ${taken.code}, «Услуга А».`,
      data: {
        outcome: 'checked_in',
        reason: null,
        kind: 'queue',
        title: 'Услуга А',
        code: taken.code,
        holder: null,
        validAt: row.createdAt.toISOString(),
        checkedInAt: nowIso(),
        checkedInBy: DOOR2_NAME,
      },
    });
    expect(await ticketRow(taken.token)).toEqual(row);
    expect(await checkIns(row.id)).toMatchObject([{ userId: door2.id, deskId: null, at: new Date(server.clock.now()) }]);
    // The visitor keeps their place: the ticket page still shows them waiting.
    expect(dataOf<{ state: string; position: number | null }>((await server.rpc({ action: 'Ticket/Get', params: { token: taken.token } }, deviceHeaders('qr'))).body)).toMatchObject({ state: 'waiting', position: expect.any(Number) });

    server.clock.advance(5 * 60_000);
    const before = await tableCounts(server);
    expect(await scan(taken.token)).toMatchObject({
      success: true,
      message: `Талон ${taken.code} уже использован 01.09.2026 в ${moscowHhMm(first.data.checkedInAt as string)} (отметил(а) ${DOOR2_NAME}). Повторно вход по нему не отмечают.`,
      data: { outcome: 'already_used', kind: 'queue', code: taken.code, checkedInAt: first.data.checkedInAt, checkedInBy: DOOR2_NAME },
    });
    expect(await tableCounts(server)).toEqual(before);
  });

  it('refuses a ticket of another Moscow day, writing nothing', async () => {
    const yesterday = new Date(server.clock.now() - 24 * 3_600_000);
    const id = await issueTicket(db(), { serviceId: queue.services[0]?.id as number, priority: false, deviceId: null, now: yesterday });
    const [row] = await db().select().from(queueTickets).where(eq(queueTickets.id, id));
    const before = await tableCounts(server);
    const reply = await scan((row as { token: string }).token);
    expect(reply).toMatchObject({
      success: true,
      message: 'Талон А-001 выдан на другой день, 31.08.2026: талон действует только в день выдачи. Посетителю нужно взять новый талон в киоске.',
      data: { outcome: 'refused', reason: 'wrong_day', kind: 'queue', code: 'А-001', title: 'Услуга А', validAt: yesterday.toISOString() },
    });
    expect(await tableCounts(server)).toEqual(before);
  });

  it('refuses a cancelled ticket, and a served or no-show one as closed, writing nothing', async () => {
    const cancelled = await takeTicket(1);
    dataOf(await call(server, door2.token, 'Queue/Cancel', { ticketId: (await ticketRow(cancelled.token)).id }));
    const operator = await operatorAt(server, queue.desks[1] as number);
    const served = await takeTicket(1);
    const gone = await takeTicket(1);
    const servedId = (dataOf<{ ticket: { id: number } }>(await operator.call('Queue/CallNext', { deskId: queue.desks[1] }))).ticket.id;
    dataOf(await operator.call('Queue/Start', { ticketId: servedId }));
    dataOf(await operator.call('Queue/Finish', { ticketId: servedId }));
    const goneId = (dataOf<{ ticket: { id: number } }>(await operator.call('Queue/CallNext', { deskId: queue.desks[1] }))).ticket.id;
    dataOf(await operator.call('Queue/NoShow', { ticketId: goneId }));
    expect(goneId).toBe((await ticketRow(gone.token)).id);

    const before = await tableCounts(server);
    expect(await scan(cancelled.token)).toMatchObject({
      message: `Талон ${cancelled.code} отменён. Посетителю нужно взять новый талон в киоске.`,
      data: { outcome: 'refused', reason: 'cancelled', kind: 'queue', code: cancelled.code },
    });
    expect(await scan(served.token)).toMatchObject({
      message: `Талон ${served.code} уже закрыт (статус «Обслужен»). Посетителю нужно взять новый талон в киоске.`,
      data: { outcome: 'refused', reason: 'closed', code: served.code },
    });
    expect(await scan(gone.token)).toMatchObject({ message: expect.stringContaining('(статус «Не явился»)'), data: { outcome: 'refused', reason: 'closed', code: gone.code } });
    expect(await tableCounts(server)).toEqual(before);
  });
});

describe('what is not a ticket, and who may scan', () => {
  it('answers an unknown token as refused unknown, and a token that is not a UUID with the contract sentence; nothing written', async () => {
    const before = await tableCounts(server);
    expect(await scan('00000000-0000-4000-8000-000000000000')).toEqual({
      success: true,
      message: 'Билет не найден: QR-код не от этой системы, или регистрацию по нему отменили. Попросите посетителя показать другой билет.',
      data: { outcome: 'refused', reason: 'unknown', kind: null, title: null, code: null, holder: null, validAt: null, checkedInAt: null, checkedInBy: null },
    });
    for (const token of ['не-билет', 'https://example.org/tickets/1/qr', '']) {
      const reply = await scan(token, door, `bad-${token.length}`);
      expect(reply, token).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'token', message: 'QR-код не похож на билет: в нём нет номера билета' }] });
    }
    expect(await tableCounts(server)).toEqual(before);
  });

  it('refuses a user without checkInTickets and a kiosk key, writing nothing', async () => {
    const ticket = await ticketFor(await eventToday('Закрытый вход'));
    const before = await tableCounts(server);
    expect(await scan(ticket.token, { token: analyst })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    const kiosk = (await server.rpc({ action: 'Tickets/CheckIn', params: { token: ticket.token }, token: null }, deviceHeaders('kiosk', queue.kioskKey))).body;
    expect(kiosk).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    const anonymous = (await server.rpc({ action: 'Tickets/CheckIn', params: { token: ticket.token }, token: null }, deviceHeaders('qr'))).body;
    expect(anonymous).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await tableCounts(server)).toEqual(before);
    expect((await registration(ticket.id))?.attended).toBeNull();
  });

  it('answers a repeat of the same requestId with the same checked_in reply, applied once', async () => {
    const eventId = await eventToday('Повтор запроса');
    const ticket = await ticketFor(eventId);
    const first = await scan(ticket.token, door, 'scan-repeat-1');
    expect(first.data.outcome).toBe('checked_in');
    server.clock.advance(30_000);
    const again = await scan(ticket.token, door, 'scan-repeat-1');
    expect(again).toEqual(first);
    // Over the socket too: the reply is stored per user, whatever the transport.
    const socket = await RawSocket.open(server.url, { subsystem: 'qr' });
    const overWs = await socket.request({ action: 'Tickets/CheckIn', params: { token: ticket.token }, token: door.token, requestId: 'scan-repeat-1' });
    socket.close();
    expect(overWs).toEqual({ ...first, requestId: 'scan-repeat-1' });
    expect(await auditOf(server, admin, 'career_event', eventId)).toHaveLength(1);
    // A new scan of the same ticket is a new request: already used.
    expect((await scan(ticket.token, door, 'scan-repeat-2')).data).toMatchObject({ outcome: 'already_used', checkedInAt: first.data.checkedInAt });
  });
});

/**
 * Two scans of one ticket at once. On PostgreSQL the test holds the ticket's row lock from its own
 * transaction until both scans wait on it, then lets go: without the handler's lock both scans
 * would read "not used" and both check in. PGlite runs one transaction at a time.
 */
async function twoScansAtOnce(table: 'event_registrations' | 'queue_tickets', id: number, token: string) {
  const both = () => Promise.all([scan(token, door, `race-${table}-${id}-1`), scan(token, door2, `race-${table}-${id}-2`)]);
  if (server.database.kind !== 'postgres') return both();
  let scans: ReturnType<typeof both> | undefined;
  await db().transaction(async (tx) => {
    await tx.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`);
    scans = both();
    scans.catch(() => {});
    await eventually(async () => {
      const [row] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`));
      return Number(row?.n) >= 2;
    }, 10_000, 'both scans waiting on the ticket');
  });
  return scans as ReturnType<typeof both>;
}

describe('two scans of one ticket at once', () => {
  it('check an event ticket in exactly once: one checked_in, one already_used naming the first', async () => {
    const eventId = await eventToday('Гонка у входа');
    const ticket = await ticketFor(eventId);
    const replies = await twoScansAtOnce('event_registrations', ticket.id, ticket.token);
    const outcomes = replies.map((reply) => reply.data.outcome).sort();
    expect(outcomes).toEqual(['already_used', 'checked_in']);
    const winner = replies.find((reply) => reply.data.outcome === 'checked_in') as Reply & { data: CheckInResult };
    const loser = replies.find((reply) => reply.data.outcome === 'already_used') as Reply & { data: CheckInResult };
    expect(loser.data).toMatchObject({ checkedInAt: winner.data.checkedInAt, checkedInBy: winner.data.checkedInBy });
    expect(await auditOf(server, admin, 'career_event', eventId)).toHaveLength(1);
  });

  it('check a queue ticket in exactly once: one checked_in event recorded', async () => {
    const taken = await takeTicket();
    const id = (await ticketRow(taken.token)).id;
    const replies = await twoScansAtOnce('queue_tickets', id, taken.token);
    expect(replies.map((reply) => reply.data.outcome).sort()).toEqual(['already_used', 'checked_in']);
    expect(await checkIns(id)).toHaveLength(1);
  });
});

describe('signing in from the QR app', () => {
  it('signs a staff member in on the scanner page (subsystem qr) over HTTP and WebSocket, and the token scans', async () => {
    await server.addUser({ login: 'scanner', roles: ['Сопровождающий'] });
    const reply = (await server.rpc({ action: 'User/AccountLogin', params: { login: 'scanner', password: DEFAULT_PASSWORD } }, deviceHeaders('qr'))).body;
    expect(reply).toMatchObject({ success: true, data: { user: { login: 'scanner' }, ability: [expect.objectContaining({ checkInTickets: true })] } });
    const token = (reply.data as { token: string }).token;
    const [session] = await db().select({ subsystem: sessions.subsystem }).from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session?.subsystem).toBe('qr');
    const ticket = await ticketFor(await eventToday('Вход со сканера'));
    expect((await scan(ticket.token, { token })).data).toMatchObject({ outcome: 'checked_in', checkedInBy: 'Тестовый scanner' });

    const socket = await RawSocket.open(server.url, { subsystem: 'qr' });
    const ws = await socket.request({ action: 'User/AccountLogin', params: { login: 'scanner', password: DEFAULT_PASSWORD }, token: null });
    socket.close();
    expect(ws).toMatchObject({ success: true, data: { user: { login: 'scanner' } } });
  });

  it('answers a wrong password from the QR app as from the staff app, and still refuses the kiosk and the board', async () => {
    const wrong = (await server.rpc({ action: 'User/AccountLogin', params: { login: 'scanner', password: 'Wrong-Horse-7' } }, deviceHeaders('qr'))).body;
    expect(wrong).toMatchObject({ success: false, data: 'ACCESS_DENIED', message: 'Неверный логин или пароль.' });
    const [before] = await db().select({ n: count() }).from(sessions);
    for (const subsystem of ['kiosk', 'tv'] as const) {
      const key = subsystem === 'kiosk' ? queue.kioskKey : queue.tvKey;
      const refused = (await server.rpc({ action: 'User/AccountLogin', params: { login: 'scanner', password: DEFAULT_PASSWORD } }, deviceHeaders(subsystem, key))).body;
      expect(refused, subsystem).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
    const [after] = await db().select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });
});
