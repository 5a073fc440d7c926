import { z } from 'zod';
import { isCompleteIdNumber, isValidSnilsChecksum, idNumberDigits } from './validation/idNumber.js';
import { toDisplayDate, validateDate } from './validation/date.js';
import { APPLICANT_CATEGORIES } from './vocabulary/applicantCategories.js';
import { INDIVIDUAL_ACHIEVEMENTS } from './vocabulary/achievements.js';
import { INDUSTRIES } from './vocabulary/industries.js';
import { INTENTS } from './vocabulary/intents.js';
import { READINESS_CATEGORIES } from './vocabulary/readiness.js';
import { CONSENT_STATUSES, PROCESSING_STATUSES, REFUSAL_REASONS, TRACKING_STAGES } from './vocabulary/statuses.js';
import { PREFERENTIAL_FLAGS, STATUS_FLAGS } from './vocabulary/abiturientFlags.js';
import { TAGS } from './vocabulary/tags.js';
import { INVALID_GRADUATION_YEAR_MESSAGE } from './vocabulary/yearOptions.js';
import { optionalEmail } from './accessManagement.js';
import { defineAction } from './defineAction.js';
import { changesOf, entityId, enumValues, noParams, optionalText, partialFields, phoneNumber, trimmedString } from './fields.js';
import { direction, page, pageOf, pageSize } from './paging.js';
import { listCode, referenceCode } from './reference.js';

/**
 * The contingent (SPEC sections 2-5 and 7): applicant records, the working list and its saved
 * filters, quick search, insertion with duplicate detection and merging, bulk actions, the
 * target work list with claims, the survey answers and career-guidance navigation. Field names
 * follow the legacy wire (snake_case) the SPEC quotes.
 */

const isoDateTime = z.iso.datetime({ offset: true });

export const gender = z.enum(['MALE', 'FEMALE'], { error: 'Пол: MALE или FEMALE' });
export const grade = z.enum(['SCH9', 'SCH11'], { error: 'Класс: SCH9 или SCH11' });
export const applicantCategory = z.enum(enumValues(APPLICANT_CATEGORIES));
export const processingStatus = z.enum(enumValues(PROCESSING_STATUSES));
export const readiness = z.enum(enumValues(READINESS_CATEGORIES));
export const trackingStage = z.enum(enumValues(TRACKING_STAGES));
export const refusalReason = z.enum(enumValues(REFUSAL_REASONS));
export const consentStatus = z.enum(enumValues(CONSENT_STATUSES));
export const tag = z.enum(enumValues(TAGS));
export const intent = z.enum(enumValues(INTENTS));
export const industry = z.enum(enumValues(INDUSTRIES));
/** How the applicant heard of the colleges, a code of the informationSources list that administrators edit (checked by the server on save). */
export const informationSource = listCode('informationSources', 'Источник информации: выберите значение из справочника');
export const statusFlag = z.enum(enumValues(STATUS_FLAGS));
export const preferentialFlag = z.enum(enumValues(PREFERENTIAL_FLAGS));
export const achievementCode = z.enum(enumValues(INDIVIDUAL_ACHIEVEMENTS));

/** The status-flag object: all 13 keys, each true or false. */
export const statusFlags = z.object(Object.fromEntries(STATUS_FLAGS.map((flag) => [flag.value, z.boolean()])) as Record<(typeof STATUS_FLAGS)[number]['value'], z.ZodBoolean>);
export type StatusFlags = z.infer<typeof statusFlags>;
/** The six preferential flags, each true or false. */
export const preferentialFlags = z.object(Object.fromEntries(PREFERENTIAL_FLAGS.map((flag) => [flag.value, z.boolean()])) as Record<(typeof PREFERENTIAL_FLAGS)[number]['value'], z.ZodBoolean>);
export type PreferentialFlags = z.infer<typeof preferentialFlags>;

