import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { dataOf, deviceHeaders, operatorAt, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Queue/Today: the home page's view of the queue's day so far. */
let server: TestServer;
let queue: QueueFixture;

beforeAll(async () => {
  server = await startTestServer();
  queue = await setUpQueue(server, ['А', 'Б', 'В']);
});
afterAll(() => server.close());

interface Today {
  services: Array<{ id: number; prefix: string; name: string; waiting: number; atDesk: number; done: number; noShow: number; cancelled: number }>;
  meanWaitSeconds: number | null;
  longestWaitSeconds: number | null;
}

const issue = async (serviceIndex: number) =>
  dataOf<{ token: string }>((await server.rpc({ action: 'Kiosk/IssueTicket', params: { serviceId: queue.services[serviceIndex]?.id }, token: null }, deviceHeaders('kiosk', queue.kioskKey))).body);
const today = async () => dataOf<Today>((await server.rpc({ action: 'Queue/Today', params: {}, token: queue.adminToken })).body);

describe('Queue/Today', () => {
  it('is empty and says nobody waits before the first ticket', async () => {
    expect(await today()).toEqual({
      services: queue.services.map((service) => ({ id: service.id, prefix: service.prefix, name: `Услуга ${service.prefix}`, waiting: 0, atDesk: 0, done: 0, noShow: 0, cancelled: 0 })),
      meanWaitSeconds: null,
      longestWaitSeconds: null,
    });
  });

  it("counts each service's tickets by state, the mean wait to the first call and the longest wait so far", async () => {
    const [deskA] = queue.desks as [number];
    const operator = await operatorAt(server, deskA);
    // А: one served (called after 60 s), one absent (called after 180 s), one waiting 5 minutes.
    await issue(0);
    await issue(0);
    server.clock.advance(60_000);
    const first = dataOf<{ ticket: { id: number } }>(await operator.call('Queue/CallNext', { deskId: deskA })).ticket;
    dataOf(await operator.call('Queue/Start', { ticketId: first.id }));
    dataOf(await operator.call('Queue/Finish', { ticketId: first.id }));
    server.clock.advance(120_000);
    const second = dataOf<{ ticket: { id: number } }>(await operator.call('Queue/CallNext', { deskId: deskA })).ticket;
    dataOf(await operator.call('Queue/NoShow', { ticketId: second.id }));
    await issue(0);
    // Б: one cancelled by its holder.
    const cancelled = await issue(1);
    dataOf((await server.rpc({ action: 'Ticket/Cancel', params: { token: cancelled.token } }, deviceHeaders('qr'))).body);
    server.clock.advance(300_000);
    const view = await today();
    expect(view.services.map(({ prefix, waiting, atDesk, done, noShow, cancelled: gone }) => ({ prefix, waiting, atDesk, done, noShow, cancelled: gone }))).toEqual([
      { prefix: 'А', waiting: 1, atDesk: 0, done: 1, noShow: 1, cancelled: 0 },
      { prefix: 'Б', waiting: 0, atDesk: 0, done: 0, noShow: 0, cancelled: 1 },
      { prefix: 'В', waiting: 0, atDesk: 0, done: 0, noShow: 0, cancelled: 0 },
    ]);
    expect(view.meanWaitSeconds).toBe(120);
    expect(view.longestWaitSeconds).toBe(300);

    // A ticket at the desk counts there, not as waiting.
    dataOf(await operator.call('Queue/CallNext', { deskId: deskA }));
    expect((await today()).services[0]).toMatchObject({ waiting: 0, atDesk: 1 });
    expect((await today()).longestWaitSeconds).toBeNull();
  });

  it('refuses params it does not take, and callers who do not manage the queue', async () => {
    expectClearFailure((await server.rpc({ action: 'Queue/Today', params: { day: '2026-01-01' }, token: queue.adminToken })).body, ['INVALID_PARAMS']);
    const operator = await operatorAt(server, queue.desks[1] as number);
    expect(await operator.call('Queue/Today', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
