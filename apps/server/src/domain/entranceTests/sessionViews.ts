import type { TestSession } from '@abitura/contracts';
import { ENTRANCE_TEST_TYPES } from '@abitura/contracts/vocabulary';
import { moscowWallClock } from '@abitura/contracts/moscowTime';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { entranceTestAssignments, entranceTestSessions, organizationBuildings, organizations, users } from '../../db/schema/index.js';

/**
 * Sessions as the contracts show them: the college and building by name, examiners by name, and
 * how many are assigned, came and have a result, counted in the same read.
 */

export type SessionRow = typeof entranceTestSessions.$inferSelect;

export const SESSION_NOT_FOUND = 'Сессия вступительного испытания не найдена: возможно, её удалили. Обновите список.';

/** The test type's words ('Творческое испытание'). */
export function testTypeLabel(type: number): string {
  return ENTRANCE_TEST_TYPES.find((entry) => entry.id === type)?.label ?? `Испытание ${type}`;
}

/** A moment as Moscow's ДД.ММ.ГГГГ ЧЧ:ММ, as letters and history entries write it. */
export function moscowDateTime(at: Date): string {
  const wall = moscowWallClock(at).toISOString();
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;
}

/** How a person names a session: its test and time ('Творческое испытание, 15.07.2026 10:00'). */
export function sessionName(session: Pick<SessionRow, 'testType' | 'startsAt'>): string {
  return `${testTypeLabel(session.testType)}, ${moscowDateTime(session.startsAt)}`;
}

const tally = (db: Db) =>
  db
  .select({
    sessionId: entranceTestAssignments.sessionId,
    assigned: sql<number>`count(*)::int`.as('assigned'),
    attended: sql<number>`(count(*) filter (where ${entranceTestAssignments.attended}))::int`.as('attended'),
    results: sql<number>`(count(*) filter (where ${entranceTestAssignments.passed} is not null))::int`.as('results'),
  })
  .from(entranceTestAssignments)
  .groupBy(entranceTestAssignments.sessionId)
  .as('tally');

/** The sessions `where` selects, by time then id, as the contracts show them. */
export async function sessionViews(db: Db, where: SQL | undefined): Promise<TestSession[]> {
  const counts = tally(db);
  const rows = await db
    .select({
      session: entranceTestSessions,
      collegeName: sql<string>`coalesce(${organizations.shortName}, ${organizations.name})`,
      building: { id: organizationBuildings.id, name: organizationBuildings.name, address: organizationBuildings.address },
      assigned: counts.assigned,
      attended: counts.attended,
      results: counts.results,
    })
    .from(entranceTestSessions)
    .innerJoin(organizations, eq(organizations.id, entranceTestSessions.collegeId))
    .leftJoin(organizationBuildings, eq(organizationBuildings.id, entranceTestSessions.buildingId))
    .leftJoin(counts, eq(counts.sessionId, entranceTestSessions.id))
    .where(where)
    .orderBy(asc(entranceTestSessions.startsAt), asc(entranceTestSessions.id));
  const examinerIds = [...new Set(rows.flatMap((row) => row.session.examinerIds))];
  const names = new Map(examinerIds.length === 0 ? [] : (await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, examinerIds))).map((user) => [user.id, user.name]));
  return rows.map(({ session, collegeName, building, assigned, attended, results }) => ({
    id: session.id,
    season_id: session.seasonId,
    college: { id: session.collegeId, name: collegeName },
    test_type: session.testType as TestSession['test_type'],
    starts_at: session.startsAt.toISOString(),
    building: building === null ? null : { id: building.id, name: building.name ?? building.address, address: building.address },
    room: session.room,
    capacity: session.capacity,
    pass_points: session.passPoints,
    // An examiner whose account was deleted drops out of the list.
    examiners: session.examinerIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string })),
    assigned: assigned ?? 0,
    attended: attended ?? 0,
    results: results ?? 0,
    invitations_sent_at: session.invitationsSentAt?.toISOString() ?? null,
    results_sent_at: session.resultsSentAt?.toISOString() ?? null,
  }));
}

/** One session as the contracts show it, or NOT_FOUND. */
export async function sessionView(db: Db, id: number): Promise<TestSession> {
  const [view] = await sessionViews(db, eq(entranceTestSessions.id, id));
  if (!view) fail('NOT_FOUND', SESSION_NOT_FOUND);
  return view as TestSession;
}

/** The stored session (locked for the write when asked), or NOT_FOUND. */
export async function foundSession(db: Db, id: number, options: { lock?: boolean } = {}): Promise<SessionRow> {
  const query = db.select().from(entranceTestSessions).where(eq(entranceTestSessions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) fail('NOT_FOUND', SESSION_NOT_FOUND);
  return row as SessionRow;
}

/** How many applications a session holds now. */
export async function assignedCount(db: Db, sessionId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(entranceTestAssignments).where(eq(entranceTestAssignments.sessionId, sessionId));
  return Number(row?.count ?? 0);
}