/** Tags as the wire carries them: an array, or a JSON string of one (SPEC section 3). */
export const tagsInput = z
  .union([z.array(z.string()), z.string()])
  .transform((value, ctx) => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = value.trim() === '' ? [] : JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Теги: массив или строка JSON с массивом' });
        return z.NEVER;
      }
    }
    if (!Array.isArray(list)) {
      ctx.addIssue({ code: 'custom', message: 'Теги: массив или строка JSON с массивом' });
      return z.NEVER;
    }
    return list;
  })
  .pipe(z.array(tag).max(TAGS.length))
  .transform((list) => [...new Set(list)]);

/** A birth date, stored Y-m-d (d.m.Y accepted too): a real day between 1900 and today. */
export const birthDate = z.string().transform((value, ctx) => {
  const text = value.trim();
  // The stored form (what the records send back) is read through the display form's checks.
  const checked = validateDate(/^\d{4}-\d{2}-\d{2}$/.test(text) ? (toDisplayDate(text) ?? text) : text, { min: '1900-01-01', max: new Date() });
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: 'Дата рождения: существующая дата в формате дд.мм.гггг, не позже сегодняшнего дня' });
    return z.NEVER;
  }
  return checked.value;
});

/** A graduation year of SPEC section 5: 1-99, else 'Некорректный год окончания'. */
export const graduationYear = z.number({ error: INVALID_GRADUATION_YEAR_MESSAGE }).int({ error: INVALID_GRADUATION_YEAR_MESSAGE }).min(1, { error: INVALID_GRADUATION_YEAR_MESSAGE }).max(99, { error: INVALID_GRADUATION_YEAR_MESSAGE });

/** The 3-3-3-2 id number (СНИЛС), stored as its 11 digits, the checksum verified. */
export const idNumber = z
  .string()
  .trim()
  .refine((value) => isCompleteIdNumber(value), 'СНИЛС: 11 цифр в виде 123-456-789 01')
  .refine((value) => isValidSnilsChecksum(value), 'СНИЛС: контрольное число не сходится, проверьте цифры')
  .transform(idNumberDigits);

