import { z } from 'zod';
import { APPLICATION_REJECTION_REASONS, APPLICATION_STATES, FILING_METHODS, type APPLICATION_MOVES } from './vocabulary/applicationTransitions.js';
import { defineAction } from './defineAction.js';
import { changesOf, entityId, enumValues, optionalPhone, optionalText, trimmedString } from './fields.js';
import { achievementCode, applicantFields, giaResult } from './contingent.js';
import { competitionStatus } from './interaction.js';
import { competitiveGroup, entranceTestType, funding } from './admissionSeasons.js';
import { direction, page, pageSize } from './paging.js';

/**
 * Applications (заявления) of a season (issue 24): an applicant's statement to one competitive
 * group, with its priority among their applications, the certificate average, how it was filed,
 * the original certificate and the consent to enrol, and its state (vocabulary/applicationTransitions).
 * GIA results and achievements are the applicant's own and are shown beside each application.
 */

const isoDateTime = z.iso.datetime({ offset: true });

export const applicationState = z.enum(enumValues(APPLICATION_STATES), { error: 'Состояние заявления из списка' });
export const applicationMove = z.enum(['submit', 'accept', 'enrol', 'withdraw', 'reject', 'reopen'] as const satisfies readonly (typeof APPLICATION_MOVES)[number][], { error: 'Действие над заявлением из списка' });
export const rejectionReason = z.enum(enumValues(APPLICATION_REJECTION_REASONS), { error: 'Причина отклонения из списка' });
export const filingMethod = z.enum(enumValues(FILING_METHODS), { error: 'Способ подачи: in_person, mosru или post' });
/** A certificate average: 3.00 to 5.00 with two decimals; the import may store one outside for validation to find. */
export const averageMark = z
  .number({ error: 'Средний балл: число от 3,00 до 5,00' })
  .min(3, 'Средний балл аттестата не ниже 3,00')
  .max(5, 'Средний балл аттестата не выше 5,00')
  .refine((value) => Math.round(value * 100) === Math.round(value * 100 * 1e6) / 1e6, 'Средний балл: не больше двух знаков после запятой');
/** The mos.ru application number an import matches by. */
export const externalNumber = trimmedString(1, 64);

/** Where an entrance test stands for an application whose group holds one. */
export const TEST_OUTCOMES = ['not_assigned', 'assigned', 'passed', 'failed', 'absent'] as const;
export const testOutcome = z.enum(TEST_OUTCOMES);

const groupRef = competitiveGroup.pick({ id: true, college: true, program: true, funding: true, base: true, test_type: true });

export const applicationItem = z.object({
  id: entityId,
  season_id: entityId,
  applicant: z.object({
    id: entityId,
    fullname: z.string(),
    birth_date: z.iso.date().nullable(),
    id_number: z.string().nullable(),
    phones: z.array(z.string()),
    email: z.string().nullable(),
  }),
  group: groupRef,
  priority: z.number().int().positive(),
  state: applicationState,
  rejection_reason: rejectionReason.nullable(),
  /** The stored competition status (SPEC section 4); the ranking of the next issue recomputes it. */
  competition_status: competitionStatus.nullable(),
  average_mark: z.number().nullable(),
  gia: z.array(giaResult),
  achievements: z.array(z.object({ code: achievementCode, points: z.number() })),
  achievement_points: z.number(),
  preferential_right: z.boolean(),
  filing_method: filingMethod,
  external_number: z.string().nullable(),
  original_documents: z.boolean(),
  /** Where the original certificate is lodged: this group's college or another. */
  original_college: z.object({ id: entityId, name: z.string() }).nullable(),
  consent: z.enum(['accepted', 'not_accepted']),
  consent_at: isoDateTime.nullable(),
  guardian_name: z.string().nullable(),
  guardian_phone: z.string().nullable(),
  /** Null when the group holds no entrance test. */
  test: z.object({ outcome: testOutcome, points: z.number().nullable(), session_id: entityId.nullable(), starts_at: isoDateTime.nullable() }).nullable(),
  submitted_at: isoDateTime,
  updated_at: isoDateTime,
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const APPLICATION_SORTS = ['fullname', 'priority', 'average_mark', 'submitted_at', 'college', 'program', 'state', 'updated_at'] as const;

/** What narrows the register; every filter may be combined with the others. */
export const applicationFilter = {
  season_id: entityId,
  /** Words of the name, phone digits, a SNILS or a mos.ru number. */
  search: z.string().trim().max(100).optional(),
  college_id: entityId.optional(),
  group_id: entityId.optional(),
  funding: funding.optional(),
  states: z.array(applicationState).max(APPLICATION_STATES.length).optional(),
  filing_method: filingMethod.optional(),
  consent: z.enum(['accepted', 'not_accepted']).optional(),
  original_documents: z.boolean().optional(),
  competition_status: competitionStatus.optional(),
  test: testOutcome.optional(),
  test_type: entranceTestType.optional(),
};

export const listApplications = defineAction({
  name: 'Admission/ListApplications',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ ...applicationFilter, sort: z.enum(APPLICATION_SORTS).default('submitted_at'), direction, page, pageSize }).strict(),
  result: z.object({ items: z.array(applicationItem), total: z.number().int().nonnegative(), page: z.number().int().positive(), pageSize: z.number().int().positive() }),
  summary: "One page of a season's applications, filtered, searched (name, phone, SNILS, mos.ru number) and sorted.",
});

export const MAX_EXPORT_CHUNK = 1000;

