import type { queueDeskDirectory, queueLive, queueMyDesk } from '@abitura/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { queueDeskSignIns, queueDesks } from '../../db/schema/index.js';
import { publishQueueChange } from './livePublish.js';
import { desksOf, servicesInOrder } from './queueAdmin.js';
import { deskViewOf } from './ticketViews.js';

/** The desk the calling operator is signed in at, or null. */
export async function deskOfCaller(ctx: ActionContext): Promise<number | null> {
  const userId = ctx.caller.user?.id;
  if (userId === undefined) return null;
  const [row] = await ctx.db.select({ deskId: queueDeskSignIns.deskId }).from(queueDeskSignIns).where(eq(queueDeskSignIns.userId, userId)).limit(1);
  return row?.deskId ?? null;
}

/** Refuses unless the operator is signed in at this desk: calls are announced with its name. */
export async function requireDesk(ctx: ActionContext, deskId?: number): Promise<number> {
  const mine = await deskOfCaller(ctx);
  if (mine === null) return fail('CONFLICT', 'Сначала выберите своё окно на пульте оператора: вызовы объявляются с его номером.');
  if (deskId !== undefined && deskId !== mine) return fail('CONFLICT', 'Вы работаете за другим окном: выберите это окно на пульте оператора, чтобы вызывать к нему.');
  return mine;
}

/** Signs in at a desk (whoever was there is signed out) or out with null. */
export const myDeskHandler: Handler<typeof queueMyDesk> = async ({ deskId }, ctx) => {
  const userId = ctx.caller.user?.id;
  if (userId === undefined) return fail('ACCESS_DENIED');
  if (deskId === null) {
    await ctx.db.delete(queueDeskSignIns).where(eq(queueDeskSignIns.userId, userId));
    publishQueueChange(ctx);
    return deskViewOf(ctx.db, null, ctx.now);
  }
  const [desk] = await ctx.db.select({ active: queueDesks.active }).from(queueDesks).where(eq(queueDesks.id, deskId)).limit(1);
  if (!desk) return fail('NOT_FOUND', 'Такого окна нет: обновите страницу и выберите окно из списка.');
  if (!desk.active) return fail('CONFLICT', 'Это окно выключено администратором: выберите другое окно.');
  await ctx.db.delete(queueDeskSignIns).where(and(eq(queueDeskSignIns.deskId, deskId), ne(queueDeskSignIns.userId, userId)));
  await ctx.db
    .insert(queueDeskSignIns)
    .values({ userId, deskId, since: ctx.now })
    .onConflictDoUpdate({ target: queueDeskSignIns.userId, set: { deskId, since: ctx.now } });
  publishQueueChange(ctx);
  return deskViewOf(ctx.db, deskId, ctx.now);
};

export const liveHandler: Handler<typeof queueLive> = async (_params, ctx) => deskViewOf(ctx.db, await deskOfCaller(ctx), ctx.now);

/**
 * What an operator chooses from without the administrator's lists: the active desks (who works
 * at each, for the takeover warning) and the active services a ticket may be sent to.
 */
export const deskDirectoryHandler: Handler<typeof queueDeskDirectory> = async (_params, ctx) => {
  const desks = await desksOf(ctx.db, { activeOnly: true });
  const services = await servicesInOrder(ctx.db, { activeOnly: true });
  return {
    desks: desks.map(({ id, name, serviceIds, operator }) => ({ id, name, serviceIds, operator })),
    services: services.map(({ id, prefix, name }) => ({ id, prefix, name })),
  };
};