const nameField = trimmedString(1, 100).regex(/^[\p{L}][\p{L}\s'’.-]*$/u, 'Только буквы, пробел, дефис и апостроф');
const metroStation = z.union([z.null(), trimmedString(1, 100)]).optional().transform((value) => value ?? null);

export const achievement = z.object({ code: achievementCode, points: z.number().min(0).max(10), note: optionalText(300) }).strict();
export const examResult = z.object({ subject: trimmedString(1, 100), score: z.number().min(0).max(100), year: z.number().int().min(2000).max(2100).optional() }).strict();
export const giaResult = z.object({ subject: trimmedString(1, 100), mark: z.number().int().min(2).max(5), score: z.number().min(0).max(100).optional() }).strict();
/** Contingent-check results by check name; 1 or true means confirmed (SPEC section 3). */
export const checkResults = z.record(trimmedString(1, 50), z.union([z.boolean(), z.number().int().min(0).max(1), z.null()]));
export const consent = z
  .object({
    status: consentStatus,
    /** When it was given or withdrawn. */
    at: isoDateTime,
    by: z.enum(['applicant', 'representative'], { error: 'Кто дал согласие: applicant или representative' }),
    /** The legal representative's full name, when they gave it. */
    representative: optionalText(200),
  })
  .strict();

/** Every field of an applicant record a person may set (create, update, merge). */
export const applicantFields = {
  last_name: nameField,
  first_name: nameField,
  middle_name: z.union([z.null(), z.literal(''), nameField]).optional().transform((value) => value || null),
  birth_date: z.union([z.null(), birthDate]).optional().transform((value) => value ?? null),
  gender: z.union([z.null(), gender]).optional().transform((value) => value ?? null),
  phones: z.array(phoneNumber).max(5).default([]).transform((list) => [...new Set(list)]),
  email: optionalEmail,
  id_number: z.union([z.null(), z.literal(''), idNumber]).optional().transform((value) => value || null),
  school_id: z.union([z.null(), entityId]).optional().transform((value) => value ?? null),
  grade: z.union([z.null(), grade]).optional().transform((value) => value ?? null),
  graduation_year: z.union([z.null(), graduationYear]).optional().transform((value) => value ?? null),
  okrug: optionalText(10),
  district: optionalText(100),
  metro_station_1: metroStation,
  metro_station_2: metroStation,
  metro_station_3: metroStation,
  category: z.union([z.null(), applicantCategory]).optional().transform((value) => value ?? null),
  flags: statusFlags.partial().default({}),
  tags: tagsInput.default([]),
  achievements: z.array(achievement).max(20).default([]),
  exams: z.array(examResult).max(20).default([]),
  gia: z.array(giaResult).max(20).default([]),
  preferential: preferentialFlags.partial().default({}),
  check_results: checkResults.default({}),
  readiness: z.union([z.null(), readiness]).optional().transform((value) => value ?? null),
  tracking_stage: z.union([z.null(), trackingStage]).optional().transform((value) => value ?? null),
  refusal_reasons: z.array(refusalReason).max(REFUSAL_REASONS.length).default([]).transform((list) => [...new Set(list)]),
  consent: z.union([z.null(), consent]).optional().transform((value) => value ?? null),
  information_source: z.union([z.null(), informationSource]).optional().transform((value) => value ?? null),
  intents: z.array(intent).max(INTENTS.length).default([]).transform((list) => [...new Set(list)]),
  industries: z.array(industry).max(INDUSTRIES.length).default([]).transform((list) => [...new Set(list)]),
  curator_id: z.union([z.null(), entityId]).optional().transform((value) => value ?? null),
};

/** A person reference as records show it. */
const personRef = z.object({ id: entityId, name: z.string() });

/** An applicant as the working list shows them (every column the column chooser offers). */
export const applicantListItem = z.object({
  id: entityId,
  fullname: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  birth_date: z.iso.date().nullable(),
  gender: gender.nullable(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  school: z.object({ id: entityId, name: z.string() }).nullable(),
  grade: grade.nullable(),
  graduation_year: z.number().int().nullable(),
  okrug: z.string().nullable(),
  district: z.string().nullable(),
  category: applicantCategory.nullable(),
  flags: statusFlags,
  tags: z.array(tag),
  preferential: preferentialFlags,
  readiness: readiness.nullable(),
  processing_status: processingStatus,
  tracking_stage: trackingStage.nullable(),
  consent_status: consentStatus.nullable(),
  /** A code of the informationSources list (an archived one too, on an old record). */
  information_source: z.string().nullable(),
  curator: personRef.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type ApplicantListItem = z.infer<typeof applicantListItem>;

/** The whole record: the profile tab and the header of the 360 view. */
export const applicantRecord = applicantListItem.extend({
  metro_station_1: z.string().nullable(),
  metro_station_2: z.string().nullable(),
  metro_station_3: z.string().nullable(),
  achievements: z.array(z.object({ code: achievementCode, points: z.number(), note: z.string().nullable() })),
  /** Sum of the achievement points. */
  achievement_points: z.number(),
  exams: z.array(z.object({ subject: z.string(), score: z.number(), year: z.number().int().optional() })),
  gia: z.array(z.object({ subject: z.string(), mark: z.number().int(), score: z.number().optional() })),
  check_results: z.record(z.string(), z.union([z.boolean(), z.number(), z.null()])),
  /** The check names whose result is confirmed (1 or true). */
  confirmed_checks: z.array(z.string()),
  refusal_reasons: z.array(refusalReason),
  consent: z
    .object({ status: consentStatus, at: isoDateTime, by: z.enum(['applicant', 'representative']), representative: z.string().nullable(), recorded_by: personRef.nullable() })
    .nullable(),
  intents: z.array(intent),
  industries: z.array(industry),
  survey_answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  claim: z.object({ by: personRef, until: isoDateTime }).nullable(),
  counts: z.object({
    interactions: z.number().int().nonnegative(),
    applications: z.number().int().nonnegative(),
    bail: z.number().int().nonnegative(),
    events: z.number().int().nonnegative(),
    history: z.number().int().nonnegative(),
  }),
});
export type ApplicantRecord = z.infer<typeof applicantRecord>;

const dateBound = z.iso.date();

/** The working list's filters, shared by the list, its export, bulk actions and saved filters. */
export const applicantFilter = z
  .object({
    /** A full-name fragment, tolerant of typos and of ё/е (trigram similarity). */
    search: z.string().trim().max(100).optional(),
    flags: z.array(statusFlag).max(STATUS_FLAGS.length).optional(),
    /** Applicants with none of these flags. */
    without_flags: z.array(statusFlag).max(STATUS_FLAGS.length).optional(),
    tags: z.array(tag).max(TAGS.length).optional(),
    preferential: z.array(preferentialFlag).max(PREFERENTIAL_FLAGS.length).optional(),
    category: z.array(applicantCategory).max(APPLICANT_CATEGORIES.length).optional(),
    okrug: trimmedString(1, 10).optional(),
    district: trimmedString(1, 100).optional(),
    school_id: entityId.optional(),
    grade: grade.optional(),
    graduation_year: graduationYear.optional(),
    processing_status: z.array(processingStatus).max(PROCESSING_STATUSES.length).optional(),
    readiness: z.array(readiness).max(READINESS_CATEGORIES.length).optional(),
    tracking_stage: trackingStage.optional(),
    consent_status: consentStatus.optional(),
    /** Any code: a filter may look for a source since archived. */
    information_source: referenceCode.optional(),
    intent: intent.optional(),
    industry: industry.optional(),
    /** A curator's id, or 'none' for applicants nobody curates, or 'me'. */
    curator: z.union([entityId, z.literal('none'), z.literal('me')]).optional(),
    created_from: dateBound.optional(),
    created_to: dateBound.optional(),
    birth_from: dateBound.optional(),
    birth_to: dateBound.optional(),
  })
  .strict();
export type ApplicantFilter = z.infer<typeof applicantFilter>;

export const APPLICANT_SORTS = ['fullname', 'birth_date', 'school', 'grade', 'graduation_year', 'okrug', 'category', 'processing_status', 'readiness', 'created_at', 'updated_at', 'relevance'] as const;
const applicantSort = z.enum(APPLICANT_SORTS).default('fullname');

export const listApplicants = defineAction({
  name: 'Abiturient/List',
  permission: 'viewContingent',
  kind: 'read',
  params: applicantFilter.extend({ sort: applicantSort, direction, page, pageSize }).strict(),
  // similarNames: no name of the filter's applicants contains the search, so names similar to it
  // were looked for (a typo corrected); so too on the survey and career-guidance lists.
  result: pageOf(applicantListItem).extend({ similarNames: z.boolean() }),
  summary:
    'The working list of applicants a page at a time: filters over every field, a full-name search by fragment that corrects a typo when no name contains it (relevance order when sorted so), sorting and paging.',
});

/** Most rows one applicant CSV export holds. */
export const MAX_APPLICANT_EXPORT_ROWS = 100_000;

export const exportApplicants = defineAction({
  name: 'Abiturient/Export',
  permission: 'viewContingent',
  kind: 'read',
  params: applicantFilter.extend({ sort: applicantSort, direction, columns: z.array(trimmedString(1, 40)).max(40).optional() }).strict(),
  result: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int().nonnegative() }),
  summary: `The applicants of a filter as CSV (UTF-8 with BOM, semicolons, formula-safe), the chosen columns only, at most ${MAX_APPLICANT_EXPORT_ROWS} rows.`,
});

export const quickSearchHit = z.object({
  id: entityId,
  fullname: z.string(),
  birth_date: z.iso.date().nullable(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  school: z.string().nullable(),
  processing_status: processingStatus,
  /** What matched: name, phone, email or id_number. */
  matched: z.enum(['name', 'phone', 'email', 'id_number']),
});

export const searchApplicants = defineAction({
  name: 'Abiturient/Search',
  permission: 'viewSearchContingent',
  kind: 'read',
  params: z.object({ query: trimmedString(2, 100), limit: z.number().int().min(1).max(50).default(20) }).strict(),
  result: z.object({ items: z.array(quickSearchHit), more: z.boolean() }),
  summary: 'Quick lookup as the user types: a full name (typos and ё/е tolerated), a phone, an e-mail or an id number; best matches first.',
});

export const getAbiturient = defineAction({
  name: 'Abiturient/GetAbiturient',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: applicantRecord,
  summary: "An applicant's whole record with the counts of the 360 view's tabs.",
});

export const duplicateCandidate = z.object({
  id: entityId,
  fullname: z.string(),
  birth_date: z.iso.date().nullable(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  school: z.string().nullable(),
  /** Why it looks like the same person. */
  reasons: z.array(z.enum(['name_birth_date', 'phone', 'email', 'id_number'])),
  interactions: z.number().int().nonnegative(),
});

const duplicateProbe = z
  .object({
    last_name: applicantFields.last_name.optional(),
    first_name: applicantFields.first_name.optional(),
    middle_name: applicantFields.middle_name,
    birth_date: applicantFields.birth_date,
    phones: applicantFields.phones,
    email: applicantFields.email,
    id_number: applicantFields.id_number,
    /** A record to leave out (the one being edited). */
    except: entityId.optional(),
  })
  .strict();

export const findDuplicates = defineAction({
  name: 'Abiturient/FindDuplicates',
  permission: 'viewSearchContingentV2',
  kind: 'read',
  params: duplicateProbe,
  result: z.array(duplicateCandidate),
  summary: 'Likely duplicates of an applicant being entered: the same name and birth date, or the same phone, e-mail or id number (at most 20).',
});

export const createApplicant = defineAction({
  name: 'Abiturient/Create',
  permission: 'viewSearchContingentV2',
  kind: 'write',
  params: z
    .object({
      data: z.object(applicantFields).strict(),
      /** Save even though likely duplicates exist (the user saw them and chose so). */
      ignore_duplicates: z.boolean().default(false),
    })
    .strict(),
  result: applicantRecord,
  summary: 'Adds an applicant with every check of SPEC section 5 and an "added" interaction; refused with CONFLICT while likely duplicates exist unless ignore_duplicates is set. Audited.',
});

export const updateApplicant = defineAction({
  name: 'Abiturient/Update',
  permission: 'editAbiturient',
  kind: 'write',
  params: z.object({ id: entityId, data: changesOf(applicantFields) }).strict(),
  result: applicantRecord,
  summary: "Changes an applicant's fields (only those given); the history keeps who, when, before and after. The processing status changes only through interactions.",
});

export const mergeApplicants = defineAction({
  name: 'Abiturient/Merge',
  permission: 'editAbiturient',
  kind: 'write',
  params: z
    .object({
      /** The record that stays. */
      target: entityId,
      /** A duplicate record to fold into the target: its interactions, applications, letters, events and history move over, and it is removed. */
      source: entityId.optional(),
      /** Or data entered on the insert page: it fills the target's empty fields and adds phones, tags, intents. */
      data: partialFields(applicantFields).strict().optional(),
    })
    .strict()
    .refine((value) => (value.source === undefined) !== (value.data === undefined), { message: 'Укажите либо source (дубликат), либо data (введённые данные)', path: ['source'] })
    .refine((value) => value.source === undefined || value.source !== value.target, { message: 'Нельзя объединить запись саму с собой', path: ['source'] }),
  result: z.object({ record: applicantRecord, moved: z.object({ interactions: z.number().int(), applications: z.number().int(), bail: z.number().int(), events: z.number().int() }), filled: z.array(z.string()) }),
  summary: 'Merges a duplicate (or entered data) into an applicant, keeping every interaction; filled fields and moved entries are reported, recorded in the history and audited.',
});

export const historyEntry = z.object({
  id: entityId,
  at: isoDateTime,
  actor: personRef.nullable(),
  /** What caused it: create, update, merge, bulk, interaction. */
  action: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      /** The names of the records a reference field's values point at (a school, a curator), as they are now; absent when the record is gone. */
      names: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
    }),
  ),
});

export const applicantHistory = defineAction({
  name: 'Abiturient/History',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z.object({ id: entityId, page, pageSize }).strict(),
  result: pageOf(historyEntry),
  summary: "The history of an applicant's record, newest first: who changed what, when, before and after.",
});

/** Most applicants one bulk action may touch. */
export const MAX_BULK_IDS = 500;

export const bulkOperation = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('assignCurator'), curator_id: z.union([z.null(), entityId]) }).strict(),
    z.object({ kind: z.literal('addTag'), tag }).strict(),
    z.object({ kind: z.literal('removeTag'), tag }).strict(),
    z.object({ kind: z.literal('setProcessingStatus'), status: processingStatus }).strict(),
  ],
  { error: 'Операция: assignCurator, addTag, removeTag или setProcessingStatus' },
);
export type BulkOperation = z.infer<typeof bulkOperation>;

