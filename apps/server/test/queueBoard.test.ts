import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTicketEvents, queueTickets } from '../src/db/schema/index.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { BOARD_RECENT } from '../src/domain/queue/ticketViews.js';
import { startTestServer, type TestServer } from './harness.js';
import { dataOf, deviceHeaders, operatorAt, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { RawSocket } from './support/rawSocket.js';

/**
 * The board's live topic, whose grant is the device key, and the board's list of recent calls
 * (Board/Get and every queue.board EVENT): the last ten calls and
 * recalls of today's tickets within a day, newest first, each with its desk. Read on every queue
 * write, so it is also checked with more of the day's events than it shows.
 */
let server: TestServer;
let queue: QueueFixture;

beforeAll(async () => {
  server = await startTestServer();
  queue = await setUpQueue(server, ['А']);
});
afterAll(() => server.close());

type Call = { code: string; desk: string; at: string };
type Board = { calls: Call[]; recent: Call[] };

const board = async () => dataOf<Board>((await server.rpc({ action: 'Board/Get', params: {} }, deviceHeaders('tv', queue.tvKey))).body, 'Board/Get');
let requestSequence = 0;
const issue = async () =>
  dataOf<{ code: string }>(
    (await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: queue.services[0]?.id }, token: null, requestId: `board-issue-${++requestSequence}` }, deviceHeaders('kiosk', queue.kioskKey))).body,
  );

describe('the recent calls of the board', () => {
  it("lists the last ten calls and recalls, newest first, with the desk's name", async () => {
    const desk = queue.desks[0] as number;
    const operator = await operatorAt(server, desk);
    const made: Call[] = [];
    for (let visitor = 0; visitor < 6; visitor += 1) {
      await issue();
      server.clock.advance(60_000);
      const called = dataOf<{ ticket: { id: number; code: string } }>(await operator.call('Queue/CallNext', { deskId: desk })).ticket;
      made.push({ code: called.code, desk: 'Окно 1', at: new Date(server.clock.now()).toISOString() });
      server.clock.advance(30_000);
      dataOf(await operator.call('Queue/Recall', { ticketId: called.id }));
      made.push({ code: called.code, desk: 'Окно 1', at: new Date(server.clock.now()).toISOString() });
      server.clock.advance(30_000);
      dataOf(await operator.call('Queue/NoShow', { ticketId: called.id }));
    }
    expect((await board()).recent).toEqual(made.reverse().slice(0, BOARD_RECENT));
  });

  it("leaves out an earlier day's ticket, a call older than a day and a call without a desk, and still shows ten; equal times newest entry first", async () => {
    const { db } = server.database;
    server.clock.advance(3_600_000);
    const now = server.clock.now();
    const today = moscowDay(now);
    const serviceId = queue.services[0]?.id as number;
    const desk = queue.desks[0] as number;
    const ticket = async (day: number, number: number) => {
      const [row] = await db
        .insert(queueTickets)
        .values({ token: randomUUID(), serviceId, day, number, state: 'done', deskId: desk, createdAt: new Date(now - 7_200_000), queuedAt: new Date(now - 7_200_000) })
        .returning({ id: queueTickets.id });
      return (row as { id: number }).id;
    };
    const event = (ticketId: number, kind: string, at: number, deskId: number | null = desk) => db.insert(queueTicketEvents).values({ ticketId, kind, deskId, at: new Date(at) });

    // Twelve calls and recalls of today, a minute apart, the last two at the same instant.
    for (let index = 0; index < 12; index += 1) {
      const id = await ticket(today, 500 + index);
      await event(id, index % 3 === 0 ? 'recalled' : 'called', now - (11 - Math.min(index, 10)) * 60_000);
    }
    // Newer than all of them, yet none belongs on today's board.
    const yesterdays = await ticket(today - 1, 900);
    await event(yesterdays, 'recalled', now - 30_000);
    const deskless = await ticket(today, 901);
    await event(deskless, 'called', now - 20_000, null);
    await event(deskless, 'started', now - 10_000);
    const stale = await ticket(today, 902);
    await event(stale, 'called', now - 86_400_000 - 1);

    const recent = (await board()).recent;
    expect(recent.map((entry) => entry.code)).toEqual(['А-511', 'А-510', 'А-509', 'А-508', 'А-507', 'А-506', 'А-505', 'А-504', 'А-503', 'А-502']);
    expect(recent[0]).toEqual({ code: 'А-511', desk: 'Окно 1', at: new Date(now - 60_000).toISOString() });
    expect(recent[1]?.at).toBe(recent[0]?.at);
  });
});

describe('a revoked board key', () => {
  const isBoardEvent = (text: string) => text.startsWith('{') && (JSON.parse(text) as { SYSTEM_CALL?: string; topic?: string }).topic === 'queue.board';

  it('ends the pushes of queue.board at once: its sockets close (4003) and hear nothing more; other boards go on', async () => {
    await server.addUser({ login: 'boardrevoker', roles: ['Администратор'] });
    const token = await server.signIn('boardrevoker');
    const admin = async <T>(action: string, params: unknown) => dataOf<T>((await server.rpc({ action, params, token })).body, action);
    const hall = await admin<{ device: { id: number }; key: string }>('Queue/IssueDevice', { kind: 'tv', name: 'Табло у лестницы' });
    const revoked = await RawSocket.open(server.url, { subsystem: 'tv' });
    const other = await RawSocket.open(server.url, { subsystem: 'tv' });
    try {
      expect((await revoked.request({ action: 'Events/Subscribe', params: { topics: ['queue.board'] }, apiKey: hall.key })).data).toEqual({ topics: ['queue.board'] });
      expect((await other.request({ action: 'Events/Subscribe', params: { topics: ['queue.board'] }, apiKey: queue.tvKey })).data).toEqual({ topics: ['queue.board'] });

      await admin('Queue/RevokeDevice', { id: hall.device.id });
      const after = revoked.messages.length;
      const otherFrom = other.messages.length;
      await issue();
      // The other board hears the new ticket; the revoked one, whose reads are refused, must not.
      await other.waitFor(isBoardEvent, 5_000, otherFrom);
      // Whatever was pushed to it before its pong, or its close, has arrived by then.
      revoked.send('ping');
      await Promise.race([revoked.closed, revoked.waitFor((text) => text === 'pong', 5_000, after).catch(() => undefined)]);
      expect(revoked.messages.slice(after).filter(isBoardEvent)).toEqual([]);
      expect(revoked.open).toBe(false);
      expect((await revoked.closed).code).toBe(4003);
      expect((await server.rpc({ action: 'Board/Get', params: {} }, deviceHeaders('tv', hall.key))).body).toMatchObject({ success: false, data: 'ACCESS_DENIED' });

      // Its client reconnects and asks again: the key no longer grants the topic.
      const again = await RawSocket.open(server.url, { subsystem: 'tv' });
      expect((await again.request({ action: 'Events/Subscribe', params: { topics: ['queue.board'] }, apiKey: hall.key })).data).toEqual({ topics: [] });
      again.close();
    } finally {
      revoked.close();
      other.close();
    }
  });
});
