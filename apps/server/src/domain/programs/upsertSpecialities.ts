import { sql } from 'drizzle-orm';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/open.js';
import { specialities } from '../../db/schema/index.js';
import { SPECIALITY_CATALOGUE } from './specialityCatalogue.js';

/**
 * Writes the speciality catalogue at every start: new codes are added and the names, industries
 * and qualifications of known ones follow the catalogue (rows already equal are not rewritten).
 * Codes no longer listed stay, since programmes and vacancies may still point at them.
 */
export async function upsertSpecialities(db: Db): Promise<void> {
  for (const slice of chunks(SPECIALITY_CATALOGUE)) {
    await db
      .insert(specialities)
      .values(slice.map(({ code, name, industry, level, qualification }) => ({ code, name, industry, level, qualification })))
      .onConflictDoUpdate({
        target: specialities.code,
        set: { name: sql`excluded.name`, industry: sql`excluded.industry`, level: sql`excluded.level`, qualification: sql`excluded.qualification` },
        // Unchanged rows are left alone: rewriting them would leave a dead row each at every start.
        setWhere: sql`(${specialities.name}, ${specialities.industry}, ${specialities.level}, ${specialities.qualification}) is distinct from (excluded.name, excluded.industry, excluded.level, excluded.qualification)`,
      });
  }
}
