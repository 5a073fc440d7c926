import type { getTestSession, listExaminers, listTestCandidates, listTestSessions, TestAssignment } from '@abitura/contracts';
import { LIVE_APPLICATION_STATES } from '@abitura/contracts/vocabulary';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { containsWord, searchWords } from '../../db/folding.js';
import { rowsOf } from '../../db/rows.js';
import { abiturientApplications, abiturients, competitiveGroups, educationPrograms, entranceTestAssignments, entranceTestSessions, groupPermissions, rolePermissions, userGroups, userRoles, users } from '../../db/schema/index.js';
import { fullName } from '../contingent/applicantRows.js';
import { foundSession, sessionView, sessionViews } from './sessionViews.js';

/** The most candidates one read lists; the total says how many more there are. */
export const MAX_CANDIDATES = 200;

/** The words of a group's programme ('54.02.01-100200-1 Графический дизайн'). */
export const programWords = sql<string>`${educationPrograms.code} || ' ' || ${educationPrograms.name}`;

const funding = (value: string) => (value === 'paid' ? 'paid' : 'budget') as 'budget' | 'paid';

export const listTestSessionsHandler: Handler<typeof listTestSessions> = async ({ season_id, college_id, test_type }, ctx) =>
  sessionViews(
    ctx.db,
    and(
      eq(entranceTestSessions.seasonId, season_id),
      college_id === undefined ? undefined : eq(entranceTestSessions.collegeId, college_id),
      test_type === undefined ? undefined : eq(entranceTestSessions.testType, test_type),
    ),
  );

/** A session's applicants by name (the result sheet). */
export async function sessionAssignments(db: Db, sessionId: number): Promise<TestAssignment[]> {
  const rows = await db
    .select({ seat: entranceTestAssignments, person: abiturients, groupId: competitiveGroups.id, funding: competitiveGroups.funding, program: programWords })
    .from(entranceTestAssignments)
    .innerJoin(abiturientApplications, eq(abiturientApplications.id, entranceTestAssignments.applicationId))
    .innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId))
    .innerJoin(competitiveGroups, eq(competitiveGroups.id, abiturientApplications.groupId))
    .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
    .where(eq(entranceTestAssignments.sessionId, sessionId))
    .orderBy(asc(abiturients.nameOrder), asc(entranceTestAssignments.id));
  return rows.map(({ seat, person, groupId, funding: value, program }) => ({
    id: seat.id,
    application_id: seat.applicationId,
    applicant: { id: person.id, fullname: fullName(person), birth_date: person.birthDate, email: person.email },
    group: { id: groupId, program, funding: funding(value) },
    attended: seat.attended,
    passed: seat.passed,
    points: seat.points === null ? null : Number(seat.points),
    invited_at: seat.invitedAt?.toISOString() ?? null,
  }));
}

export const getTestSessionHandler: Handler<typeof getTestSession> = async ({ id }, ctx) => ({ session: await sessionView(ctx.db, id), assignments: await sessionAssignments(ctx.db, id) });

/**
 * The live applications that need a session's test: their group holds that test at the
 * session's college, in its season, and they have no session yet.
 */
export function candidateCondition(session: { seasonId: number; collegeId: number; testType: number }): SQL {
  return and(
    eq(abiturientApplications.seasonId, session.seasonId),
    inArray(abiturientApplications.state, [...LIVE_APPLICATION_STATES]),
    eq(competitiveGroups.collegeId, session.collegeId),
    eq(competitiveGroups.testType, session.testType),
    isNull(entranceTestAssignments.id),
  ) as SQL;
}

export const listTestCandidatesHandler: Handler<typeof listTestCandidates> = async ({ session_id, search }, ctx) => {
  const session = await foundSession(ctx.db, session_id);
  const words = searchWords(search);
  const where = and(candidateCondition(session), ...words.map((word) => containsWord(abiturients.searchText, word)));
  const base = () =>
    ctx.db
      .select({ application: abiturientApplications, person: abiturients, funding: competitiveGroups.funding, program: programWords, total: sql<number>`(count(*) over ())::int` })
      .from(abiturientApplications)
      .innerJoin(competitiveGroups, eq(competitiveGroups.id, abiturientApplications.groupId))
      .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
      .innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId))
      .leftJoin(entranceTestAssignments, eq(entranceTestAssignments.applicationId, abiturientApplications.id));
  const rows = await base().where(where).orderBy(asc(abiturientApplications.submittedAt), asc(abiturientApplications.id)).limit(MAX_CANDIDATES);
  return {
    items: rows.map(({ application, person, funding: value, program }) => ({
      application_id: application.id,
      applicant: { id: person.id, fullname: fullName(person), birth_date: person.birthDate },
      group: { id: application.groupId, program, funding: funding(value) },
      submitted_at: application.submittedAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
};

/** Active staff holding an admission permission through a role or a privilege group, by name. */
export const listExaminersHandler: Handler<typeof listExaminers> = async (_params, ctx) => {
  const wanted = ['viewAdmission', 'manageAdmission'];
  const result = await ctx.db.execute(sql`
    select ${users.id} as id, ${users.fullName} as name from ${users}
    where ${users.status} = 'active' and (
      ${users.id} in (select ${userRoles.userId} from ${userRoles} join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId} where ${inArray(rolePermissions.permission, wanted)})
      or ${users.id} in (select ${userGroups.userId} from ${userGroups} join ${groupPermissions} on ${groupPermissions.groupId} = ${userGroups.groupId} where ${inArray(groupPermissions.permission, wanted)})
    )
    order by ${users.fullName}, ${users.id}`);
  return rowsOf<{ id: number; name: string }>(result).map((row) => ({ id: Number(row.id), name: row.name }));
};
