import type { updateApplication } from '@abitura/contracts';
import { LIVE_APPLICATION_STATES, type ApplicationState } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications, type abiturients } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { publishApplications, recordApplicationHistory, statementValuesOf } from './applicationHistory.js';
import { readApplicationItem } from './applicationRows.js';
import { APPLICATION_NOT_FOUND } from './listApplications.js';
import { checkExternalNumber, checkOneConsent, checkOneLivePerGroup, originalCollegeName, seasonGroup } from './statementChecks.js';

type ApplicationRow = typeof abiturientApplications.$inferSelect;

export const isLive = (state: string): boolean => LIVE_APPLICATION_STATES.includes(state as ApplicationState);

/**
 * An application and its applicant, both locked to the end of the write: the applicant's row
 * first (every writer of a person's applications takes it first, so they take turns), then
 * the application's.
 */
export async function lockedApplication(ctx: ActionContext, id: number): Promise<{ application: ApplicationRow; applicant: typeof abiturients.$inferSelect }> {
  const [found] = await ctx.db.select({ abiturientId: abiturientApplications.abiturientId }).from(abiturientApplications).where(eq(abiturientApplications.id, id)).limit(1);
  if (!found) return fail('NOT_FOUND', APPLICATION_NOT_FOUND);
  const applicant = await foundApplicant(ctx.db, found.abiturientId, { lock: true });
  const [application] = await ctx.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, id)).for('update');
  if (!application) return fail('NOT_FOUND', APPLICATION_NOT_FOUND);
  return { application, applicant };
}

/** The reply of a write: the application as the register shows it. */
export async function applicationReply(ctx: ActionContext, id: number) {
  const item = await readApplicationItem(ctx.db, id);
  if (item === undefined) return fail('NOT_FOUND', APPLICATION_NOT_FOUND);
  return item;
}

/**
 * Changes the fields given, under the rules filing keeps (statementChecks): a new group is the
 * season's and re-copies its college and programme; consent given while another live
 * application of the season holds it is refused; the consent's date follows it.
 */
export const updateApplicationHandler: Handler<typeof updateApplication> = async ({ id, data }, ctx) => {
  const { application, applicant } = await lockedApplication(ctx, id);
  const set: Partial<typeof abiturientApplications.$inferInsert> = {};
  if (data.group_id !== undefined && data.group_id !== application.groupId) {
    const group = await seasonGroup(ctx.db, application.seasonId, data.group_id, 'data.group_id');
    if (isLive(application.state)) await checkOneLivePerGroup(ctx.db, applicant.id, data.group_id, group.label, id, 'data.group_id');
    Object.assign(set, { groupId: data.group_id, collegeId: group.row.collegeId, programId: group.row.programId });
  }
  if (data.external_number !== undefined && data.external_number !== application.externalNumber) {
    await checkExternalNumber(ctx.db, application.seasonId, data.external_number, id, 'data.external_number');
    set.externalNumber = data.external_number;
  }
  if (data.consent !== undefined && (data.consent === 'accepted') !== application.consent) {
    if (data.consent === 'accepted' && isLive(application.state)) await checkOneConsent(ctx.db, applicant.id, application.seasonId, id, 'data.consent');
    set.consent = data.consent === 'accepted';
    set.consentAt = data.consent === 'accepted' ? ctx.now : null;
  }
  if (data.original_college_id !== undefined) {
    await originalCollegeName(ctx.db, data.original_college_id, 'data.original_college_id');
    set.originalCollegeId = data.original_college_id;
  }
  if (data.average_mark !== undefined) set.averageMark = data.average_mark;
  if (data.preferential_right !== undefined) set.preferentialRight = data.preferential_right;
  if (data.filing_method !== undefined) set.filingMethod = data.filing_method;
  if (data.original_documents !== undefined) set.originalDocuments = data.original_documents;
  if (data.guardian_name !== undefined) set.guardianName = data.guardian_name;
  if (data.guardian_phone !== undefined) set.guardianPhone = data.guardian_phone;

  const before = await statementValuesOf(ctx.db, application);
  const [updated] = await ctx.db
    .update(abiturientApplications)
    .set({ ...set, updatedAt: ctx.now })
    .where(eq(abiturientApplications.id, id))
    .returning();
  const after = await statementValuesOf(ctx.db, updated as ApplicationRow);
  const changes = await recordApplicationHistory(ctx, { abiturientId: applicant.id, applicationId: id, action: 'application.changed', before, after });
  if (changes.length > 0) {
    await ctx.audit({ action: 'Admission/UpdateApplication', entity: 'abiturientApplication', entityId: id, before: Object.fromEntries(changes.slice(1).map((change) => [change.field, change.before])), after: Object.fromEntries(changes.slice(1).map((change) => [change.field, change.after])) });
  }
  publishApplications(ctx, application.seasonId, [id]);
  return applicationReply(ctx, id);
};
