import type { profnavigationApplicants, profnavigationSummary } from '@abitura/contracts';
import { INDUSTRIES, INTENTS } from '@abitura/contracts/vocabulary';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { readPage } from '../../db/paging.js';
import { rowsOf } from '../../db/rows.js';
import { abiturientInteractions, abiturients, educationPrograms, specialities } from '../../db/schema/index.js';
import { applicantOrder, filterOf, textArray } from './applicantFilter.js';
import { countApplicantMatches } from './applicantMatches.js';
import { selectListRows, toListItem } from './applicantRows.js';

type Item = z.input<typeof profnavigationApplicants.result>['items'][number];

/** The interaction type a career-guidance recommendation is recorded as. */
export const RECOMMENDATION_TYPE = 'profRecommendation';

/** How many applicants hold each value of a text-array column (one pass, unnested). */
async function countsOf(db: Db, column: 'industries' | 'intents', intent: string | undefined): Promise<Map<string, number>> {
  const narrowed = intent === undefined ? sql`` : sql` where ${abiturients.intents} @> ${textArray([intent])}`;
  const rows = rowsOf<{ value: string; n: number }>(
    await db.execute(sql`select value, count(*)::int as n from ${abiturients}, unnest(${sql.identifier(column)}) as value${narrowed} group by value`),
  );
  return new Map(rows.map((row) => [row.value, Number(row.n)]));
}

/** Per industry, the programmes teaching one of its specialities and the colleges running them. */
async function programsByIndustry(db: Db): Promise<Map<string, { programs: number; colleges: number }>> {
  const rows = await db
    .select({ industry: specialities.industry, programs: count(educationPrograms.id), colleges: countDistinct(educationPrograms.organizationId) })
    .from(educationPrograms)
    .innerJoin(specialities, eq(specialities.code, educationPrograms.specialityCode))
    .groupBy(specialities.industry);
  return new Map(rows.map((row) => [row.industry, { programs: Number(row.programs), colleges: Number(row.colleges) }]));
}

/**
 * Career-guidance navigation: every industry (zeros included, in the vocabulary's order) with the
 * applicants interested in it (only those holding `intent`, when given) and the programmes and
 * colleges it leads to; every intent with the applicants holding it.
 */
export const profnavigationSummaryHandler: Handler<typeof profnavigationSummary> = async ({ intent }, ctx) => {
  const byIndustry = await countsOf(ctx.db, 'industries', intent);
  const byIntent = await countsOf(ctx.db, 'intents', undefined);
  const programs = await programsByIndustry(ctx.db);
  return {
    industries: INDUSTRIES.map(({ value }) => ({ industry: value, applicants: byIndustry.get(value) ?? 0, programs: programs.get(value)?.programs ?? 0, colleges: programs.get(value)?.colleges ?? 0 })),
    intents: INTENTS.map(({ value }) => ({ intent: value, applicants: byIntent.get(value) ?? 0 })),
  };
};

/** How many recommendations each of the applicants has had. */
async function recommendationCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: abiturientInteractions.abiturientId, n: count() })
    .from(abiturientInteractions)
    .where(and(eq(abiturientInteractions.type, RECOMMENDATION_TYPE), inArray(abiturientInteractions.abiturientId, ids)))
    .groupBy(abiturientInteractions.abiturientId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** Applicants by industry and intent of interest, by name, a page at a time, with their recommendation counts. */
export const profnavigationApplicantsHandler: Handler<typeof profnavigationApplicants> = async (params, ctx) => {
  const filter = filterOf({ search: params.search, intent: params.intent, industry: params.industry });
  const { where, total, names, corrected } = await countApplicantMatches(ctx.db, filter, null);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    selectListRows(ctx.db)
      .where(where)
      .orderBy(...applicantOrder({ sort: 'fullname', direction: 'asc', search: params.search }, names))
      .limit(limit)
      .offset(offset),
  );
  const recommendations = await recommendationCounts(
    ctx.db,
    rows.map(({ row }) => row.id),
  );
  const items = rows.map(
    (listRow): Item => ({
      ...toListItem(listRow),
      intents: listRow.row.intents as Item['intents'],
      industries: listRow.row.industries as Item['industries'],
      recommendations: recommendations.get(listRow.row.id) ?? 0,
    }),
  );
  return { items, total, page: params.page, pageSize: params.pageSize, similarNames: corrected };
};
