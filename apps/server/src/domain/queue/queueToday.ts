import type { queueToday } from '@abitura/contracts';
import { sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { rowsOf } from '../../db/rows.js';
import { queueServices, queueTickets } from '../../db/schema/index.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { FIRST_CALL_OF_T } from './queueStats.js';

interface ServiceRow {
  id: number;
  prefix: string;
  name: string;
  waiting: number;
  at_desk: number;
  done: number;
  no_show: number;
  cancelled: number;
}

/**
 * The queue of the Moscow day so far: each active service's tickets by state (one grouped pass
 * over the day's tickets), the mean wait from issue to first call of those called today, and the
 * age of the longest-waiting ticket.
 */
export const queueTodayHandler: Handler<typeof queueToday> = async (_params, ctx) => {
  const day = moscowDay(ctx.now.getTime());
  const t = queueTickets;
  const services = rowsOf<ServiceRow>(
    await ctx.db.execute(sql`
      select s.id, s.prefix, s.name,
             count(t.id) filter (where t.state = 'waiting')::int as waiting,
             count(t.id) filter (where t.state in ('called', 'serving'))::int as at_desk,
             count(t.id) filter (where t.state = 'done')::int as done,
             count(t.id) filter (where t.state = 'no_show')::int as no_show,
             count(t.id) filter (where t.state = 'cancelled')::int as cancelled
        from ${queueServices} s
        left join ${t} t on t.service_id = s.id and t.day = ${day}
       where s.archived_at is null
       group by s.id
       order by s.position, s.id`),
  );
  const [waits] = rowsOf<{ mean: number | null; longest: number | null }>(
    await ctx.db.execute(sql`
      select (select avg(extract(epoch from c.at - t.created_at))::float8
                from ${t} t
                ${FIRST_CALL_OF_T}
               where t.day = ${day}) as mean,
             (select extract(epoch from ${ctx.now.toISOString()}::timestamptz - min(t.queued_at))::float8
                from ${t} t where t.day = ${day} and t.state = 'waiting') as longest`),
  );
  const seconds = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.max(0, Math.round(Number(value))));
  return {
    services: services.map((row) => ({
      id: Number(row.id),
      prefix: row.prefix,
      name: row.name,
      waiting: Number(row.waiting),
      atDesk: Number(row.at_desk),
      done: Number(row.done),
      noShow: Number(row.no_show),
      cancelled: Number(row.cancelled),
    })),
    meanWaitSeconds: seconds(waits?.mean),
    longestWaitSeconds: seconds(waits?.longest),
  };
};
