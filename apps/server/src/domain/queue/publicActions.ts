import type { boardGet, kioskIssueTicket, kioskServices, ticketCancel, ticketGet } from '@abitura/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { queueServices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { issueTicket } from './issueTicket.js';
import { publishQueueChange } from './livePublish.js';
import { closingAt, openAt } from './serviceHours.js';
import { boardOf, publicView, ticketById, ticketByToken, waitingByService } from './ticketViews.js';

const UNKNOWN_TICKET = 'Талон не найден: проверьте ссылку или отсканируйте QR-код талона ещё раз. Если талон выдан давно, возьмите новый в терминале.';

/** The kiosk's menu: active services with whether they take tickets now and how many wait. */
export const kioskServicesHandler: Handler<typeof kioskServices> = async (_params, ctx) => {
  const rows = await ctx.db
    .select({ id: queueServices.id, prefix: queueServices.prefix, name: queueServices.name, hours: queueServices.hours })
    .from(queueServices)
    .where(and(isNull(queueServices.archivedAt), eq(queueServices.active, true)))
    .orderBy(asc(queueServices.position), asc(queueServices.id));
  const waiting = await waitingByService(ctx.db, ctx.now);
  const at = ctx.now.getTime();
  return {
    services: rows.map((row) => {
      const open = openAt(row.hours, at);
      return { id: row.id, prefix: row.prefix, name: row.name, open, closesAt: open ? (closingAt(row.hours, at)?.toISOString() ?? null) : null, waiting: waiting.get(row.id) ?? 0 };
    }),
  };
};

/** One ticket per requestId and kiosk: the dispatcher keys its stored reply by the device. */
export const kioskIssueTicketHandler: Handler<typeof kioskIssueTicket> = async ({ serviceId, priority }, ctx) => {
  const id = await issueTicket(ctx.db, { serviceId, priority, deviceId: ctx.caller.device?.id ?? null, now: ctx.now });
  const row = await ticketById(ctx.db, id);
  if (!row) return fail('INTERNAL');
  publishQueueChange(ctx);
  return publicView(ctx.db, row, ctx.now);
};

export const boardGetHandler: Handler<typeof boardGet> = async (_params, ctx) => boardOf(ctx.db, ctx.now);

/**
 * Ticket/Get reads allowed per address per minute: a ticket page polls far less, a scraper far
 * more. Guessing ticket tokens is hopeless anyway (UUIDs); this only keeps one address from
 * hammering the ticket lookup.
 */
export const TICKET_READS_PER_MINUTE = 60;

export const ticketGetHandler: Handler<typeof ticketGet> = async ({ token }, ctx) => {
  if (!ctx.services.ticketReads.take(ctx.caller.address, TICKET_READS_PER_MINUTE)) {
    return fail('RATE_LIMITED', 'Слишком много запросов с этого устройства: подождите минуту, страница талона обновится сама.');
  }
  const row = await ticketByToken(ctx.db, token);
  if (!row) return fail('NOT_FOUND', UNKNOWN_TICKET);
  return publicView(ctx.db, row, ctx.now);
};

/** The holder may cancel only while waiting: once called, the desk is expecting them. */
export const ticketCancelHandler: Handler<typeof ticketCancel> = async ({ token }, ctx) => {
  const row = await ticketByToken(ctx.db, token);
  if (!row) return fail('NOT_FOUND', UNKNOWN_TICKET);
  const [cancelled] = await ctx.db
    .update(queueTickets)
    .set({ state: 'cancelled' })
    .where(and(eq(queueTickets.id, row.id), eq(queueTickets.state, 'waiting')))
    .returning({ id: queueTickets.id });
  if (!cancelled) {
    return fail('CONFLICT', row.state === 'cancelled' ? 'Талон уже отменён.' : 'Талон больше не ожидает вызова, поэтому отменить его здесь нельзя: подойдите к окну или к администратору.');
  }
  await ctx.db.insert(queueTicketEvents).values({ ticketId: row.id, kind: 'cancelled', at: ctx.now, data: { by: 'holder' } });
  publishQueueChange(ctx);
  return publicView(ctx.db, { ...row, state: 'cancelled' }, ctx.now);
};
