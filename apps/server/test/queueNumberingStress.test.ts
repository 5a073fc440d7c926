import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTickets } from '../src/db/schema/index.js';
import { createRandom, type Random } from '../src/seed/prng.js';
import { startTestServer, type TestServer } from './harness.js';
import { deviceHeaders, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { RawSocket } from './support/rawSocket.js';

/**
 * The numbering stress test of issue 8: CLIENTS concurrent kiosks each issue TICKETS tickets on one
 * service; 30% of the requests are resent 1-3 times with the same requestId, over a random mix of
 * the WebSocket and HTTP, and sockets are killed at random (a reply in flight is lost and the kiosk
 * resends). Then: no duplicate numbers, numbers 1..N without gaps, every requestId one ticket.
 *
 * By default 20 kiosks x 50 tickets, which runs in well under a minute here; the issue's full run
 * is 20 x 500: QUEUE_STRESS_TICKETS=500 npx vitest run test/queueNumberingStress.test.ts
 */
const CLIENTS = 20;
const TICKETS = Number(process.env.QUEUE_STRESS_TICKETS ?? 50);
const RESEND_SHARE = 0.3;
const KILL_SHARE = 0.05;

let server: TestServer;
let queue: QueueFixture;

beforeAll(async () => {
  server = await startTestServer();
  queue = await setUpQueue(server, ['А']);
});
afterAll(() => server.close());

type Issued = { token: string; code: string };

/** One kiosk: its socket comes and goes; every requestId is sent until a reply arrives. */
class Kiosk {
  #socket: RawSocket | null = null;
  sends = 0;
  kills = 0;

  constructor(
    private readonly random: Random,
    private readonly serviceId: number,
  ) {}

  async #socketNow(): Promise<RawSocket> {
    if (!this.#socket?.open) this.#socket = await RawSocket.open(server.url, { subsystem: 'kiosk' });
    return this.#socket;
  }

  /** One send over WS or HTTP; null when the reply was lost (socket killed) or the socket was rate limited. */
  async #sendOnce(requestId: string): Promise<Reply | null> {
    this.sends += 1;
    // The kiosk's clock moves on, so the socket's frame budget refills as it would in real time.
    server.clock.advance(60);
    const envelope = { action: 'Kiosk/IssueTicket', params: { serviceId: this.serviceId }, token: null, requestId };
    if (this.random.chance(0.5)) return (await server.rpc(envelope, deviceHeaders('kiosk', queue.kioskKey))).body;
    const socket = await this.#socketNow();
    const pending = socket.request({ ...envelope, apiKey: queue.kioskKey }, 15_000);
    if (this.random.chance(KILL_SHARE)) {
      this.kills += 1;
      socket.socket.terminate();
    }
    try {
      const reply = await pending;
      return reply.data === 'RATE_LIMITED' ? null : reply;
    } catch {
      return null;
    }
  }

  /** Issues one ticket: the planned sends (1, or 2-4 for a resent request), then until answered. */
  async issue(requestId: string): Promise<Reply[]> {
    const planned = this.random.chance(RESEND_SHARE) ? 1 + this.random.int(1, 3) : 1;
    const replies: Reply[] = [];
    for (let send = 0; send < planned || replies.length === 0; send += 1) {
      const reply = await this.#sendOnce(requestId);
      if (reply) replies.push(reply);
    }
    return replies;
  }

  close(): void {
    this.#socket?.close();
  }
}

describe(`${CLIENTS} kiosks issuing ${TICKETS} tickets each on one service`, () => {
  it('give gapless, unique numbers and exactly one ticket per requestId', { timeout: Math.max(120_000, TICKETS * 1_500) }, async () => {
    const serviceId = queue.services[0]?.id as number;
    const random = createRandom(8_2026);
    const repliesById = new Map<string, Reply[]>();
    const kiosks = Array.from({ length: CLIENTS }, (_, index) => new Kiosk(random.fork(`kiosk-${index}`), serviceId));
    await Promise.all(
      kiosks.map(async (kiosk, index) => {
        for (let ticket = 0; ticket < TICKETS; ticket += 1) {
          const requestId = `kiosk${index}-ticket${ticket}`;
          repliesById.set(requestId, await kiosk.issue(requestId));
        }
        kiosk.close();
      }),
    );

    const rows = await server.database.db.select({ token: queueTickets.token, number: queueTickets.number }).from(queueTickets).where(eq(queueTickets.serviceId, serviceId));
    const total = CLIENTS * TICKETS;
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(new Set(numbers).size, 'duplicate numbers').toBe(numbers.length);
    expect(numbers, 'numbers 1..N without gaps').toEqual(Array.from({ length: total }, (_, index) => index + 1));

    const tokens = new Map(rows.map((row) => [row.token, row.number]));
    const seenTokens = new Set<string>();
    for (const [requestId, replies] of repliesById) {
      expect(replies.length, requestId).toBeGreaterThan(0);
      for (const reply of replies) expect(reply.success, `${requestId}: ${reply.message}`).toBe(true);
      const issued = replies.map((reply) => reply.data as Issued);
      // Every reply to one requestId names the same ticket, and that ticket exists.
      expect(new Set(issued.map((ticket) => ticket.token)).size, requestId).toBe(1);
      const token = (issued[0] as Issued).token;
      expect(tokens.has(token), requestId).toBe(true);
      expect(seenTokens.has(token), `${requestId} shares a ticket`).toBe(false);
      seenTokens.add(token);
    }
    expect(seenTokens.size).toBe(total);
    const sends = kiosks.reduce((sum, kiosk) => sum + kiosk.sends, 0);
    const kills = kiosks.reduce((sum, kiosk) => sum + kiosk.kills, 0);
    // The run did what it claims: resends happened and sockets died under it.
    expect(sends).toBeGreaterThan(total * 1.3);
    expect(kills).toBeGreaterThan(0);
  });
});
