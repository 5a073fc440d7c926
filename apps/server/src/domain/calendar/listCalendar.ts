import { MAX_CALENDAR_ENTRIES, type CalendarEntry, type CalendarKind, type listCalendar } from '@abitura/contracts';
import { INTERACTION_TYPES } from '@abitura/contracts/vocabulary';
import { and, asc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientInteractions, abiturients, callbacks, careerEvents, users } from '../../db/schema/index.js';
import { TEAM_PERMISSION } from '../calls/callbackMoves.js';
import { callbackTitles } from '../calls/callbackTitles.js';
import { isOverdue, selectCallbackRows, toCallback } from '../calls/callbackRows.js';
import { fullName } from '../contingent/applicantRows.js';
import { callerIdOf } from '../contingent/signedInCaller.js';
import { interactionLook } from '../interactions/interactionView.js';
import { DAY_MS, dayStart } from '@abitura/contracts/moscowTime';

const NO_TEAM_RIGHT = 'Календарь команды доступен координаторам: нужно право «Календарь команды». Откройте свой календарь или обратитесь к администратору.';

/** Staff-logged types other than visits: what the calendar's "interaction" kind shows unless asked for types. */
const OTHER_INTERACTION_TYPES = INTERACTION_TYPES.filter((entry) => entry.category === 'users' && entry.type !== 'visit').map((entry) => entry.type);

interface Span {
  start: Date;
  end: Date;
  /** Whose entries: the caller's, one member's, or null for the whole team. */
  ownerId: number | null;
  now: Date;
}

/** The Moscow day a YYYY-MM-DD names, as moscowDay numbers them. */
const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

async function callbackEntries(ctx: ActionContext, span: Span): Promise<CalendarEntry[]> {
  const rows = await selectCallbackRows(ctx.db)
    .where(
      and(
        gte(callbacks.dueAt, span.start),
        lt(callbacks.dueAt, span.end),
        // A canceled callback is no longer work to plan around.
        ne(callbacks.status, 'canceled'),
        span.ownerId === null ? undefined : eq(callbacks.ownerId, span.ownerId),
      ),
    )
    .orderBy(asc(callbacks.dueAt), asc(callbacks.id))
    .limit(MAX_CALENDAR_ENTRIES + 1);
  const titles = await callbackTitles(ctx.db, rows.map((row) => row.callback));
  return rows.map((row) => {
    const callback = toCallback(row);
    return {
      kind: 'callback',
      id: callback.id,
      at: callback.due_at,
      title: titles.get(row.callback.interactionId) ?? 'Перезвонить',
      person: callback.person,
      owner: callback.owner,
      type: 'recall',
      status: callback.status,
      overdue: isOverdue(row.callback, span.now),
    };
  });
}

/** Interactions of the given types dated within the span, by the caller (or anyone's for the team). */
async function interactionEntries(ctx: ActionContext, span: Span, kind: 'visit' | 'interaction', types: readonly string[]): Promise<CalendarEntry[]> {
  if (types.length === 0) return [];
  const where: SQL | undefined = and(
    inArray(abiturientInteractions.type, [...types]),
    gte(abiturientInteractions.occurredAt, span.start),
    lt(abiturientInteractions.occurredAt, span.end),
    span.ownerId === null ? undefined : eq(abiturientInteractions.authorId, span.ownerId),
  );
  const rows = await ctx.db
    .select({
      interaction: abiturientInteractions,
      lastName: abiturients.lastName,
      firstName: abiturients.firstName,
      middleName: abiturients.middleName,
      authorName: users.fullName,
    })
    .from(abiturientInteractions)
    .innerJoin(abiturients, eq(abiturients.id, abiturientInteractions.abiturientId))
    .leftJoin(users, eq(users.id, abiturientInteractions.authorId))
    .where(where)
    .orderBy(asc(abiturientInteractions.occurredAt), asc(abiturientInteractions.id))
    .limit(MAX_CALENDAR_ENTRIES + 1);
  return rows.map(({ interaction: row, authorName, ...names }) => ({
    kind,
    id: row.id,
    at: row.occurredAt.toISOString(),
    title: interactionLook(row.type).name,
    person: { id: row.abiturientId, name: fullName(names) },
    owner: row.authorId !== null && authorName !== null ? { id: row.authorId, name: authorName } : null,
    type: row.type,
    status: row.result,
    overdue: false,
  }));
}

/** Career events in the span, everyone's (events belong to no one operator); deleted ones left out. */
async function eventEntries(ctx: ActionContext, span: Span): Promise<CalendarEntry[]> {
  const rows = await ctx.db
    .select({ id: careerEvents.id, title: careerEvents.title, format: careerEvents.format, status: careerEvents.status, startsAt: careerEvents.startsAt })
    .from(careerEvents)
    .where(and(gte(careerEvents.startsAt, span.start), lt(careerEvents.startsAt, span.end), ne(careerEvents.status, 'deleted')))
    .orderBy(asc(careerEvents.startsAt), asc(careerEvents.id))
    .limit(MAX_CALENDAR_ENTRIES + 1);
  return rows.map((row) => ({ kind: 'event', id: row.id, at: row.startsAt.toISOString(), title: row.title, type: row.format, status: row.status, overdue: false }));
}

const KIND_ORDER: Record<CalendarKind, number> = { callback: 0, visit: 1, event: 2, interaction: 3 };

/**
 * The calendar's span of Moscow days (from's midnight to the midnight after `to`): each kind asked
 * for is read on its own, by its own index (callbacks by owner or status and time, interactions by
 * type and time, events by start), then merged in time order. At most MAX_CALENDAR_ENTRIES
 * come back; `truncated` tells the view to narrow the span or the kinds.
 */
export const listCalendarHandler: Handler<typeof listCalendar> = async (params, ctx) => {
  if (params.scope === 'team' && !ctx.caller.user?.permissions.has(TEAM_PERMISSION)) fail('ACCESS_DENIED', NO_TEAM_RIGHT);
  const span: Span = {
    start: dayStart(dayOf(params.from)),
    end: dayStart(dayOf(params.to) + 1),
    ownerId: params.scope === 'team' ? (params.owner ?? null) : callerIdOf(ctx),
    now: ctx.now,
  };
  const kinds = new Set<CalendarKind>(params.kinds ?? ['callback', 'visit', 'event', 'interaction']);
  const visitTypes = params.types === undefined || params.types.includes('visit') ? ['visit'] : [];
  const otherTypes = params.types === undefined ? OTHER_INTERACTION_TYPES : params.types.filter((type) => type !== 'visit');
  // One after another: a read may run on a single connection, which takes one query at a time.
  const parts: CalendarEntry[][] = [];
  if (kinds.has('callback')) parts.push(await callbackEntries(ctx, span));
  if (kinds.has('visit')) parts.push(await interactionEntries(ctx, span, 'visit', visitTypes));
  if (kinds.has('event')) parts.push(await eventEntries(ctx, span));
  if (kinds.has('interaction')) parts.push(await interactionEntries(ctx, span, 'interaction', otherTypes));
  const entries = parts.flat().sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
  return { entries: entries.slice(0, MAX_CALENDAR_ENTRIES), truncated: entries.length > MAX_CALENDAR_ENTRIES };
};
