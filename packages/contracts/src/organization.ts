import { z } from 'zod';
import { optionalEmail } from './accessManagement.js';
import { defineAction } from './defineAction.js';
import { changesOf, entityId, optionalPhone, optionalText, trimmedString } from './fields.js';
import { direction, page, pageOf, pageSize } from './paging.js';
import { building, flag, vacancy } from './reference.js';

/**
 * The registry of organizations (SPEC sections 2, 3 and 7): schools, colleges, departments and
 * universities, with their responsible contacts, buildings, vacant places and the interactions
 * staff had with them. Field names follow the legacy wire (snake_case) the SPEC quotes.
 */

export const organizationType = z.enum(['school', 'college', 'deputy', 'higher']);
export type OrganizationTypeName = z.infer<typeof organizationType>;

const isoDateTime = z.iso.datetime({ offset: true });

/** An organization as lists show it. */
export const organizationListItem = z.object({
  id: entityId,
  type: organizationType,
  name: z.string(),
  short_name: z.string().nullable(),
  address: z.string().nullable(),
  organization_id: z.string().nullable(),
  okrug: z.string().nullable(),
  district: z.string().nullable(),
  mrsd: z.number().int().nullable(),
  kind: z.string().nullable(),
  /** Operating (true) or closed. */
  status: z.boolean(),
});

/** An organization's card. */
export const organizationCard = organizationListItem.extend({
  address_asur: z.string().nullable(),
  inn: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  head: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** How many of each the card's tabs hold. */
  counts: z.object({
    responsibles: z.number().int().nonnegative(),
    buildings: z.number().int().nonnegative(),
    vacancies: z.number().int().nonnegative(),
    programs: z.number().int().nonnegative(),
    interactions: z.number().int().nonnegative(),
    students: z.number().int().nonnegative(),
  }),
});

const mrsdNumber = z.number().int().min(1).max(37);

/** The list filters, shared by the page and its CSV export. */
const organizationFilter = z
  .object({
    /** Words matched in the name, short name, address and organization_id (ё and е alike). */
    search: z.string().trim().max(100).optional(),
    type: organizationType.optional(),
    okrug: trimmedString(1, 10).optional(),
    district: trimmedString(1, 100).optional(),
    mrsd: mrsdNumber.optional(),
    kind: trimmedString(1, 30).optional(),
    status: flag.optional(),
  })
  .strict();

const organizationSort = z.enum(['name', 'short_name', 'type', 'okrug', 'district', 'mrsd', 'organization_id']).default('name');

export const listOrganizations = defineAction({
  name: 'Organization/List',
  permission: 'viewOrganizations',
  kind: 'read',
  params: organizationFilter.extend({ sort: organizationSort, direction, page, pageSize }).strict(),
  result: pageOf(organizationListItem).extend({
    /** Matches per type under the same filters except type, for the tabs. */
    byType: z.object({ school: z.number().int(), college: z.number().int(), deputy: z.number().int(), higher: z.number().int() }),
  }),
  summary: 'Lists organizations a page at a time: search, filters (type, okrug, district, МРСД, kind, status), sorting, and counts per type.',
});

/** Most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 100_000;

export const exportOrganizations = defineAction({
  name: 'Organization/Export',
  permission: 'viewOrganizations',
  kind: 'read',
  params: organizationFilter.extend({ sort: organizationSort, direction }).strict(),
  result: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int().nonnegative() }),
  summary: `The organizations of a filter as CSV (UTF-8 with BOM, semicolons, as spreadsheet programs in Russian locales read it), at most ${MAX_EXPORT_ROWS} rows.`,
});

export const getOrganization = defineAction({
  name: 'Organization/GetOrganization',
  permission: 'viewOrganization',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: organizationCard,
  summary: "An organization's card with the counts of its responsibles, buildings, vacancies, programmes, interactions and students.",
});

const organizationFields = {
  name: trimmedString(2, 500),
  short_name: optionalText(200),
  address: optionalText(500),
  address_asur: optionalText(500),
  organization_id: z
    .union([z.null(), z.string().trim().max(64).regex(/^[A-Za-z0-9._-]*$/, 'organization_id: латинские буквы, цифры, точка, дефис и подчёркивание')])
    .optional()
    .transform((value) => (value ? value : null)),
  okrug: optionalText(10),
  district: optionalText(100),
  mrsd: z.union([z.null(), mrsdNumber]).optional().transform((value) => value ?? null),
  kind: optionalText(30),
  status: z.boolean().default(true),
  inn: z
    .union([z.null(), z.string().trim().regex(/^(\d{10}|\d{12})?$/, 'ИНН: 10 или 12 цифр')])
    .optional()
    .transform((value) => (value ? value : null)),
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalText(300),
  head: optionalText(200),
};

export const createOrganization = defineAction({
  name: 'Organization/Create',
  permission: 'manageOrganizations',
  kind: 'write',
  params: z.object({ type: organizationType, ...organizationFields }).strict(),
  result: organizationCard,
  summary: 'Adds an organization; its organization_id, when given, must be new to the registry. Audited.',
});

export const updateOrganization = defineAction({
  name: 'Organization/Update',
  permission: 'manageOrganizations',
  kind: 'write',
  params: z
    .object({
      id: entityId,
      data: changesOf({ type: organizationType, ...organizationFields, status: z.boolean() }),
    })
    .strict(),
  result: organizationCard,
  summary: "Changes an organization's fields (only those given). Audited with the values before and after.",
});

/** Most responsible contacts one organization may list on a page, and the whole registry. */
export const RESPONSIBLES_PER_ORGANIZATION = 1_000;
export const RESPONSIBLES_GLOBAL = 100_000;

