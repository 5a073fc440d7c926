import type { changeEventStatus, createEvent, updateEvent } from '@abitura/contracts';
import { eventStatusLabel, isEditableEventStatus, nextEventStatus, type EventStatus } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { careerEvents, organizations } from '../../db/schema/index.js';
import { eventCardOf, foundEvent, registrationsOf, type EventRow } from './eventRows.js';

type Fields = z.output<(typeof createEvent)['params']>;
type WireKey = keyof Fields;

/** Wire field -> drizzle column key, for every field Create and Update take. */
const COLUMNS = {
  title: 'title',
  format: 'format',
  starts_at: 'startsAt',
  place: 'place',
  capacity: 'capacity',
  organization: 'organizationId',
} as const satisfies Record<WireKey, keyof EventRow>;

const WIRE_KEYS = Object.keys(COLUMNS) as WireKey[];

/** An organization the event is about must exist; a wrong id is the form's mistake, not a missing page. */
async function checkOrganization(db: Db, id: number | null, path: string): Promise<void> {
  if (id === null) return;
  const [found] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!found) {
    const message = 'Организация не найдена в реестре: выберите её из списка заново.';
    fail('INVALID_PARAMS', message, [{ path, message }]);
  }
}

/** The wire values of the given fields, for the audit's before and after (instants as ISO text). */
function wireValues(row: EventRow, keys: readonly WireKey[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, key === 'starts_at' ? row.startsAt.toISOString() : row[COLUMNS[key]]]));
}

/** EventService/createEvent: a new event starts as a draft. Audited. */
export const createEventHandler: Handler<typeof createEvent> = async (params, ctx) => {
  await checkOrganization(ctx.db, params.organization, 'organization');
  const [created] = await ctx.db
    .insert(careerEvents)
    .values({
      title: params.title,
      format: params.format,
      status: 'draft',
      startsAt: new Date(params.starts_at),
      place: params.place,
      capacity: params.capacity,
      organizationId: params.organization,
      createdAt: ctx.now,
    })
    .returning();
  const row = created as EventRow;
  await ctx.audit({ action: 'EventService/createEvent', entity: 'career_event', entityId: row.id, before: null, after: { ...wireValues(row, WIRE_KEYS), status: row.status } });
  return eventCardOf(ctx.db, row.id);
};

type UpdateData = z.output<(typeof updateEvent)['params']>['data'];

/** The columns `data` changes in `row`, compared as the row holds them. */
function changesOf(row: EventRow, data: UpdateData): Partial<EventRow> {
  const changes: Partial<EventRow> = {};
  for (const key of Object.keys(data) as WireKey[]) {
    const value = key === 'starts_at' ? new Date(data.starts_at as string) : data[key];
    const current = row[COLUMNS[key]];
    const same = value instanceof Date && current instanceof Date ? value.getTime() === current.getTime() : value === current;
    if (!same) Object.assign(changes, { [COLUMNS[key]]: value });
  }
  return changes;
}

/**
 * EventService/updateEvent: changes the fields given of an event that is still planned or held.
 * The event is locked first, so a registration racing a capacity cut cannot slip between the
 * count and the change. Nothing changed is answered without a write.
 */
export const updateEventHandler: Handler<typeof updateEvent> = async ({ id, data }, ctx) => {
  const row = await foundEvent(ctx.db, id, { lock: true });
  if (!isEditableEventStatus(row.status as EventStatus)) {
    fail('CONFLICT', `Мероприятие со статусом «${eventStatusLabel(row.status)}» изменить нельзя: отменённое и удалённое мероприятия остаются как были.`);
  }
  const changes = changesOf(row, data);
  const changed = WIRE_KEYS.filter((key) => COLUMNS[key] in changes);
  if (changed.length === 0) {
    ctx.setMessage('Изменений нет.');
    return eventCardOf(ctx.db, id);
  }
  if (changes.organizationId !== undefined) await checkOrganization(ctx.db, changes.organizationId, 'data.organization');
  if (changes.capacity !== undefined && changes.capacity !== null) {
    const taken = await registrationsOf(ctx.db, id);
    if (changes.capacity < taken) {
      const message = `Мест не может быть меньше, чем уже зарегистрировано (${taken}): сначала отмените лишние регистрации или оставьте больше мест.`;
      fail('CONFLICT', message, [{ path: 'data.capacity', message }]);
    }
  }
  const [updated] = await ctx.db.update(careerEvents).set(changes).where(eq(careerEvents.id, id)).returning();
  await ctx.audit({ action: 'EventService/updateEvent', entity: 'career_event', entityId: id, before: wireValues(row, changed), after: wireValues(updated as EventRow, changed) });
  return eventCardOf(ctx.db, id);
};

/** EventService/changeStatus: one move of the approval workflow, refused with the reason when illegal. Audited. */
export const changeEventStatusHandler: Handler<typeof changeEventStatus> = async ({ id, event }, ctx) => {
  const row = await foundEvent(ctx.db, id, { lock: true });
  const move = nextEventStatus(row.status as EventStatus, event);
  if (!move.ok) return fail('CONFLICT', move.message);
  await ctx.db.update(careerEvents).set({ status: move.status }).where(eq(careerEvents.id, id));
  await ctx.audit({ action: 'EventService/changeStatus', entity: 'career_event', entityId: id, before: { status: row.status }, after: { status: move.status, event } });
  return eventCardOf(ctx.db, id);
};
