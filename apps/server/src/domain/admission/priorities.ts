import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActionContext } from '../../actions/context.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications } from '../../db/schema/index.js';
import { recordApplicationHistory } from './applicationHistory.js';
import { LIVE_STATES_SQL } from './groups.js';

/**
 * An applicant's priorities in a season are 1..n over their live applications, without gaps or
 * repeats: filing puts a statement at its place (the others shift down), withdrawing or
 * rejecting one closes the gap, a reorder sets the order. The writers hold the applicant's row
 * locked, so two writes to one person's priorities take turns.
 */

export interface Ranked {
  id: number;
  priority: number;
}

/** The applicant's live applications of the season, by priority (then id). */
export async function liveApplications(db: Db, abiturientId: number, seasonId: number): Promise<Ranked[]> {
  return db
    .select({ id: abiturientApplications.id, priority: abiturientApplications.priority })
    .from(abiturientApplications)
    .where(and(eq(abiturientApplications.abiturientId, abiturientId), eq(abiturientApplications.seasonId, seasonId), sql`${abiturientApplications.state} in (${LIVE_STATES_SQL})`))
    .orderBy(asc(abiturientApplications.priority), asc(abiturientApplications.id));
}

/** `ids` with `id` put at `priority` (1-based; the filing refuses a priority past the end, so it only stays within). */
export function placedAt(ids: readonly number[], id: number, priority: number | undefined): number[] {
  const others = ids.filter((each) => each !== id);
  const index = priority === undefined ? others.length : Math.min(Math.max(priority - 1, 0), others.length);
  return [...others.slice(0, index), id, ...others.slice(index)];
}

/**
 * Numbers `order` 1..n: writes the priorities that differ from `current` and keeps each change
 * in the history as application.reordered, except for `quiet` (an application whose own entry
 * the caller writes). The ids whose priority changed.
 */
export async function setPriorities(ctx: ActionContext, abiturientId: number, order: readonly number[], current: ReadonlyMap<number, number>, quiet: ReadonlySet<number> = new Set()): Promise<number[]> {
  const changed: number[] = [];
  for (const [index, id] of order.entries()) {
    const priority = index + 1;
    const before = current.get(id);
    if (before === priority) continue;
    await ctx.db.update(abiturientApplications).set({ priority, updatedAt: ctx.now }).where(eq(abiturientApplications.id, id));
    changed.push(id);
    if (!quiet.has(id) && before !== undefined) {
      await recordApplicationHistory(ctx, { abiturientId, applicationId: id, action: 'application.reordered', before: { priority: before }, after: { priority } });
    }
  }
  return changed;
}
