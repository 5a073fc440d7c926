import type { contingentOverview } from '@abitura/sdk/contracts';
import { PROCESSING_STATUSES, type ProcessingStatus } from '@abitura/sdk/vocabulary';
import { sql } from 'drizzle-orm';
import type { Handler } from '../../actions/registry.js';
import { rowsOf } from '../../auth/accessService.js';
import { abiturients } from '../../db/schema/index.js';
import { callerIdOf } from './signedInCaller.js';

interface StatusRow {
  status: string;
  total: number;
  mine: number;
  recall: number;
  mine_recall: number;
  unassigned: number;
}

/** Every status at 0, in the vocabulary's order. */
const zeros = (): Record<ProcessingStatus, number> => Object.fromEntries(PROCESSING_STATUSES.map(({ value }) => [value, 0])) as Record<ProcessingStatus, number>;

/**
 * The contingent at a glance for the home page: one pass over the applicants, grouped by
 * processing status, counting the caller's own, those flagged to call back and those nobody
 * curates alongside the total.
 */
export const contingentOverviewHandler: Handler<typeof contingentOverview> = async (_params, ctx) => {
  const me = callerIdOf(ctx);
  const a = abiturients;
  const recall = sql`${a.flags} @> '{"recall": true}'::jsonb`;
  const rows = rowsOf<StatusRow>(
    await ctx.db.execute(sql`
      select ${a.processingStatus} as status,
             count(*)::int as total,
             count(*) filter (where ${a.curatorId} = ${me})::int as mine,
             count(*) filter (where ${recall})::int as recall,
             count(*) filter (where ${a.curatorId} = ${me} and ${recall})::int as mine_recall,
             count(*) filter (where ${a.curatorId} is null)::int as unassigned
        from ${a}
       group by ${a.processingStatus}`),
  );
  const mine = { total: 0, byStatus: zeros(), recall: 0 };
  const all = { total: 0, byStatus: zeros(), recall: 0, unassigned: 0 };
  for (const row of rows) {
    const status = row.status as ProcessingStatus;
    if (!(status in all.byStatus)) continue;
    all.byStatus[status] = Number(row.total);
    mine.byStatus[status] = Number(row.mine);
    all.total += Number(row.total);
    mine.total += Number(row.mine);
    all.recall += Number(row.recall);
    mine.recall += Number(row.mine_recall);
    all.unassigned += Number(row.unassigned);
  }
  return { mine, all };
};
