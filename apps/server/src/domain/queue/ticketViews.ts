import type { z } from 'zod';
import type { boardView, deskView, publicTicket, staffTicket } from '@abitura/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { rowsOf } from '../../db/rows.js';
import { queueDeskServices, queueDeskSignIns, queueDesks, queueServices, queueTicketEvents, queueTickets, type WeekHours } from '../../db/schema/index.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { closingAt } from './serviceHours.js';

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
  serviceHours: queueServices.hours,
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
  serviceHours: WeekHours;
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
function holderView(row: TicketRow, now: Date, position: number | null, estimate: { meanSeconds: number | null; desks: number } | null): z.input<typeof publicTicket> {
  const mean = estimate?.meanSeconds ?? null;
  const called = row.state === 'called' || row.state === 'serving';
  return {
    token: row.token,
    code: ticketCode(row.prefix, row.number),
    service: row.service,
    state: row.state,
    position,
    estimatedWaitMinutes: position === null || mean === null || !estimate ? null : Math.ceil(((position - 1) * mean) / estimate.desks / 60),
    closesAt: position === null ? null : (closingAt(row.serviceHours, now.getTime())?.toISOString() ?? null),
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
  if (!waitingToday(row, now)) return holderView(row, now, null, null);
  return holderView(row, now, await positionOf(db, row), await estimateFor(db, row.serviceId));
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
    views.set(row.token, holderView(row, now, position, estimates.get(row.serviceId) ?? null));
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

/** A board as one row: each list a JSON array of arrays, in display order. */
type BoardRow = { calls: unknown; recent: unknown; waiting: unknown };
/** node-postgres and PGlite both parse json columns; a driver handing back text still works. */
const jsonList = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/**
 * The TV board of today: the tickets called now (newest first, at most ten), the last ten calls
 * and recalls of today's tickets within a day, and the waiting count of every service. Every
 * queue write publishes it to every board, after its commit and before its reply, so it is read
 * in one statement (three cost about twice as long, most of it per statement).
 *
 * The recent calls are read so that their cost does not grow with the day. Written as a plain
 * join, the planner, on PGlite (which never gathers statistics) or whenever today's rows are newer
 * than the last ANALYZE, expects a handful of rows and compares each of the day's call events
 * with each of its tickets: 0.15 s a read after 900 calls. Here the call events are sorted first
 * (a sorted subquery is kept as written) and their tickets looked up one by one (a lateral
 * subquery with a limit is not merged into the join) only until ten of today's are found. A call
 * always names its desk; one whose desk was deleted (desk_id set null) is skipped before the
 * limit, as the inner join with the desks after it would skip it.
 */
export async function boardOf(db: Db, now: Date): Promise<z.input<typeof boardView>> {
  const day = moscowDay(now.getTime());
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(c.prefix, c.number, c.desk, coalesce(c.called_at, c.created_at)) order by c.called_at desc, c.id desc), '[]')
        from (select t.id, t.number, t.called_at, t.created_at, s.prefix, d.name as desk
                from ${queueTickets} t join ${queueServices} s on s.id = t.service_id left join ${queueDesks} d on d.id = t.desk_id
               where t.day = ${day} and t.state = 'called'
               order by t.called_at desc, t.id desc limit ${BOARD_RECENT}) c) as calls,
      (select coalesce(json_agg(json_build_array(s.prefix, r.number, d.name, r.at) order by r.at desc, r.id desc), '[]')
        from (select e.id, e.at, e.desk_id, t.number, t.service_id
                from (select id, at, ticket_id, desk_id from ${queueTicketEvents}
                       where kind in ('called', 'recalled') and at > ${since}::timestamptz and desk_id is not null
                       order by at desc, id desc) e
                cross join lateral (select number, service_id from ${queueTickets} where id = e.ticket_id and day = ${day} limit 1) t
               order by e.at desc, e.id desc limit ${BOARD_RECENT}) r
        join ${queueServices} s on s.id = r.service_id join ${queueDesks} d on d.id = r.desk_id) as recent,
      (select coalesce(json_agg(json_build_array(w.prefix, w.name, w.count) order by w.position, w.id), '[]')
        from (select s.id, s.position, s.prefix, s.name, count(t.id)::int as count
                from ${queueServices} s left join ${queueTickets} t on t.service_id = s.id and t.state = 'waiting' and t.day = ${day}
               where s.archived_at is null group by s.id) w) as waiting`);
  const row = rowsOf<BoardRow>(result)[0];
  const at = (value: string) => new Date(value).toISOString();
  return {
    calls: jsonList<[string, number, string | null, string]>(row?.calls).map(([prefix, number, desk, calledAt]) => ({ code: ticketCode(prefix, number), desk: desk ?? '', at: at(calledAt) })),
    recent: jsonList<[string, number, string, string]>(row?.recent).map(([prefix, number, desk, calledAt]) => ({ code: ticketCode(prefix, number), desk, at: at(calledAt) })),
    waiting: jsonList<[string, string, number]>(row?.waiting).map(([prefix, service, count]) => ({ prefix, service, count })),
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
