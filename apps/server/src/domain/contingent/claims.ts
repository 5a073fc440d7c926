import type { claimApplicant, releaseApplicant } from '@abitura/contracts';
import { CLAIM_MINUTES } from '@abitura/contracts';
import { labelOf, PROCESSING_STATUSES } from '@abitura/contracts/vocabulary';
import { and, eq, or } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturients, users } from '../../db/schema/index.js';
import { moscowWallClock } from '@abitura/contracts/moscowTime';
import { callerIdOf } from './signedInCaller.js';
import { OPEN_STATUSES, TARGET_ORDER, targetConditions, targetItemOf, unclaimedAt } from './targetList.js';

const NOT_FOUND = 'Абитуриент не найден: возможно, запись удалили или объединили с другой. Обновите список.';
const NONE_LEFT = 'Свободных абитуриентов по этому фильтру не осталось: всех уже взяли в работу или обработали. Измените фильтр или зайдите позже.';

/** 12:30 in Moscow, as operators read the clock. */
const moscowTime = (at: Date): string => moscowWallClock(at).toISOString().slice(11, 16);

/**
 * Why a claim of `id` was refused: the applicant is gone, no longer open to work, or held by
 * someone else (named, with until when).
 */
async function refuseClaim(db: Db, id: number): Promise<never> {
  const [row] = await db
    .select({ status: abiturients.processingStatus, until: abiturients.claimedUntil, holder: users.fullName })
    .from(abiturients)
    .leftJoin(users, eq(users.id, abiturients.claimedBy))
    .where(eq(abiturients.id, id))
    .limit(1);
  if (!row) return fail('NOT_FOUND', NOT_FOUND);
  if (!OPEN_STATUSES.includes(row.status)) {
    return fail('CONFLICT', `Абитуриент уже не ждёт обработки (статус «${labelOf(PROCESSING_STATUSES, row.status) ?? row.status}»), взять его в работу из целевого списка нельзя.`);
  }
  const until = row.until === null ? '' : ` до ${moscowTime(row.until)}`;
  return fail('CONFLICT', `Абитуриентом уже занимается ${row.holder ?? 'другой оператор'}${until}. Выберите другого абитуриента или дождитесь, пока его отпустят.`);
}

/**
 * Claims an applicant for CLAIM_MINUTES. With an id: one conditional UPDATE takes it when nobody
 * holds it, the claim ran out or the caller holds it (then it is renewed); a concurrent claim
 * waits for the row lock and then sees the first one's claim, so exactly one wins. Without an id:
 * the highest-priority applicant of the filter nobody holds, read FOR UPDATE SKIP LOCKED, so two
 * operators asking at once are handed two different people. Claims are not audited: they expire
 * by themselves, change nothing in the record, and what was done shows in the interactions.
 */
export const claimApplicantHandler: Handler<typeof claimApplicant> = async ({ id, filter }, ctx) => {
  const callerId = callerIdOf(ctx);
  const until = new Date(ctx.now.getTime() + CLAIM_MINUTES * 60_000);
  let target = id;
  if (target === undefined) {
    const [next] = await ctx.db
      .select({ id: abiturients.id })
      .from(abiturients)
      .where(and(targetConditions(filter, callerId, ctx.now), unclaimedAt(ctx.now)))
      .orderBy(...TARGET_ORDER)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) fail('NOT_FOUND', NONE_LEFT);
    target = (next as { id: number }).id;
  }
  const [claimed] = await ctx.db
    .update(abiturients)
    .set({ claimedBy: callerId, claimedUntil: until })
    .where(and(eq(abiturients.id, target), targetConditions(undefined, callerId, ctx.now), or(unclaimedAt(ctx.now), eq(abiturients.claimedBy, callerId))))
    .returning({ id: abiturients.id });
  if (!claimed) await refuseClaim(ctx.db, target);
  return targetItemOf(ctx.db, target, callerId, ctx.now);
};

/** Releases the caller's own claim; a claim someone else holds stays (released: false). */
export const releaseApplicantHandler: Handler<typeof releaseApplicant> = async ({ id }, ctx) => {
  const [released] = await ctx.db
    .update(abiturients)
    .set({ claimedBy: null, claimedUntil: null })
    .where(and(eq(abiturients.id, id), eq(abiturients.claimedBy, callerIdOf(ctx))))
    .returning({ id: abiturients.id });
  if (released) return { id, released: true };
  const [exists] = await ctx.db.select({ id: abiturients.id }).from(abiturients).where(eq(abiturients.id, id)).limit(1);
  if (!exists) fail('NOT_FOUND', NOT_FOUND);
  return { id, released: false };
};
