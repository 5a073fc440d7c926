/**
 * Demo step: the contingent — APPLICANTS_PER_SIZE applicants a size unit with their timelines
 * (telling how they filed in the main admission season, whose applications the admission step
 * writes), guarantee letters, history, and the colleges' career events with registrations.
 * It reads the schools, colleges and programmes the registry step wrote and the staff of the
 * staff step, plans everything (events and applicants from their own forks of the step's
 * generator), then writes in batches of INSERT_CHUNK_ROWS rows.
 */
import type { Industry } from '@abitura/contracts/vocabulary';
import { and, asc, eq } from 'drizzle-orm';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/open.js';
import {
  abiturientHistory,
  abiturientInteractions,
  abiturients,
  careerEvents,
  educationPrograms,
  eventRegistrations,
  guaranteeLetters,
  organizationBuildings,
  organizations,
  specialities,
} from '../../db/schema/index.js';
import { columnsOf } from '../../domain/contingent/applicantRows.js';
import type { DemoState, DemoStep } from '../demoStep.js';
import { mainSeasonYear, seasonCalendar } from '../admission/seasonCalendar.js';
import { admissionYear } from '../registry/registryStep.js';
import { planCareerEvents, type EventCollege } from './careerEvents.js';
import { insertJsonRows } from './jsonInsert.js';
import type { ApplicantEvent, ApplicantProgram, ContingentStaff } from './contingentWorld.js';
import { APPLICANTS_PER_SIZE, planApplicants } from './planApplicants.js';
import type { ApplicantSchool } from './people.js';

/** Who adds applicants, who curates them, who records interactions: the demo roles allowed to. */
const CREATOR_ROLES = new Set(['Куратор', 'Приёмная комиссия']);
const CURATOR_ROLES = new Set(['Куратор', 'Сопровождающий']);
const WORKER_ROLES = new Set(['Куратор', 'Сопровождающий', 'Оператор колл-центра', 'Приёмная комиссия']);

export function contingentStaff(state: DemoState): ContingentStaff {
  const active = state.users.filter((user) => user.status === 'active');
  const of = (roles: ReadonlySet<string>) => active.filter((user) => roles.has(user.role)).map((user) => ({ id: user.id, fullName: user.fullName }));
  return { creators: of(CREATOR_ROLES), curators: of(CURATOR_ROLES), workers: of(WORKER_ROLES) };
}

/** The registry as the planners need it: operating schools and colleges, buildings, programmes. */
async function readRegistry(db: Db): Promise<{ schools: ApplicantSchool[]; colleges: EventCollege[]; programs: ApplicantProgram[] }> {
  const schools = await db
    .select({ id: organizations.id, okrug: organizations.okrug, district: organizations.district })
    .from(organizations)
    .where(and(eq(organizations.type, 'school'), eq(organizations.status, true)))
    .orderBy(asc(organizations.id));
  const collegeRows = await db
    .select({ id: organizations.id, name: organizations.name, shortName: organizations.shortName })
    .from(organizations)
    .where(and(eq(organizations.type, 'college'), eq(organizations.status, true)))
    .orderBy(asc(organizations.id));
  const buildings = await db
    .select({ organizationId: organizationBuildings.organizationId, address: organizationBuildings.address })
    .from(organizationBuildings)
    .innerJoin(organizations, eq(organizations.id, organizationBuildings.organizationId))
    .where(and(eq(organizations.type, 'college'), eq(organizationBuildings.isDeleted, false)))
    .orderBy(asc(organizationBuildings.id));
  const addresses = new Map<number, string[]>();
  for (const building of buildings) addresses.set(building.organizationId, [...(addresses.get(building.organizationId) ?? []), building.address]);
  const colleges = collegeRows.map((row) => ({ id: row.id, name: row.shortName ?? row.name, addresses: addresses.get(row.id) ?? [] }));
  const operating = new Set(colleges.map((college) => college.id));
  const programs = (
    await db
      .select({
        id: educationPrograms.id,
        collegeId: educationPrograms.organizationId,
        name: educationPrograms.name,
        specialityCode: educationPrograms.specialityCode,
        industry: specialities.industry,
        baseGrade: educationPrograms.baseGrade,
        studyForm: educationPrograms.studyForm,
      })
      .from(educationPrograms)
      .innerJoin(specialities, eq(specialities.code, educationPrograms.specialityCode))
      .orderBy(asc(educationPrograms.id))
  )
    .filter((row) => operating.has(row.collegeId))
    .map(({ studyForm, industry, ...row }) => ({ ...row, industry: industry as Industry, fullTime: studyForm === 'Очная' }));
  return { schools, colleges, programs };
}

export const contingentStep: DemoStep = {
  name: 'contingent',
  async run({ db, random, size, state, log }) {
    const started = performance.now();
    const now = Date.now();
    const { schools, colleges, programs } = await readRegistry(db);

    const eventPlans = planCareerEvents(random.fork('events'), colleges, size, now);
    const events: ApplicantEvent[] = [];
    for (const slice of chunks(eventPlans)) {
      const ids = await db.insert(careerEvents).values(slice.map((plan) => plan.row)).returning({ id: careerEvents.id });
      // RETURNING lists a multi-row VALUES insert's rows in their order.
      slice.forEach((plan, i) => {
        const id = ids[i]?.id;
        if (id === undefined) throw new Error('demo seed: a career event was not written');
        events.push({ id, kind: plan.kind, startsAt: plan.row.startsAt, status: plan.row.status, capacity: plan.row.capacity ?? null, organizationId: plan.row.organizationId ?? null });
      });
    }

    const plans = planApplicants(
      random.fork('applicants'),
      { schools, colleges, programs, events, staff: contingentStaff(state), now, year: admissionYear(now), season: seasonCalendar(mainSeasonYear(now)) },
      APPLICANTS_PER_SIZE * size,
    );
    const ids = await insertJsonRows(
      db,
      abiturients,
      plans.map((plan) => ({
        ...(columnsOf(plan.data, plan.consentRecordedBy) as typeof abiturients.$inferInsert),
        processingStatus: plan.processingStatus,
        surveyAnswers: plan.surveyAnswers,
        surveyAt: plan.surveyAt,
        lastInteractionAt: plan.lastInteractionAt,
        createdAt: plan.createdAt,
        updatedAt: plan.updatedAt,
      })),
      'id',
    );
    if (ids.length !== plans.length) throw new Error('demo seed: not every applicant was written');
    const each = <T>(pick: (plan: (typeof plans)[number]) => readonly T[]) => plans.flatMap((plan, i) => pick(plan).map((row) => ({ ...row, abiturientId: ids[i] as number })));

    const interactions = each((plan) => plan.interactions);
    await insertJsonRows(db, abiturientInteractions, interactions.map((row) => ({ ...row, createdAt: row.occurredAt })));
    const history = each((plan) => plan.history);
    await insertJsonRows(db, abiturientHistory, history);
    // The applications need the season's groups: the admission step writes them from the timelines.
    const letters = each((plan) => plan.letters);
    await insertJsonRows(db, guaranteeLetters, letters);
    const registrations = each((plan) => plan.registrations);
    await insertJsonRows(db, eventRegistrations, registrations);

    log.info(
      {
        applicants: plans.length,
        interactions: interactions.length,
        history: history.length,
        filed: plans.filter((plan) => plan.filing).length,
        letters: letters.length,
        events: events.length,
        registrations: registrations.length,
        ms: Math.round(performance.now() - started),
      },
      'demo seed: contingent',
    );
  },
};
