import { z } from 'zod';
import { INTERACTION_TYPES } from './vocabulary/interactionTypes.js';
import { defineAction } from './defineAction.js';
import { entityId } from './fields.js';
import { interactionType } from './interaction.js';

/**
 * The interaction calendar (/interactions/calendar, SPEC section 2, issue 7): the month, week and
 * day views ask for a span of Moscow days and get every dated thing in it, callbacks, visits,
 * career events and the other interactions, of the caller or of the whole team.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** Longest span asked at once: a month view shows six weeks. */
export const MAX_CALENDAR_DAYS = 42;

/** Most entries one answer holds; beyond it `truncated` is set and a narrower span or filter is needed. */
export const MAX_CALENDAR_ENTRIES = 2_000;

export const CALENDAR_KINDS = ['callback', 'visit', 'event', 'interaction'] as const;
export const calendarKind = z.enum(CALENDAR_KINDS, { error: 'Вид записи календаря: callback, visit, event или interaction' });

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** One dated thing on the calendar. */
export const calendarEntry = z.object({
  kind: calendarKind,
  /** The callback's, the interaction's or the event's id (unique within its kind). */
  id: entityId,
  at: isoDateTime,
  ends_at: isoDateTime.optional(),
  title: z.string(),
  /** The applicant it concerns; events concern no one in particular. */
  person: z.object({ id: entityId, name: z.string() }).optional(),
  /** Whose it is: the callback's owner, the interaction's author; absent for events. */
  owner: z.object({ id: entityId, name: z.string() }).nullable().optional(),
  /** What the UI colours by: the interaction type (callbacks read as 'recall'), or the event's format. */
  type: z.string(),
  /** The callback's status (open, done), the event's status, or the interaction's result. */
  status: z.string().nullable(),
  /** An open callback whose time has passed. */
  overdue: z.boolean(),
});

export const listCalendar = defineAction({
  name: 'Calendar/List',
  permission: 'viewInteractionCalendar',
  kind: 'read',
  params: z
    .object({
      /** First Moscow day shown, YYYY-MM-DD. */
      from: z.iso.date(),
      /** Last Moscow day shown (inclusive), at most 42 days after `from`'s start. */
      to: z.iso.date(),
      kinds: z.array(calendarKind).min(1).max(CALENDAR_KINDS.length).optional(),
      /** The caller's own entries, or everyone's (needs viewTeamCalendar). */
      scope: z.enum(['mine', 'team']).default('mine'),
      /** With the team scope: only this staff member's callbacks and interactions. */
      owner: entityId.optional(),
      /** Only interactions (visits included) of these types. */
      types: z.array(interactionType).min(1).max(INTERACTION_TYPES.length).optional(),
    })
    .strict()
    .superRefine(({ from, to, scope, owner }, context) => {
      if (owner !== undefined && scope !== 'team') context.addIssue({ code: 'custom', path: ['owner'], message: 'Календарь другого сотрудника открывают в режиме команды: выберите scope team.' });
      const days = dayNumber(to) - dayNumber(from) + 1;
      if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'Конец периода раньше его начала: выберите более позднюю дату.' });
      else if (days > MAX_CALENDAR_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `Календарь показывает не больше ${MAX_CALENDAR_DAYS} дней за раз: сократите период.` });
    }),
  result: z.object({ entries: z.array(calendarEntry), truncated: z.boolean() }),
  summary:
    "Everything dated in a span of Moscow days (at most 42): callbacks, visits, career events and other interactions of the caller, or of the team (or one member of it) with viewTeamCalendar; filtered by kind and interaction type; open callbacks past their time are flagged overdue.",
});

export const calendarContracts = [listCalendar] as const;

export type CalendarEntry = z.infer<typeof calendarEntry>;
export type CalendarKind = z.infer<typeof calendarKind>;
