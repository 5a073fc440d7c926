import type { queueStats, statsRow } from '@abitura/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/rows.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { queueServices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { DAY_MS, MOSCOW_OFFSET_MS } from '@abitura/contracts/moscowTime';

type Summary = z.input<typeof statsRow>['wait'];

/** Count, mean and the nearest-rank p50 and p90 of durations in seconds. */
export function summarize(values: number[]): Summary {
  if (values.length === 0) return { count: 0, meanSeconds: null, p50Seconds: null, p90Seconds: null };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { count: sorted.length, meanSeconds: Math.round(mean), p50Seconds: Math.round(rank(0.5)), p90Seconds: Math.round(rank(0.9)) };
}

/**
 * `c.at`, the first call of ticket `t`, joined to it (tickets never called drop out): a wait is
 * from the ticket's issue to this, here and on the home page's Queue/Today.
 */
export const FIRST_CALL_OF_T = sql`join lateral (select min(e.at) as at from ${queueTicketEvents} e where e.ticket_id = t.id and e.kind = 'called') c on c.at is not null`;

const dayNumber = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/**
 * Waits (issue to first call) by the Moscow hour the ticket was issued, and service times (start
 * to the next finish) by the hour service started, both from the ticket events.
 */
export const statsHandler: Handler<typeof queueStats> = async ({ from, to, serviceId }, ctx) => {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const service = serviceId === undefined ? sql`true` : sql`t.service_id = ${serviceId}`;
  const offset = MOSCOW_OFFSET_MS / 1000;
  const waits = rowsOf<{ service_id: number; hour: number; seconds: number }>(
    await ctx.db.execute(sql`
      select t.service_id, extract(hour from t.created_at + make_interval(secs => ${offset}))::int as hour,
             extract(epoch from c.at - t.created_at)::float8 as seconds
      from ${queueTickets} t
      ${FIRST_CALL_OF_T}
      where t.day between ${first} and ${last} and ${service}`),
  );
  const services = rowsOf<{ service_id: number; hour: number; seconds: number }>(
    await ctx.db.execute(sql`
      select t.service_id, extract(hour from s.at + make_interval(secs => ${offset}))::int as hour,
             extract(epoch from f.at - s.at)::float8 as seconds
      from ${queueTicketEvents} s
      join ${queueTickets} t on t.id = s.ticket_id
      join lateral (select min(e.at) as at from ${queueTicketEvents} e where e.ticket_id = s.ticket_id and e.kind = 'finished' and e.at >= s.at) f on f.at is not null
      where s.kind = 'started' and t.day between ${first} and ${last} and ${service}`),
  );
  const names = new Map(
    rowsOf<{ id: number; name: string }>(await ctx.db.execute(sql`select id, name from ${queueServices}`)).map((row) => [Number(row.id), row.name]),
  );
  const groups = new Map<string, { serviceId: number; hour: number; waits: number[]; services: number[] }>();
  const groupOf = (row: { service_id: number; hour: number }) => {
    const key = `${row.service_id}:${row.hour}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { serviceId: Number(row.service_id), hour: Number(row.hour), waits: [], services: [] }));
    return group;
  };
  for (const row of waits) groupOf(row).waits.push(Number(row.seconds));
  for (const row of services) groupOf(row).services.push(Number(row.seconds));
  const rows = [...groups.values()]
    .sort((a, b) => a.serviceId - b.serviceId || a.hour - b.hour)
    .map((group) => ({ serviceId: group.serviceId, service: names.get(group.serviceId) ?? '', hour: group.hour, wait: summarize(group.waits), serviceTime: summarize(group.services) }));
  return { rows };
};
