import { nextTicketState, TICKET_MOVE_EVENT, type TicketMove, type TicketState } from '@abitura/contracts/vocabulary';
import type { queueCallNext, queueCancel, queueFinish, queueNoShow, queueRecall, queueStart, queueTransfer } from '@abitura/contracts';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { queueCounters, queueDeskServices, queueDesks, queueServices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { publishQueueChange } from './livePublish.js';
import { requireDesk } from './operatorDesk.js';
import { staffView, ticketById, ticketCode, type TicketRow } from './ticketViews.js';

const UNKNOWN_TICKET = 'Такого талона нет: обновите очередь на пульте оператора.';

/** The ticket, locked for this transaction so two operators cannot move it at once. */
async function lockedTicket(ctx: ActionContext, ticketId: number): Promise<TicketRow> {
  const [locked] = await ctx.db.select({ id: queueTickets.id }).from(queueTickets).where(eq(queueTickets.id, ticketId)).for('update');
  const row = locked ? await ticketById(ctx.db, ticketId) : undefined;
  return row ?? fail('NOT_FOUND', UNKNOWN_TICKET);
}

/** The state a move leads to, or a refusal (nothing written) saying why. */
function stepOf(row: TicketRow, move: TicketMove): TicketState {
  const step = nextTicketState(row.state as TicketState, move);
  return step.ok ? step.state : fail('CONFLICT', step.message);
}

async function recordEvent(ctx: ActionContext, ticketId: number, move: TicketMove, deskId: number | null, data: Record<string, unknown> | null = null): Promise<void> {
  await ctx.db.insert(queueTicketEvents).values({ ticketId, kind: TICKET_MOVE_EVENT[move], deskId, userId: ctx.caller.user?.id ?? null, at: ctx.now, data });
}

async function reply(ctx: ActionContext, ticketId: number) {
  const row = await ticketById(ctx.db, ticketId);
  if (!row) return fail('INTERNAL');
  publishQueueChange(ctx);
  return staffView(row);
}

/**
 * Calls the next ticket to the operator's desk. The candidate row is locked with SKIP LOCKED, so
 * a desk calling at the same moment takes the next one instead of waiting for (or doubling) it.
 */
export const callNextHandler: Handler<typeof queueCallNext> = async ({ deskId }, ctx) => {
  await requireDesk(ctx, deskId);
  const [busy] = await ctx.db
    .select({ number: queueTickets.number, prefix: queueServices.prefix })
    .from(queueTickets)
    .innerJoin(queueServices, eq(queueServices.id, queueTickets.serviceId))
    .where(and(eq(queueTickets.deskId, deskId), inArray(queueTickets.state, ['called', 'serving'])))
    .limit(1);
  if (busy) return fail('CONFLICT', `У окна уже есть талон ${ticketCode(busy.prefix, busy.number)}: завершите его обслуживание или отметьте неявку, затем вызывайте следующего.`);
  const day = moscowDay(ctx.now.getTime());
  const services = ctx.db.select({ id: queueDeskServices.serviceId }).from(queueDeskServices).where(eq(queueDeskServices.deskId, deskId));
  const [next] = await ctx.db
    .select({ id: queueTickets.id })
    .from(queueTickets)
    .innerJoin(queueServices, eq(queueServices.id, queueTickets.serviceId))
    .where(
      and(
        eq(queueTickets.state, 'waiting'),
        eq(queueTickets.day, day),
        or(eq(queueTickets.deskId, deskId), and(isNull(queueTickets.deskId), inArray(queueTickets.serviceId, services))),
      ),
    )
    .orderBy(sql`(${queueTickets.deskId} is not null) desc`, desc(queueTickets.priority), desc(queueServices.priority), asc(queueTickets.queuedAt), asc(queueTickets.id))
    .limit(1)
    .for('update', { of: queueTickets, skipLocked: true });
  if (!next) {
    ctx.setMessage('Очередь пуста: ожидающих талонов для этого окна нет.');
    return { ticket: null };
  }
  await ctx.db.update(queueTickets).set({ state: 'called', deskId, operatorId: ctx.caller.user?.id ?? null, calledAt: ctx.now }).where(eq(queueTickets.id, next.id));
  await recordEvent(ctx, next.id, 'call', deskId);
  return { ticket: await reply(ctx, next.id) };
};

/** A move made by the operator at the desk the ticket is called to. */
function deskMove(move: Exclude<TicketMove, 'call' | 'transfer' | 'cancel'>) {
  return async ({ ticketId }: { ticketId: number }, ctx: ActionContext) => {
    const deskId = await requireDesk(ctx);
    const row = await lockedTicket(ctx, ticketId);
    const state = stepOf(row, move);
    if (row.deskId !== deskId) return fail('CONFLICT', `Талон ${ticketCode(row.prefix, row.number)} вызван к другому окну: с ним работает оператор того окна.`);
    await ctx.db
      .update(queueTickets)
      .set(move === 'recall' ? { state, calledAt: ctx.now } : { state })
      .where(eq(queueTickets.id, ticketId));
    await recordEvent(ctx, ticketId, move, deskId);
    return reply(ctx, ticketId);
  };
}

export const recallHandler: Handler<typeof queueRecall> = deskMove('recall');
export const startHandler: Handler<typeof queueStart> = deskMove('start');
export const finishHandler: Handler<typeof queueFinish> = deskMove('finish');
export const noShowHandler: Handler<typeof queueNoShow> = deskMove('noShow');

/** Any operator may cancel a waiting or called ticket (the visitor left). */
export const cancelHandler: Handler<typeof queueCancel> = async ({ ticketId }, ctx) => {
  const row = await lockedTicket(ctx, ticketId);
  const state = stepOf(row, 'cancel');
  await ctx.db.update(queueTickets).set({ state }).where(eq(queueTickets.id, ticketId));
  await recordEvent(ctx, ticketId, 'cancel', row.deskId, { by: 'operator' });
  return reply(ctx, ticketId);
};

/**
 * Sends a ticket back to a waiting queue. To a desk: same service, only that desk calls it, first.
 * To another service: it takes that service's next number (numbers stay gapless and unique per
 * service), and keeps its place by the time it was first issued.
 */
export const transferHandler: Handler<typeof queueTransfer> = async ({ ticketId, serviceId, deskId }, ctx) => {
  const row = await lockedTicket(ctx, ticketId);
  const state = stepOf(row, 'transfer');
  const from = { code: ticketCode(row.prefix, row.number), serviceId: row.serviceId, deskId: row.deskId };
  if (deskId !== undefined) {
    const [desk] = await ctx.db.select({ active: queueDesks.active }).from(queueDesks).where(eq(queueDesks.id, deskId)).limit(1);
    if (!desk) return fail('NOT_FOUND', 'Такого окна нет: обновите страницу и выберите окно из списка.');
    if (!desk.active) return fail('CONFLICT', 'Это окно выключено администратором: переведите талон в другое окно.');
    await ctx.db.update(queueTickets).set({ state, deskId, operatorId: null, calledAt: null, queuedAt: row.createdAt }).where(eq(queueTickets.id, ticketId));
    await recordEvent(ctx, ticketId, 'transfer', deskId, { from, toDesk: deskId });
    return reply(ctx, ticketId);
  }
  const target = serviceId as number;
  if (target === row.serviceId) return fail('CONFLICT', 'Талон уже в очереди этой услуги: выберите другую услугу или переведите его в окно.');
  const [service] = await ctx.db.select({ archivedAt: queueServices.archivedAt }).from(queueServices).where(eq(queueServices.id, target)).limit(1);
  if (!service || service.archivedAt !== null) return fail('NOT_FOUND', 'Такой услуги нет: обновите страницу и выберите услугу из списка.');
  const [counter] = await ctx.db
    .insert(queueCounters)
    .values({ serviceId: target, day: row.day, lastNumber: 1 })
    .onConflictDoUpdate({ target: [queueCounters.serviceId, queueCounters.day], set: { lastNumber: sql`${queueCounters.lastNumber} + 1` } })
    .returning({ number: queueCounters.lastNumber });
  const number = (counter as { number: number }).number;
  await ctx.db
    .update(queueTickets)
    .set({ state, serviceId: target, number, deskId: null, operatorId: null, calledAt: null, queuedAt: row.createdAt })
    .where(eq(queueTickets.id, ticketId));
  await recordEvent(ctx, ticketId, 'transfer', row.deskId, { from, toService: target });
  return reply(ctx, ticketId);
};
