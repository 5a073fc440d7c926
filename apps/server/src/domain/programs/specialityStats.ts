import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { educationPrograms, specialities } from '../../db/schema/index.js';

/**
 * Per speciality, how many programmes teach it, at how many colleges, with how many budget
 * places: one grouped pass over the programmes, joined to the specialities of the page.
 */
export function specialityStats(db: Db) {
  return db
    .select({
      code: sql<string>`${educationPrograms.specialityCode}`.as('stats_code'),
      programs: sql<number>`count(*)::int`.as('stats_programs'),
      colleges: sql<number>`count(distinct ${educationPrograms.organizationId})::int`.as('stats_colleges'),
      budgetPlaces: sql<number>`coalesce(sum(${educationPrograms.budgetPlaces}), 0)::int`.as('stats_budget_places'),
    })
    .from(educationPrograms)
    .groupBy(educationPrograms.specialityCode)
    .as('stats');
}

/** The speciality columns of a list row, named as the wire names them. */
export const specialityColumns = {
  code: specialities.code,
  name: specialities.name,
  industry: specialities.industry,
  level: specialities.level,
  qualification: specialities.qualification,
};