export const bulkApplicants = defineAction({
  name: 'Abiturient/Bulk',
  permission: 'manageContingent',
  kind: 'write',
  params: z.object({ ids: z.array(entityId).min(1).max(MAX_BULK_IDS), operation: bulkOperation }).strict(),
  result: z.object({
    changed: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    /** Applicants the operation could not apply to, with why (an illegal status move, a missing record). */
    refused: z.array(z.object({ id: entityId, reason: z.string() })),
  }),
  summary: `Assigns a curator, adds or removes a tag, or moves the processing status (through the state machine) for up to ${MAX_BULK_IDS} applicants at once; one audit entry and a history entry per applicant.`,
});

export const savedFilter = z.object({
  id: entityId,
  name: z.string(),
  filter: applicantFilter,
  /** The list columns shown with it, in order. */
  columns: z.array(z.string()),
  created_at: isoDateTime,
});

export const listSavedFilters = defineAction({
  name: 'Abiturient/SavedFilters',
  permission: 'viewContingent',
  kind: 'read',
  params: z.object({}).strict(),
  result: z.array(savedFilter),
  summary: "The signed-in user's saved filters of the working list, by name.",
});

/** Most saved filters one user keeps. */
export const MAX_SAVED_FILTERS = 50;

export const saveFilter = defineAction({
  name: 'Abiturient/SaveFilter',
  permission: 'viewContingent',
  kind: 'write',
  params: z.object({ name: trimmedString(1, 80), filter: applicantFilter, columns: z.array(trimmedString(1, 40)).max(40).default([]) }).strict(),
  result: savedFilter,
  summary: `Saves the working list's filter (and columns) under a name for the signed-in user; the same name replaces it. At most ${MAX_SAVED_FILTERS} per user.`,
});

