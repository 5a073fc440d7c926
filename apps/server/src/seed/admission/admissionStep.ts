/**
 * Demo step: the admission campaign (issue 24) — the previous, main and next seasons, the groups
 * of the first two from the registry's programmes, the main season's applications as the
 * contingent's timelines tell them (seed/contingent plans who filed, when, how and where first),
 * entrance-test sittings with seats and results, and the problems validation finds. It reads
 * the registry and the contingent in a few bulk queries, plans everything without the database
 * (planAdmission.ts), then writes with one JSON parameter per few thousand rows.
 */
import type { FilingMethod } from '@abitura/contracts/vocabulary';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import {
  abiturientApplications,
  abiturientHistory,
  abiturientInteractions,
  abiturients,
  admissionSeasons,
  competitiveGroups,
  educationPrograms,
  entranceTestAssignments,
  entranceTestSessions,
  organizationBuildings,
  organizations,
  specialities,
} from '../../db/schema/index.js';
import { insertJsonRows } from '../contingent/jsonInsert.js';
import type { DemoState, DemoStep } from '../demoStep.js';
import { countFindings } from './admissionFindings.js';
import type { AdmissionApplicant, AdmissionWorld, ApplicantFiling } from './admissionWorld.js';
import { planAdmission } from './planAdmission.js';
import { groupWords, planHistory } from './planHistory.js';

/** Who examines and takes statements at the desk. */
const COMMITTEE_ROLE = 'Приёмная комиссия';

const mean = (values: readonly number[]): number | null => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** The statement each applicant's timeline tells (its first 'mosru' or 'documentsSubmitted' entry). */
async function readFilings(db: Db): Promise<Map<number, ApplicantFiling>> {
  const rows = await db
    .select({ abiturientId: abiturientInteractions.abiturientId, type: abiturientInteractions.type, at: abiturientInteractions.occurredAt, oid: abiturientInteractions.oid, data: abiturientInteractions.actionData })
    .from(abiturientInteractions)
    .where(inArray(abiturientInteractions.type, ['mosru', 'documentsSubmitted']))
    .orderBy(asc(abiturientInteractions.abiturientId), asc(abiturientInteractions.occurredAt));
  const filings = new Map<number, ApplicantFiling>();
  for (const row of rows) {
    const programId = Number(row.oid);
    if (filings.has(row.abiturientId) || !Number.isInteger(programId)) continue;
    const data = (row.data ?? {}) as Record<string, unknown>;
    const method: FilingMethod = row.type === 'mosru' ? 'mosru' : data.method === 'post' ? 'post' : 'in_person';
    filings.set(row.abiturientId, { method, at: row.at.getTime(), firstProgramId: programId, colleges: typeof data.colleges === 'number' ? data.colleges : 1 });
  }
  return filings;
}

/** What the history calls a group: the colleges' and programmes' names. */
interface Names {
  readonly colleges: ReadonlyMap<number, string>;
  readonly programs: ReadonlyMap<number, { code: string; name: string }>;
}

