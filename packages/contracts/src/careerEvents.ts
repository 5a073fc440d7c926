import { z } from 'zod';
import { EVENT_FORMATS, EVENT_STATUSES } from './vocabulary/events.js';
import { EVENT_MOVES, type EventMove } from './vocabulary/eventTransitions.js';
import { boundEnd, boundStart } from './accessManagement.js';
import { defineAction } from './defineAction.js';
import { changesOf, entityId, enumValues, optionalText, textEnumValues, trimmedString } from './fields.js';
import { eventRegistration } from './interaction.js';
import { direction, page, pageOf, pageSize } from './paging.js';

/**
 * Career events (open days, festivals, meetups; SPEC sections 3, 4 and 7): the list
 * EventService/getEventsList, their approval workflow (vocabulary/eventTransitions.ts), and the
 * applicants' registrations with a QR ticket and attendance. Live-event subscriptions are
 * `events.ts`, a different thing.
 */

const isoDateTime = z.iso.datetime({ offset: true });

export const eventFormat = z.enum(enumValues(EVENT_FORMATS), { error: 'Формат мероприятия: очно, онлайн или смешанный' });
export const eventStatus = z.enum(enumValues(EVENT_STATUSES), { error: 'Неизвестный статус мероприятия' });
export const eventMove = z.enum(EVENT_MOVES as unknown as readonly [EventMove, ...EventMove[]], { error: `Действие со статусом: ${EVENT_MOVES.join(', ')}` });

/** Most places an event may offer; far above any hall, it only bounds the number. */
export const MAX_EVENT_CAPACITY = 100_000;

/** A period bound: a Moscow day (YYYY-MM-DD, the whole day) or an instant with its offset. */
const dateBound = z.union([z.iso.date(), isoDateTime]);

/** One event as lists and cards show it, with its registration counts. */
export const careerEvent = z.object({
  id: entityId,
  title: z.string(),
  format: z.enum(textEnumValues(EVENT_FORMATS)),
  status: z.enum(textEnumValues(EVENT_STATUSES)),
  starts_at: isoDateTime,
  place: z.string().nullable(),
  /** Places offered; null when the event takes any number (an online one). */
  capacity: z.number().int().nullable(),
  organization: z.object({ id: entityId, name: z.string() }).nullable(),
  created_at: isoDateTime,
  registrations: z.number().int().nonnegative(),
  attended: z.number().int().nonnegative(),
  /** Places left; null when capacity is unlimited. */
  free_places: z.number().int().nonnegative().nullable(),
});
export type CareerEvent = z.infer<typeof careerEvent>;

/** An event's card: the list item plus the status moves the caller may offer now. */
export const careerEventCard = careerEvent.extend({ moves: z.array(eventMove) });
export type CareerEventCard = z.infer<typeof careerEventCard>;

/** An applicant's registration as the event's list shows it: Abiturient/Events' row plus who. */
export const eventRegistrant = eventRegistration.extend({ applicant: z.object({ id: entityId, name: z.string() }) });
export type EventRegistrant = z.infer<typeof eventRegistrant>;

export const EVENT_SORTS = ['starts_at', 'title', 'created_at'] as const;

export const getEventsList = defineAction({
  name: 'EventService/getEventsList',
  permission: 'viewInteractionCalendar',
  kind: 'read',
  params: z
    .object({
      /** Starting from this moment, or from the start of this Moscow day. */
      from: dateBound.optional(),
      /** Starting up to this moment, or to the end of this Moscow day. */
      to: dateBound.optional(),
      formats: z.array(eventFormat).min(1).max(EVENT_FORMATS.length).optional(),
      /** Deleted events are listed only when asked for here. */
      statuses: z.array(eventStatus).min(1).max(EVENT_STATUSES.length).optional(),
      organization: entityId.optional(),
      /** Words found in the title or the place, each of them. */
      search: trimmedString(0, 200).optional(),
      sort: z.enum(EVENT_SORTS).default('starts_at'),
      direction,
      page,
      pageSize,
    })
    .strict()
    .refine((value) => !value.from || !value.to || boundStart(value.from) <= boundEnd(value.to), { message: 'Начало периода позже его конца', path: ['to'] }),
  result: pageOf(careerEvent),
  summary:
    'Career events (open days, festivals, meetups) a page at a time, nearest first by default, filtered by period, formats, statuses (deleted ones only when asked), organization and words of the title or place; each with its registrations, attendance and free places.',
});

