import { abiturientApplications, abiturientInteractions, abiturients, careerEvents, eventRegistrations, guaranteeLetters } from '../../src/db/schema/index.js';
import { columnsOf, type ApplicantData } from '../../src/domain/contingent/applicantRows.js';
import type { TestServer } from '../harness.js';

type Row = typeof abiturients.$inferInsert;

/**
 * An applicant written straight to the table (fast, and free of the actions under test): wire
 * fields as the contracts name them, plus any stored column (processingStatus, createdAt,
 * surveyAnswers...) in `columns`. The id.
 */
export async function insertApplicant(server: TestServer, fields: Partial<ApplicantData> & Pick<ApplicantData, 'last_name' | 'first_name'>, columns: Partial<Row> = {}): Promise<number> {
  const values = { ...columnsOf(fields, null), ...columns } as Row;
  const [row] = await server.database.db.insert(abiturients).values(values).returning({ id: abiturients.id });
  return (row as { id: number }).id;
}

/** Many applicants at once; their ids in order. */
export async function insertApplicants(server: TestServer, rows: Array<Partial<ApplicantData> & Pick<ApplicantData, 'last_name' | 'first_name'>>): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await server.database.db
    .insert(abiturients)
    .values(rows.map((fields) => columnsOf(fields, null) as Row))
    .returning({ id: abiturients.id });
  return inserted.map((row) => row.id);
}

/** An interaction written straight to the timeline; its id. */
export async function insertInteraction(server: TestServer, abiturientId: number, type: string, occurredAt: Date, extra: Partial<typeof abiturientInteractions.$inferInsert> = {}): Promise<number> {
  const [row] = await server.database.db
    .insert(abiturientInteractions)
    .values({ abiturientId, type, occurredAt, ...extra })
    .returning({ id: abiturientInteractions.id });
  return (row as { id: number }).id;
}

/** An application to a college (and programme) written straight to the table; its id. */
export async function insertApplication(
  server: TestServer,
  abiturientId: number,
  values: Pick<typeof abiturientApplications.$inferInsert, 'collegeId' | 'priority'> & Partial<typeof abiturientApplications.$inferInsert>,
): Promise<number> {
  const [row] = await server.database.db
    .insert(abiturientApplications)
    .values({ abiturientId, status: 'OK', submittedAt: new Date('2026-08-20T10:00:00Z'), updatedAt: new Date('2026-08-21T10:00:00Z'), ...values })
    .returning({ id: abiturientApplications.id });
  return (row as { id: number }).id;
}

/** A guarantee letter written straight to the table; its id. */
export async function insertGuaranteeLetter(
  server: TestServer,
  abiturientId: number,
  values: Pick<typeof guaranteeLetters.$inferInsert, 'collegeId' | 'number' | 'issuedAt'> & Partial<typeof guaranteeLetters.$inferInsert>,
): Promise<number> {
  const [row] = await server.database.db
    .insert(guaranteeLetters)
    .values({ abiturientId, status: 'done', ...values })
    .returning({ id: guaranteeLetters.id });
  return (row as { id: number }).id;
}

/** A career event written straight to the table; its id. */
export async function insertCareerEvent(server: TestServer, values: Pick<typeof careerEvents.$inferInsert, 'title' | 'startsAt'> & Partial<typeof careerEvents.$inferInsert>): Promise<number> {
  const [row] = await server.database.db
    .insert(careerEvents)
    .values({ format: 'in-person', status: 'confirmed', ...values })
    .returning({ id: careerEvents.id });
  return (row as { id: number }).id;
}

/** An applicant's registration to an event; its id. */
export async function insertRegistration(server: TestServer, abiturientId: number, eventId: number, values: Partial<typeof eventRegistrations.$inferInsert> = {}): Promise<number> {
  const [row] = await server.database.db
    .insert(eventRegistrations)
    .values({ abiturientId, eventId, registeredAt: new Date('2026-08-25T10:00:00Z'), ...values })
    .returning({ id: eventRegistrations.id });
  return (row as { id: number }).id;
}
