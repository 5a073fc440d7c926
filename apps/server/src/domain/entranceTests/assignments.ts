import type { assignToSession, autoAssignTests, unassignFromSession } from '@abitura/contracts';
import { LIVE_APPLICATION_STATES } from '@abitura/contracts/vocabulary';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications, abiturients, competitiveGroups, entranceTestAssignments, entranceTestSessions } from '../../db/schema/index.js';
import { fullName } from '../contingent/applicantRows.js';
import { foundSeason } from './saveSession.js';
import { assignedCount, foundSession, sessionName, sessionView, testTypeLabel, type SessionRow } from './sessionViews.js';
import { publishTestChange, recordTestHistory } from './testEffects.js';

/**
 * Seats at sessions: by hand (all or nothing, each refusal naming the applicant), automatically
 * in filing order into the earliest future session with room, and off a session until a result
 * is recorded. Each seat taken or given up is a history entry of the applicant.
 */

/** How many refusals one reply names; the rest are counted. */
const NAMED_REFUSALS = 5;

interface Seat {
  applicationId: number;
  abiturientId: number;
  session: SessionRow;
}

/** Writes the seats, their history entries, one audit entry per session, and the push. */
async function seat(ctx: ActionContext, seats: readonly Seat[], action: string): Promise<void> {
  if (seats.length === 0) return;
  await ctx.db.insert(entranceTestAssignments).values(seats.map((entry) => ({ sessionId: entry.session.id, applicationId: entry.applicationId, assignedAt: ctx.now })));
  await recordTestHistory(
    ctx,
    seats.map((entry) => ({ abiturientId: entry.abiturientId, applicationId: entry.applicationId, action: 'application.test_assigned', changes: [{ field: 'test_session', before: null, after: sessionName(entry.session) }] })),
  );
  const bySession = new Map<number, Seat[]>();
  for (const entry of seats) bySession.set(entry.session.id, [...(bySession.get(entry.session.id) ?? []), entry]);
  for (const [sessionId, entries] of bySession) {
    await ctx.audit({ action, entity: 'testSession', entityId: sessionId, before: null, after: { assigned: entries.map((entry) => entry.applicationId) } });
  }
  publishTestChange(ctx, (seats[0] as Seat).session.seasonId, [...bySession.keys()]);
}

const plural = (n: number, one: string, few: string, many: string) => {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
};

/** Assigns the applications to the session, or none of them with every reason why. */
export const assignToSessionHandler: Handler<typeof assignToSession> = async ({ session_id, application_ids }, ctx) => {
  const session = await foundSession(ctx.db, session_id, { lock: true });
  const ids = [...new Set(application_ids)];
  const rows = await ctx.db
    .select({ application: abiturientApplications, person: abiturients, group: competitiveGroups, seatSession: entranceTestSessions })
    .from(abiturientApplications)
    .innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId))
    .innerJoin(competitiveGroups, eq(competitiveGroups.id, abiturientApplications.groupId))
    .leftJoin(entranceTestAssignments, eq(entranceTestAssignments.applicationId, abiturientApplications.id))
    .leftJoin(entranceTestSessions, eq(entranceTestSessions.id, entranceTestAssignments.sessionId))
    .where(inArray(abiturientApplications.id, ids));
  if (rows.length !== ids.length) fail('NOT_FOUND', 'Некоторые заявления не найдены: возможно, их удалили. Обновите список кандидатов.');
  const refusals: string[] = [];
  for (const { application, person, group, seatSession } of rows) {
    const name = fullName(person);
    if (seatSession !== null) {
      refusals.push(`${name} уже ${seatSession.id === session.id ? 'на этой сессии' : `назначен(а) на сессию «${sessionName(seatSession)}»`}.`);
    } else if (
      application.seasonId !== session.seasonId ||
      !(LIVE_APPLICATION_STATES as readonly string[]).includes(application.state) ||
      group.testType !== session.testType ||
      group.collegeId !== session.collegeId
    ) {
      refusals.push(`${name}: заявление не требует испытания «${testTypeLabel(session.testType)}» в колледже этой сессии.`);
    }
  }
  const free = session.capacity - (await assignedCount(ctx.db, session.id));
  if (refusals.length === 0 && ids.length > free) {
    refusals.push(`На сессии ${free <= 0 ? 'не осталось мест' : `осталось ${free} ${plural(free, 'место', 'места', 'мест')}`}, а выбрано ${ids.length}: выберите меньше или увеличьте вместимость.`);
  }
  if (refusals.length > 0) {
    const named = refusals.slice(0, NAMED_REFUSALS).join(' ');
    const more = refusals.length > NAMED_REFUSALS ? ` И ещё ${refusals.length - NAMED_REFUSALS}.` : '';
    fail('CONFLICT', `Никого не назначили. ${named}${more}`);
  }
  await seat(
    ctx,
    rows.map(({ application }) => ({ applicationId: application.id, abiturientId: application.abiturientId, session })),
    'Admission/AssignToSession',
  );
  return { assigned: ids.length, session: await sessionView(ctx.db, session.id) };
};

