import type { getSpeciality } from '@abitura/contracts';
import { asc, eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { folded } from '../../db/folding.js';
import { educationPrograms, organizations, specialities } from '../../db/schema/index.js';
import { programColumns, toProgramFields } from './programRows.js';
import { specialityColumns } from './specialityStats.js';

type OfferedBy = Awaited<ReturnType<Handler<typeof getSpeciality>>>['offered_by'][number];

/** A speciality with the colleges that teach it, by name, each with its programmes of it. */
export const getSpecialityHandler: Handler<typeof getSpeciality> = async ({ code }, ctx) => {
  const [speciality] = await ctx.db.select(specialityColumns).from(specialities).where(eq(specialities.code, code));
  if (!speciality) return fail('NOT_FOUND', `Специальности с кодом ${code} нет в справочнике: проверьте код или выберите специальность из списка.`);
  const rows = await ctx.db
    .select({ ...programColumns, college: { id: organizations.id, name: organizations.name, short_name: organizations.shortName, okrug: organizations.okrug } })
    .from(educationPrograms)
    .innerJoin(organizations, eq(organizations.id, educationPrograms.organizationId))
    .where(eq(educationPrograms.specialityCode, code))
    .orderBy(asc(folded(organizations.name)), asc(organizations.id), asc(educationPrograms.code));

  const colleges = new Map<number, OfferedBy>();
  let budgetPlaces = 0;
  for (const { college, ...program } of rows) {
    let entry = colleges.get(college.id);
    if (!entry) colleges.set(college.id, (entry = { ...college, programs: [] }));
    entry.programs.push(toProgramFields(program));
    budgetPlaces += program.budget_places;
  }
  return { ...speciality, programs: rows.length, colleges: colleges.size, budget_places: budgetPlaces, offered_by: [...colleges.values()] };
};
