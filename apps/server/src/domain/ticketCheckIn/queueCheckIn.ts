import { ticketStateLabel, type TicketState } from '@abitura/contracts/vocabulary';
import { and, asc, eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import { queueTicketEvents, queueTickets, users } from '../../db/schema/index.js';
import { dayStart, moscowDay } from '@abitura/contracts/moscowTime';
import { ticketById, ticketCode } from '../queue/ticketViews.js';
import { alreadyUsed, checkedIn, moscowDate, refused, type CheckInReply, type TicketFacts } from './checkInReply.js';

/** The history entry of a check-in: recorded, but no move of the ticket's state. */
const CHECKED_IN = 'checked_in';

const TAKE_NEW = 'Посетителю нужно взять новый талон в киоске.';

/**
 * The queue ticket whose token this is, locked for this transaction (as the operator's moves lock
 * it), so two scans at once record one check-in. Undefined when no ticket has the token.
 */
export async function lockedQueueTicket(ctx: ActionContext, token: string): Promise<number | undefined> {
  const [row] = await ctx.db.select({ id: queueTickets.id }).from(queueTickets).where(eq(queueTickets.token, token)).for('update');
  return row?.id;
}

/** The ticket's earlier check-in with who made it, if any. */
async function earlierCheckIn(ctx: ActionContext, ticketId: number) {
  const [row] = await ctx.db
    .select({ at: queueTicketEvents.at, by: users.fullName })
    .from(queueTicketEvents)
    .leftJoin(users, eq(users.id, queueTicketEvents.userId))
    .where(and(eq(queueTicketEvents.ticketId, ticketId), eq(queueTicketEvents.kind, CHECKED_IN)))
    .orderBy(asc(queueTicketEvents.at), asc(queueTicketEvents.id))
    .limit(1);
  return row;
}

/**
 * Checks in a queue ticket (locked by lockedQueueTicket): a ticket of today that is still open
 * (waiting, called or being served), once. Its place in the queue does not change: the check-in
 * only says the visitor came in, for the history and the next scan.
 */
export async function checkInQueueTicket(ctx: ActionContext, ticketId: number, caller: { id: number; fullName: string }): Promise<CheckInReply> {
  const ticket = (await ticketById(ctx.db, ticketId)) ?? fail('INTERNAL');
  const code = ticketCode(ticket.prefix, ticket.number);
  const facts: TicketFacts = { kind: 'queue', title: ticket.service, code, holder: null, validAt: ticket.createdAt };
  if (ticket.day !== moscowDay(ctx.now.getTime())) {
    return refused(ctx, 'wrong_day', facts, `Талон ${code} выдан на другой день, ${moscowDate(dayStart(ticket.day))}: талон действует только в день выдачи. ${TAKE_NEW}`);
  }
  if (ticket.state === 'cancelled') return refused(ctx, 'cancelled', facts, `Талон ${code} отменён. ${TAKE_NEW}`);
  if (ticket.state === 'done' || ticket.state === 'no_show') {
    return refused(ctx, 'closed', facts, `Талон ${code} уже закрыт (статус «${ticketStateLabel(ticket.state as TicketState)}»). ${TAKE_NEW}`);
  }
  const earlier = await earlierCheckIn(ctx, ticketId);
  if (earlier) return alreadyUsed(ctx, facts, { at: earlier.at, by: earlier.by });
  await ctx.db.insert(queueTicketEvents).values({ ticketId, kind: CHECKED_IN, deskId: null, userId: caller.id, at: ctx.now, data: { by: 'scanner' } });
  return checkedIn(ctx, facts, caller.fullName);
}
