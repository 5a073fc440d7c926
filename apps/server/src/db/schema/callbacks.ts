import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { abiturientInteractions, abiturients } from './contingent.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Callbacks promised on a call (CallService/registerCall): whom to call back, when, and whose
 * job it is. The call itself stays on the timeline (interaction_id); the callback moves, is done
 * or canceled here. One index serves an operator's calendar (owner, due_at), the other the team's
 * calendar and the overdue open ones (status, due_at).
 */
export const callbacks = pgTable(
  'callbacks',
  {
    id: serial('id').primaryKey(),
    abiturientId: integer('abiturient_id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => abiturientInteractions.id, { onDelete: 'cascade' }),
    /** Who calls back; a deleted account leaves the callback to the coordinators. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueAt: stamp('due_at').notNull(),
    status: text('status').notNull().default('open'),
    doneAt: stamp('done_at'),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('callbacks_owner_due_idx').on(t.ownerId, t.dueAt),
    index('callbacks_status_due_idx').on(t.status, t.dueAt),
    check('callbacks_status_check', sql`${t.status} in ('open', 'done', 'canceled')`),
  ],
);
