import type { Callback, cancelCallback, completeCallback, moveCallback } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturients, callbacks } from '../../db/schema/index.js';
import { callerIdOf } from '../contingent/signedInCaller.js';
import { foundCallback, loadCallback, type CallbackRow } from './callbackRows.js';
import { checkCallbackTime } from './callbackTime.js';
import { followOpenCallbacks } from './recallFlag.js';

/** Coordinators see the team's calendar and may act on anyone's callbacks. */
export const TEAM_PERMISSION = 'viewTeamCalendar';

const CLOSED: Record<string, string> = {
  done: 'Этот обратный звонок уже выполнен: изменить его нельзя. Чтобы позвонить ещё раз, зарегистрируйте новый звонок.',
  canceled: 'Этот обратный звонок отменён: изменить его нельзя. Чтобы позвонить ещё раз, зарегистрируйте новый звонок.',
};
const NOT_YOURS = 'Это обратный звонок другого сотрудника: изменить его могут он сам или координатор.';

/**
 * The callback, locked, when the caller may change it: only an open one (CONFLICT with a
 * sentence for one done or canceled, nothing written), and only its owner's or a coordinator's.
 * The person's row is locked first, in the order registerCall takes the two, so a call and a
 * completion never wait on each other in a circle, and the recall flag is recounted under it.
 */
async function changeableCallback(ctx: ActionContext, id: number): Promise<CallbackRow> {
  const [owner] = await ctx.db.select({ abiturientId: callbacks.abiturientId }).from(callbacks).where(eq(callbacks.id, id)).limit(1);
  if (owner) await ctx.db.select({ id: abiturients.id }).from(abiturients).where(eq(abiturients.id, owner.abiturientId)).for('update');
  const row = await foundCallback(ctx.db, id);
  const callerId = callerIdOf(ctx);
  if (row.ownerId !== callerId && !ctx.caller.user?.permissions.has(TEAM_PERMISSION)) fail('ACCESS_DENIED', NOT_YOURS);
  if (row.status !== 'open') fail('CONFLICT', CLOSED[row.status] ?? CLOSED.done);
  return row;
}

/** Writes the change; a closed callback may have been the person's last open one, so their recall flag follows. */
async function applyChange(ctx: ActionContext, row: CallbackRow, action: string, changes: Partial<CallbackRow>): Promise<Callback> {
  await ctx.db.update(callbacks).set(changes).where(eq(callbacks.id, row.id));
  const recall = changes.status === undefined ? undefined : await followOpenCallbacks(ctx.db, row.abiturientId, callerIdOf(ctx), ctx.now);
  const after = await loadCallback(ctx.db, row.id);
  await ctx.audit({
    action,
    entity: 'callback',
    entityId: row.id,
    before: { status: row.status, due_at: row.dueAt.toISOString() },
    after: { status: after.status, due_at: after.due_at, ...(recall === undefined ? {} : { recall }) },
  });
  return after;
}

/** Moves an open callback to another time, by the same rules a new callback's time meets. */
export const moveCallbackHandler: Handler<typeof moveCallback> = async ({ id, at }, ctx) => {
  const row = await changeableCallback(ctx, id);
  const dueAt = checkCallbackTime(at, ctx.now, 'at');
  return applyChange(ctx, row, 'Callback/Move', { dueAt });
};

export const completeCallbackHandler: Handler<typeof completeCallback> = async ({ id }, ctx) => {
  const row = await changeableCallback(ctx, id);
  return applyChange(ctx, row, 'Callback/Complete', { status: 'done', doneAt: ctx.now });
};

export const cancelCallbackHandler: Handler<typeof cancelCallback> = async ({ id }, ctx) => {
  const row = await changeableCallback(ctx, id);
  return applyChange(ctx, row, 'Callback/Cancel', { status: 'canceled' });
};
