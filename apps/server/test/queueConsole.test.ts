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
