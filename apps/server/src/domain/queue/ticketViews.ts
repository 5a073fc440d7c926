import type { z } from 'zod';
import type { boardView, deskView, publicTicket, staffTicket } from '@abitura/sdk/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../auth/accessService.js';
import type { Db } from '../../db/open.js';
import { queueDeskServices, queueDeskSignIns, queueDesks, queueServices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { moscowDay } from '../moscowDays.js';

/** The displayed code of a ticket: the service prefix and the zero-padded number (А-007). */
export const ticketCode = (prefix: string, number: number): string => `${prefix}-${String(number).padStart(3, '0')}`;

/** How many recent services the wait estimate averages. */
const ESTIMATE_SAMPLE = 20;
/** How many past calls the board lists. */
export const BOARD_RECENT = 10;

export const ticketColumns = {
  id: queueTickets.id,
  token: queueTickets.token,
  serviceId: queueTickets.serviceId,
  day: queueTickets.day,
  number: queueTickets.number,
  priority: queueTickets.priority,
  state: queueTickets.state,
  deskId: queueTickets.deskId,
  createdAt: queueTickets.createdAt,
  queuedAt: queueTickets.queuedAt,
  calledAt: queueTickets.calledAt,
  prefix: queueServices.prefix,
  service: queueServices.name,
  desk: queueDesks.name,
};

export type TicketRow = {
  id: number;
  token: string;
  serviceId: number;
  day: number;
  number: number;
  priority: boolean;
  state: string;
  deskId: number | null;
  createdAt: Date;
  queuedAt: Date;
  calledAt: Date | null;
  prefix: string;
  service: string;
  desk: string | null;
};

/** Tickets with their service and desk names. */
export function selectTickets(db: Db) {
  return db.select(ticketColumns).from(queueTickets).innerJoin(queueServices, eq(queueServices.id, queueTickets.serviceId)).leftJoin(queueDesks, eq(queueDesks.id, queueTickets.deskId));
}

export async function ticketById(db: Db, id: number): Promise<TicketRow | undefined> {
  const [row] = await selectTickets(db).where(eq(queueTickets.id, id)).limit(1);
  return row;
}

export async function ticketByToken(db: Db, token: string): Promise<TicketRow | undefined> {
  const [row] = await selectTickets(db).where(eq(queueTickets.token, token)).limit(1);
  return row;
}

export function staffView(row: TicketRow): z.input<typeof staffTicket> {
  return {
    id: row.id,
    code: ticketCode(row.prefix, row.number),
    serviceId: row.serviceId,
    service: row.service,
    state: row.state,
    priority: row.priority,
    deskId: row.deskId,
    desk: row.desk,
    createdAt: row.createdAt.toISOString(),
    calledAt: row.calledAt?.toISOString() ?? null,
  };
}

/** Place in its service's waiting queue, in calling order (priority first, then the oldest). */
async function positionOf(db: Db, row: TicketRow): Promise<number> {
  const ahead = or(
    row.priority ? sql`false` : eq(queueTickets.priority, true),
    and(eq(queueTickets.priority, row.priority), or(lt(queueTickets.queuedAt, row.queuedAt), and(eq(queueTickets.queuedAt, row.queuedAt), lt(queueTickets.id, row.id)))),
  );
  const [result] = await db
    .select({ n: count() })
    .from(queueTickets)
    .where(and(eq(queueTickets.serviceId, row.serviceId), eq(queueTickets.day, row.day), eq(queueTickets.state, 'waiting'), ahead));
  return (result?.n ?? 0) + 1;
}

/** Mean seconds of the service's recent visits (start to finish), or null without history. */
async function recentServiceSeconds(db: Db, serviceId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select avg(extract(epoch from f.at - s.at))::float8 as mean from (
      select f.ticket_id, f.at from ${queueTicketEvents} f join ${queueTickets} t on t.id = f.ticket_id
      where f.kind = 'finished' and t.service_id = ${serviceId} order by f.at desc limit ${ESTIMATE_SAMPLE}
    ) f
    join lateral (select max(e.at) as at from ${queueTicketEvents} e where e.ticket_id = f.ticket_id and e.kind = 'started' and e.at <= f.at) s on s.at is not null`);
  const mean = rowsOf<{ mean: number | null }>(result)[0]?.mean;
  return mean === null || mean === undefined ? null : Number(mean);
}

/** Desks serving the service with an operator at them now (at least one, so an estimate exists). */
async function staffedDesks(db: Db, serviceId: number): Promise<number> {
  const [result] = await db
    .select({ n: count() })
    .from(queueDeskServices)
    .innerJoin(queueDesks, and(eq(queueDesks.id, queueDeskServices.deskId), eq(queueDesks.active, true)))
    .innerJoin(queueDeskSignIns, eq(queueDeskSignIns.deskId, queueDeskServices.deskId))
    .where(eq(queueDeskServices.serviceId, serviceId));
  return Math.max(1, result?.n ?? 0);
}

/** The holder's view from a row and what the queue says about it (see publicView). */
function holderView(row: TicketRow, position: number | null, estimate: { meanSeconds: number | null; desks: number } | null): z.input<typeof publicTicket> {
  const mean = estimate?.meanSeconds ?? null;
  const called = row.state === 'called' || row.state === 'serving';
  return {
    token: row.token,
    code: ticketCode(row.prefix, row.number),
    service: row.service,
    state: row.state,
    position,
    estimatedWaitMinutes: position === null || mean === null || !estimate ? null : Math.ceil(((position - 1) * mean) / estimate.desks / 60),
    desk: called ? row.desk : null,
    issuedAt: row.createdAt.toISOString(),
  };
}

/** Whether the ticket waits in today's queue (a ticket left waiting from an earlier day is never called). */
const waitingToday = (row: TicketRow, now: Date) => row.state === 'waiting' && row.day === moscowDay(now.getTime());

async function estimateFor(db: Db, serviceId: number) {
  return { meanSeconds: await recentServiceSeconds(db, serviceId), desks: await staffedDesks(db, serviceId) };
}

/**
 * What the holder may see of their ticket: allow-listed fields only, nothing about any person. A
 * ticket left waiting from an earlier day is never called (desks call today's), so it shows no
 * place in the queue.
 */
export async function publicView(db: Db, row: TicketRow, now: Date): Promise<z.input<typeof publicTicket>> {
  if (!waitingToday(row, now)) return holderView(row, null, null);
  return holderView(row, await positionOf(db, row), await estimateFor(db, row.serviceId));
}

/**
 * The views of many tickets at once, for the live topics: one query for the rows, one window query
 * for every place, and the estimate once per service, however many ticket pages are open.
 */
export async function publicViewsByToken(db: Db, tokens: readonly string[], now: Date): Promise<Map<string, z.input<typeof publicTicket>>> {
  const views = new Map<string, z.input<typeof publicTicket>>();
  if (tokens.length === 0) return views;
  const rows = await selectTickets(db).where(inArray(queueTickets.token, [...tokens]));
  const services = [...new Set(rows.filter((row) => waitingToday(row, now)).map((row) => row.serviceId))];
  const places = new Map<string, number>();
  const estimates = new Map<number, { meanSeconds: number | null; desks: number }>();
  if (services.length > 0) {
    const ranked = await db
      .select({
        token: queueTickets.token,
        position: sql<number>`(row_number() over (partition by ${queueTickets.serviceId} order by ${queueTickets.priority} desc, ${queueTickets.queuedAt}, ${queueTickets.id}))::int`,
      })
      .from(queueTickets)
      .where(and(eq(queueTickets.state, 'waiting'), eq(queueTickets.day, moscowDay(now.getTime())), inArray(queueTickets.serviceId, services)));
    for (const row of ranked) places.set(row.token, Number(row.position));
    for (const serviceId of services) estimates.set(serviceId, await estimateFor(db, serviceId));
  }
  for (const row of rows) {
    const position = waitingToday(row, now) ? (places.get(row.token) ?? null) : null;
    views.set(row.token, holderView(row, position, estimates.get(row.serviceId) ?? null));
  }
  return views;
}

/** Waiting counts of today per active service, in display order. */
async function waitingCounts(db: Db, day: number) {
  return db
    .select({ id: queueServices.id, prefix: queueServices.prefix, service: queueServices.name, count: sql<number>`count(${queueTickets.id})::int` })
    .from(queueServices)
    .leftJoin(queueTickets, and(eq(queueTickets.serviceId, queueServices.id), eq(queueTickets.state, 'waiting'), eq(queueTickets.day, day)))
    .where(isNull(queueServices.archivedAt))
    .groupBy(queueServices.id)
    .orderBy(asc(queueServices.position), asc(queueServices.id));
}

export async function waitingByService(db: Db, now: Date): Promise<Map<number, number>> {
  const rows = await waitingCounts(db, moscowDay(now.getTime()));
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** The TV board of today. */
export async function boardOf(db: Db, now: Date): Promise<z.input<typeof boardView>> {
  const day = moscowDay(now.getTime());
  const called = await selectTickets(db)
    .where(and(eq(queueTickets.day, day), eq(queueTickets.state, 'called')))
    .orderBy(desc(queueTickets.calledAt), desc(queueTickets.id))
    .limit(BOARD_RECENT);
  const recent = await db
    .select({ number: queueTickets.number, prefix: queueServices.prefix, desk: queueDesks.name, at: queueTicketEvents.at })
    .from(queueTicketEvents)
    .innerJoin(queueTickets, eq(queueTickets.id, queueTicketEvents.ticketId))
    .innerJoin(queueServices, eq(queueServices.id, queueTickets.serviceId))
    .innerJoin(queueDesks, eq(queueDesks.id, queueTicketEvents.deskId))
    .where(and(inArray(queueTicketEvents.kind, ['called', 'recalled']), gt(queueTicketEvents.at, new Date(now.getTime() - 86_400_000)), eq(queueTickets.day, day)))
    .orderBy(desc(queueTicketEvents.at), desc(queueTicketEvents.id))
    .limit(BOARD_RECENT);
  const waiting = await waitingCounts(db, day);
  return {
    calls: called.map((row) => ({ code: ticketCode(row.prefix, row.number), desk: row.desk ?? '', at: (row.calledAt ?? row.createdAt).toISOString() })),
    recent: recent.map((row) => ({ code: ticketCode(row.prefix, row.number), desk: row.desk, at: row.at.toISOString() })),
    waiting: waiting.map((row) => ({ prefix: row.prefix, service: row.service, count: row.count })),
    serverTime: now.toISOString(),
  };
}

/** How many waiting tickets of each service the console lists. */
const NEXT_SHOWN = 20;

/** A desk as the operator console shows it: its current ticket and its services' queues. */
export async function deskViewOf(db: Db, deskId: number | null, now: Date): Promise<z.input<typeof deskView>> {
  if (deskId === null) return { desk: null, current: null, waiting: [] };
  const [desk] = await db.select({ id: queueDesks.id, name: queueDesks.name }).from(queueDesks).where(eq(queueDesks.id, deskId)).limit(1);
  if (!desk) return { desk: null, current: null, waiting: [] };
  const serviceIds = (await db.select({ id: queueDeskServices.serviceId }).from(queueDeskServices).where(eq(queueDeskServices.deskId, deskId))).map((row) => row.id).sort((a, b) => a - b);
  const day = moscowDay(now.getTime());
  const [current] = await selectTickets(db)
    .where(and(eq(queueTickets.deskId, deskId), inArray(queueTickets.state, ['called', 'serving'])))
    .orderBy(desc(queueTickets.calledAt))
    .limit(1);
  const counts = (await waitingCounts(db, day)).filter((row) => serviceIds.includes(row.id));
  const waiting = [];
  for (const service of counts) {
    const next = await selectTickets(db)
      .where(and(eq(queueTickets.serviceId, service.id), eq(queueTickets.day, day), eq(queueTickets.state, 'waiting'), or(isNull(queueTickets.deskId), eq(queueTickets.deskId, deskId))))
      .orderBy(desc(queueTickets.priority), asc(queueTickets.queuedAt), asc(queueTickets.id))
      .limit(NEXT_SHOWN);
    waiting.push({ serviceId: service.id, prefix: service.prefix, service: service.service, count: service.count, next: next.map(staffView) });
  }
  return { desk: { id: desk.id, name: desk.name, serviceIds }, current: current ? staffView(current) : null, waiting };
}
