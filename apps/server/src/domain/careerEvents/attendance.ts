import type { markEventAttendance } from '@abitura/contracts';
import { eventStatusLabel, eventTakesRegistrations, type EventStatus } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { eventRegistrations } from '../../db/schema/index.js';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { registrantView } from './registrationRows.js';
import { findRegistrant, REGISTRATION_NOT_FOUND } from './registrations.js';

/** A Moscow day as people write it: 05.09.2026. */
const russianDate = (day: number) => dayLabel(day).split('-').reverse().join('.');

/**
 * EventService/markAttendance, by registration id (the registrations list) or by the ticket token
 * of the QR code (check-in at the door). Marks count from the event's Moscow day on and only for a
 * confirmed event; a mark as come records when and by whom, a mark as absent clears both. A repeat
 * that changes nothing is answered without a write or an audit entry.
 */
export const markEventAttendanceHandler: Handler<typeof markEventAttendance> = async (params, ctx) => {
  const byTicket = params.ticket !== undefined;
  // The contract lets exactly one of ticket and registrationId through; 0 matches no registration.
  const where = params.ticket !== undefined ? eq(eventRegistrations.ticketToken, params.ticket) : eq(eventRegistrations.id, params.registrationId ?? 0);
  const attended = params.attended ?? true;
  // Locked like the scanner's check-in (Tickets/CheckIn) locks it, so a mark from the list and a
  // scan at the door at once apply one after the other, each seeing the other's mark.
  const [locked] = await ctx.db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(where).for('update');
  const found = locked ? await findRegistrant(ctx.db, eq(eventRegistrations.id, locked.id)) : undefined;
  if (!found) return fail('NOT_FOUND', byTicket ? 'Билет не найден: регистрацию по нему отменили или QR-код не от этой системы.' : REGISTRATION_NOT_FOUND);
  const { registration, event } = found;
  if (!eventTakesRegistrations(event.status as EventStatus)) {
    fail('CONFLICT', `Посещение отмечают только на согласованных мероприятиях, а у этого статус «${eventStatusLabel(event.status)}».`);
  }
  const eventDay = moscowDay(event.startsAt.getTime());
  if (moscowDay(ctx.now.getTime()) < eventDay) fail('CONFLICT', `Посещение отмечают с дня мероприятия, ${russianDate(eventDay)}: оно ещё не наступило.`);
  if (registration.attended === attended) {
    ctx.setMessage(attended ? 'Посещение уже отмечено.' : 'Отсутствие уже отмечено.');
    return registrantView(found);
  }
  // Who marked the visitor as come, and when, is kept with the mark and goes with it.
  const mark = attended ? { attendedAt: ctx.now, attendedBy: ctx.caller.user?.id ?? null } : { attendedAt: null, attendedBy: null };
  await ctx.db
    .update(eventRegistrations)
    .set({ attended, ...mark })
    .where(eq(eventRegistrations.id, registration.id));
  await ctx.audit({
    action: 'EventService/markAttendance',
    entity: 'career_event',
    entityId: event.id,
    before: { registration: registration.id, attended: registration.attended },
    after: { registration: registration.id, attended, by: byTicket ? 'ticket' : 'list' },
  });
  return registrantView({ ...found, registration: { ...registration, attended, ...mark } });
};
