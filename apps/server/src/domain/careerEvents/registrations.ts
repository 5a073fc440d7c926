import type { getEventRegistrations, registerForEvent, unregisterFromEvent } from '@abitura/contracts';
import { eventStatusLabel, eventTakesRegistrations, type EventStatus } from '@abitura/contracts/vocabulary';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { containsWord, searchWords } from '../../db/folding.js';
import { readPage } from '../../db/paging.js';
import { abiturients, careerEvents, eventRegistrations, organizations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import { foundEvent, registrationsOf } from './eventRows.js';
import { registrantColumns, registrantView, type RegistrantRow } from './registrationRows.js';

const ALREADY_REGISTERED = 'Абитуриент уже зарегистрирован на это мероприятие: его билет есть в списке регистраций.';

/** Registrations with their event, organization and applicant, for the event's side to filter. */
export function selectRegistrants(db: Db) {
  return db
    .select(registrantColumns)
    .from(eventRegistrations)
    .innerJoin(careerEvents, eq(careerEvents.id, eventRegistrations.eventId))
    .innerJoin(abiturients, eq(abiturients.id, eventRegistrations.abiturientId))
    .leftJoin(organizations, eq(organizations.id, careerEvents.organizationId));
}

export const REGISTRATION_NOT_FOUND = 'Регистрация не найдена: возможно, её уже отменили. Обновите список регистраций.';

/** One registration with its event and applicant, or undefined. */
export async function findRegistrant(db: Db, where: SQL): Promise<RegistrantRow | undefined> {
  const [row] = await selectRegistrants(db).where(where).limit(1);
  return row;
}

/**
 * EventService/register. The event row is locked first (FOR UPDATE), so of two registrations for
 * its last place the second waits, then counts the first and is refused: capacity cannot be
 * overfilled. The unique (applicant, event) index backs the duplicate check the same way. Audited.
 */
export const registerForEventHandler: Handler<typeof registerForEvent> = async ({ eventId, abiturientId }, ctx) => {
  const event = await foundEvent(ctx.db, eventId, { lock: true });
  if (!eventTakesRegistrations(event.status as EventStatus)) {
    fail('CONFLICT', `На мероприятие со статусом «${eventStatusLabel(event.status)}» не регистрируют: регистрация открыта только на согласованные мероприятия.`);
  }
  if (moscowDay(ctx.now.getTime()) > moscowDay(event.startsAt.getTime())) fail('CONFLICT', 'Мероприятие уже прошло, регистрация на него закрыта: предложите абитуриенту другое.');
  await foundApplicant(ctx.db, abiturientId);
  const [existing] = await ctx.db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.abiturientId, abiturientId)))
    .limit(1);
  if (existing) fail('CONFLICT', ALREADY_REGISTERED);
  if (event.capacity !== null && (await registrationsOf(ctx.db, eventId)) >= event.capacity) {
    fail('CONFLICT', `Свободных мест нет: заняты все ${event.capacity}. Увеличьте число мест или предложите абитуриенту другое мероприятие.`);
  }
  let id: number;
  try {
    const [inserted] = await ctx.db.insert(eventRegistrations).values({ eventId, abiturientId, registeredAt: ctx.now }).returning({ id: eventRegistrations.id });
    id = (inserted as { id: number }).id;
  } catch (error) {
    if (isUniqueViolation(error)) fail('CONFLICT', ALREADY_REGISTERED);
    throw error;
  }
  await ctx.audit({ action: 'EventService/register', entity: 'career_event', entityId: eventId, before: null, after: { registration: id, abiturient: abiturientId } });
  return registrantView((await findRegistrant(ctx.db, eq(eventRegistrations.id, id))) as RegistrantRow);
};

/** EventService/unregister: frees the place of an applicant who has not come. Audited. */
export const unregisterFromEventHandler: Handler<typeof unregisterFromEvent> = async ({ registrationId }, ctx) => {
  const found = await findRegistrant(ctx.db, eq(eventRegistrations.id, registrationId));
  if (!found) return fail('NOT_FOUND', REGISTRATION_NOT_FOUND);
  const { registration, event, applicant } = found;
  await foundEvent(ctx.db, event.id, { lock: true });
  if (registration.attended === true) fail('CONFLICT', 'Абитуриент уже отмечен как пришедший, такую регистрацию не отменить: при ошибке снимите отметку о посещении.');
  await ctx.db.delete(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  await ctx.audit({
    action: 'EventService/unregister',
    entity: 'career_event',
    entityId: event.id,
    before: { registration: registrationId, abiturient: applicant.id, attended: registration.attended },
    after: null,
  });
  return { id: registrationId, eventId: event.id };
};

/** EventService/getRegistrations: an event's registrations in the order they came, a page at a time. */
export const getEventRegistrationsHandler: Handler<typeof getEventRegistrations> = async ({ eventId, search, attended, page, pageSize }, ctx) => {
  await foundEvent(ctx.db, eventId);
  const where = and(
    eq(eventRegistrations.eventId, eventId),
    attended === undefined ? undefined : attended === null ? isNull(eventRegistrations.attended) : eq(eventRegistrations.attended, attended),
    ...searchWords(search).map((word) => containsWord(abiturients.searchText, word)),
  );
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .innerJoin(abiturients, eq(abiturients.id, eventRegistrations.abiturientId))
    .where(where);
  const total = Number(counted?.n ?? 0);
  const rows = await readPage(total, page, pageSize, (limit, offset) =>
    selectRegistrants(ctx.db).where(where).orderBy(asc(eventRegistrations.registeredAt), asc(eventRegistrations.id)).limit(limit).offset(offset),
  );
  return { items: rows.map(registrantView), total, page, pageSize };
};
