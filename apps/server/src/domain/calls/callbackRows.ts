import type { Callback, CallbackStatus } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { abiturients, callbacks, users } from '../../db/schema/index.js';
import { fullName } from '../contingent/applicantRows.js';

export type CallbackRow = typeof callbacks.$inferSelect;

/** `select … from callbacks` with the person's names and the owner's name. */
export function selectCallbackRows(db: Db) {
  return db
    .select({
      callback: callbacks,
      lastName: abiturients.lastName,
      firstName: abiturients.firstName,
      middleName: abiturients.middleName,
      ownerName: users.fullName,
    })
    .from(callbacks)
    .innerJoin(abiturients, eq(abiturients.id, callbacks.abiturientId))
    .leftJoin(users, eq(users.id, callbacks.ownerId))
    .$dynamic();
}

export type CallbackListRow = Awaited<ReturnType<ReturnType<typeof selectCallbackRows>['execute']>>[number];

/** Whether an open callback's time has passed. */
export const isOverdue = (row: Pick<CallbackRow, 'status' | 'dueAt'>, now: Date): boolean => row.status === 'open' && row.dueAt.getTime() < now.getTime();

/** A callback as the actions return it. */
export function toCallback({ callback: row, ownerName, ...names }: CallbackListRow): Callback {
  return {
    id: row.id,
    person: { id: row.abiturientId, name: fullName(names) },
    interaction_id: row.interactionId,
    owner: row.ownerId !== null && ownerName !== null ? { id: row.ownerId, name: ownerName } : null,
    due_at: row.dueAt.toISOString(),
    status: row.status as CallbackStatus,
    done_at: row.doneAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The callback, locked for a change, or NOT_FOUND. */
export async function foundCallback(db: Db, id: number): Promise<CallbackRow> {
  const [row] = await db.select().from(callbacks).where(eq(callbacks.id, id)).limit(1).for('update');
  if (!row) fail('NOT_FOUND', 'Обратный звонок не найден: возможно, абитуриента удалили или объединили с другим. Обновите календарь.');
  return row as CallbackRow;
}

/** One callback as the actions return it. */
export async function loadCallback(db: Db, id: number): Promise<Callback> {
  const [row] = await selectCallbackRows(db).where(eq(callbacks.id, id)).limit(1);
  if (!row) return fail('NOT_FOUND');
  return toCallback(row);
}

/** Books an open callback for the call (or callbackScheduled entry) that promised it; its id. The caller then lets the recall flag follow. */
export async function insertCallback(db: Db, callback: { abiturientId: number; interactionId: number; ownerId: number; dueAt: Date }, now: Date): Promise<{ id: number }> {
  const [row] = await db
    .insert(callbacks)
    .values({ ...callback, status: 'open', createdAt: now })
    .returning({ id: callbacks.id });
  return row as { id: number };
}
