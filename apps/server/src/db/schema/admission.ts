/**
 * Admission (issue 24): seasons, their competitive groups, and the entrance-test sessions with
 * the applications assigned to them; the applications (заявления), each in one season's group.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { abiturients } from './contingent.js';
import { educationPrograms, organizationBuildings, organizations } from './registry.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One admission campaign per year, with its calendar (dates in Moscow). */
export const admissionSeasons = pgTable('admission_seasons', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull().unique(),
  filingStarts: date('filing_starts', { mode: 'string' }).notNull(),
  filingEnds: date('filing_ends', { mode: 'string' }).notNull(),
  testsStart: date('tests_start', { mode: 'string' }).notNull(),
  testsEnd: date('tests_end', { mode: 'string' }).notNull(),
  listsDate: date('lists_date', { mode: 'string' }).notNull(),
  enrolmentDate: date('enrolment_date', { mode: 'string' }).notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** A college's programme with a funding and a base grade in one season, and its places (null: not set). */
export const competitiveGroups = pgTable(
  'competitive_groups',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => admissionSeasons.id, { onDelete: 'cascade' }),
    collegeId: integer('college_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => educationPrograms.id, { onDelete: 'cascade' }),
    funding: text('funding').notNull(),
    base: text('base').notNull(),
    places: integer('places'),
    testType: integer('test_type'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('competitive_groups_program_uq').on(t.seasonId, t.programId, t.funding), index('competitive_groups_college_idx').on(t.seasonId, t.collegeId)],
);

/**
 * Applications (заявления) to a season's competitive groups (issue 24). `college_id` and
 * `program_id` repeat the group's, for the readers that predate groups; the handlers set them
 * with the group. `state` follows vocabulary/applicationTransitions; `status` is the competition
 * status of SPEC section 4, which the ranking recomputes.
 */
export const abiturientApplications = pgTable(
  'abiturient_applications',
  {
    id: serial('id').primaryKey(),
    abiturientId: integer('abiturient_id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => admissionSeasons.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => competitiveGroups.id, { onDelete: 'restrict' }),
    collegeId: integer('college_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    programId: integer('program_id').references(() => educationPrograms.id, { onDelete: 'set null' }),
    priority: smallint('priority').notNull(),
    state: text('state').notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    status: text('status').notNull().default('NA'),
    averageMark: numeric('average_mark', { precision: 4, scale: 2, mode: 'number' }),
    preferentialRight: boolean('preferential_right').notNull().default(false),
    filingMethod: text('filing_method').notNull().default('in_person'),
    externalNumber: text('external_number'),
    originalDocuments: boolean('original_documents').notNull().default(false),
    originalCollegeId: integer('original_college_id').references(() => organizations.id, { onDelete: 'set null' }),
    consent: boolean('consent').notNull().default(false),
    consentAt: stamp('consent_at'),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: stamp('submitted_at').notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('abiturient_applications_person_idx').on(t.abiturientId, t.priority),
    index('abiturient_applications_season_idx').on(t.seasonId, t.state, t.submittedAt),
    index('abiturient_applications_group_idx').on(t.groupId),
    // The register's default order and its college filter read a season's rows in index order.
    index('abiturient_applications_submitted_idx').on(t.seasonId, t.submittedAt, t.id),
    index('abiturient_applications_college_idx').on(t.seasonId, t.collegeId, t.submittedAt),
    index('abiturient_applications_updated_idx').on(t.seasonId, t.updatedAt, t.id),
    uniqueIndex('abiturient_applications_number_uq').on(t.seasonId, t.externalNumber),
    uniqueIndex('abiturient_applications_live_uq')
      .on(t.abiturientId, t.groupId)
      .where(sql`state in ('draft', 'submitted', 'accepted', 'enrolled')`),
  ],
);

/** An entrance-test sitting: a test type at a college, at a time and place, with examiners. */
export const entranceTestSessions = pgTable(
  'entrance_test_sessions',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => admissionSeasons.id, { onDelete: 'cascade' }),
    collegeId: integer('college_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    testType: integer('test_type').notNull(),
    startsAt: stamp('starts_at').notNull(),
    buildingId: integer('building_id').references(() => organizationBuildings.id, { onDelete: 'set null' }),
    room: text('room'),
    capacity: integer('capacity').notNull(),
    passPoints: integer('pass_points'),
    examinerIds: integer('examiner_ids').array().notNull().default(sql`'{}'::integer[]`),
    invitationsSentAt: stamp('invitations_sent_at'),
    resultsSentAt: stamp('results_sent_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('entrance_test_sessions_season_idx').on(t.seasonId, t.startsAt)],
);

/** An application's seat at a session, with attendance and the result. One session per application. */
export const entranceTestAssignments = pgTable(
  'entrance_test_assignments',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => entranceTestSessions.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => abiturientApplications.id, { onDelete: 'cascade' }),
    attended: boolean('attended'),
    passed: boolean('passed'),
    points: numeric('points', { precision: 5, scale: 2, mode: 'number' }),
    invitedAt: stamp('invited_at'),
    resultSentAt: stamp('result_sent_at'),
    recordedAt: stamp('recorded_at'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: stamp('assigned_at').notNull().defaultNow(),
  },
  (t) => [index('entrance_test_assignments_session_idx').on(t.sessionId)],
);
