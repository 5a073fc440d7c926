import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { abiturients } from './contingent.js';

/** Every change: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorId, t.at)],
);

/**
 * The stored reply of each write, by caller and requestId, written in the write's own
 * transaction: a repeat gets the same reply; a repeat with other params gets CONFLICT.
 */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    caller: text('caller').notNull(),
    requestId: text('request_id').notNull(),
    action: text('action').notNull(),
    paramsHash: text('params_hash').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.requestId] }), index('idempotent_replies_created_idx').on(t.createdAt)],
);

/**
 * Outgoing mail, the outbox: letters move along the letter state machine (contracts
 * vocabulary/letterTransitions.ts); the mailer sends what is due (SMTP when configured, else
 * .eml files). next_attempt_at is when a pending or waiting letter is due, and for a letter in
 * onwork when its claim lapses (a pass that crashed mid-send), so one index serves the pick.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** The applicant the letter was written to, so a person's letters can be listed. */
    abiturientId: integer('abiturient_id').references(() => abiturients.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_abiturient_idx').on(t.abiturientId),
    check('mail_outbox_status_check', sql`${t.status} in ('done', 'fail', 'wait', 'block', 'decline', 'pending', 'onedit', 'onwork', 'reclaimed', 'waitb')`),
  ],
);
