import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { foldedColumnsSql } from '../folding.js';
import { users } from './access.js';

const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Every reference list of SPEC section 3, one row per entry. Fixed lists are rewritten from the
 * contracts vocabulary at start; editable ones (intents, talk themes, sources, event formats) only
 * filled when an entry is missing, so administrators' edits stay.
 */
export const referenceItems = pgTable(
  'reference_items',
  {
    list: text('list').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    archived: boolean('archived').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.list, t.code] }), index('reference_items_order_idx').on(t.list, t.position)],
);

/** Schools, colleges, departments and universities (SPEC section 3, Organization). */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    address: text('address'),
    addressAsur: text('address_asur'),
    /** The organization's registry code (ЕКИС), as other systems name it. */
    organizationId: text('organization_id'),
    okrug: text('okrug'),
    district: text('district'),
    mrsd: integer('mrsd'),
    kind: text('kind'),
    /** Operating (true) or closed. */
    status: boolean('status').notNull().default(true),
    inn: text('inn'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    head: text('head'),
    /** Folded name, short name, address and code: what the list's search matches, trigram-indexed. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedColumnsSql(['name', 'short_name', 'address', 'organization_id'])),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('organizations_organization_id_key').on(t.organizationId),
    index('organizations_type_name_idx').on(t.type, t.name),
    index('organizations_okrug_idx').on(t.okrug),
    index('organizations_mrsd_idx').on(t.mrsd),
    index('organizations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('organizations_type_check', sql`${t.type} in ('school', 'college', 'deputy', 'higher')`),
  ],
);

/** The buildings (campuses) of an organization; deleted softly. */
export const organizationBuildings = pgTable(
  'organization_buildings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    address: text('address').notNull(),
    okrug: text('okrug'),
    district: text('district'),
    metro: jsonb('metro').$type<string[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('organization_buildings_org_idx').on(t.organizationId, t.isDeleted)],
);

/** Responsible contacts of an organization (SPEC section 3). */
export const organizationResponsibles = pgTable(
  'organization_responsibles',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fullname: text('fullname'),
    position: text('position'),
    activity: text('activity'),
    phone: text('phone'),
    email: text('email'),
    operatorShortname: text('operator_shortname'),
    operatorOrganization: text('operator_organization'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('organization_responsibles_org_idx').on(t.orgId, t.fullname)],
);

/** Specialities and professions of the federal list (ФГОС СПО), grouped by industry. */
export const specialities = pgTable(
  'specialities',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    /** 3 (СПО) or 13 (profession training), as EDUCATION_LEVELS codes them. */
    level: integer('level').notNull().default(3),
    qualification: text('qualification'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedColumnsSql(['code', 'name'])),
  },
  (t) => [index('specialities_industry_idx').on(t.industry), index('specialities_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** Education programmes colleges run (SPEC section 3). */
export const educationPrograms = pgTable(
  'education_programs',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    specialityCode: text('speciality_code')
      .notNull()
      .references(() => specialities.code),
    level: integer('level').notNull(),
    educationForm: integer('education_form').notNull(),
    studyForm: text('study_form').notNull(),
    programmeType: text('programme_type').notNull(),
    baseGrade: text('base_grade').notNull(),
    durationMonths: integer('duration_months').notNull(),
    budgetPlaces: integer('budget_places').notNull().default(0),
    paidPlaces: integer('paid_places').notNull().default(0),
    entranceTests: jsonb('entrance_tests').$type<Array<{ type: number; name: string }>>().notNull().default([]),
    year: integer('year').notNull(),
    /** Folded code and name, trigram-indexed for the list's search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedColumnsSql(['code', 'name'])),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('education_programs_code_key').on(t.code),
    index('education_programs_org_idx').on(t.organizationId),
    index('education_programs_speciality_idx').on(t.specialityCode),
    index('education_programs_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('education_programs_form_check', sql`${t.educationForm} between 1 and 9`),
  ],
);

/** Vacant places a college publishes per speciality (Vacancy: spec, organization). */
export const organizationVacancies = pgTable(
  'organization_vacancies',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    specialityCode: text('speciality_code')
      .notNull()
      .references(() => specialities.code),
    baseGrade: text('base_grade'),
    studyForm: text('study_form'),
    budgetPlaces: integer('budget_places').notNull().default(0),
    paidPlaces: integer('paid_places').notNull().default(0),
    updatedAt: updated(),
  },
  (t) => [index('organization_vacancies_org_idx').on(t.organizationId), index('organization_vacancies_spec_idx').on(t.specialityCode)],
);

/** What staff did with an organization: visits, calls, letters, notes. */
export const organizationInteractions = pgTable(
  'organization_interactions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    result: text('result'),
    comment: text('comment'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('organization_interactions_org_idx').on(t.organizationId, t.occurredAt)],
);
