import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Outgoing mail; a mailer sends what is pending (SMTP when configured, else the log). */
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
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