export const getEvent = defineAction({
  name: 'EventService/getEvent',
  permission: 'viewInteractionCalendar',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: careerEventCard,
  summary: "One event's card with its counts and the status moves its status allows; a deleted one too.",
});

const eventFields = {
  title: trimmedString(1, 200),
  format: eventFormat,
  starts_at: isoDateTime,
  place: optionalText(500),
  capacity: z.union([z.null(), z.number().int().min(1).max(MAX_EVENT_CAPACITY)]).optional().transform((value) => value ?? null),
  organization: z.union([z.null(), entityId]).optional().transform((value) => value ?? null),
};

export const createEvent = defineAction({
  name: 'EventService/createEvent',
  permission: 'manageEvents',
  kind: 'write',
  params: z.object(eventFields).strict(),
  result: careerEventCard,
  summary: 'Creates an event as a draft (capacity empty: any number of places). Audited.',
});

export const updateEvent = defineAction({
  name: 'EventService/updateEvent',
  permission: 'manageEvents',
  kind: 'write',
  params: z.object({ id: entityId, data: changesOf(eventFields) }).strict(),
  result: careerEventCard,
  summary:
    'Changes the fields given of an event that is not canceled or deleted; the capacity never below the registrations already taken. Audited with the changed fields before and after.',
});

export const changeEventStatus = defineAction({
  name: 'EventService/changeStatus',
  permission: 'manageEvents',
  kind: 'write',
  params: z.object({ id: entityId, event: eventMove }).strict(),
  result: careerEventCard,
  summary:
    'Moves an event through its approval workflow (submit, withdraw, sendBack, confirm, cancel, delete); an illegal move is refused with the reason and nothing is written. Audited.',
});

export const registerForEvent = defineAction({
  name: 'EventService/register',
  permission: 'manageInteractions',
  kind: 'write',
  params: z.object({ eventId: entityId, abiturientId: entityId }).strict(),
  result: eventRegistrant,
  summary:
    'Registers an applicant to a confirmed event that has not ended and has a free place (checked under a lock on the event, so two registrations cannot overfill it); returns the registration with its QR ticket token. Audited.',
});

export const unregisterFromEvent = defineAction({
  name: 'EventService/unregister',
  permission: 'manageInteractions',
  kind: 'write',
  params: z.object({ registrationId: entityId }).strict(),
  result: z.object({ id: entityId, eventId: entityId }),
  summary: 'Removes a registration the applicant has not attended, freeing its place. Audited.',
});

export const getEventRegistrations = defineAction({
  name: 'EventService/getRegistrations',
  permission: 'viewAbiturient',
  kind: 'read',
  params: z
    .object({
      eventId: entityId,
      /** Words of the applicant's name, each of them. */
      search: trimmedString(0, 200).optional(),
      attended: z.boolean().nullable().optional(),
      page,
      pageSize,
    })
    .strict(),
  result: pageOf(eventRegistrant),
  summary: "An event's registrations in order of registration, filtered by the applicant's name and attendance (true, false, null: not marked), a page at a time.",
});

export const markEventAttendance = defineAction({
  name: 'EventService/markAttendance',
  permission: 'manageInteractions',
  kind: 'write',
  params: z
    .object({
      /** From the registrations list. */
      registrationId: entityId.optional(),
      /** The QR check-in: the ticket token the registration issued. */
      ticket: z.uuid({ error: 'Билет: код из QR-кода регистрации' }).optional(),
      /** Came (true) or did not (false); a ticket scan means came unless told otherwise. */
      attended: z.boolean().optional(),
    })
    .strict()
    .refine((value) => (value.registrationId === undefined) !== (value.ticket === undefined), { message: 'Укажите регистрацию или билет — одно из двух', path: ['ticket'] })
    .refine((value) => value.ticket !== undefined || value.attended !== undefined, { message: 'Укажите, пришёл ли абитуриент', path: ['attended'] }),
  result: eventRegistrant,
  summary:
    "Marks a registration attended or absent, by its id or by the ticket token of its QR code, from the event's Moscow day on and only for a confirmed event. Audited when it changes.",
});

/** The career-event actions, in catalogue order. */
export const careerEventContracts = [
  getEventsList,
  getEvent,
  createEvent,
  updateEvent,
  changeEventStatus,
  registerForEvent,
  unregisterFromEvent,
  getEventRegistrations,
  markEventAttendance,
] as const;
