import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { callbacks } from '../../db/schema/index.js';

/**
 * How far ahead of its time a callback counts as made by a call: an operator working down the
 * calendar often rings a little early, and an hour covers that without reaching a callback
 * planned for later in the day. A call further ahead leaves the callback open (the operator
 * completes or cancels it in the calendar when the call settled it).
 */
export const DUE_WINDOW_MS = 60 * 60_000;

/**
 * Marks done the owner's open callbacks of the person that are due by `now` plus the window,
 * since the call being registered is the one they promised; another operator's stay as they
 * are. The callbacks done, earliest first. The caller holds the applicant's row locked.
 */
export async function completeDueCallbacks(db: Db, abiturientId: number, ownerId: number, now: Date): Promise<{ id: number; dueAt: Date }[]> {
  const due = await db
    .select({ id: callbacks.id, dueAt: callbacks.dueAt })
    .from(callbacks)
    .where(and(eq(callbacks.abiturientId, abiturientId), eq(callbacks.ownerId, ownerId), eq(callbacks.status, 'open'), lte(callbacks.dueAt, new Date(now.getTime() + DUE_WINDOW_MS))))
    .orderBy(asc(callbacks.dueAt), asc(callbacks.id))
    .for('update');
  if (due.length > 0) await db.update(callbacks).set({ status: 'done', doneAt: now }).where(inArray(callbacks.id, due.map((row) => row.id)));
  return due;
}
