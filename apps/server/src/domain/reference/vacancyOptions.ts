import { MAX_VACANCIES, type referenceVacancy, type Vacancy } from '@abitura/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { organizations, organizationVacancies, specialities } from '../../db/schema/index.js';

/** Vacancies with their speciality and college named, by college name then speciality code. */
export async function readVacancies(db: Db, filter: { organization?: number | undefined; spec?: string | undefined }, limit = MAX_VACANCIES): Promise<Vacancy[]> {
  const rows = await db
    .select({
      id: organizationVacancies.id,
      specCode: specialities.code,
      specName: specialities.name,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationShortName: organizations.shortName,
      baseGrade: organizationVacancies.baseGrade,
      studyForm: organizationVacancies.studyForm,
      budgetPlaces: organizationVacancies.budgetPlaces,
      paidPlaces: organizationVacancies.paidPlaces,
      updatedAt: organizationVacancies.updatedAt,
    })
    .from(organizationVacancies)
    .innerJoin(specialities, eq(specialities.code, organizationVacancies.specialityCode))
    .innerJoin(organizations, eq(organizations.id, organizationVacancies.organizationId))
    .where(
      and(
        filter.organization === undefined ? undefined : eq(organizationVacancies.organizationId, filter.organization),
        filter.spec === undefined ? undefined : eq(organizationVacancies.specialityCode, filter.spec),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id), asc(specialities.code), asc(organizationVacancies.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    spec: { code: row.specCode, name: row.specName },
    organization: { id: row.organizationId, name: row.organizationName, short_name: row.organizationShortName },
    base_grade: row.baseGrade,
    study_form: row.studyForm,
    budget_places: row.budgetPlaces,
    paid_places: row.paidPlaces,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export const referenceVacancyHandler: Handler<typeof referenceVacancy> = ({ search }, ctx) => readVacancies(ctx.db, search);
