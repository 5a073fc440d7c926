import type { mergeApplicants } from '@abitura/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications, abiturientHistory, abiturientInteractions, abiturients, callbacks, eventRegistrations, guaranteeLetters } from '../../db/schema/index.js';
import { hasOpenCallback } from '../calls/recallFlag.js';
import { recordInteraction } from '../interactions/recordInteraction.js';
import { checkApplicantReferences, checkGradeYear, foundApplicant, loadApplicantRecord } from './applicantRecord.js';
import { columnsOf, FIELD_COLUMNS, fullName, type ApplicantData } from './applicantRows.js';
import { historyValuesOf, recordHistory, sameValue } from './history.js';
import { givenFields } from './updateApplicant.js';

type Row = typeof abiturients.$inferSelect;
type Data = Partial<ApplicantData>;
type Field = keyof ApplicantData;

const FIELDS = Object.keys(FIELD_COLUMNS) as Field[];
/** Lists the two sides' entries are pooled in, the target's first. */
const UNION_FIELDS: ReadonlySet<Field> = new Set(['phones', 'tags', 'refusal_reasons', 'intents', 'industries']);
/** Flag objects: a flag set on either side stays set. */
const FLAG_FIELDS: ReadonlySet<Field> = new Set(['flags', 'preferential']);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** A record's fields as data, as a merge takes them from the duplicate. */
function dataOfRow(row: Row): Data {
  return Object.fromEntries(FIELDS.map((field) => [field, row[FIELD_COLUMNS[field]]])) as Data;
}

/**
 * What `incoming` adds to the target: its empty fields filled, lists pooled, flags OR-ed, check
 * results it lacks. A field the target already holds is never overwritten.
 */
function fillsOf(target: Row, incoming: Data): Data {
  const fills: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = incoming[field];
    if (value === undefined) continue;
    const current = target[FIELD_COLUMNS[field]] as unknown;
    let merged: unknown = current;
    if (UNION_FIELDS.has(field)) {
      merged = [...new Set([...(current as string[]), ...(value as string[])])];
    } else if (FLAG_FIELDS.has(field)) {
      const set = Object.entries(value as Record<string, boolean>).filter(([flag, on]) => on && (current as Record<string, boolean>)[flag] !== true);
      merged = { ...(current as Record<string, boolean>), ...Object.fromEntries(set) };
    } else if (field === 'check_results') {
      const checks = current as Record<string, unknown>;
      const missing = Object.entries(value as Record<string, unknown>).filter(([check, result]) => result !== null && (checks[check] === undefined || checks[check] === null));
      merged = { ...checks, ...Object.fromEntries(missing) };
    } else if (isEmpty(current) && !isEmpty(value)) {
      merged = value;
    }
    if (!sameValue(merged, current)) fills[field] = merged;
  }
  return fills as Data;
}

/** Holds both records to the end of the transaction, the lower id first so two merges never wait on each other in a circle. */
async function lockedPair(db: Db, targetId: number, sourceId: number): Promise<{ target: Row; source: Row }> {
  const [first, second] = targetId < sourceId ? [targetId, sourceId] : [sourceId, targetId];
  const a = await foundApplicant(db, first, { lock: true });
  const b = await foundApplicant(db, second, { lock: true });
  return targetId < sourceId ? { target: a, source: b } : { target: b, source: a };
}

/** Moves what hangs off the source over to the target; registrations to an event the target already has stay behind (and go with the source). */
async function moveEntries(db: Db, targetId: number, sourceId: number) {
  const count = (rows: unknown[]) => rows.length;
  const interactions = count(
    await db.update(abiturientInteractions).set({ abiturientId: targetId }).where(eq(abiturientInteractions.abiturientId, sourceId)).returning({ id: abiturientInteractions.id }),
  );
  const applications = count(
    await db.update(abiturientApplications).set({ abiturientId: targetId }).where(eq(abiturientApplications.abiturientId, sourceId)).returning({ id: abiturientApplications.id }),
  );
  const bail = count(await db.update(guaranteeLetters).set({ abiturientId: targetId }).where(eq(guaranteeLetters.abiturientId, sourceId)).returning({ id: guaranteeLetters.id }));
  const targetEvents = db.select({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.abiturientId, targetId));
  const events = count(
    await db
      .update(eventRegistrations)
      .set({ abiturientId: targetId })
      .where(and(eq(eventRegistrations.abiturientId, sourceId), notInArray(eventRegistrations.eventId, targetEvents)))
      .returning({ id: eventRegistrations.id }),
  );
  await db.update(abiturientHistory).set({ abiturientId: targetId }).where(eq(abiturientHistory.abiturientId, sourceId));
  // Callbacks follow the calls that promised them; left behind, the source's removal would delete them.
  await db.update(callbacks).set({ abiturientId: targetId }).where(eq(callbacks.abiturientId, sourceId));
  return { interactions, applications, bail, events };
}

type Extra = PgUpdateSetSource<typeof abiturients>;

