import { z } from 'zod';
import { INTERACTION_TYPES, isCallInteractionType } from './vocabulary/interactionTypes.js';
import { EVENT_FORMATS, EVENT_STATUSES } from './vocabulary/events.js';
import { COMPETITION_STATUSES, LETTER_STATUSES } from './vocabulary/statuses.js';
import { processingStatus } from './contingent.js';
import { defineAction } from './defineAction.js';
import { entityId, textEnumValues, trimmedString } from './fields.js';
import { page, pageOf, pageSize } from './paging.js';

/**
 * An applicant's timeline and what hangs off the 360 view (SPEC sections 3, 4 and 7): the
 * interactions (Interaction/Create and Interaction/Get), the applications of
 * AutoRating/getApplicationsByPerson, guarantee letters and event registrations.
 */

const isoDateTime = z.iso.datetime({ offset: true });

export const INTERACTION_TYPE_NAMES = INTERACTION_TYPES.map((entry) => entry.type) as unknown as readonly [string, ...string[]];
export const interactionType = z.enum(INTERACTION_TYPE_NAMES, { error: 'Неизвестный тип взаимодействия' });

/** Most characters action_data may take as JSON. */
export const MAX_ACTION_DATA_CHARS = 8_000;

/** Deepest nesting action_data holds: `{"a": [{"b": 1}]}` is 3 deep. */
export const MAX_ACTION_DATA_DEPTH = 6;

/** Whether a value nests at most `max` deep, measured without recursion (a hostile value may nest thousands deep). */
function nestsWithin(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return false;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return true;
}

/**
 * Free details of an interaction: a comment, when it happened, a callback time, a programme. The
 * depth is checked first, on its own: JSON checking and JSON.stringify recurse, so a value nested
 * thousands deep would exhaust the stack before it could be refused.
 */
export const actionData = z
  .record(trimmedString(1, 50), z.unknown())
  .refine((value) => nestsWithin(value, MAX_ACTION_DATA_DEPTH), { message: `action_data: вложенность не глубже ${MAX_ACTION_DATA_DEPTH} уровней`, abort: true })
  .pipe(z.record(z.string(), z.json()))
  .refine((value) => JSON.stringify(value).length <= MAX_ACTION_DATA_CHARS, `action_data: не больше ${MAX_ACTION_DATA_CHARS} символов в JSON`)
  .refine((value) => value.date === undefined || (typeof value.date === 'string' && z.iso.datetime({ offset: true }).safeParse(value.date).success), {
    message: 'action_data.date: дата и время ISO 8601 с часовым поясом',
    path: ['date'],
  })
  .refine((value) => value.comment === undefined || (typeof value.comment === 'string' && value.comment.length <= 4000), {
    message: 'action_data.comment: текст не длиннее 4000 символов',
    path: ['comment'],
  });

/** One entry of an applicant's timeline. */
export const interaction = z.object({
  id: entityId,
  person: entityId,
  type: z.string(),
  /** The type's name, color, icon and category from the vocabulary (unknown legacy types read as users/neutral). */
  name: z.string(),
  category: z.enum(['system', 'users']),
  color: z.string(),
  icon: z.string(),
  result: z.string().nullable(),
  organization: z.object({ id: entityId, name: z.string() }).nullable(),
  OID: z.string().nullable(),
  action_data: z.record(z.string(), z.json()),
  author: z.object({ id: entityId, name: z.string() }).nullable(),
  /** When it happened (action_data.date when given, else when it was recorded). */
  date: isoDateTime,
  created_at: isoDateTime,
});
export type Interaction = z.infer<typeof interaction>;

/** Why Interaction/Create refuses a call (and the call card's follow-up too). */
export const CALL_ONLY_BY_CALL_FORM =
  'Звонок записывают формой звонка («Записать звонок» в карточке абитуриента или карточка звонка; действие CallService/registerCall): с направлением, темой, результатом и временем обратного звонка. Выберите другой тип взаимодействия.';

