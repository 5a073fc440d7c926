/**
 * Demo step: the registry — schools, colleges, departments and universities with their buildings,
 * responsible contacts, interactions, and the colleges' programmes and vacancies (the schools'
 * pupils are the contingent step's applicants). Everything is planned first (each part from its own fork of the step's generator, so
 * adding to one part never changes another), then written in batches of INSERT_CHUNK_ROWS rows.
 */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/open.js';
import { educationPrograms, organizationBuildings, organizationInteractions, organizationResponsibles, organizations, organizationVacancies } from '../../db/schema/index.js';
import { upsertSpecialities } from '../../domain/programs/upsertSpecialities.js';
import type { DemoStep } from '../demoStep.js';
import { planInteractions } from './planInteractions.js';
import { planOrganizations } from './planOrganizations.js';
import { planPrograms } from './planPrograms.js';

/** Roles whose people meet organizations and enter their contacts. */
const FIELD_ROLES = new Set(['Куратор', 'Сопровождающий']);
const CONTACT_ROLES = new Set(['Куратор', 'Сопровождающий', 'Приёмная комиссия']);

/**
 * The calendar year the current school year ends in, which is also the year colleges recruit for:
 * from September on, that is next year.
 */
export function admissionYear(now: number): number {
  const date = new Date(now);
  return date.getUTCMonth() >= 8 ? date.getUTCFullYear() + 1 : date.getUTCFullYear();
}

async function insertAll<T extends PgTable>(db: Db, table: T, rows: ReadonlyArray<PgInsertValue<T>>): Promise<void> {
  for (const slice of chunks(rows)) await db.insert(table).values(slice);
}

/** The database id of each registry code, or a clear failure for a code the plan never inserted. */
function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`demo seed: no organization with the registry code ${code}`);
  return id;
}

export const registryStep: DemoStep = {
  name: 'registry',
  async run({ db, random, size, state, log }) {
    // The catalogue is written at every start; a seed run on its own (tests) writes it too.
    await upsertSpecialities(db);
    const now = Date.now();
    const year = admissionYear(now);
    const active = state.users.filter((user) => user.status === 'active');
    const contactStaff = active.filter((user) => CONTACT_ROLES.has(user.role)).map((user) => ({ id: user.id, fullName: user.fullName }));
    const authors = active.filter((user) => FIELD_ROLES.has(user.role)).map((user) => user.id);

    const plans = planOrganizations(random.fork('organizations'), size, contactStaff);
    const ids = new Map<string, number>();
    for (const slice of chunks(plans.map((plan) => plan.row))) {
      const rows = await db.insert(organizations).values(slice).returning({ id: organizations.id, organizationId: organizations.organizationId });
      for (const row of rows) if (row.organizationId) ids.set(row.organizationId, row.id);
    }
    const of = (code: string) => idOf(ids, code);
    await insertAll(
      db,
      organizationBuildings,
      plans.flatMap((plan) => plan.buildings.map((building) => ({ ...building, organizationId: of(plan.row.organizationId) }))),
    );
    await insertAll(
      db,
      organizationResponsibles,
      plans.flatMap((plan) => plan.responsibles.map((responsible) => ({ ...responsible, orgId: of(plan.row.organizationId) }))),
    );

    const colleges = plans.filter((plan) => plan.row.type === 'college');
    const schools = plans.filter((plan) => plan.row.type === 'school');
    const { programs, vacancies } = planPrograms(
      random.fork('programmes'),
      colleges.map((plan) => ({ organizationId: plan.row.organizationId, industries: plan.industries })),
      size,
      year,
    );
    await insertAll(
      db,
      educationPrograms,
      programs.map(({ collegeCode, ...program }) => ({ ...program, organizationId: of(collegeCode) })),
    );
    await insertAll(
      db,
      organizationVacancies,
      vacancies.map(({ collegeCode, ...vacancy }) => ({ ...vacancy, organizationId: of(collegeCode) })),
    );

    const interactions = planInteractions(
      random.fork('interactions'),
      colleges.map((plan) => plan.row.organizationId),
      schools.map((plan) => plan.row.organizationId),
      authors,
      now,
    );
    await insertAll(
      db,
      organizationInteractions,
      interactions.map(({ organizationCode, ...interaction }) => ({ ...interaction, organizationId: of(organizationCode) })),
    );

    log.info(
      { organizations: plans.length, colleges: colleges.length, schools: schools.length, programs: programs.length, vacancies: vacancies.length, interactions: interactions.length },
      'demo seed: registry',
    );
  },
};
