import { eq } from 'drizzle-orm';
import { abiturientApplications, abiturients, admissionSeasons, competitiveGroups, entranceTestAssignments, entranceTestSessions, organizationBuildings } from '../../src/db/schema/index.js';
import type { TestServer } from '../harness.js';
import { ensureGroup } from './applicantFixtures.js';

/**
 * Entrance-test and validation data written straight to the tables: groups with a test, sessions
 * and seats, so the suites test their own actions only.
 */

/** The 2026 budget group of a programme, holding `testType` (null: none) and `places`; its ids. */
export async function groupWith(server: TestServer, collegeId: number, programId: number, values: { testType?: number | null; places?: number | null } = {}): Promise<{ groupId: number; seasonId: number }> {
  const placed = await ensureGroup(server, collegeId, programId);
  const set: Partial<typeof competitiveGroups.$inferInsert> = {};
  if (values.testType !== undefined) set.testType = values.testType;
  if (values.places !== undefined) set.places = values.places;
  if (Object.keys(set).length > 0) await server.database.db.update(competitiveGroups).set(set).where(eq(competitiveGroups.id, placed.groupId));
  return placed;
}

/** A building of a college; its id. */
export async function insertBuilding(server: TestServer, organizationId: number, values: Partial<typeof organizationBuildings.$inferInsert> = {}): Promise<number> {
  const [row] = await server.database.db
    .insert(organizationBuildings)
    .values({ organizationId, address: 'Москва, ул. Ёлочная, д. 3', name: 'Главный корпус', ...values })
    .returning({ id: organizationBuildings.id });
  return (row as { id: number }).id;
}

/** A session written straight to the table; its id. */
export async function insertSession(
  server: TestServer,
  values: Pick<typeof entranceTestSessions.$inferInsert, 'seasonId' | 'collegeId' | 'testType' | 'startsAt'> & Partial<typeof entranceTestSessions.$inferInsert>,
): Promise<number> {
  const [row] = await server.database.db
    .insert(entranceTestSessions)
    .values({ capacity: 10, ...values })
    .returning({ id: entranceTestSessions.id });
  return (row as { id: number }).id;
}

/** A seat written straight to the table; its id. */
export async function insertSeat(server: TestServer, sessionId: number, applicationId: number, values: Partial<typeof entranceTestAssignments.$inferInsert> = {}): Promise<number> {
  const [row] = await server.database.db
    .insert(entranceTestAssignments)
    .values({ sessionId, applicationId, ...values })
    .returning({ id: entranceTestAssignments.id });
  return (row as { id: number }).id;
}

/** Empties the admission tables and the applicants, children first: each test starts on a bare season. */
export async function clearAdmission(server: TestServer): Promise<void> {
  const db = server.database.db;
  for (const table of [entranceTestAssignments, entranceTestSessions, abiturientApplications, abiturients, competitiveGroups, admissionSeasons]) await db.delete(table);
}
