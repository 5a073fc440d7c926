import type { admissionSnapshot } from '@abitura/contracts';
import type { RankingSnapshot } from '@abitura/contracts/ranking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications, abiturients, competitiveGroups, entranceTestAssignments } from '../../db/schema/index.js';
import { achievementPoints } from '../contingent/applicantRecord.js';
import { foundSeason } from './seasons.js';

/** The states of a filed application: a draft is not filed, a withdrawn or rejected one is out. */
export const RANKED_STATES = ['submitted', 'accepted', 'enrolled'] as const;

const groupKey = (id: number): string => `g-${id}`;
const applicantKey = (id: number): string => `a-${id}`;

/**
 * The season's snapshot for the ranking (`@abitura/contracts/ranking`). An applicant takes part
 * (`gia: true`) only with GIA results and a certificate average; the average is the highest of
 * their filed applications' (they are one certificate's). Priorities are renumbered 1..n in their
 * order, so a season with a gap or a repeat (the validation worklist names them) still ranks.
 * A choice's test is passed when its group holds none, or its assignment says passed.
 */
export async function readRankingSnapshot(db: Db, seasonId: number): Promise<RankingSnapshot> {
  const groups = await db
    .select({ id: competitiveGroups.id, places: competitiveGroups.places, testType: competitiveGroups.testType })
    .from(competitiveGroups)
    .where(eq(competitiveGroups.seasonId, seasonId))
    .orderBy(asc(competitiveGroups.id));
  const rows = await db
    .select({
      id: abiturientApplications.id,
      applicantId: abiturientApplications.abiturientId,
      groupId: abiturientApplications.groupId,
      priority: abiturientApplications.priority,
      average: abiturientApplications.averageMark,
      consent: abiturientApplications.consent,
      passed: entranceTestAssignments.passed,
    })
    .from(abiturientApplications)
    .leftJoin(entranceTestAssignments, eq(entranceTestAssignments.applicationId, abiturientApplications.id))
    .where(and(eq(abiturientApplications.seasonId, seasonId), inArray(abiturientApplications.state, [...RANKED_STATES])))
    .orderBy(asc(abiturientApplications.abiturientId), asc(abiturientApplications.priority), asc(abiturientApplications.id));
  const applicantIds = [...new Set(rows.map((row) => row.applicantId))];
  const people = applicantIds.length === 0 ? [] : await db.select({ id: abiturients.id, gia: abiturients.gia, achievements: abiturients.achievements }).from(abiturients).where(inArray(abiturients.id, applicantIds));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const testOf = new Map(groups.map((group) => [group.id, group.testType]));

  const applicants = applicantIds.map((applicantId) => {
    const own = rows.filter((row) => row.applicantId === applicantId);
    const person = personOf.get(applicantId);
    const averages = own.map((row) => row.average).filter((value): value is number => value !== null);
    const consented = own.find((row) => row.consent);
    return {
      id: applicantKey(applicantId),
      score: averages.length === 0 ? 0 : Math.max(...averages),
      points: achievementPoints(person?.achievements ?? []),
      gia: (person?.gia.length ?? 0) > 0 && averages.length > 0,
      consent: consented ? groupKey(consented.groupId) : null,
      choices: own.map((row, index) => ({ program: groupKey(row.groupId), priority: index + 1, passedTests: testOf.get(row.groupId) == null || row.passed === true })),
    };
  });
  return { programs: groups.map((group) => ({ id: groupKey(group.id), places: group.places ?? 0 })), applicants };
}

export const admissionSnapshotHandler: Handler<typeof admissionSnapshot> = async ({ season_id }, ctx) => {
  await foundSeason(ctx.db, season_id);
  return readRankingSnapshot(ctx.db, season_id);
};
