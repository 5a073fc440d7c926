import { abiturientInteractions, abiturients } from '../../src/db/schema/index.js';
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
