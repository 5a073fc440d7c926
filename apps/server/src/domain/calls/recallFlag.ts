import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { abiturients, callbacks } from '../../db/schema/index.js';
import { recordHistory } from '../contingent/history.js';

/** The status flag «Нужно перезвонить»: the target work list puts its holders first. */
const RECALL = 'recall';

/** Whether the person has a callback still to make, by anyone. */
export async function hasOpenCallback(db: Db, abiturientId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(callbacks)
    .where(and(eq(callbacks.abiturientId, abiturientId), eq(callbacks.status, 'open')));
  return Number(row?.n ?? 0) > 0;
}

/**
 * Makes the person's recall flag say whether a callback is still open: set when one is booked,
 * cleared when the last open one is done or canceled (a flag set by hand goes then too, since
 * the call it asked for has been made). A change is written to the record's history as the
 * 'interaction' that caused it, with who and when; no change writes nothing. The caller holds
 * the applicant's row locked, so two callbacks closed at once cannot both see the other open.
 * Whether the flag is set now.
 */
export async function followOpenCallbacks(db: Db, abiturientId: number, actorId: number | null, now: Date): Promise<boolean> {
  const [row] = await db.select({ flags: abiturients.flags }).from(abiturients).where(eq(abiturients.id, abiturientId)).limit(1);
  if (!row) return false;
  const before = row.flags[RECALL] === true;
  const after = await hasOpenCallback(db, abiturientId);
  if (before === after) return after;
  await db
    .update(abiturients)
    .set({ flags: { ...row.flags, [RECALL]: after }, updatedAt: now })
    .where(eq(abiturients.id, abiturientId));
  await recordHistory(db, abiturientId, actorId, 'interaction', { [`flags.${RECALL}`]: before }, { [`flags.${RECALL}`]: after }, now);
  return after;
}