/**
 * A responsible contact as stored. Every field but the ids may be empty (null): the screens show
 * 'нет сведений' for those (SPEC section 3).
 */
export const responsible = z.object({
  id: entityId,
  org_id: entityId,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  activity: z.string().nullable(),
  position: z.string().nullable(),
  fullname: z.string().nullable(),
  /** Who entered the contact (short name) and on behalf of which organization. */
  operator_shortname: z.string().nullable(),
  operator_organization: z.string().nullable(),
  updated_at: isoDateTime,
});

export const readResponsibles = defineAction({
  name: 'Organization/ReadResponsibles',
  permission: 'viewOrganization',
  kind: 'read',
  params: z
    .object({
      search: z
        .object({
          /** One organization's contacts (up to 1000 a page), or all (up to 100000 a page). */
          org_id: entityId.optional(),
          itemsPerPage: z.number().int().min(1).max(RESPONSIBLES_GLOBAL).default(RESPONSIBLES_PER_ORGANIZATION),
          page,
        })
        .strict()
        .refine((value) => value.org_id === undefined || value.itemsPerPage <= RESPONSIBLES_PER_ORGANIZATION, {
          message: `Для одной организации — не больше ${RESPONSIBLES_PER_ORGANIZATION} контактов на странице`,
          path: ['itemsPerPage'],
        }),
    })
    .strict(),
  result: z.object({
    items: z.array(responsible),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    itemsPerPage: z.number().int().positive(),
  }),
  summary: "Responsible contacts of an organization (or of all), by full name, a page at a time.",
});

const responsibleFields = {
  fullname: trimmedString(2, 200),
  position: optionalText(200),
  activity: optionalText(300),
  phone: optionalPhone,
  email: optionalEmail,
  operator_shortname: optionalText(100),
  operator_organization: optionalText(300),
};

const reachable = (value: { phone?: string | null; email?: string | null }) => Boolean(value.phone || value.email);
const reachableIssue = { message: 'Укажите телефон или электронную почту контакта', path: ['phone'] };

export const createResponsibles = defineAction({
  name: 'Organization/CreateResponsibles',
  permission: 'manageResponsibles',
  kind: 'write',
  params: z.object({ org_id: entityId, ...responsibleFields }).strict().refine(reachable, reachableIssue),
  result: responsible,
  summary: `Adds a responsible contact to an organization (a phone or an e-mail is required; at most ${RESPONSIBLES_PER_ORGANIZATION} per organization). Audited.`,
});

export const updateResponsibles = defineAction({
  name: 'Organization/UpdateResponsibles',
  permission: 'manageResponsibles',
  kind: 'write',
  params: z
    .object({
      id: entityId,
      data: changesOf(responsibleFields),
    })
    .strict(),
  result: responsible,
  summary: 'Changes a responsible contact (only the fields given; it must keep a phone or an e-mail). Audited.',
});

export const deleteResponsibles = defineAction({
  name: 'Organization/DeleteResponsibles',
  permission: 'manageResponsibles',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: responsible,
  summary: 'Deletes a responsible contact and returns it as it was (so the screen can offer to restore it). Audited.',
});

export const getVacancy = defineAction({
  name: 'Organization/GetVacancy',
  permission: 'viewOrganization',
  kind: 'read',
  params: z.object({ search: z.object({ organization: entityId }).strict() }).strict(),
  result: z.array(vacancy),
  summary: "An organization's vacant places by speciality.",
});

