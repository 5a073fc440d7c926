import type { applicantApplications, exportApplications, getApplication, listApplications } from '@abitura/contracts';
import { moscowDay, dayLabel } from '@abitura/contracts/moscowTime';
import { asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { countRows, readPage } from '../../db/paging.js';
import { abiturientApplications, abiturients, admissionSeasons, educationPrograms, organizations } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { applicationConditions, applicationOrder, sortJoin, type ApplicationFilter, type ApplicationSort } from './applicationFilter.js';
import { readApplicationItem, readApplicationItems, selectApplicationRows, toApplicationItem } from './applicationRows.js';
import { LIVE_STATES_SQL } from './groups.js';

export const APPLICATION_NOT_FOUND = 'Заявление не найдено: возможно, его удалили. Обновите реестр заявлений.';

/**
 * The ids of one page of the register: filtered over the applications alone, joined only to
 * what the sort reads, then read whole by the shared row reader.
 */
async function pageIds(db: Db, where: SQL | undefined, sort: ApplicationSort, direction: 'asc' | 'desc', limit: number, offset: number): Promise<number[]> {
  let query = db.select({ id: abiturientApplications.id }).from(abiturientApplications).$dynamic();
  const join = sortJoin(sort);
  if (join === 'applicant') query = query.innerJoin(abiturients, eq(abiturients.id, abiturientApplications.abiturientId));
  if (join === 'college') query = query.innerJoin(organizations, eq(organizations.id, abiturientApplications.collegeId));
  if (join === 'program') query = query.leftJoin(educationPrograms, eq(educationPrograms.id, abiturientApplications.programId));
  const rows = await query
    .where(where)
    .orderBy(...applicationOrder(sort, direction))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

function filterOf<P extends ApplicationFilter>(params: P): ApplicationFilter {
  const { season_id, search, college_id, group_id, funding, states, filing_method, consent, original_documents, competition_status, test, test_type } = params;
  return Object.fromEntries(
    Object.entries({ season_id, search, college_id, group_id, funding, states, filing_method, consent, original_documents, competition_status, test, test_type }).filter(([, value]) => value !== undefined && value !== ''),
  ) as ApplicationFilter;
}

/** One page of a season's applications. */
export const listApplicationsHandler: Handler<typeof listApplications> = async (params, ctx) => {
  const where = applicationConditions(filterOf(params));
  const total = await countRows(ctx.db, abiturientApplications, where);
  const ids = await readPage(total, params.page, params.pageSize, (limit, offset) => pageIds(ctx.db, where, params.sort, params.direction, limit, offset));
  return { items: await readApplicationItems(ctx.db, ids), total, page: params.page, pageSize: params.pageSize };
};

/** The filtered register in chunks: `after` rows already read, `next` where the next chunk starts. */
export const exportApplicationsHandler: Handler<typeof exportApplications> = async (params, ctx) => {
  const where = applicationConditions(filterOf(params));
  const total = await countRows(ctx.db, abiturientApplications, where);
  const ids = params.after >= total ? [] : await pageIds(ctx.db, where, params.sort, params.direction, params.limit, params.after);
  const items = await readApplicationItems(ctx.db, ids);
  const read = params.after + items.length;
  return { items, total, next: items.length > 0 && read < total ? read : null };
};

export const getApplicationHandler: Handler<typeof getApplication> = async ({ id }, ctx) => {
  const item = await readApplicationItem(ctx.db, id);
  if (item === undefined) return fail('NOT_FOUND', APPLICATION_NOT_FOUND);
  return item;
};

/**
 * The season an applicant's card shows by default: the newest whose filing has started
 * (Moscow's today), else the nearest one still to come; null when there is none.
 */
export async function currentSeasonId(db: Db, now: Date): Promise<number | null> {
  const today = dayLabel(moscowDay(now.getTime()));
  const [started] = await db.select({ id: admissionSeasons.id }).from(admissionSeasons).where(lte(admissionSeasons.filingStarts, today)).orderBy(desc(admissionSeasons.filingStarts), desc(admissionSeasons.year)).limit(1);
  if (started) return started.id;
  const [coming] = await db.select({ id: admissionSeasons.id }).from(admissionSeasons).where(gt(admissionSeasons.filingStarts, today)).orderBy(asc(admissionSeasons.filingStarts)).limit(1);
  return coming?.id ?? null;
}

/** An applicant's applications of a season: live ones first by priority, then the others. */
export const applicantApplicationsHandler: Handler<typeof applicantApplications> = async ({ applicant_id, season_id }, ctx) => {
  await foundApplicant(ctx.db, applicant_id);
  const seasonId = season_id ?? (await currentSeasonId(ctx.db, ctx.now));
  if (seasonId === null) return { season_id: null, items: [] };
  const rows = await selectApplicationRows(ctx.db)
    .where(sql`${abiturientApplications.abiturientId} = ${applicant_id} and ${abiturientApplications.seasonId} = ${seasonId}`)
    .orderBy(sql`(${abiturientApplications.state} in (${LIVE_STATES_SQL})) desc`, asc(abiturientApplications.priority), asc(abiturientApplications.id));
  return { season_id: seasonId, items: rows.map(toApplicationItem) };
};
