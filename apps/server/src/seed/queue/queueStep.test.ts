import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextTicketState, type TicketMove, type TicketState } from '@abitura/contracts/vocabulary';
import { asc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureDefaultRoles, upsertPermissions } from '../../bootstrap.js';
import type { Database } from '../../db/open.js';
import { openTestDatabase } from '../../../test/databaseTemplate.js';
import { queueCounters, queueDeskSignIns, queueDevices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { hashDeviceKey } from '../../domain/queue/deviceKeys.js';
import { readDemoCredentials } from '../demoCredentials.js';
import { seedDemo } from '../demoSeed.js';
import { privilegeGroupsStep, staffStep } from '../demoUsers.js';
import { DEMO_DEVICES, queueStep } from './queueStep.js';

/** The queue's demo data keeps the invariants the live queue keeps. */
let database: Database;
let dataDir: string;

/** A database with the demo's staff and queue, seeded at the current (possibly fake) time. */
async function seededQueue(folder: string): Promise<Database> {
  const { database: seeded } = await openTestDatabase();
  await seeded.migrate();
  await upsertPermissions(seeded.db);
  await ensureDefaultRoles(seeded.db);
  await seedDemo(seeded.db, { size: 1, dataDir: folder, log: pino({ level: 'silent' }), steps: [privilegeGroupsStep, staffStep, queueStep], scrypt: { N: 2 ** 10, r: 8, p: 1 } });
  return seeded;
}

/** Desks with more than one ticket called or served, and open tickets at a desk nobody is signed in at. */
async function deskProblems(db: Database['db']): Promise<{ doubled: number; unstaffed: number }> {
  const open = (await db.select().from(queueTickets)).filter((ticket) => ticket.state === 'called' || ticket.state === 'serving');
  const desks = open.map((ticket) => ticket.deskId);
  const staffed = new Set((await db.select().from(queueDeskSignIns)).map((row) => row.deskId));
  return { doubled: desks.length - new Set(desks).size, unstaffed: desks.filter((deskId) => !staffed.has(deskId as number)).length };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'abitura-queue-seed-'));
  database = await seededQueue(dataDir);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the queue demo step', () => {
  it('writes the devices\' plain keys to demo-credentials.json and only their hashes to the database', async () => {
    const credentials = await readDemoCredentials(dataDir);
    expect(credentials?.devices?.map(({ kind, name }) => ({ kind, name }))).toEqual(DEMO_DEVICES.map(({ kind, name }) => ({ kind, name })));
    const rows = await database.db.select().from(queueDevices).orderBy(asc(queueDevices.id));
    for (const device of credentials?.devices ?? []) {
      expect(rows.find((row) => row.keyHash === hashDeviceKey(device.key))).toMatchObject({ kind: device.kind, revokedAt: null });
      expect(JSON.stringify(rows)).not.toContain(device.key);
    }
  });

  it('numbers each service\'s day 1..N with the counter at N, and every ticket\'s events replay to its state', async () => {
    const tickets = await database.db.select().from(queueTickets).orderBy(asc(queueTickets.id));
    expect(tickets.length).toBeGreaterThan(50);
    const counters = await database.db.select().from(queueCounters);
    for (const counter of counters) {
      const numbers = tickets.filter((ticket) => ticket.serviceId === counter.serviceId && ticket.day === counter.day).map((ticket) => ticket.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: counter.lastNumber }, (_, index) => index + 1));
    }
    const events = await database.db.select().from(queueTicketEvents).orderBy(asc(queueTicketEvents.at), asc(queueTicketEvents.id));
    const MOVE_OF: Record<string, TicketMove> = { called: 'call', started: 'start', finished: 'finish', no_show: 'noShow', cancelled: 'cancel' };
    for (const ticket of tickets) {
      const mine = events.filter((event) => event.ticketId === ticket.id);
      expect(mine[0]?.kind).toBe('issued');
      let state: TicketState = 'waiting';
      for (const event of mine.slice(1)) {
        const step = nextTicketState(state, MOVE_OF[event.kind] as TicketMove);
        expect(step.ok, `${ticket.id}: ${event.kind} from ${state}`).toBe(true);
        if (step.ok) state = step.state;
      }
      expect(state).toBe(ticket.state);
    }
  });

  it('gives a desk at most one ticket called or served, at a desk an operator is signed in at', async () => {
    expect(await deskProblems(database.db)).toEqual({ doubled: 0, unstaffed: 0 });
  });
});

describe('the queue demo step at hours when several services have tickets open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // A desk serves several services: it once took an open ticket of each (a Friday at 09:40 and
  // 14:30 in Moscow did, among others), so the console showed two tickets called to one desk.
  it.each(['2026-11-27T06:40:00Z', '2026-11-27T11:30:00Z'])('never calls two tickets to one desk (seeded at %s)', async (at) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    const folder = await mkdtemp(join(tmpdir(), 'abitura-queue-seed-'));
    const seeded = await seededQueue(folder);
    try {
      expect(await deskProblems(seeded.db)).toEqual({ doubled: 0, unstaffed: 0 });
    } finally {
      await seeded.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
