import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { foldedColumnsSql } from '../folding.js';
import { users } from './access.js';
import { organizations } from './registry.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The target list's priority, lower called sooner: call-priority tag 1, then tag 2, then those
 * asked to be called back, then everyone else; within each, this year's Moscow ninth-graders
 * first. Stored (generated) so an index holds the list in its order. The staff app shows the
 * reason, read from the tens by the SDK's targetPriorityReason (contingentTarget.test.ts binds the two).
 */
export const TARGET_PRIORITY_SQL = sql.raw(
  `(case when "tags" @> '{priority_ca_1}'::text[] then 0 when "tags" @> '{priority_ca_2}'::text[] then 10 when "flags" @> '{"recall": true}'::jsonb then 20 else 30 end)` +
    ` + (case when "category" = 'moscow_9_25' then 0 else 1 end)`,
);

/**
 * The working list's name order as one text: the folded last, first and middle names joined by
 * chr(1), which sorts below every character a name may hold (letters, spaces, hyphens,
 * apostrophes, dots). Compared byte-wise (COLLATE "C", where folded Cyrillic а..я is in
 * alphabetical order), it orders exactly as the three names compared in turn, so "Ван Эрик"
 * still comes before "Ван Дер Анна" (search_text, joined by spaces, would not), and one stored
 * key replaces three folding calls a row when matches are sorted.
 */
const NAME_ORDER_SQL = sql.join(
  ['last_name', 'first_name', 'middle_name'].map((column) => foldedColumnsSql([column])),
  sql.raw(' || chr(1) || '),
);

/** The statuses still open to work (PROCESSING_STATUSES with outcome 'open'), for the target index. */
const OPEN_STATUSES_SQL = sql.raw(`"processing_status" in ('not_processed', 'in_progress')`);

/** Consent to enrolment as stored: the status, when, who gave it and who recorded it. */
export interface StoredConsent {
  status: 'accepted' | 'not_accepted';
  at: string;
  by: 'applicant' | 'representative';
  representative: string | null;
  recordedBy: number | null;
}

/**
 * Applicants (the contingent, SPEC section 3). Flags, preferential flags and check results are
 * JSON objects, the lists (tags, intents, industries, refusal reasons, phones) text arrays: both
 * are filtered through GIN indexes. `search_text` (folded full name) serves the trigram search,
 * `contact_text` (phone digits, e-mail, id number) the quick lookup; the application keeps
 * `contact_text` up to date (see domain/contingent/applicantRows.ts).
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
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    email: text('email'),
    /** СНИЛС, 11 digits. */
    idNumber: text('id_number'),
    schoolId: integer('school_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** SCH9 or SCH11. */
    grade: text('grade'),
    /** Two digits: 25 is the school year 2024/2025 (SPEC section 5). */
    graduationYear: integer('graduation_year'),
    okrug: text('okrug'),
    district: text('district'),
    metroStation1: text('metro_station_1'),
    metroStation2: text('metro_station_2'),
    metroStation3: text('metro_station_3'),
    category: text('category'),
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    achievements: jsonb('achievements').$type<Array<{ code: string; points: number; note: string | null }>>().notNull().default([]),
    exams: jsonb('exams').$type<Array<{ subject: string; score: number; year?: number }>>().notNull().default([]),
    gia: jsonb('gia').$type<Array<{ subject: string; mark: number; score?: number }>>().notNull().default([]),
    preferential: jsonb('preferential').$type<Record<string, boolean>>().notNull().default({}),
    checkResults: jsonb('check_results').$type<Record<string, boolean | number | null>>().notNull().default({}),
    readiness: text('readiness'),
    processingStatus: text('processing_status').notNull().default('not_processed'),
    trackingStage: text('tracking_stage'),
    refusalReasons: text('refusal_reasons').array().notNull().default(sql`'{}'::text[]`),
    consent: jsonb('consent').$type<StoredConsent | null>(),
    informationSource: text('information_source'),
    intents: text('intents').array().notNull().default(sql`'{}'::text[]`),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    curatorId: integer('curator_id').references(() => users.id, { onDelete: 'set null' }),
    surveyAnswers: jsonb('survey_answers').$type<Array<{ question: string; answer: string }>>().notNull().default([]),
    surveyAt: stamp('survey_at'),
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedUntil: stamp('claimed_until'),
    lastInteractionAt: stamp('last_interaction_at'),
    targetPriority: integer('target_priority').notNull().generatedAlwaysAs(TARGET_PRIORITY_SQL),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedColumnsSql(['last_name', 'first_name', 'middle_name'])),
    nameOrder: text('name_order').notNull().generatedAlwaysAs(NAME_ORDER_SQL),
    contactText: text('contact_text').notNull().default(''),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('abiturients_school_idx').on(t.schoolId, t.lastName, t.firstName),
    index('abiturients_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('abiturients_contact_trgm_idx').using('gin', t.contactText.op('gin_trgm_ops')),
    index('abiturients_name_idx').on(t.lastName, t.firstName, t.middleName, t.id),
    index('abiturients_status_idx').on(t.processingStatus, t.category),
    index('abiturients_curator_idx').on(t.curatorId),
    // Okrug and grade together narrow a name search's candidates before their rows are read.
    index('abiturients_okrug_grade_idx').on(t.okrug, t.grade),
    index('abiturients_created_idx').on(t.createdAt),
    index('abiturients_birth_idx').on(t.birthDate),
    index('abiturients_phones_idx').using('gin', t.phones),
    index('abiturients_tags_idx').using('gin', t.tags),
    index('abiturients_intents_idx').using('gin', t.intents),
    index('abiturients_industries_idx').using('gin', t.industries),
    index('abiturients_flags_idx').using('gin', t.flags),
    index('abiturients_email_idx').on(sql`lower(${t.email})`),
    index('abiturients_id_number_idx').on(t.idNumber),
    // The working list's default order (folded last, first, middle name), read off an index.
    index('abiturients_fullname_order_idx').on(sql`${t.nameOrder} collate "C"`, t.id),
    // The target list in its order, over the open statuses only.
    index('abiturients_target_idx')
      .on(t.targetPriority, t.lastInteractionAt.asc().nullsFirst(), t.createdAt, t.id)
      .where(OPEN_STATUSES_SQL),
  ],
);