export const deleteSavedFilter = defineAction({
  name: 'Abiturient/DeleteFilter',
  permission: 'viewContingent',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: savedFilter,
  summary: "Deletes one of the signed-in user's saved filters and returns it (so it can be restored).",
});

/** How long a claim on a target-list applicant lasts unless renewed or released. */
export const CLAIM_MINUTES = 30;

export const targetItem = applicantListItem.extend({
  /** Lower is sooner: the call-priority tags, the recall flag, the campaign's cohort (targetPriorityReason reads why). */
  priority: z.number().int(),
  last_interaction_at: isoDateTime.nullable(),
  claim: z.object({ by: personRef, until: isoDateTime, mine: z.boolean() }).nullable(),
});

const targetFilter = z
  .object({
    category: z.array(applicantCategory).max(APPLICANT_CATEGORIES.length).optional(),
    processing_status: z.array(processingStatus).max(PROCESSING_STATUSES.length).optional(),
    /** Leave out applicants claimed by someone else. */
    unclaimed: z.boolean().default(false),
  })
  .strict();

export const targetList = defineAction({
  name: 'Abiturient/Target',
  permission: 'viewContingent',
  kind: 'read',
  params: targetFilter.extend({ page, pageSize }).strict(),
  result: pageOf(targetItem),
  summary: 'The target work list: applicants the campaign must reach (open processing status, by default not_processed and in_progress), highest priority first, with who holds each.',
});

