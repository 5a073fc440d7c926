import type { claimApplicant, targetList } from '@abitura/contracts';
import { labelOf, PROCESSING_STATUSES } from '@abitura/contracts/vocabulary';
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { countRows, readPage } from '../../db/paging.js';
import { abiturients, users } from '../../db/schema/index.js';
import { selectListRows, toListItem, type ListRow } from './applicantRows.js';
import { callerIdOf } from './signedInCaller.js';

export type TargetFilter = NonNullable<z.output<(typeof claimApplicant)['params']>['filter']>;
export type TargetItem = z.input<typeof targetList.result>['items'][number];

/** The statuses still open to work: the target list is made of them alone. */
export const OPEN_STATUSES: readonly string[] = PROCESSING_STATUSES.filter((status) => status.outcome === 'open').map((status) => status.value);

const openLabels = OPEN_STATUSES.map((status) => `«${labelOf(PROCESSING_STATUSES, status)}»`).join(' и ');
const CLOSED_STATUS = `В целевой список входят только абитуриенты со статусом ${openLabels}: уберите остальные статусы из фильтра.`;

/**
 * `processing_status in ('not_processed', …)` with the values written out (they come from the
 * vocabulary, checked by the contract): the planner then sees that the partial index
 * abiturients_target_idx, built over the open statuses, covers the query.
 */
const statusIn = (statuses: readonly string[]): SQL => sql`${abiturients.processingStatus} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`;

/** Nobody holds the applicant, or their claim ran out. */
export const unclaimedAt = (now: Date): SQL => or(isNull(abiturients.claimedBy), lte(abiturients.claimedUntil, now)) as SQL;

/** The WHERE of the target list: open statuses (those of the filter), categories, and who holds them. */
export function targetConditions(filter: TargetFilter | undefined, callerId: number, now: Date): SQL | undefined {
  const statuses = filter?.processing_status?.length ? filter.processing_status : OPEN_STATUSES;
  if (statuses.some((status) => !OPEN_STATUSES.includes(status))) fail('INVALID_PARAMS', CLOSED_STATUS, [{ path: 'processing_status', message: CLOSED_STATUS }]);
  return and(
    statusIn([...new Set(statuses)]),
    filter?.category?.length ? inArray(abiturients.category, filter.category) : undefined,
    filter?.unclaimed ? or(unclaimedAt(now), eq(abiturients.claimedBy, callerId)) : undefined,
  );
}

/**
 * Highest priority first (the stored target_priority: tags, the recall flag, the category), then
 * whoever has waited longest (never contacted first, then the oldest contact), then the oldest
 * record: the order abiturients_target_idx holds.
 */
export const TARGET_ORDER: readonly SQL[] = [
  asc(abiturients.targetPriority),
  sql`${abiturients.lastInteractionAt} asc nulls first`,
  asc(abiturients.createdAt),
  asc(abiturients.id),
];

/** List rows as target items: the priority, the last contact and the live claim with its holder's name. */
export async function toTargetItems(db: Db, rows: ListRow[], callerId: number, now: Date): Promise<TargetItem[]> {
  const live = (row: ListRow['row']) => row.claimedBy !== null && row.claimedUntil !== null && row.claimedUntil > now;
  const holderIds = [...new Set(rows.filter(({ row }) => live(row)).map(({ row }) => row.claimedBy as number))];
  const holders = holderIds.length === 0 ? [] : await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, holderIds));
  const names = new Map(holders.map((holder) => [holder.id, holder.name]));
  return rows.map((listRow) => {
    const { row } = listRow;
    const holder = live(row) ? (row.claimedBy as number) : null;
    return {
      ...toListItem(listRow),
      priority: row.targetPriority,
      last_interaction_at: row.lastInteractionAt?.toISOString() ?? null,
      claim: holder === null ? null : { by: { id: holder, name: names.get(holder) ?? '' }, until: (row.claimedUntil as Date).toISOString(), mine: holder === callerId },
    };
  });
}

/** One applicant as a target item (after a claim). */
export async function targetItemOf(db: Db, id: number, callerId: number, now: Date): Promise<TargetItem> {
  const rows = await selectListRows(db).where(eq(abiturients.id, id)).limit(1);
  const [item] = await toTargetItems(db, rows, callerId, now);
  if (!item) fail('NOT_FOUND', 'Абитуриент не найден: возможно, запись удалили или объединили с другой. Обновите список.');
  return item as TargetItem;
}

/** The target list a page at a time, highest priority first, with who holds each applicant. */
export const targetListHandler: Handler<typeof targetList> = async (params, ctx) => {
  const callerId = callerIdOf(ctx);
  const where = targetConditions(params, callerId, ctx.now);
  const total = await countRows(ctx.db, abiturients, where);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    selectListRows(ctx.db)
      .where(where)
      .orderBy(...TARGET_ORDER)
      .limit(limit)
      .offset(offset),
  );
  return { items: await toTargetItems(ctx.db, rows, callerId, ctx.now), total, page: params.page, pageSize: params.pageSize };
};

