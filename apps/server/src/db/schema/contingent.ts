import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldedColumnsSql } from '../folding.js';
import { organizations } from './registry.js';

/**
 * Applicants (the contingent, SPEC section 3). This is the core the registry needs to list a
 * school's pupils; the contingent area adds the rest of the record.
 */
export const abiturients = pgTable(
  'abiturients',
  {
    id: serial('id').primaryKey(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    phone: text('phone'),
    email: text('email'),
    schoolId: integer('school_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** SCH9 or SCH11. */
    grade: text('grade'),
    /** Two digits: 25 is the school year 2024/2025 (SPEC section 5). */
    graduationYear: integer('graduation_year'),
    okrug: text('okrug'),
    district: text('district'),
    processingStatus: text('processing_status').notNull().default('not_processed'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedColumnsSql(['last_name', 'first_name', 'middle_name'])),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('abiturients_school_idx').on(t.schoolId, t.lastName, t.firstName), index('abiturients_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);
