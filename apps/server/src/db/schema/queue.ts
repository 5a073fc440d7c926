import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Opening hours per ISO weekday (index 0 = Monday): "HH:MM" bounds in Moscow time, or null when closed. */
export type WeekHours = Array<{ from: string; to: string } | null>;

/**
 * Queue services (what a visitor takes a ticket for). The prefix starts every displayed code
 * (А-007); an archived service keeps its tickets and statistics but leaves every list.
 */
export const queueServices = pgTable(
  'queue_services',
  {
    id: serial('id').primaryKey(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    hours: jsonb('hours').$type<WeekHours>().notNull(),
    /** Higher first when a desk serves several services and both have waiting tickets. */
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    archivedAt: stamp('archived_at'),
  },
  (t) => [uniqueIndex('queue_services_prefix_key').on(t.prefix)],
);

/** Desks (windows) and the services each serves. */
export const queueDesks = pgTable('queue_desks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

export const queueDeskServices = pgTable(
  'queue_desk_services',
  {
    deskId: integer('desk_id')
      .notNull()
      .references(() => queueDesks.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => queueServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deskId, t.serviceId] }), index('queue_desk_services_service_idx').on(t.serviceId)],
);

/**
 * Kiosks and TV boards. Only the sha256 of a device's key is kept (the key is shown once when
 * issued); the prefix lets an administrator tell keys apart. A revoked device is refused at once.
 */
export const queueDevices = pgTable(
  'queue_devices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    createdAt: stamp('created_at').notNull(),
    revokedAt: stamp('revoked_at'),
    lastSeenAt: stamp('last_seen_at'),
  },
  (t) => [uniqueIndex('queue_devices_key_hash_key').on(t.keyHash), check('queue_devices_kind_check', sql`${t.kind} in ('kiosk', 'tv')`)],
);

/**
 * The last number issued per service and Moscow day: the row an issuing transaction locks (by
 * its upsert) so numbers follow without gaps or duplicates however many kiosks issue at once.
 */
export const queueCounters = pgTable(
  'queue_counters',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => queueServices.id, { onDelete: 'cascade' }),
    /** Days since 1970-01-01 in Moscow time (moscowDay of @abitura/contracts/moscowTime). */
    day: integer('day').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.day] })],
);

export const queueTickets = pgTable(
  'queue_tickets',
  {
    id: serial('id').primaryKey(),
    /** The holder's secret for the ticket page (/tickets/<token>/qr): random, never sequential. */
    token: uuid('token').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => queueServices.id),
    day: integer('day').notNull(),
    number: integer('number').notNull(),
    priority: boolean('priority').notNull().default(false),
    state: text('state').notNull(),
    deskId: integer('desk_id').references(() => queueDesks.id, { onDelete: 'set null' }),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The kiosk that issued it. */
    deviceId: integer('device_id').references(() => queueDevices.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull(),
    /** When it last entered the waiting queue (issue or transfer): its place among equals. */
    queuedAt: stamp('queued_at').notNull(),
    calledAt: stamp('called_at'),
  },
  (t) => [
    uniqueIndex('queue_tickets_service_day_number_key').on(t.serviceId, t.day, t.number),
    uniqueIndex('queue_tickets_token_key').on(t.token),
    // The waiting queue of a service in calling order (priority first, then oldest).
    index('queue_tickets_waiting_idx')
      .on(t.serviceId, t.priority.desc(), t.queuedAt, t.id)
      .where(sql`${t.state} = 'waiting'`),
    // The board: today's called and serving tickets.
    index('queue_tickets_board_idx')
      .on(t.day, t.calledAt)
      .where(sql`${t.state} in ('called', 'serving')`),
    check('queue_tickets_state_check', sql`${t.state} in ('waiting', 'called', 'serving', 'done', 'no_show', 'cancelled')`),
  ],
);

/**
 * Every move of a ticket (who, at which desk, when): the source of wait and service times. A
 * `checked_in` entry is the scanner's check-in at the door: recorded, but no move of the state.
 */
export const queueTicketEvents = pgTable(
  'queue_ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => queueTickets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    deskId: integer('desk_id').references(() => queueDesks.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: stamp('at').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('queue_ticket_events_ticket_idx').on(t.ticketId, t.at),
    index('queue_ticket_events_kind_at_idx').on(t.kind, t.at),
    check('queue_ticket_events_kind_check', sql`${t.kind} in ('issued', 'called', 'recalled', 'started', 'finished', 'no_show', 'cancelled', 'transferred', 'checked_in')`),
  ],
);

/** Which operator works at which desk: one desk per operator, one operator per desk. */
export const queueDeskSignIns = pgTable(
  'queue_desk_sign_ins',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    deskId: integer('desk_id')
      .notNull()
      .references(() => queueDesks.id, { onDelete: 'cascade' }),
    since: stamp('since').notNull(),
  },
  (t) => [uniqueIndex('queue_desk_sign_ins_desk_key').on(t.deskId)],
);
