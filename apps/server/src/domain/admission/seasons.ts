import type { listSeasons, saveSeason } from '@abitura/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications, admissionSeasons, competitiveGroups } from '../../db/schema/index.js';

type Season = typeof admissionSeasons.$inferSelect;
type SeasonItem = Awaited<ReturnType<Handler<typeof listSeasons>>>[number];

export const SEASON_NOT_FOUND = 'Приёмная кампания не найдена: выберите сезон из списка заново.';

/**
 * The season's counts as subqueries; every column is qualified with its table, or "id" inside the
 * subquery would be the inner table's own.
 */
const seasonColumns = {
  season: admissionSeasons,
  groupCount: sql<number>`(select count(*)::int from ${competitiveGroups} where ${competitiveGroups.seasonId} = "admission_seasons"."id")`,
  applicationCount: sql<number>`(select count(*)::int from ${abiturientApplications} where ${abiturientApplications.seasonId} = "admission_seasons"."id")`,
};

/** The season's year and calendar as the wire names them (also what its audit entries hold). */
function calendarOf(season: Season) {
  return {
    year: season.year,
    filing_starts: season.filingStarts,
    filing_ends: season.filingEnds,
    tests_start: season.testsStart,
    tests_end: season.testsEnd,
    lists_date: season.listsDate,
    enrolment_date: season.enrolmentDate,
  };
}

function toSeasonItem({ season, groupCount, applicationCount }: { season: Season; groupCount: number; applicationCount: number }): SeasonItem {
  return {
    id: season.id,
    ...calendarOf(season),
    groupCount: Number(groupCount),
    applicationCount: Number(applicationCount),
    updated_at: season.updatedAt.toISOString(),
  };
}

/** A season's row, or NOT_FOUND with the sentence; `lock` holds it to the end of the write. */
export async function foundSeason(db: Db, id: number, { lock = false } = {}): Promise<Season> {
  const query = db.select().from(admissionSeasons).where(eq(admissionSeasons.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('NOT_FOUND', SEASON_NOT_FOUND);
  return row as Season;
}

async function seasonItem(db: Db, id: number): Promise<SeasonItem> {
  const [row] = await db.select(seasonColumns).from(admissionSeasons).where(eq(admissionSeasons.id, id));
  if (!row) return fail('NOT_FOUND', SEASON_NOT_FOUND);
  return toSeasonItem(row);
}

/** Every season, newest first, with its calendar and counts. */
export const listSeasonsHandler: Handler<typeof listSeasons> = async (_params, ctx) => {
  const rows = await ctx.db.select(seasonColumns).from(admissionSeasons).orderBy(desc(admissionSeasons.year));
  return rows.map(toSeasonItem);
};

const yearTaken = (year: number) => `Приёмная кампания ${year} года уже есть: откройте её и измените календарь, второй сезон того же года не создаётся.`;

/** Creates a season (no id) or changes one's calendar and year; one season per year. */
export const saveSeasonHandler: Handler<typeof saveSeason> = async (params, ctx) => {
  const values = {
    year: params.year,
    filingStarts: params.filing_starts,
    filingEnds: params.filing_ends,
    testsStart: params.tests_start,
    testsEnd: params.tests_end,
    listsDate: params.lists_date,
    enrolmentDate: params.enrolment_date,
  };
  const [sameYear] = await ctx.db.select({ id: admissionSeasons.id }).from(admissionSeasons).where(eq(admissionSeasons.year, params.year)).limit(1);
  if (sameYear && sameYear.id !== params.id) fail('CONFLICT', yearTaken(params.year), [{ path: 'year', message: yearTaken(params.year) }]);
  let id: number;
  let before: Season | null = null;
  if (params.id === undefined) {
    const [row] = await ctx.db.insert(admissionSeasons).values({ ...values, createdAt: ctx.now, updatedAt: ctx.now }).returning({ id: admissionSeasons.id });
    id = (row as { id: number }).id;
  } else {
    before = await foundSeason(ctx.db, params.id, { lock: true });
    await ctx.db.update(admissionSeasons).set({ ...values, updatedAt: ctx.now }).where(eq(admissionSeasons.id, params.id));
    id = params.id;
  }
  const saved = await seasonItem(ctx.db, id);
  const after = await foundSeason(ctx.db, id);
  await ctx.audit({ action: 'Admission/SaveSeason', entity: 'admissionSeason', entityId: id, before: before === null ? null : calendarOf(before), after: calendarOf(after) });
  return saved;
};
