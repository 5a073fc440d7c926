import { eventStatusLabel, eventTakesRegistrations, type EventStatus } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import { eventRegistrations, users } from '../../db/schema/index.js';
import { findRegistrant } from '../careerEvents/registrations.js';
import { fullName } from '../contingent/applicantRows.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { alreadyUsed, checkedIn, moscowDate, refused, type CheckInReply, type TicketFacts } from './checkInReply.js';

/** Statuses whose event will never open its doors: nothing to check in to. */
const GONE_STATUSES: ReadonlySet<string> = new Set(['canceled', 'deleted']);

/**
 * The registration whose ticket token this is, locked for this transaction: of two scans of one
 * ticket at once the second waits here, then reads the first one's mark and answers already_used.
 * Undefined when no registration has the token.
 */
export async function lockedRegistration(ctx: ActionContext, token: string): Promise<number | undefined> {
  const [row] = await ctx.db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.ticketToken, token)).for('update');
  return row?.id;
}

async function userName(ctx: ActionContext, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await ctx.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return row?.fullName ?? null;
}

/**
 * Checks in an event registration's ticket (locked by lockedRegistration): only on the event's
 * Moscow day, only for a confirmed event, once. The mark is the one EventService/markAttendance
 * keeps (attended, attended_at, attended_by), so the registrations list shows the visitor as come.
 */
export async function checkInEventTicket(ctx: ActionContext, registrationId: number, caller: { id: number; fullName: string }): Promise<CheckInReply> {
  const found = (await findRegistrant(ctx.db, eq(eventRegistrations.id, registrationId))) ?? fail('INTERNAL');
  const { registration, event } = found;
  const facts: TicketFacts = { kind: 'event', title: event.title, code: null, holder: fullName(found.applicant), validAt: event.startsAt };
  if (GONE_STATUSES.has(event.status)) {
    return refused(ctx, 'cancelled', facts, `Мероприятие «${event.title}» ${event.status === 'deleted' ? 'удалено' : 'отменено'}: вход по этому билету не отмечают.`);
  }
  if (!eventTakesRegistrations(event.status as EventStatus)) {
    return refused(ctx, 'not_confirmed', facts, `Мероприятие «${event.title}» ещё не согласовано (статус «${eventStatusLabel(event.status)}»): вход отмечают только на согласованных мероприятиях.`);
  }
  if (moscowDay(event.startsAt.getTime()) !== moscowDay(ctx.now.getTime())) {
    return refused(ctx, 'wrong_day', facts, `Мероприятие в другой день: «${event.title}» проходит ${moscowDate(event.startsAt)}, а сегодня ${moscowDate(ctx.now)}. Вход по билету отмечают только в день мероприятия.`);
  }
  if (registration.attended === true) {
    return alreadyUsed(ctx, facts, { at: registration.attendedAt, by: await userName(ctx, registration.attendedBy) });
  }
  await ctx.db.update(eventRegistrations).set({ attended: true, attendedAt: ctx.now, attendedBy: caller.id }).where(eq(eventRegistrations.id, registration.id));
  await ctx.audit({
    action: 'Tickets/CheckIn',
    entity: 'career_event',
    entityId: event.id,
    before: { registration: registration.id, attended: registration.attended },
    after: { registration: registration.id, attended: true, by: 'scanner' },
  });
  return checkedIn(ctx, facts, caller.fullName);
}
