import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarize } from '../src/domain/queue/queueStats.js';
import { startTestServer, type TestServer } from './harness.js';
import { dataOf, deviceHeaders, operatorAt, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { RawSocket } from './support/rawSocket.js';

/**
 * The operator console around the moves: signing in at a desk, the live desk view and its topic
 * (staff only), and the statistics computed from the ticket events.
 */
let server: TestServer;
let queue: QueueFixture;

beforeAll(async () => {
  server = await startTestServer();
  queue = await setUpQueue(server, ['А', 'Б']);
});
afterAll(() => server.close());

type StaffTicket = { id: number; code: string; state: string };
type DeskView = { desk: { id: number; name: string } | null; current: StaffTicket | null; waiting: Array<{ prefix: string; count: number; next: StaffTicket[] }> };

const issue = async (serviceIndex: number) =>
  dataOf<{ code: string; token: string }>((await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: queue.services[serviceIndex]?.id }, token: null }, deviceHeaders('kiosk', queue.kioskKey))).body);

describe('the desk', () => {
  it('signs in, shows its queue and current ticket, hands over to the next operator, signs out', async () => {
    const desk = queue.desks[0] as number;
    const first = await operatorAt(server, desk);
    const ticket = await issue(0);
    const live = dataOf<DeskView>(await first.call('Queue/Live', {}));
    expect(live.desk).toMatchObject({ id: desk, name: 'Окно 1' });
    expect(live.waiting).toEqual([expect.objectContaining({ prefix: 'А', count: 1, next: [expect.objectContaining({ code: ticket.code, state: 'waiting' })] })]);
    dataOf(await first.call('Queue/CallNext', { deskId: desk }));
    expect(dataOf<DeskView>(await first.call('Queue/Live', {})).current).toMatchObject({ code: ticket.code, state: 'called' });

    // A second operator takes the desk over: the first is signed out and may no longer call there.
    const second = await operatorAt(server, desk);
    expect(dataOf<DeskView>(await first.call('Queue/Live', {})).desk).toBeNull();
    expect(await first.call('Queue/CallNext', { deskId: desk })).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(dataOf<DeskView>(await second.call('Queue/Live', {})).current).toMatchObject({ code: ticket.code });
    const current = dataOf<DeskView>(await second.call('Queue/Live', {})).current as StaffTicket;
    dataOf(await second.call('Queue/NoShow', { ticketId: current.id }));
    expect(dataOf<DeskView>(await second.call('Queue/MyDesk', { deskId: null }))).toEqual({ desk: null, current: null, waiting: [] });
    expect(await second.call('Queue/MyDesk', { deskId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });

  it('publishes the desk view on queue.desk.<id> to queue staff only', async () => {
    const desk = queue.desks[1] as number;
    const operator = await operatorAt(server, desk);
    const staffSocket = await RawSocket.open(server.url);
    const outsider = await RawSocket.open(server.url, { subsystem: 'qr' });
    try {
      expect((await staffSocket.request({ action: 'Events/Subscribe', params: { topics: [`queue.desk.${desk}`, 'queue.board'] }, token: operator.token })).data).toEqual({ topics: [`queue.desk.${desk}`, 'queue.board'] });
      expect((await outsider.request({ action: 'Events/Subscribe', params: { topics: [`queue.desk.${desk}`, 'queue.board', 'queue.ticket.not-a-uuid'] } })).data).toEqual({ topics: [] });
      const from = staffSocket.messages.length;
      const ticket = await issue(1);
      const frame = JSON.parse(
        await staffSocket.waitFor((text) => (JSON.parse(text) as { topic?: string }).topic === `queue.desk.${desk}`, 5_000, from),
      ) as { data: DeskView };
      expect(frame.data.waiting[0]).toMatchObject({ prefix: 'Б', next: [expect.objectContaining({ code: ticket.code })] });
    } finally {
      staffSocket.close();
      outsider.close();
    }
  });
});

describe('access taken away while the console is live', () => {
  type Frame = { SYSTEM_CALL?: string; topic?: string; message?: string; data?: unknown };
  const frameOf = (text: string): Frame => (text.startsWith('{') ? (JSON.parse(text) as Frame) : {});
  const isQueueEvent = (text: string) => /^queue\.(desk|board)/.test(frameOf(text).topic ?? '');

  /** An operator at a desk whose socket follows the desk, the board and a staff topic. */
  async function liveOperator(deskId: number) {
    const operator = await operatorAt(server, deskId);
    const userId = dataOf<{ user: { id: number } }>(await operator.call('User/CheckToken', { token: operator.token })).user.id;
    const socket = await RawSocket.open(server.url);
    const topics = [`queue.desk.${deskId}`, 'queue.board', 'staff.notes'];
    expect((await socket.request({ action: 'Events/Subscribe', params: { topics }, token: operator.token })).data).toEqual({ topics });
    return { ...operator, userId, socket };
  }

  /**
   * Issues a ticket (of the second service, which the statistics below leave out; every followed
   * desk and the board are published on any queue change) and returns, for each socket, the
   * queue EVENT frames it got after `from`.
   */
  async function pushesAfter(sockets: Array<{ socket: RawSocket; from: number }>): Promise<string[][]> {
    await issue(1);
    // Whatever was pushed to a socket before its pong has arrived by then (one connection, in order).
    for (const { socket, from } of sockets) {
      socket.send('ping');
      await socket.waitFor((text) => text === 'pong', 5_000, from);
    }
    return sockets.map(({ socket, from }) => socket.messages.slice(from).filter(isQueueEvent).map((text) => frameOf(text).topic as string));
  }

  it("stops an operator's desk and board pushes as soon as their roles are taken away, tells them, and leaves others' alone", async () => {
    const desk = queue.desks[0] as number;
    const leaving = await liveOperator(desk);
    const staying = await liveOperator(desk);
    const from = [leaving.socket.messages.length, staying.socket.messages.length];
    try {
      await queue.admin('User/SetRoles', { id: leaving.userId, roleIds: [] });
      // The reads are refused at once ...
      expect(await leaving.socket.request({ action: 'Queue/Live', params: {}, token: leaving.token })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      // ... and so are the pushes.
      const [lost, kept] = await pushesAfter([
        { socket: leaving.socket, from: from[0] as number },
        { socket: staying.socket, from: from[1] as number },
      ]);
      expect(lost).toEqual([]);
      expect(kept).toEqual(expect.arrayContaining(['queue.board', `queue.desk.${desk}`]));
      const notice = leaving.socket.messages.slice(from[0]).map(frameOf).find((frame) => frame.SYSTEM_CALL === 'NOTIFY');
      expect(notice).toEqual({
        SYSTEM_CALL: 'NOTIFY',
        message: 'Ваши права изменились: часть обновлений на этой странице больше не приходит. Обновите страницу.',
        data: { code: 'ACCESS_DENIED', topics: [`queue.desk.${desk}`, 'queue.board'] },
      });
      expect(staying.socket.messages.slice(from[1]).map(frameOf).some((frame) => frame.SYSTEM_CALL === 'NOTIFY')).toBe(false);
      // A signed-in user may still follow staff topics; asking again for the queue gets nothing.
      expect(server.app.services.sockets.publish('staff.notes', { n: 1 })).toBe(2);
      expect((await leaving.socket.request({ action: 'Events/Subscribe', params: { topics: [`queue.desk.${desk}`] }, token: leaving.token })).data).toEqual({ topics: [] });
    } finally {
      leaving.socket.close();
      staying.socket.close();
    }
  });

  it('stops the pushes of every holder of a role that loses the permission', async () => {
    const role = await queue.admin<{ id: number }>('Role/Create', { name: 'Оператор смены', description: 'Смена у окна', permissions: ['operateQueue'] });
    const desk = queue.desks[1] as number;
    const shift = await liveOperator(desk);
    const from = shift.socket.messages.length;
    try {
      await queue.admin('User/SetRoles', { id: shift.userId, roleIds: [role.id] });
      // Still allowed through the new role: nothing dropped yet.
      expect(shift.socket.messages.slice(from).map(frameOf).some((frame) => frame.SYSTEM_CALL === 'NOTIFY')).toBe(false);
      await queue.admin('Role/Update', { id: role.id, permissions: ['viewHomepage'] });
      const [lost] = await pushesAfter([{ socket: shift.socket, from }]);
      expect(lost).toEqual([]);
      expect(shift.socket.messages.slice(from).map(frameOf).filter((frame) => frame.SYSTEM_CALL === 'NOTIFY')).toHaveLength(1);
    } finally {
      shift.socket.close();
    }
  });
});

describe('Queue/Stats', () => {
  it('computes waits and service times by service and Moscow hour from the events', async () => {
    const desk = queue.desks[0] as number;
    const operator = await operatorAt(server, desk);
    // The tests above leave the clock at 09:00Z, 12:00 in Moscow.
    const day = new Date(server.clock.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const waits = [60, 120, 300];
    const services = [180, 240, 600];
    for (const [index, wait] of waits.entries()) {
      await issue(0);
      server.clock.advance(wait * 1000);
      const ticket = dataOf<{ ticket: StaffTicket }>(await operator.call('Queue/CallNext', { deskId: desk })).ticket;
      dataOf(await operator.call('Queue/Start', { ticketId: ticket.id }));
      server.clock.advance((services[index] as number) * 1000);
      dataOf(await operator.call('Queue/Finish', { ticketId: ticket.id }));
    }
    const stats = dataOf<{ rows: Array<{ serviceId: number; hour: number; wait: { count: number }; serviceTime: { count: number; meanSeconds: number; p50Seconds: number; p90Seconds: number } }> }>(
      (await server.rpc({ action: 'Queue/Stats', params: { from: day, to: day, serviceId: queue.services[0]?.id }, token: queue.adminToken })).body,
    );
    // One Moscow hour (12:00-12:25 on the test clock). Four waits: the ticket the first test called
    // at once (0 s) and the three here; three visits of 3, 4 and 10 minutes.
    expect(stats.rows).toEqual([
      {
        serviceId: queue.services[0]?.id,
        service: 'Услуга А',
        hour: 12,
        wait: { count: 4, meanSeconds: 120, p50Seconds: 60, p90Seconds: 300 },
        serviceTime: { count: 3, meanSeconds: 340, p50Seconds: 240, p90Seconds: 600 },
      },
    ]);

    const empty = dataOf<{ rows: unknown[] }>((await server.rpc({ action: 'Queue/Stats', params: { from: '2020-01-01', to: '2020-01-02' }, token: queue.adminToken })).body);
    expect(empty.rows).toEqual([]);
    const backwards = (await server.rpc({ action: 'Queue/Stats', params: { from: '2026-09-02', to: '2026-09-01' }, token: queue.adminToken })).body;
    expect(backwards).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
  });

  it('summarizes with nearest-rank percentiles', () => {
    expect(summarize([])).toEqual({ count: 0, meanSeconds: null, p50Seconds: null, p90Seconds: null });
    expect(summarize(Array.from({ length: 10 }, (_, index) => (index + 1) * 10))).toEqual({ count: 10, meanSeconds: 55, p50Seconds: 50, p90Seconds: 90 });
  });
});

describe('a new Moscow day', () => {
  it('starts every service at number 1 again; yesterday\'s waiting tickets are neither called nor placed', async () => {
    const desk = queue.desks[1] as number;
    const yesterday = await issue(1);
    server.clock.advance(24 * 3_600_000);
    // A day later every session has lapsed: the operator signs in afresh.
    const operator = await operatorAt(server, desk);
    const stale = dataOf<{ state: string; position: number | null; estimatedWaitMinutes: number | null }>(
      (await server.rpc({ action: 'Ticket/Get', params: { token: yesterday.token } }, deviceHeaders('qr'))).body,
    );
    expect(stale).toMatchObject({ state: 'waiting', position: null, estimatedWaitMinutes: null });
    expect(dataOf<{ ticket: unknown }>(await operator.call('Queue/CallNext', { deskId: desk })).ticket).toBeNull();
    const today = await issue(1);
    expect(today.code).toBe('Б-001');
    expect(dataOf<{ ticket: { code: string } }>(await operator.call('Queue/CallNext', { deskId: desk })).ticket.code).toBe('Б-001');
  });
});
