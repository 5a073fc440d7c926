import type { listSpecialities } from '@abitura/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, folded, searchWords } from '../../db/folding.js';
import { educationPrograms, specialities } from '../../db/schema/index.js';
import { specialityColumns, specialityStats } from './specialityStats.js';
import { countRows } from '../../db/paging.js';

type ListParams = z.output<(typeof listSpecialities)['params']>;

const offeredCondition = (offered: boolean): SQL => {
  const taught = sql`exists (select 1 from ${educationPrograms} where ${educationPrograms.specialityCode} = ${specialities.code})`;
  return offered ? taught : sql`not ${taught}`;
};

/** One page of specialities with how many programmes, colleges and budget places each has. */
export const listSpecialitiesHandler: Handler<typeof listSpecialities> = async (params, ctx) => {
  const where = and(
    ...searchWords(params.search).map((word) => containsWord(specialities.searchText, word)),
    params.industry === undefined ? undefined : eq(specialities.industry, params.industry),
    params.level === undefined ? undefined : eq(specialities.level, params.level),
    params.offered === undefined ? undefined : offeredCondition(params.offered),
  );
  const total = await countRows(ctx.db, specialities, where);
  const offset = (params.page - 1) * params.pageSize;
  if (offset >= total) return { items: [], total, page: params.page, pageSize: params.pageSize };

  const stats = specialityStats(ctx.db);
  const programs = sql<number>`coalesce(${stats.programs}, 0)`;
  const colleges = sql<number>`coalesce(${stats.colleges}, 0)`;
  const budgetPlaces = sql<number>`coalesce(${stats.budgetPlaces}, 0)`;
  const sortKeys = {
    code: sql`${specialities.code}`,
    name: folded(specialities.name),
    industry: sql`${specialities.industry}`,
    programs,
    colleges,
    budget_places: budgetPlaces,
  } satisfies Record<ListParams['sort'], SQL>;
  const key = sortKeys[params.sort];
  const order = params.direction === 'desc' ? [sql`${key} desc`, desc(specialities.code)] : [sql`${key} asc`, asc(specialities.code)];
  const rows = await ctx.db
    .select({ ...specialityColumns, programs, colleges, budget_places: budgetPlaces })
    .from(specialities)
    .leftJoin(stats, eq(stats.code, specialities.code))
    .where(where)
    .orderBy(...order)
    .limit(params.pageSize)
    .offset(offset);
  return { items: rows.map((row) => ({ ...row, programs: Number(row.programs), colleges: Number(row.colleges), budget_places: Number(row.budget_places) })), total, page: params.page, pageSize: params.pageSize };
};