export const claimApplicant = defineAction({
  name: 'Abiturient/Claim',
  permission: 'viewContingent',
  kind: 'write',
  params: z
    .object({
      /** A given applicant, or (without id) the highest-priority unclaimed one of the filter. */
      id: entityId.optional(),
      filter: targetFilter.optional(),
    })
    .strict(),
  result: targetItem,
  summary: `Claims an applicant for ${CLAIM_MINUTES} minutes so no other operator calls them; refused with CONFLICT when someone else holds them. Without an id it claims the next unclaimed one (never the same one for two operators).`,
});

export const releaseApplicant = defineAction({
  name: 'Abiturient/Release',
  permission: 'viewContingent',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: z.object({ id: entityId, released: z.boolean() }),
  summary: 'Releases the signed-in user\'s claim on an applicant (a claim held by someone else is left alone).',
});

export const surveyItem = z.object({
  id: entityId,
  fullname: z.string(),
  school: z.string().nullable(),
  grade: grade.nullable(),
  intents: z.array(intent),
  industries: z.array(industry),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  answered_at: isoDateTime.nullable(),
});

export const surveyList = defineAction({
  name: 'Abiturient/Survey',
  permission: 'viewSurveyMsh',
  kind: 'read',
  params: z.object({ search: z.string().trim().max(100).optional(), intent: intent.optional(), industry: industry.optional(), page, pageSize }).strict(),
  result: pageOf(surveyItem).extend({ similarNames: z.boolean() }),
  summary: 'Applicants who filled in the questionnaire (has_questionnaire) with their answers, newest answers first.',
});

