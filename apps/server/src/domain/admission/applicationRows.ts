import type { ApplicationItem } from '@abitura/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.js';
import { abiturientApplications, abiturients, competitiveGroups, educationPrograms, entranceTestAssignments, entranceTestSessions, organizations } from '../../db/schema/index.js';
import { achievementPoints } from '../contingent/applicantRecord.js';
import { fullName } from '../contingent/applicantRows.js';

/**
 * The one reader of applications as the wire shows them (applicationItem): the register, its
 * export, one application, an applicant's list and every write's reply read rows here. The
 * GIA results and achievements are the applicant's own; the test is the application's seat at a
 * session, when its group holds a test.
 */

const originalCollege = alias(organizations, 'original_college');

const applicationSelection = {
  application: abiturientApplications,
  applicant: {
    id: abiturients.id,
    lastName: abiturients.lastName,
    firstName: abiturients.firstName,
    middleName: abiturients.middleName,
    birthDate: abiturients.birthDate,
    idNumber: abiturients.idNumber,
    phones: abiturients.phones,
    email: abiturients.email,
    gia: abiturients.gia,
    achievements: abiturients.achievements,
  },
  group: competitiveGroups,
  collegeName: organizations.name,
  program: { code: educationPrograms.code, name: educationPrograms.name, specialityCode: educationPrograms.specialityCode },
  originalCollegeName: originalCollege.name,
  assignment: { sessionId: entranceTestAssignments.sessionId, attended: entranceTestAssignments.attended, passed: entranceTestAssignments.passed, points: entranceTestAssignments.points },
  startsAt: entranceTestSessions.startsAt,
};

/** `select … from abiturient_applications` with every join the item reads. */
export function selectApplicationRows(db: Db) {
  return db
    .select(applicationSelection)
    .from(abiturientApplications)
    .innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId))
    .innerJoin(competitiveGroups, eq(competitiveGroups.id, abiturientApplications.groupId))
    .innerJoin(organizations, eq(organizations.id, competitiveGroups.collegeId))
    .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
    .leftJoin(originalCollege, eq(originalCollege.id, abiturientApplications.originalCollegeId))
    .leftJoin(entranceTestAssignments, eq(entranceTestAssignments.applicationId, abiturientApplications.id))
    .leftJoin(entranceTestSessions, eq(entranceTestSessions.id, entranceTestAssignments.sessionId))
    .$dynamic();
}

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplicationRows>['execute']>>[number];
type TestOutcome = NonNullable<ApplicationItem['test']>['outcome'];

/**
 * Where a seat's test stands: absent when marked missing, passed or failed once the result says
 * so, assigned until then; not_assigned without a seat. The register's `test` filter
 * (testOutcomeCondition) reads the same order.
 */
export function testOutcomeOf(assignment: ApplicationRow['assignment']): TestOutcome {
  if (assignment === null || assignment.sessionId === null) return 'not_assigned';
  if (assignment.attended === false) return 'absent';
  if (assignment.passed === true) return 'passed';
  if (assignment.passed === false) return 'failed';
  return 'assigned';
}

export function toApplicationItem(row: ApplicationRow): ApplicationItem {
  const { application, applicant, group } = row;
  return {
    id: application.id,
    season_id: application.seasonId,
    applicant: { id: applicant.id, fullname: fullName(applicant), birth_date: applicant.birthDate, id_number: applicant.idNumber, phones: applicant.phones, email: applicant.email },
    group: {
      id: group.id,
      college: { id: group.collegeId, name: row.collegeName },
      program: { id: group.programId, code: row.program.code, name: row.program.name, speciality_code: row.program.specialityCode },
      funding: group.funding as ApplicationItem['group']['funding'],
      base: group.base as ApplicationItem['group']['base'],
      test_type: group.testType as ApplicationItem['group']['test_type'],
    },
    priority: application.priority,
    state: application.state as ApplicationItem['state'],
    rejection_reason: application.rejectionReason as ApplicationItem['rejection_reason'],
    competition_status: application.status as ApplicationItem['competition_status'],
    average_mark: application.averageMark === null ? null : Number(application.averageMark),
    gia: applicant.gia.map((result) => ({ subject: result.subject, mark: result.mark, ...(result.score === undefined ? {} : { score: result.score }) })),
    achievements: applicant.achievements.map((entry) => ({ code: entry.code as ApplicationItem['achievements'][number]['code'], points: entry.points })),
    achievement_points: achievementPoints(applicant.achievements),
    preferential_right: application.preferentialRight,
    filing_method: application.filingMethod as ApplicationItem['filing_method'],
    external_number: application.externalNumber,
    original_documents: application.originalDocuments,
    original_college: application.originalCollegeId === null || row.originalCollegeName === null ? null : { id: application.originalCollegeId, name: row.originalCollegeName },
    consent: application.consent ? 'accepted' : 'not_accepted',
    consent_at: application.consentAt?.toISOString() ?? null,
    guardian_name: application.guardianName,
    guardian_phone: application.guardianPhone,
    test:
      group.testType === null
        ? null
        : {
            outcome: testOutcomeOf(row.assignment),
            points: row.assignment?.points === null || row.assignment?.points === undefined ? null : Number(row.assignment.points),
            session_id: row.assignment?.sessionId ?? null,
            starts_at: row.startsAt?.toISOString() ?? null,
          },
    submitted_at: application.submittedAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  };
}

/** The items of these applications, in the order of `ids` (ids not found are left out). */
export async function readApplicationItems(db: Db, ids: readonly number[]): Promise<ApplicationItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectApplicationRows(db).where(inArray(abiturientApplications.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.application.id, toApplicationItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One application's item, or undefined. */
export async function readApplicationItem(db: Db, id: number): Promise<ApplicationItem | undefined> {
  const [item] = await readApplicationItems(db, [id]);
  return item;
}

/** The SQL of `testOutcomeOf` over an application's seat, for the register's filter. */
export function testOutcomeCondition(outcome: TestOutcome) {
  const seat = (condition: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${entranceTestAssignments} where ${entranceTestAssignments.applicationId} = "abiturient_applications"."id" and ${condition})`;
  switch (outcome) {
    case 'not_assigned':
      return sql`not exists (select 1 from ${entranceTestAssignments} where ${entranceTestAssignments.applicationId} = "abiturient_applications"."id")`;
    case 'absent':
      return seat(sql`${entranceTestAssignments.attended} = false`);
    case 'passed':
      return seat(sql`${entranceTestAssignments.attended} is distinct from false and ${entranceTestAssignments.passed} = true`);
    case 'failed':
      return seat(sql`${entranceTestAssignments.attended} is distinct from false and ${entranceTestAssignments.passed} = false`);
    case 'assigned':
      return seat(sql`${entranceTestAssignments.attended} is distinct from false and ${entranceTestAssignments.passed} is null`);
  }
}
