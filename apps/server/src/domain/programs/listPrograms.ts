import type { listPrograms } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { educationPrograms, organizations, specialities } from '../../db/schema/index.js';
import { programConditions, programOrder } from './programListQuery.js';
import { programColumns, toProgramFields } from './programRows.js';
import { countRows, readPage } from '../../db/paging.js';

/** One page of programmes with their college and speciality; only the page's rows leave the database. */
export const listProgramsHandler: Handler<typeof listPrograms> = async (params, ctx) => {
  const where = programConditions(ctx.db, params);
  const total = await countRows(ctx.db, educationPrograms, where);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    ctx.db
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
      .limit(limit)
      .offset(offset),
  );
  const items = rows.map(({ organization, speciality, ...program }) => ({ ...toProgramFields(program), organization, speciality }));
  return { items, total, page: params.page, pageSize: params.pageSize };
};
