import type { listPrograms } from '@abitura/sdk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Handler } from '../../actions/registry.js';
import { educationPrograms, organizations, specialities } from '../../db/schema/index.js';
import { programConditions, programOrder } from './programListQuery.js';
import { programColumns, toProgramFields } from './programRows.js';

/** One page of programmes with their college and speciality; only the page's rows leave the database. */
export const listProgramsHandler: Handler<typeof listPrograms> = async (params, ctx) => {
  const where = programConditions(ctx.db, params);
  const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(educationPrograms).where(where);
  const total = Number(counted?.n ?? 0);
  const offset = (params.page - 1) * params.pageSize;
  const rows =
    offset >= total
      ? []
      : await ctx.db
          .select({
            ...programColumns,
            organization: { id: organizations.id, name: organizations.name, short_name: organizations.shortName },
            speciality: { code: specialities.code, name: specialities.name, industry: specialities.industry },
          })
          .from(educationPrograms)
          .innerJoin(organizations, eq(organizations.id, educationPrograms.organizationId))
          .innerJoin(specialities, eq(specialities.code, educationPrograms.specialityCode))
          .where(where)
          .orderBy(...programOrder(params))
          .limit(params.pageSize)
          .offset(offset);
  const items = rows.map(({ organization, speciality, ...program }) => ({ ...toProgramFields(program), organization, speciality }));
  return { items, total, page: params.page, pageSize: params.pageSize };
};
