import type { deleteTestSession, saveTestSession } from '@abitura/contracts';
import { DEFAULT_PASS_POINTS, entranceTestScoring } from '@abitura/contracts/vocabulary';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications, admissionSeasons, entranceTestAssignments, entranceTestSessions, organizationBuildings, organizations, users } from '../../db/schema/index.js';
import { assignedCount, foundSession, sessionName, sessionView, type SessionRow } from './sessionViews.js';
import { publishTestChange, recordTestHistory } from './testEffects.js';

type SaveParams = Parameters<Handler<typeof saveTestSession>>[0];

/** The season (NOT_FOUND otherwise). */
export async function foundSeason(db: Db, id: number): Promise<typeof admissionSeasons.$inferSelect> {
  const [season] = await db.select().from(admissionSeasons).where(eq(admissionSeasons.id, id));
  if (!season) fail('NOT_FOUND', 'Приёмная кампания не найдена: возможно, её удалили. Обновите страницу.');
  return season as typeof admissionSeasons.$inferSelect;
}

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Every rule a session's fields must keep, each refusal a sentence saying what to change. */
async function checkSession(db: Db, params: SaveParams, stored: SessionRow | null): Promise<number | null> {
  const season = await foundSeason(db, params.season_id);
  const [college] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, params.college_id));
  if (!college) fail('INVALID_PARAMS', 'Колледж не найден в реестре: выберите колледж из списка.', [{ path: 'college_id', message: 'Колледж не найден' }]);
  if (params.building_id !== null) {
    const [building] = await db
      .select({ id: organizationBuildings.id })
      .from(organizationBuildings)
      .where(and(eq(organizationBuildings.id, params.building_id), eq(organizationBuildings.organizationId, params.college_id), eq(organizationBuildings.isDeleted, false)));
    if (!building) fail('INVALID_PARAMS', 'Здание не принадлежит этому колледжу или удалено из реестра: выберите здание колледжа.', [{ path: 'building_id', message: 'Здание не этого колледжа' }]);
  }
  const day = dayLabel(moscowDay(Date.parse(params.starts_at)));
  if (day < season.testsStart || day > season.testsEnd) {
    const message = `Дата испытания ${ddmmyyyy(day)} вне сроков вступительных испытаний кампании ${season.year} года: с ${ddmmyyyy(season.testsStart)} по ${ddmmyyyy(season.testsEnd)}.`;
    fail('INVALID_PARAMS', message, [{ path: 'starts_at', message }]);
  }
  const points = entranceTestScoring(params.test_type) === 'points';
  if (!points && params.pass_points !== null) {
    const message = 'Проходной балл задаётся только для испытаний с оценкой в баллах; у этого испытания результат «сдано» или «не сдано».';
    fail('INVALID_PARAMS', message, [{ path: 'pass_points', message }]);
  }
  const examinerIds = [...new Set(params.examiner_ids)];
  if (examinerIds.length > 0) {
    const active = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, examinerIds), eq(users.status, 'active')));
    if (active.length !== examinerIds.length) {
      const message = 'Экзаменатором может быть только действующий сотрудник: уберите из списка заблокированных или удалённых.';
      fail('INVALID_PARAMS', message, [{ path: 'examiner_ids', message }]);
    }
  }
  if (stored !== null) {
    const assigned = await assignedCount(db, stored.id);
    if (params.capacity < assigned) {
      const message = `На сессию уже назначено ${assigned}: вместимость не может быть меньше. Снимите лишних с сессии или оставьте вместимость не меньше ${assigned}.`;
      fail('INVALID_PARAMS', message, [{ path: 'capacity', message }]);
    }
    if (assigned > 0 && (stored.collegeId !== params.college_id || stored.testType !== params.test_type || stored.seasonId !== params.season_id)) {
      fail('CONFLICT', 'На сессию уже назначены абитуриенты: колледж, кампанию и тип испытания можно изменить, только сняв их с сессии.');
    }
  }
  return points ? (params.pass_points ?? DEFAULT_PASS_POINTS) : null;
}

const auditValues = (row: SessionRow) => ({
  season_id: row.seasonId,
  college_id: row.collegeId,
  test_type: row.testType,
  starts_at: row.startsAt.toISOString(),
  building_id: row.buildingId,
  room: row.room,
  capacity: row.capacity,
  pass_points: row.passPoints,
  examiner_ids: row.examinerIds,
});

/** Creates a session (no id) or changes it, after every rule of checkSession. */
export const saveTestSessionHandler: Handler<typeof saveTestSession> = async (params, ctx) => {
  const stored = params.id === undefined ? null : await foundSession(ctx.db, params.id, { lock: true });
  const passPoints = await checkSession(ctx.db, params, stored);
  const values = {
    seasonId: params.season_id,
    collegeId: params.college_id,
    testType: params.test_type,
    startsAt: new Date(params.starts_at),
    buildingId: params.building_id,
    room: params.room ?? null,
    capacity: params.capacity,
    passPoints,
    examinerIds: [...new Set(params.examiner_ids)],
    updatedAt: ctx.now,
  };
  const [saved] =
    stored === null
      ? await ctx.db
          .insert(entranceTestSessions)
          .values({ ...values, createdAt: ctx.now })
          .returning()
      : await ctx.db.update(entranceTestSessions).set(values).where(eq(entranceTestSessions.id, stored.id)).returning();
  const row = saved as SessionRow;
  await ctx.audit({ action: 'Admission/SaveTestSession', entity: 'testSession', entityId: row.id, before: stored === null ? null : auditValues(stored), after: auditValues(row) });
  publishTestChange(ctx, row.seasonId, [row.id]);
  return sessionView(ctx.db, row.id);
};

/** Deletes a session none of whose applicants has attendance or a result; they go back to the unassigned. */
export const deleteTestSessionHandler: Handler<typeof deleteTestSession> = async ({ id }, ctx) => {
  const session = await foundSession(ctx.db, id, { lock: true });
  const [recorded] = await ctx.db
    .select({ id: entranceTestAssignments.id })
    .from(entranceTestAssignments)
    .where(and(eq(entranceTestAssignments.sessionId, id), isNotNull(entranceTestAssignments.attended)))
    .limit(1);
  if (recorded) fail('CONFLICT', 'У сессии уже есть явка или результаты: удалить её нельзя. Чтобы отменить результат, исправьте его в ведомости.');
  const seated = await ctx.db
    .select({ applicationId: entranceTestAssignments.applicationId, abiturientId: abiturientApplications.abiturientId })
    .from(entranceTestAssignments)
    .innerJoin(abiturientApplications, eq(abiturientApplications.id, entranceTestAssignments.applicationId))
    .where(eq(entranceTestAssignments.sessionId, id));
  await ctx.db.delete(entranceTestSessions).where(eq(entranceTestSessions.id, id));
  const name = sessionName(session);
  await recordTestHistory(
    ctx,
    seated.map((seat) => ({ abiturientId: seat.abiturientId, applicationId: seat.applicationId, action: 'application.test_assigned', changes: [{ field: 'test_session', before: name, after: null }] })),
  );
  await ctx.audit({ action: 'Admission/DeleteTestSession', entity: 'testSession', entityId: id, before: { ...auditValues(session), assigned: seated.map((seat) => seat.applicationId) }, after: null });
  publishTestChange(ctx, session.seasonId, [id]);
  return { id };
};