export const createInteraction = defineAction({
  name: 'Interaction/Create',
  permission: 'manageInteractions',
  kind: 'write',
  params: z
    .object({
      /** The applicant. */
      id: entityId,
      type: interactionType,
      /** For workend: success, fail or not_needed. Otherwise free text or a call result code. */
      result: z
        .union([z.null(), z.string().trim().max(500), z.number().int().min(0).max(999)])
        .optional()
        .transform((value) => (value === undefined || value === null || value === '' ? null : String(value))),
      organization: z.union([z.null(), entityId, z.literal('custom-unknown')]).optional().transform((value) => (value === 'custom-unknown' ? null : (value ?? null))),
      /** The id of what the interaction is about (a programme, an event, a letter), as text. */
      OID: z.union([z.null(), z.string().trim().max(64), z.number().int()]).optional().transform((value) => (value === undefined || value === null || value === '' ? null : String(value))),
      action_data: actionData.default({}),
    })
    .strict()
    // One way to log a call: the call form's action, with its theme, result code and callback.
    .refine((value) => !isCallInteractionType(value.type), { message: CALL_ONLY_BY_CALL_FORM, path: ['type'] })
    // The calendar plans from the callbacks table: a callbackScheduled entry without its time would never show there.
    .refine((value) => value.type !== 'callbackScheduled' || (typeof value.action_data.callbackAt === 'string' && isoDateTime.safeParse(value.action_data.callbackAt).success), {
      message: 'Для записи «Назначен обратный звонок» укажите время обратного звонка (action_data.callbackAt): дата и время ISO 8601 с часовым поясом',
      path: ['action_data', 'callbackAt'],
    }),
  result: z.object({ interaction, processing_status: processingStatus }),
  summary:
    "Records an interaction with an applicant (calls, incall and outcall, only through CallService/registerCall). The system types work, workend (result success, fail or not_needed) and wait move the processing status through its state machine and are refused with a clear message when the move is illegal; added is written only when a record is created. callbackScheduled needs action_data.callbackAt (in the future, not on a Moscow Sunday, within a year): it books a callback owned by the caller, which the calendar shows, and sets the applicant's recall flag, in the same transaction; a bad time writes nothing. Audited.",
});

export const getInteractions = defineAction({
  name: 'Interaction/Get',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z
    .object({
      /** The applicant. */
      id: entityId,
      type: z.array(interactionType).max(INTERACTION_TYPES.length).optional(),
      category: z.enum(['system', 'users']).optional(),
      page,
      pageSize: pageSize.default(50),
    })
    .strict(),
  result: pageOf(interaction),
  summary: "An applicant's timeline, newest first, filtered by type and category, a page at a time.",
});

export const competitionStatus = z.enum(textEnumValues(COMPETITION_STATUSES));

export const application = z.object({
  id: entityId,
  college: z.object({ id: entityId, name: z.string() }),
  program: z.object({ id: entityId, code: z.string(), name: z.string() }).nullable(),
  speciality: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** 1 is the applicant's first choice. */
  priority: z.number().int().positive(),
  /** The stored competition status; the ranking that recomputes it comes with admission. */
  status: competitionStatus,
  average_mark: z.number().nullable(),
  achievement_points: z.number(),
  original_documents: z.boolean(),
  consent: z.boolean(),
  submitted_at: isoDateTime,
  updated_at: isoDateTime,
});

export const getApplicationsByPerson = defineAction({
  name: 'AutoRating/getApplicationsByPerson',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z.object({ personId: entityId }).strict(),
  result: z.array(application),
  summary: "An applicant's applications to colleges by priority, with their stored competition status.",
});

export const letterStatus = z.enum(textEnumValues(LETTER_STATUSES));

export const guaranteeLetter = z.object({
  id: entityId,
  number: z.string(),
  college: z.object({ id: entityId, name: z.string() }),
  speciality: z.object({ code: z.string(), name: z.string() }).nullable(),
  status: letterStatus,
  issued_at: isoDateTime,
  valid_until: z.iso.date().nullable(),
  comment: z.string().nullable(),
});

export const getBail = defineAction({
  name: 'Abiturient/Bail',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z.object({ personId: entityId }).strict(),
  result: z.array(guaranteeLetter),
  summary: "An applicant's guarantee letters (гарантийные письма) with their letter statuses, newest first.",
});

export const eventRegistration = z.object({
  id: entityId,
  event: z.object({
    id: entityId,
    title: z.string(),
    format: z.enum(textEnumValues(EVENT_FORMATS)),
    status: z.enum(textEnumValues(EVENT_STATUSES)),
    starts_at: isoDateTime,
    place: z.string().nullable(),
    organization: z.object({ id: entityId, name: z.string() }).nullable(),
  }),
  registered_at: isoDateTime,
  /** True when checked in, false when marked absent, null before the event. */
  attended: z.boolean().nullable(),
  ticket_token: z.uuid(),
});

export const getPersonEvents = defineAction({
  name: 'Abiturient/Events',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z.object({ personId: entityId }).strict(),
  result: z.array(eventRegistration),
  summary: "An applicant's registrations to open days, festivals and meetups, newest event first.",
});

export const interactionContracts = [createInteraction, getInteractions, getApplicationsByPerson, getBail, getPersonEvents] as const;