async function readWorld(db: Db, state: DemoState, size: number, now: number): Promise<{ world: AdmissionWorld; names: Names }> {
  const programs = await db
    .select({
      id: educationPrograms.id,
      collegeId: educationPrograms.organizationId,
      code: educationPrograms.code,
      name: educationPrograms.name,
      collegeName: sql<string>`coalesce(${organizations.shortName}, ${organizations.name})`,
      baseGrade: educationPrograms.baseGrade,
      industry: specialities.industry,
      budgetPlaces: educationPrograms.budgetPlaces,
      paidPlaces: educationPrograms.paidPlaces,
      tests: educationPrograms.entranceTests,
    })
    .from(educationPrograms)
    .innerJoin(specialities, eq(specialities.code, educationPrograms.specialityCode))
    .innerJoin(organizations, eq(organizations.id, educationPrograms.organizationId))
    .where(and(eq(organizations.type, 'college'), eq(organizations.status, true)))
    .orderBy(asc(educationPrograms.id));
  const buildings = await db
    .select({ id: organizationBuildings.id, collegeId: organizationBuildings.organizationId })
    .from(organizationBuildings)
    .innerJoin(organizations, eq(organizations.id, organizationBuildings.organizationId))
    .where(and(eq(organizations.type, 'college'), eq(organizationBuildings.isDeleted, false)))
    .orderBy(asc(organizationBuildings.id));
  const rows = await db
    .select({
      id: abiturients.id,
      lastName: abiturients.lastName,
      firstName: abiturients.firstName,
      middleName: abiturients.middleName,
      gender: abiturients.gender,
      birthDate: abiturients.birthDate,
      grade: abiturients.grade,
      snils: abiturients.idNumber,
      gia: abiturients.gia,
      industries: abiturients.industries,
      consent: abiturients.consent,
    })
    .from(abiturients)
    .orderBy(asc(abiturients.id));
  const filings = await readFilings(db);
  const applicants: AdmissionApplicant[] = rows.map(({ gia, consent, ...row }) => ({
    ...row,
    giaMean: mean(gia.map((result) => result.mark)),
    consent: consent ? { accepted: consent.status === 'accepted', at: Date.parse(consent.at), representative: consent.representative } : null,
    filing: filings.get(row.id) ?? null,
  }));
  const committee = state.users.filter((user) => user.status === 'active' && user.role === COMMITTEE_ROLE).map((user) => user.id);
  const world: AdmissionWorld = {
    now,
    size,
    programs: programs.map(({ tests, code: _code, name: _name, collegeName: _college, ...program }) => ({ ...program, testType: tests[0]?.type ?? null })),
    buildings,
    applicants,
    committee,
  };
  return {
    world,
    names: {
      colleges: new Map(programs.map((program) => [program.collegeId, program.collegeName])),
      programs: new Map(programs.map((program) => [program.id, { code: program.code, name: program.name }])),
    },
  };
}

export const admissionStep: DemoStep = {
  name: 'admission',
  async run({ db, random, size, state, log }) {
    const started = performance.now();
    const now = Date.now();
    const { world, names } = await readWorld(db, state, size, now);
    const plan = planAdmission(random, world);

    const seasons = await db.insert(admissionSeasons).values([...plan.seasons]).returning({ id: admissionSeasons.id, year: admissionSeasons.year });
    const seasonId = new Map(seasons.map((season) => [season.year, season.id]));
    const idOf = <T>(ids: readonly T[], i: number, what: string): T => {
      const id = ids[i];
      if (id === undefined) throw new Error(`demo seed: ${what} was not written`);
      return id;
    };
    const groupIds = await insertJsonRows(
      db,
      competitiveGroups,
      plan.groups.map(({ year, ...group }) => ({ ...group, seasonId: seasonId.get(year) as number })),
      'id',
    );
    const mainId = seasonId.get(plan.main.year) as number;
    const applicationIds = await insertJsonRows(
      db,
      abiturientApplications,
      plan.applications.map(({ applicant, group, ...application }) => ({
        ...application,
        abiturientId: idOf(world.applicants, applicant, 'an applicant').id,
        seasonId: mainId,
        groupId: idOf(groupIds, group, 'a competitive group'),
      })),
      'id',
    );
    const words = (g: number) => {
      const group = plan.groups[g] as (typeof plan.groups)[number];
      return groupWords(group, names.colleges.get(group.collegeId) ?? '', names.programs.get(group.programId) ?? { code: '', name: '' });
    };
    const history = planHistory(plan, applicationIds, world.applicants.map((applicant) => applicant.id), words, world.committee);
    await insertJsonRows(db, abiturientHistory, history);
    const sessionIds = await insertJsonRows(
      db,
      entranceTestSessions,
      plan.sessions.map((session) => ({ ...session, seasonId: mainId })),
      'id',
    );
    await insertJsonRows(
      db,
      entranceTestAssignments,
      plan.assignments.map(({ session, application, ...assignment }) => ({
        ...assignment,
        sessionId: idOf(sessionIds, session, 'a test sitting'),
        applicationId: idOf(applicationIds, application, 'an application'),
      })),
    );

    log.info(
      {
        seasons: seasons.length,
        mainSeason: plan.main.year,
        groups: groupIds.length,
        applications: applicationIds.length,
        applicants: new Set(plan.applications.map((application) => application.applicant)).size,
        history: history.length,
        sessions: sessionIds.length,
        assignments: plan.assignments.length,
        results: plan.assignments.filter((assignment) => assignment.attended !== null).length,
        problems: countFindings(plan, world.applicants, now),
        ms: Math.round(performance.now() - started),
      },
      'demo seed: admission',
    );
  },
};
