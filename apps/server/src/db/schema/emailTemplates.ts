import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.js';

/**
 * E-mail templates of the call centre (SPEC section 3): a subject and a body with {{variables}},
 * found by code or by the action type (an interaction type id) a follow-up answers. At most one
 * active template per action type, so the follow-up without a code never has to choose.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The CallService/createInteraction actionType it answers, or null for a template picked by code only. */
    actionType: integer('action_type'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('email_templates_code_key').on(t.code),
    uniqueIndex('email_templates_active_action_type_key').on(t.actionType).where(sql`${t.active}`),
  ],
);