export const exportApplications = defineAction({
  name: 'Admission/ExportApplications',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ ...applicationFilter, sort: z.enum(APPLICATION_SORTS).default('submitted_at'), direction, after: z.number().int().nonnegative().default(0), limit: z.number().int().min(1).max(MAX_EXPORT_CHUNK).default(MAX_EXPORT_CHUNK) }).strict(),
  result: z.object({ items: z.array(applicationItem), total: z.number().int().nonnegative(), next: z.number().int().nonnegative().nullable() }),
  summary: `The filtered register in chunks of up to ${MAX_EXPORT_CHUNK} rows for an XLSX or CSV export: \`after\` is the number of rows already read, \`next\` where the next chunk starts (null at the end).`,
});

export const getApplication = defineAction({
  name: 'Admission/GetApplication',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: applicationItem,
  summary: 'One application with its applicant, group, test and documents (the statement dialog and the printable statement read it).',
});

export const applicantHit = z.object({
  id: entityId,
  fullname: z.string(),
  birth_date: z.iso.date().nullable(),
  id_number: z.string().nullable(),
  phones: z.array(z.string()),
  school: z.string().nullable(),
  /** Live applications of the asked season. */
  applications: z.number().int().nonnegative(),
});

export const findApplicants = defineAction({
  name: 'Admission/FindApplicants',
  permission: 'viewAdmission',
  kind: 'read',
  params: z
    .object({
      season_id: entityId,
      /** Words of the name (at least two letters), phone digits or a SNILS. */
      search: z.string().trim().min(2, 'Введите хотя бы две буквы или цифры').max(100),
      birth_date: z.iso.date().optional(),
    })
    .strict(),
  result: z.array(applicantHit),
  summary: 'Applicants of the contingent a statement may be filed for, by name, phone or SNILS (and birth date), at most 20, best first; also the duplicate check before a new applicant is created.',
});

/** The statement's own fields, set when filing and changed afterwards. */
const statementFields = {
  group_id: entityId,
  average_mark: averageMark.nullable(),
  preferential_right: z.boolean(),
  filing_method: filingMethod,
  external_number: externalNumber.nullable(),
  original_documents: z.boolean(),
  /** Where the original is lodged when not at this group's college. */
  original_college_id: entityId.nullable(),
  consent: z.enum(['accepted', 'not_accepted']),
  guardian_name: optionalText(200),
  guardian_phone: optionalPhone,
};

export const fileApplication = defineAction({
  name: 'Admission/FileApplication',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({
      season_id: entityId,
      /** An applicant of the contingent, or a new one from the statement's fields. */
      applicant: z.union([
        z.object({ id: entityId }).strict(),
        z.object({ data: z.object(applicantFields).strict(), ignore_duplicates: z.boolean().default(false) }).strict(),
      ]),
      ...statementFields,
      preferential_right: z.boolean().default(false),
      filing_method: filingMethod.default('in_person'),
      external_number: externalNumber.nullable().default(null),
      original_documents: z.boolean().default(false),
      original_college_id: entityId.nullable().default(null),
      consent: z.enum(['accepted', 'not_accepted']).default('not_accepted'),
      /** Where it goes among the applicant's applications; the next free priority when absent. */
      priority: z.number().int().min(1).max(50).optional(),
      /** A draft is kept but not yet filed. @default 'submitted' */
      state: z.enum(['draft', 'submitted']).default('submitted'),
    })
    .strict(),
  result: applicationItem,
  summary: "Files a statement for an applicant of the contingent, or creates the applicant from it (refused with CONFLICT while likely duplicates exist, unless ignore_duplicates); one live application per applicant and group. The applicant's priorities stay 1..n. Timeline, history and audit.",
});

export const updateApplication = defineAction({
  name: 'Admission/UpdateApplication',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ id: entityId, data: changesOf(statementFields) }).strict(),
  result: applicationItem,
  summary: "Changes an application's fields (only those given): group, average, documents, consent, guardian. Consent to a second group is refused while another application holds it. History and audit.",
});

export const moveApplication = defineAction({
  name: 'Admission/MoveApplication',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({ id: entityId, move: applicationMove, reason: rejectionReason.optional(), comment: optionalText(500) })
    .strict()
    .refine((value) => value.move !== 'reject' || value.reason !== undefined, { message: 'Укажите причину отклонения', path: ['reason'] }),
  result: applicationItem,
  summary: 'Moves an application along the state machine (submit, accept, enrol, withdraw, reject with a reason, reopen); an illegal move is CONFLICT with the sentence saying why, and writes nothing. Withdrawing renumbers the applicant\'s priorities. Timeline, history and audit.',
});

export const reorderPriorities = defineAction({
  name: 'Admission/ReorderPriorities',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({ applicant_id: entityId, season_id: entityId, order: z.array(entityId).min(1).max(50) })
    .strict()
    .refine((value) => new Set(value.order).size === value.order.length, { message: 'Каждое заявление указывается один раз', path: ['order'] }),
  result: z.array(applicationItem),
  summary: "Sets an applicant's priorities in a season to the given order, 1..n: the order must name exactly their live applications. History and audit.",
});

export const applicantApplications = defineAction({
  name: 'Admission/ApplicantApplications',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ applicant_id: entityId, season_id: entityId.optional() }).strict(),
  result: z.object({ season_id: entityId.nullable(), items: z.array(applicationItem) }),
  summary: "An applicant's applications of a season (the current one by default) by priority, live ones first: the applicant card's list.",
});

export const admissionApplicationContracts = [
  listApplications,
  exportApplications,
  getApplication,
  findApplicants,
  fileApplication,
  updateApplication,
  moveApplication,
  reorderPriorities,
  applicantApplications,
] as const;