/** An applicant's timeline (SPEC section 3 interaction create payload). */
export const abiturientInteractions = pgTable(
  'abiturient_interactions',
  {
    id: serial('id').primaryKey(),
    abiturientId: integer('abiturient_id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    result: text('result'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    oid: text('oid'),
    actionData: jsonb('action_data').$type<Record<string, unknown>>().notNull().default({}),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: stamp('occurred_at').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('abiturient_interactions_person_idx').on(t.abiturientId, t.occurredAt), index('abiturient_interactions_type_idx').on(t.type, t.occurredAt)],
);

/** Who changed which fields of an applicant's record, when, before and after. */
export const abiturientHistory = pgTable(
  'abiturient_history',
  {
    id: serial('id').primaryKey(),
    abiturientId: integer('abiturient_id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    at: stamp('at').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Array<{ field: string; before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [index('abiturient_history_person_idx').on(t.abiturientId, t.at)],
);

/** Guarantee letters (гарантийные письма) from colleges, with the letter statuses of SPEC section 4. */
export const guaranteeLetters = pgTable(
  'guarantee_letters',
  {
    id: serial('id').primaryKey(),
    abiturientId: integer('abiturient_id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    specialityCode: text('speciality_code'),
    status: text('status').notNull(),
    issuedAt: stamp('issued_at').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    comment: text('comment'),
  },
  (t) => [index('guarantee_letters_person_idx').on(t.abiturientId, t.issuedAt)],
);

/** Career-guidance events: open days, festivals, meetups (the calls issue manages them). */
export const careerEvents = pgTable(
  'career_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull(),
    startsAt: stamp('starts_at').notNull(),
    place: text('place'),
    capacity: integer('capacity'),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('career_events_starts_idx').on(t.startsAt)],
);

/** An applicant's registration to an event, with its QR ticket token and attendance. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => careerEvents.id, { onDelete: 'cascade' }),
    abiturientId: integer('abiturient_id')
      .notNull()
      .references(() => abiturients.id, { onDelete: 'cascade' }),
    registeredAt: stamp('registered_at').notNull(),
    attended: boolean('attended'),
    /** When and by whom the attendance was marked (the scanner or the list); cleared with it. */
    attendedAt: stamp('attended_at'),
    attendedBy: integer('attended_by').references(() => users.id, { onDelete: 'set null' }),
    ticketToken: uuid('ticket_token').notNull().defaultRandom(),
  },
  (t) => [uniqueIndex('event_registrations_person_event_idx').on(t.abiturientId, t.eventId), uniqueIndex('event_registrations_ticket_idx').on(t.ticketToken)],
);

/** Saved filters of the working list, per user. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_filters_user_name_idx').on(t.userId, t.name)],
);