/**
 * Every unassigned live application that needs a test, in filing order, into the earliest
 * session of its college and test that starts after now and has room; the rest are unplaced.
 */
export const autoAssignTestsHandler: Handler<typeof autoAssignTests> = async ({ season_id, college_id, test_type }, ctx) => {
  await foundSeason(ctx.db, season_id);
  const sessions = await ctx.db
    .select()
    .from(entranceTestSessions)
    .where(
      and(
        eq(entranceTestSessions.seasonId, season_id),
        gt(entranceTestSessions.startsAt, ctx.now),
        college_id === undefined ? undefined : eq(entranceTestSessions.collegeId, college_id),
        test_type === undefined ? undefined : eq(entranceTestSessions.testType, test_type),
      ),
    )
    .orderBy(asc(entranceTestSessions.startsAt), asc(entranceTestSessions.id))
    .for('update');
  const free = new Map<number, number>();
  for (const session of sessions) free.set(session.id, session.capacity - (await assignedCount(ctx.db, session.id)));
  const candidates = await ctx.db
    .select({ id: abiturientApplications.id, abiturientId: abiturientApplications.abiturientId, collegeId: competitiveGroups.collegeId, testType: competitiveGroups.testType })
    .from(abiturientApplications)
    .innerJoin(competitiveGroups, eq(competitiveGroups.id, abiturientApplications.groupId))
    .leftJoin(entranceTestAssignments, eq(entranceTestAssignments.applicationId, abiturientApplications.id))
    .where(
      and(
        eq(abiturientApplications.seasonId, season_id),
        inArray(abiturientApplications.state, [...LIVE_APPLICATION_STATES]),
        isNotNull(competitiveGroups.testType),
        isNull(entranceTestAssignments.id),
        college_id === undefined ? undefined : eq(competitiveGroups.collegeId, college_id),
        test_type === undefined ? undefined : eq(competitiveGroups.testType, test_type),
      ),
    )
    .orderBy(asc(abiturientApplications.submittedAt), asc(abiturientApplications.id));
  const seats: Seat[] = [];
  let unplaced = 0;
  for (const candidate of candidates) {
    // Sessions are in time order, so the first with room is the earliest.
    const session = sessions.find((entry) => entry.collegeId === candidate.collegeId && entry.testType === candidate.testType && (free.get(entry.id) ?? 0) > 0);
    if (!session) {
      unplaced += 1;
      continue;
    }
    free.set(session.id, (free.get(session.id) ?? 0) - 1);
    seats.push({ applicationId: candidate.id, abiturientId: candidate.abiturientId, session });
  }
  await seat(ctx, seats, 'Admission/AutoAssignTests');
  return { assigned: seats.length, unplaced };
};

/** Takes an application off its session while it has no attendance or result. */
export const unassignFromSessionHandler: Handler<typeof unassignFromSession> = async ({ assignment_id }, ctx) => {
  const [found] = await ctx.db
    .select({ seat: entranceTestAssignments, abiturientId: abiturientApplications.abiturientId })
    .from(entranceTestAssignments)
    .innerJoin(abiturientApplications, eq(abiturientApplications.id, entranceTestAssignments.applicationId))
    .where(eq(entranceTestAssignments.id, assignment_id));
  if (!found) fail('NOT_FOUND', 'Назначение на испытание не найдено: возможно, его уже сняли. Обновите сессию.');
  const { seat: assignment, abiturientId } = found as NonNullable<typeof found>;
  const session = await foundSession(ctx.db, assignment.sessionId, { lock: true });
  if (assignment.attended !== null) fail('CONFLICT', 'У абитуриента уже отмечены явка или результат: снять его с сессии нельзя. Исправьте результат в ведомости.');
  await ctx.db.delete(entranceTestAssignments).where(eq(entranceTestAssignments.id, assignment_id));
  await recordTestHistory(ctx, [{ abiturientId, applicationId: assignment.applicationId, action: 'application.test_assigned', changes: [{ field: 'test_session', before: sessionName(session), after: null }] }]);
  await ctx.audit({ action: 'Admission/UnassignFromSession', entity: 'testSession', entityId: session.id, before: { application_id: assignment.applicationId }, after: null });
  publishTestChange(ctx, session.seasonId, [session.id]);
  return { session: await sessionView(ctx.db, session.id) };
};
