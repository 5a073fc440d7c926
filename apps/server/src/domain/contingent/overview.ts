import type { contingentOverview } from '@abitura/contracts';
import { PROCESSING_STATUSES, type ProcessingStatus } from '@abitura/contracts/vocabulary';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturients } from '../../db/schema/index.js';
import { callerIdOf } from './signedInCaller.js';

/** The applicants flagged «Нужно перезвонить» (the flags' GIN index answers it). */
const TO_CALL_BACK = sql`${abiturients.flags} @> '{"recall": true}'::jsonb`;

/** How many applicants of a condition hold each processing status: every status, zeros included. */
async function countsByStatus(db: Db, where: SQL | undefined): Promise<Record<ProcessingStatus, number>> {
  const rows = await db.select({ status: abiturients.processingStatus, n: count() }).from(abiturients).where(where).groupBy(abiturients.processingStatus);
  const counts = Object.fromEntries(PROCESSING_STATUSES.map(({ value }) => [value, 0])) as Record<ProcessingStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as ProcessingStatus] = Number(row.n);
  return counts;
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(abiturients).where(where);
  return Number(row?.n ?? 0);
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

/**
 * The contingent at a glance for the home page. Each count is its own statement so that an index
 * answers it (the status index for everyone's statuses, the curator index for the caller's and for
 * nobody's, the flags index for those to call back) rather than one grouped pass over every row,
 * which on PGlite took about 2.5 times as long at 200,000 applicants.
 */
export const contingentOverviewHandler: Handler<typeof contingentOverview> = async (_params, ctx) => {
  const me = callerIdOf(ctx);
  const { db } = ctx;
  const mine = await countsByStatus(db, eq(abiturients.curatorId, me));
  const all = await countsByStatus(db, undefined);
  return {
    mine: { total: sum(mine), byStatus: mine, recall: await countOf(db, and(eq(abiturients.curatorId, me), TO_CALL_BACK)) },
    all: { total: sum(all), byStatus: all, recall: await countOf(db, TO_CALL_BACK), unassigned: await countOf(db, isNull(abiturients.curatorId)) },
  };
};