export const profnavigationSummary = defineAction({
  name: 'Profnavigation/Summary',
  permission: 'viewProfnavigation',
  kind: 'read',
  params: z.object({ intent: intent.optional() }).strict(),
  result: z.object({
    industries: z.array(z.object({ industry, applicants: z.number().int().nonnegative(), programs: z.number().int().nonnegative(), colleges: z.number().int().nonnegative() })),
    intents: z.array(z.object({ intent, applicants: z.number().int().nonnegative() })),
  }),
  summary: 'Career-guidance navigation: per industry the applicants interested in it and the programmes and colleges it leads to; per intent the applicants who hold it.',
});

export const profnavigationApplicants = defineAction({
  name: 'Profnavigation/Applicants',
  permission: 'viewProfnavigation',
  kind: 'read',
  params: z.object({ industry: industry.optional(), intent: intent.optional(), search: z.string().trim().max(100).optional(), page, pageSize }).strict(),
  result: pageOf(applicantListItem.extend({ intents: z.array(intent), industries: z.array(industry), recommendations: z.number().int().nonnegative() })).extend({ similarNames: z.boolean() }),
  summary: 'Applicants by intent and industry of interest, with how many recommendations each has had.',
});

export const listCurators = defineAction({
  name: 'Abiturient/Curators',
  permission: 'viewContingent',
  kind: 'read',
  params: z.object({ search: z.string().trim().max(100).optional() }).strict(),
  result: z.array(z.object({ id: entityId, name: z.string(), applicants: z.number().int().nonnegative() })),
  summary: 'Who may curate applicants (active users allowed to edit them or record interactions), by name, with how many applicants each curates: the curator filter and the bulk assignment pick from it.',
});

/** How many applicants hold each processing status (every status, zeros included). */
const countsByStatus = z.record(processingStatus, z.number().int().nonnegative());

export const contingentOverview = defineAction({
  name: 'Abiturient/Overview',
  permission: 'viewContingent',
  kind: 'read',
  params: noParams,
  result: z.object({
    /** The applicants the caller curates. */
    mine: z.object({ total: z.number().int().nonnegative(), byStatus: countsByStatus, recall: z.number().int().nonnegative() }),
    /** Every applicant; `unassigned`: those nobody curates. */
    all: z.object({ total: z.number().int().nonnegative(), byStatus: countsByStatus, recall: z.number().int().nonnegative(), unassigned: z.number().int().nonnegative() }),
  }),
  summary:
    "The contingent at a glance (the home page): the caller's own applicants and everyone's, each by processing status and with those flagged to call back (recall), and how many nobody curates.",
});

export const contingentContracts = [
  listCurators,
  contingentOverview,
  listApplicants,
  exportApplicants,
  searchApplicants,
  getAbiturient,
  findDuplicates,
  createApplicant,
  updateApplicant,
  mergeApplicants,
  applicantHistory,
  bulkApplicants,
  listSavedFilters,
  saveFilter,
  deleteSavedFilter,
  targetList,
  claimApplicant,
  releaseApplicant,
  surveyList,
  profnavigationSummary,
  profnavigationApplicants,
] as const;
