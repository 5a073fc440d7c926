import type { careerEvent, careerEventCard } from '@abitura/contracts';
import { allowedEventMoves, type EventStatus } from '@abitura/contracts/vocabulary';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { careerEvents, eventRegistrations, organizations } from '../../db/schema/index.js';

export type EventRow = typeof careerEvents.$inferSelect;

export const EVENT_NOT_FOUND = 'Мероприятие не найдено: возможно, ссылка устарела. Откройте его из списка мероприятий.';

/**
 * Registration counts as correlated subqueries, so a page of events counts only its own events'
 * registrations. eq() names both columns with their tables, so the inner and outer ids cannot be
 * confused.
 */
const registrationsCount = sql<number>`(select count(*)::int from ${eventRegistrations} where ${eq(eventRegistrations.eventId, careerEvents.id)})`;
const attendedCount = sql<number>`(select count(*)::int from ${eventRegistrations} where ${and(eq(eventRegistrations.eventId, careerEvents.id), eq(eventRegistrations.attended, true))})`;

/** The columns a list item needs: the event, its organization's name and its counts. */
export const eventItemColumns = { event: careerEvents, organizationName: organizations.name, registrations: registrationsCount, attended: attendedCount };

export interface EventItemRow {
  event: EventRow;
  organizationName: string | null;
  registrations: number;
  attended: number;
}

/** Events with their organization and counts, for a list or a card to filter. */
export function selectEventItems(db: Db) {
  return db.select(eventItemColumns).from(careerEvents).leftJoin(organizations, eq(organizations.id, careerEvents.organizationId));
}

export function eventItemView({ event, organizationName, registrations, attended }: EventItemRow): z.input<typeof careerEvent> {
  const taken = Number(registrations);
  return {
    id: event.id,
    title: event.title,
    format: event.format,
    status: event.status,
    starts_at: event.startsAt.toISOString(),
    place: event.place,
    capacity: event.capacity,
    organization: event.organizationId !== null && organizationName !== null ? { id: event.organizationId, name: organizationName } : null,
    created_at: event.createdAt.toISOString(),
    registrations: taken,
    attended: Number(attended),
    free_places: event.capacity === null ? null : Math.max(event.capacity - taken, 0),
  };
}

/** An event's card: the list item and the moves its status allows. */
export async function eventCardOf(db: Db, id: number): Promise<z.input<typeof careerEventCard>> {
  const [row] = await selectEventItems(db).where(eq(careerEvents.id, id)).limit(1);
  if (!row) return fail('NOT_FOUND', EVENT_NOT_FOUND);
  return { ...eventItemView(row), moves: allowedEventMoves(row.event.status as EventStatus) };
}

/**
 * The event row, or NOT_FOUND. With `lock` it is read FOR UPDATE: registrations lock their
 * event, so the capacity check and the insert after it see every registration committed before.
 */
export async function foundEvent(db: Db, id: number, { lock = false } = {}): Promise<EventRow> {
  const query = db.select().from(careerEvents).where(eq(careerEvents.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return fail('NOT_FOUND', EVENT_NOT_FOUND);
  return row;
}

/** How many registrations an event holds now. */
export async function registrationsOf(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  return Number(row?.n ?? 0);
}