/** Writes the fills to the target, with `extra` columns no wire field names (the survey, the last contact). */
async function writeFills(db: Db, target: Row, fills: Data, actorId: number | null, now: Date, extra: Extra = {}): Promise<Row> {
  const [updated] = await db
    .update(abiturients)
    .set({ ...columnsOf(fills, actorId, target), ...extra, updatedAt: now })
    .where(eq(abiturients.id, target.id))
    .returning();
  return updated as Row;
}

const whatMoved = (moved: { interactions: number; applications: number; bail: number; events: number }) =>
  `взаимодействий — ${moved.interactions}, заявлений — ${moved.applications}, гарантийных писем — ${moved.bail}, регистраций на мероприятия — ${moved.events}`;

/**
 * Merges a duplicate into the target in one transaction: every interaction, application, letter,
 * event registration and history entry moves over, the target's empty fields are filled from
 * the duplicate, which is then removed; the target's history and timeline say what was merged,
 * and the audit keeps both. Or, with data from the insert page, fills the target's empty fields.
 */
export const mergeApplicantsHandler: Handler<typeof mergeApplicants> = async (params, ctx) => {
  const actorId = ctx.caller.user?.id ?? null;
  if (params.source === undefined) {
    const target = await foundApplicant(ctx.db, params.target, { lock: true });
    const fills = fillsOf(target, givenFields(params.data ?? {}));
    await checkApplicantReferences(ctx.db, fills, target);
    if (fills.grade !== undefined) checkGradeYear({ grade: fills.grade, graduation_year: fills.graduation_year ?? target.graduationYear });
    const filled = Object.keys(fills);
    const moved = { interactions: 0, applications: 0, bail: 0, events: 0 };
    if (filled.length === 0) {
      ctx.setMessage('Новых сведений нет: запись уже содержит всё введённое.');
    } else {
      const updated = await writeFills(ctx.db, target, fills, actorId, ctx.now);
      await recordHistory(ctx.db, target.id, actorId, 'merge', historyValuesOf(target), historyValuesOf(updated), ctx.now);
    }
    await ctx.audit({ action: 'Abiturient/Merge', entity: 'abiturient', entityId: target.id, before: { target: Object.fromEntries(filled.map((field) => [field, target[FIELD_COLUMNS[field as Field]]])) }, after: { data: fills, filled } });
    return { record: await loadApplicantRecord(ctx.db, target.id, ctx.now), moved, filled };
  }

  const { target, source } = await lockedPair(ctx.db, params.target, params.source);
  const moved = await moveEntries(ctx.db, target.id, source.id);
  const fills = fillsOf(target, dataOfRow(source));
  // The callbacks moved over keep the kept record's recall flag set, whatever either record said.
  const flags = fills.flags ?? target.flags;
  if (flags.recall !== true && (await hasOpenCallback(ctx.db, target.id))) fills.flags = { ...flags, recall: true };
  const extra: Extra = {};
  // The duplicate's consent keeps who recorded it.
  if (fills.consent !== undefined) extra.consent = source.consent;
  if (target.surveyAnswers.length === 0 && source.surveyAnswers.length > 0) Object.assign(extra, { surveyAnswers: source.surveyAnswers, surveyAt: source.surveyAt });
  if (source.lastInteractionAt !== null) extra.lastInteractionAt = sql`greatest(${abiturients.lastInteractionAt}, ${source.lastInteractionAt.toISOString()}::timestamptz)`;
  const updated = await writeFills(ctx.db, target, fills, actorId, ctx.now, extra);
  await ctx.db.delete(abiturients).where(eq(abiturients.id, source.id));
  const sourceName = fullName(source);
  const filled = [...Object.keys(fills), ...(extra.surveyAnswers === undefined ? [] : ['survey_answers'])];
  await recordHistory(
    ctx.db,
    target.id,
    actorId,
    'merge',
    { ...historyValuesOf(target), merged_from: null },
    { ...historyValuesOf(updated), merged_from: { id: source.id, fullname: sourceName } },
    ctx.now,
  );
  await recordInteraction(
    ctx.db,
    updated,
    {
      type: 'description',
      result: null,
      organizationId: null,
      oid: String(source.id),
      actionData: {
        comment: `Объединено с записью «${sourceName}» (№ ${source.id}); перенесено: ${whatMoved(moved)}.${filled.length > 0 ? ` Заполнены поля: ${filled.join(', ')}.` : ''}`,
        merged_from: source.id,
      },
      occurredAt: ctx.now,
    },
    { id: actorId, name: ctx.caller.user?.fullName ?? null },
    { now: ctx.now, historyAction: 'merge' },
  );
  await ctx.audit({
    action: 'Abiturient/Merge',
    entity: 'abiturient',
    entityId: target.id,
    before: { target: { id: target.id, fullname: fullName(target) }, source: { id: source.id, ...historyValuesOf(source) } },
    after: { target: target.id, removed: source.id, moved, filled },
  });
  return { record: await loadApplicantRecord(ctx.db, target.id, ctx.now), moved, filled };
};