const metroList = z.array(trimmedString(1, 100)).max(5);

const buildingFields = {
  name: optionalText(300),
  address: trimmedString(5, 500),
  okrug: optionalText(10),
  district: optionalText(100),
  metro: metroList.default([]),
};

export const createBuild = defineAction({
  name: 'Organization/CreateBuild',
  permission: 'manageOrganizations',
  kind: 'write',
  params: z.object({ organization: entityId, ...buildingFields }).strict(),
  result: building,
  summary: 'Adds a building to an organization. Audited.',
});

export const updateBuild = defineAction({
  name: 'Organization/UpdateBuild',
  permission: 'manageOrganizations',
  kind: 'write',
  params: z
    .object({
      id: entityId,
      data: changesOf({ ...buildingFields, metro: metroList, is_deleted: z.boolean() }),
    })
    .strict(),
  result: building,
  summary: "Changes a building; is_deleted true deletes it softly (it stays listed with is_deleted 't'), false restores it. Audited.",
});

/** An interaction staff had with an organization (a visit, a call, a letter, a note). */
export const organizationInteraction = z.object({
  id: entityId,
  organization: entityId,
  type: z.string(),
  result: z.string().nullable(),
  comment: z.string().nullable(),
  /** When it happened (may differ from when it was recorded). */
  date: isoDateTime,
  author: z.object({ id: entityId, name: z.string() }).nullable(),
  created_at: isoDateTime,
});

/** Interaction types that may be recorded for an organization. */
export const ORGANIZATION_INTERACTION_TYPES = ['visit', 'incall', 'outcall', 'consultation', 'excursion', 'masterClass', 'parentMeeting', 'send', 'sendEMail', 'letterReceived', 'description'] as const;

/** Most interactions Interaction/OrganizationGet returns (newest first). */
export const MAX_ORGANIZATION_INTERACTIONS = 500;

export const organizationInteractionsGet = defineAction({
  name: 'Interaction/OrganizationGet',
  permission: 'viewOrganization',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: z.array(organizationInteraction),
  summary: `The interactions recorded with an organization, newest first (the ${MAX_ORGANIZATION_INTERACTIONS} newest).`,
});

export const organizationInteractionCreate = defineAction({
  name: 'Interaction/OrganizationCreate',
  permission: 'manageOrganizationInteractions',
  kind: 'write',
  params: z
    .object({
      organization: entityId,
      type: z.enum(ORGANIZATION_INTERACTION_TYPES, { error: `Тип взаимодействия: ${ORGANIZATION_INTERACTION_TYPES.join(', ')}` }),
      result: optionalText(500),
      comment: optionalText(4000),
      /** When it happened; now when absent. Not in the future. */
      date: isoDateTime.optional(),
    })
    .strict()
    .refine((value) => Boolean(value.result || value.comment), { message: 'Опишите итог или добавьте комментарий', path: ['result'] }),
  result: organizationInteraction,
  summary: 'Records an interaction with an organization (type, result, comment, when). Audited.',
});

/** An applicant who studies at a school, as the school's card lists them. */
export const organizationStudent = z.object({
  id: entityId,
  fullname: z.string(),
  birth_date: z.iso.date().nullable(),
  grade: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  processing_status: z.string().nullable(),
});

export const organizationStudents = defineAction({
  name: 'Organization/GetStudents',
  permission: 'viewContingent',
  kind: 'read',
  params: z
    .object({
      organization: entityId,
      search: z.string().trim().max(100).optional(),
      grade: z.enum(['SCH9', 'SCH11']).optional(),
      page,
      pageSize,
    })
    .strict(),
  result: pageOf(organizationStudent),
  summary: 'The applicants who study at a school, by full name, a page at a time.',
});

/** The organization actions, in catalogue order. */
export const organizationContracts = [
  listOrganizations,
  exportOrganizations,
  getOrganization,
  createOrganization,
  updateOrganization,
  readResponsibles,
  createResponsibles,
  updateResponsibles,
  deleteResponsibles,
  getVacancy,
  createBuild,
  updateBuild,
  organizationInteractionsGet,
  organizationInteractionCreate,
  organizationStudents,
] as const;

export type OrganizationListItem = z.infer<typeof organizationListItem>;
export type OrganizationCard = z.infer<typeof organizationCard>;
export type Responsible = z.infer<typeof responsible>;
export type OrganizationInteraction = z.infer<typeof organizationInteraction>;
export type OrganizationStudent = z.infer<typeof organizationStudent>;
