import { and, eq } from 'drizzle-orm';
import {
  abiturientApplications,
  abiturientInteractions,
  abiturients,
  admissionSeasons,
  careerEvents,
  competitiveGroups,
  educationPrograms,
  eventRegistrations,
  specialities,
  guaranteeLetters,
} from '../../src/db/schema/index.js';
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

/**
 * The budget group of a college's programme in the season of `year` (season and group made when
 * missing; a college without a programme gets one named for the test). Its id and season's id.
 */
export async function ensureGroup(server: TestServer, collegeId: number, programId: number | null | undefined, year = 2026): Promise<{ groupId: number; seasonId: number }> {
  const db = server.database.db;
  const [season] = await db
    .insert(admissionSeasons)
    .values({ year, filingStarts: `${year}-06-20`, filingEnds: `${year}-08-15`, testsStart: `${year}-07-01`, testsEnd: `${year}-08-10`, listsDate: `${year}-08-16`, enrolmentDate: `${year}-08-25` })
    .onConflictDoUpdate({ target: admissionSeasons.year, set: { year } })
    .returning({ id: admissionSeasons.id });
  const seasonId = (season as { id: number }).id;
  let program = programId ?? null;
  if (program === null) {
    const [speciality] = await db.select({ code: specialities.code }).from(specialities).limit(1);
    const [made] = await db
      .insert(educationPrograms)
      .values({ code: 'TEST', name: 'Программа для проверки', organizationId: collegeId, specialityCode: (speciality as { code: string }).code, level: 3, educationForm: 1, studyForm: 'Очная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH9', durationMonths: 34, year })
      .returning({ id: educationPrograms.id });
    program = (made as { id: number }).id;
  }
  const [existing] = await db.select({ id: competitiveGroups.id }).from(competitiveGroups).where(and(eq(competitiveGroups.seasonId, seasonId), eq(competitiveGroups.programId, program), eq(competitiveGroups.funding, 'budget')));
  if (existing) return { groupId: existing.id, seasonId };
  const [group] = await db.insert(competitiveGroups).values({ seasonId, collegeId, programId: program, funding: 'budget', base: 'SCH9', places: 25 }).returning({ id: competitiveGroups.id });
  return { groupId: (group as { id: number }).id, seasonId };
}

/**
 * An application to a college (and programme) written straight to the table, in the 2026
 * season's budget group of its programme unless a group is given; its id.
 */
export async function insertApplication(
  server: TestServer,
  abiturientId: number,
  values: Pick<typeof abiturientApplications.$inferInsert, 'collegeId' | 'priority'> & Partial<typeof abiturientApplications.$inferInsert>,
): Promise<number> {
  const placed = values.groupId !== undefined && values.seasonId !== undefined ? { groupId: values.groupId, seasonId: values.seasonId } : await ensureGroup(server, values.collegeId, values.programId);
  const [row] = await server.database.db
    .insert(abiturientApplications)
    .values({ abiturientId, status: 'OK', submittedAt: new Date('2026-08-20T10:00:00Z'), updatedAt: new Date('2026-08-21T10:00:00Z'), ...values, ...placed })
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
