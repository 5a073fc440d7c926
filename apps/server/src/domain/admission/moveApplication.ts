import type { moveApplication, reorderPriorities } from '@abitura/contracts';
import { nextApplicationState, type ApplicationState } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { publishApplications, recordApplicationEvent, recordApplicationHistory, statementValuesOf, TIMELINE_TYPES } from './applicationHistory.js';
import { readApplicationItems } from './applicationRows.js';
import { groupById } from './groups.js';
import { liveApplications, placedAt, setPriorities } from './priorities.js';
import { foundSeason } from './seasons.js';
import { checkOneConsent, checkOneLivePerGroup } from './statementChecks.js';
import { applicationReply, lockedApplication } from './updateApplication.js';

/**
 * Moves an application along the state machine (vocabulary/applicationTransitions): a move the
 * state does not allow is refused with its sentence and writes nothing. A rejection keeps its
 * reason, reopening clears it; leaving the live states closes the gap in the applicant's
 * priorities, coming back (reopen) puts the application last, after the rules of one live
 * application per group and one consent per season are checked again.
 */
export const moveApplicationHandler: Handler<typeof moveApplication> = async ({ id, move, reason, comment }, ctx) => {
  const { application, applicant } = await lockedApplication(ctx, id);
  const step = nextApplicationState(application.state as ApplicationState, move);
  if (!step.ok) return fail('CONFLICT', step.message);
  const group = await groupById(ctx.db, application.groupId);
  const label = group?.label ?? '';
  if (move === 'reopen') {
    await checkOneLivePerGroup(ctx.db, applicant.id, application.groupId, label, id, 'id');
    if (application.consent) await checkOneConsent(ctx.db, applicant.id, application.seasonId, id, 'id');
  }
  const rejectionReason = move === 'reject' ? (reason ?? 'other') : move === 'reopen' ? null : application.rejectionReason;
  const before = await statementValuesOf(ctx.db, application);
  await ctx.db.update(abiturientApplications).set({ state: step.state, rejectionReason, updatedAt: ctx.now }).where(eq(abiturientApplications.id, id));

  let shifted: number[] = [];
  if (move === 'withdraw' || move === 'reject' || move === 'reopen') {
    const live = await liveApplications(ctx.db, applicant.id, application.seasonId);
    const ids = live.map((each) => each.id);
    const order = move === 'reopen' ? placedAt(ids, id, undefined) : ids;
    shifted = await setPriorities(ctx, applicant.id, order, new Map(live.map((each) => [each.id, each.priority])), new Set([id]));
  }
  const [moved] = await ctx.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, id));
  const after = await statementValuesOf(ctx.db, moved as typeof abiturientApplications.$inferSelect);
  await recordApplicationHistory(ctx, { abiturientId: applicant.id, applicationId: id, action: 'application.moved', before, after });

  const event =
    move === 'submit'
      ? application.filingMethod === 'mosru'
        ? TIMELINE_TYPES.filedMosru
        : TIMELINE_TYPES.filed
      : move === 'withdraw' || move === 'reject' || move === 'enrol'
        ? TIMELINE_TYPES[move]
        : null;
  if (event !== null) await recordApplicationEvent(ctx, applicant, { type: event, applicationId: id, collegeId: application.collegeId, group: label, comment });
  await ctx.audit({
    action: 'Admission/MoveApplication',
    entity: 'abiturientApplication',
    entityId: id,
    before: { state: application.state, rejection_reason: application.rejectionReason },
    after: { move, state: step.state, rejection_reason: rejectionReason, comment: comment ?? null },
  });
  publishApplications(ctx, application.seasonId, [id, ...shifted]);
  return applicationReply(ctx, id);
};

/**
 * Sets an applicant's priorities in a season to the order given, 1..n: the order must name
 * exactly their live applications of the season. Each application whose priority changed gets
 * a history entry (application.reordered).
 */
export const reorderPrioritiesHandler: Handler<typeof reorderPriorities> = async ({ applicant_id, season_id, order }, ctx) => {
  await foundSeason(ctx.db, season_id);
  await foundApplicant(ctx.db, applicant_id, { lock: true });
  const live = await liveApplications(ctx.db, applicant_id, season_id);
  const liveIds = new Set(live.map((each) => each.id));
  const strangers = order.filter((id) => !liveIds.has(id));
  const missing = live.filter((each) => !order.includes(each.id)).map((each) => each.id);
  if (strangers.length > 0 || missing.length > 0) {
    const parts = [
      strangers.length > 0 ? `не действующие заявления этого абитуриента в сезоне: № ${strangers.join(', № ')}` : null,
      missing.length > 0 ? `не указаны заявления № ${missing.join(', № ')}` : null,
    ].filter(Boolean);
    const message = `Порядок приоритетов должен перечислять ровно действующие заявления абитуриента в этом сезоне (${live.length}): ${parts.join('; ')}. Обновите список заявлений и повторите.`;
    fail('INVALID_PARAMS', message, [{ path: 'order', message }]);
  }
  const changed = await setPriorities(ctx, applicant_id, order, new Map(live.map((each) => [each.id, each.priority])));
  if (changed.length > 0) {
    await ctx.audit({
      action: 'Admission/ReorderPriorities',
      entity: 'abiturient',
      entityId: applicant_id,
      before: { season_id, order: live.map((each) => each.id) },
      after: { season_id, order },
    });
  }
  publishApplications(ctx, season_id, changed);
  return readApplicationItems(ctx.db, order);
};
