import type { recordTestResults } from '@abitura/contracts';
import { DEFAULT_PASS_POINTS, entranceTestScoring } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications, abiturients, entranceTestAssignments } from '../../db/schema/index.js';
import { fullName } from '../contingent/applicantRows.js';
import { sessionAssignments } from './sessionReads.js';
import { foundSession, moscowDateTime, sessionView, testTypeLabel } from './sessionViews.js';
import { publishTestChange, recordTestHistory, type TestHistoryEntry } from './testEffects.js';

/**
 * Attendance and results of a session's applicants. A points-scored test takes points when the
 * applicant came and passes at the session's pass mark; a pass/fail test takes `passed`. One who
 * did not come has no result. A failed or missed test puts the application out of competition
 * (status 'NA'); a pass brings it back to 'OK' only when this test had put it out (its previous
 * record was a fail or an absence and the status is still 'NA'), so a status the ranking or a
 * person set for another reason is left alone. A changed result may be sent again.
 */

type Stored = typeof entranceTestAssignments.$inferSelect;

/** What the history shows as the result: points for a points-scored test, passed for pass/fail, null without one. */
const resultValue = (scoring: 'points' | 'pass_fail', seat: Pick<Stored, 'passed' | 'points'>) => (scoring === 'points' ? (seat.points === null ? null : Number(seat.points)) : seat.passed);

/** A stored record that took the application out of competition. */
const putOut = (seat: Pick<Stored, 'attended' | 'passed'>) => seat.attended === false || seat.passed === false;

export const recordTestResultsHandler: Handler<typeof recordTestResults> = async ({ session_id, results }, ctx) => {
  const session = await foundSession(ctx.db, session_id, { lock: true });
  if (session.startsAt.getTime() > ctx.now.getTime()) {
    fail('CONFLICT', `Испытание начнётся ${moscowDateTime(session.startsAt)}: явку и результаты вносят после его начала.`);
  }
  const scoring = entranceTestScoring(session.testType);
  const passPoints = session.passPoints ?? DEFAULT_PASS_POINTS;
  const seats = await ctx.db
    .select({ seat: entranceTestAssignments, application: abiturientApplications, person: abiturients })
    .from(entranceTestAssignments)
    .innerJoin(abiturientApplications, eq(abiturientApplications.id, entranceTestAssignments.applicationId))
    .innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId))
    .where(eq(entranceTestAssignments.sessionId, session_id));
  const byId = new Map(seats.map((row) => [row.seat.id, row]));
  const issues: Array<{ path: string; message: string }> = [];
  const seen = new Set<number>();
  results.forEach((result, index) => {
    const row = byId.get(result.assignment_id);
    const path = `results.${index}`;
    if (!row) return void issues.push({ path, message: `Строка ${index + 1}: абитуриент не назначен на эту сессию. Обновите ведомость.` });
    const name = fullName(row.person);
    if (seen.has(result.assignment_id)) return void issues.push({ path, message: `${name}: результат указан дважды.` });
    seen.add(result.assignment_id);
    if (!result.attended) return;
    if (scoring === 'points') {
      if (result.points === null) issues.push({ path: `${path}.points`, message: `${name}: укажите баллы за испытание «${testTypeLabel(session.testType)}» (от 0 до 100).` });
      if (result.passed !== null) issues.push({ path: `${path}.passed`, message: `${name}: «сдано» для испытания в баллах не указывается, оно следует из проходного балла ${passPoints}.` });
    } else {
      if (result.passed === null) issues.push({ path: `${path}.passed`, message: `${name}: укажите, сдано ли испытание «${testTypeLabel(session.testType)}».` });
      if (result.points !== null) issues.push({ path: `${path}.points`, message: `${name}: у испытания «${testTypeLabel(session.testType)}» нет баллов, только «сдано» или «не сдано».` });
    }
  });
  if (issues.length > 0) fail('INVALID_PARAMS', issues.map((issue) => issue.message).join(' '), issues);

  const history: TestHistoryEntry[] = [];
  const before: unknown[] = [];
  const after: unknown[] = [];
  for (const result of results) {
    const { seat, application } = byId.get(result.assignment_id) as NonNullable<ReturnType<typeof byId.get>>;
    const points = scoring === 'points' && result.attended ? Math.round((result.points as number) * 100) / 100 : null;
    const passed = !result.attended ? null : scoring === 'points' ? (points as number) >= passPoints : result.passed;
    const next = { attended: result.attended, passed, points };
    const changed = seat.attended !== next.attended || seat.passed !== next.passed || (seat.points === null ? null : Number(seat.points)) !== next.points;
    if (!changed) continue;
    await ctx.db
      .update(entranceTestAssignments)
      // A changed result goes out again when results are sent.
      .set({ ...next, recordedAt: ctx.now, recordedBy: ctx.caller.user?.id ?? null, resultSentAt: null })
      .where(eq(entranceTestAssignments.id, seat.id));
    const status = putOut(next) ? 'NA' : putOut(seat) && application.status === 'NA' ? 'OK' : application.status;
    if (status !== application.status) await ctx.db.update(abiturientApplications).set({ status, updatedAt: ctx.now }).where(eq(abiturientApplications.id, application.id));
    history.push({
      abiturientId: application.abiturientId,
      applicationId: application.id,
      action: 'application.test_result',
      changes: [
        { field: 'test_attended', before: seat.attended, after: next.attended },
        { field: 'test_result', before: resultValue(scoring, seat), after: resultValue(scoring, next) },
      ],
    });
    before.push({ assignment_id: seat.id, attended: seat.attended, passed: seat.passed, points: seat.points === null ? null : Number(seat.points), status: application.status });
    after.push({ assignment_id: seat.id, ...next, status });
  }
  if (history.length > 0) {
    await recordTestHistory(ctx, history);
    await ctx.audit({ action: 'Admission/RecordTestResults', entity: 'testSession', entityId: session.id, before, after });
    publishTestChange(ctx, session.seasonId, [session.id]);
  } else {
    ctx.setMessage('Изменений нет.');
  }
  return { session: await sessionView(ctx.db, session.id), assignments: await sessionAssignments(ctx.db, session.id) };
};
