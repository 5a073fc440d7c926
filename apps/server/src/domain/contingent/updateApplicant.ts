import type { updateApplicant } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturients } from '../../db/schema/index.js';
import { checkApplicantReferences, checkGradeYear, foundApplicant, loadApplicantRecord } from './applicantRecord.js';
import { columnsOf, type ApplicantData } from './applicantRows.js';
import { historyValuesOf, recordHistory, sameValue } from './history.js';

type Row = typeof abiturients.$inferSelect;

/** The fields a change carries (zod's optional keys may hold undefined; a given field never does). */
export function givenFields(data: { [K in keyof ApplicantData]?: ApplicantData[K] | undefined }): Partial<ApplicantData> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<ApplicantData>;
}

/**
 * The data as it will be stored: the flag objects name only the flags being set, so they are laid
 * over the stored ones (the others keep their values).
 */
function withStoredFlags(row: Row, data: Partial<ApplicantData>): Partial<ApplicantData> {
  const next = { ...data };
  if (data.flags !== undefined) next.flags = { ...row.flags, ...data.flags };
  if (data.preferential !== undefined) next.preferential = { ...row.preferential, ...data.preferential };
  return next;
}

/**
 * Changes the fields given (the processing status moves only through interactions). The history
 * and the audit keep the changed fields' values before and after; nothing changed is answered
 * without a write.
 */
export const updateApplicantHandler: Handler<typeof updateApplicant> = async ({ id, data: sent }, ctx) => {
  const data = givenFields(sent);
  const row = await foundApplicant(ctx.db, id, { lock: true });
  await checkApplicantReferences(ctx.db, data, row);
  const next = withStoredFlags(row, data);
  checkGradeYear({ grade: next.grade === undefined ? row.grade : next.grade, graduation_year: next.graduation_year === undefined ? row.graduationYear : next.graduation_year });
  const before = historyValuesOf(row);
  const actorId = ctx.caller.user?.id ?? null;
  const columns = columnsOf(next, actorId, row);
  const after = historyValuesOf({ ...row, ...columns } as Row);
  const changed = Object.keys(after).filter((field) => !sameValue(before[field], after[field]));
  // The same consent sent again keeps who recorded it.
  if (!changed.includes('consent')) delete columns.consent;
  if (changed.length === 0) {
    ctx.setMessage('Изменений нет.');
    return loadApplicantRecord(ctx.db, id, ctx.now);
  }
  await ctx.db
    .update(abiturients)
    .set({ ...columns, updatedAt: ctx.now })
    .where(eq(abiturients.id, id));
  const changes = await recordHistory(ctx.db, id, actorId, 'update', before, after, ctx.now);
  await ctx.audit({
    action: 'Abiturient/Update',
    entity: 'abiturient',
    entityId: id,
    before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
    after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
  });
  return loadApplicantRecord(ctx.db, id, ctx.now);
};
