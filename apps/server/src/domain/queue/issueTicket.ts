import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { queueCounters, queueServices, queueTicketEvents, queueTickets } from '../../db/schema/index.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { closedSentence, openAt } from './serviceHours.js';

/**
 * Issues the next ticket of a service, inside the caller's transaction. The counter row of the
 * service and Moscow day is taken by one upsert, which locks it until the transaction ends: a
 * concurrent issue waits for it and gets the next number, and a rolled-back issue gives its
 * number back, so numbers have neither gaps nor duplicates (UNIQUE(service_id, day, number)
 * backs this up).
 */
export async function issueTicket(db: Db, options: { serviceId: number; priority: boolean; deviceId: number | null; now: Date }): Promise<number> {
  const { serviceId, priority, deviceId, now } = options;
  const [service] = await db
    .select({ name: queueServices.name, hours: queueServices.hours, active: queueServices.active, archivedAt: queueServices.archivedAt })
    .from(queueServices)
    .where(eq(queueServices.id, serviceId))
    .limit(1);
  if (!service || service.archivedAt !== null) return fail('NOT_FOUND', 'Такой услуги нет: обновите список услуг на экране и выберите снова.');
  if (!service.active) return fail('CONFLICT', `Услуга «${service.name}» сейчас не принимает посетителей: выберите другую услугу.`);
  if (!openAt(service.hours, now.getTime())) return fail('CONFLICT', closedSentence(service.name, service.hours, now.getTime()));
  const day = moscowDay(now.getTime());
  const [counter] = await db
    .insert(queueCounters)
    .values({ serviceId, day, lastNumber: 1 })
    .onConflictDoUpdate({ target: [queueCounters.serviceId, queueCounters.day], set: { lastNumber: sql`${queueCounters.lastNumber} + 1` } })
    .returning({ number: queueCounters.lastNumber });
  const number = (counter as { number: number }).number;
  const [ticket] = await db
    .insert(queueTickets)
    .values({ token: randomUUID(), serviceId, day, number, priority, state: 'waiting', deviceId, createdAt: now, queuedAt: now })
    .returning({ id: queueTickets.id });
  const id = (ticket as { id: number }).id;
  await db.insert(queueTicketEvents).values({ ticketId: id, kind: 'issued', at: now, data: priority ? { priority: true } : null });
  return id;
}
