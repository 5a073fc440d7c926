import type { findApplicants } from '@abitura/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord } from '../../db/folding.js';
import { abiturientApplications, abiturients } from '../../db/schema/index.js';
import { FULLNAME_KEYS, nameRelevance, nameSearchCondition } from '../contingent/applicantFilter.js';
import { fullName, selectListRows } from '../contingent/applicantRows.js';
import { queryKind } from '../contingent/searchApplicants.js';
import { LIVE_STATES_SQL } from './groups.js';
import { foundSeason } from './seasons.js';

/** Most applicants one lookup returns. */
const MAX_HITS = 20;

/**
 * Applicants a statement may be filed for: by the words of the name (best matches first), phone
 * or SNILS digits (the contact text the quick lookup reads), or an e-mail, and the birth date
 * when given; each with how many live applications it has in the season.
 */
export const findApplicantsHandler: Handler<typeof findApplicants> = async ({ season_id, search, birth_date }, ctx) => {
  await foundSeason(ctx.db, season_id);
  const found = queryKind(search);
  if (found === null) return [];
  const condition: SQL | undefined =
    found.kind === 'name' ? nameSearchCondition(search) : containsWord(abiturients.contactText, found.kind === 'number' ? found.digits : found.email);
  const first = found.kind === 'name' ? [sql`${nameRelevance(search)} desc`] : [];
  const rows = await selectListRows(ctx.db)
    .where(and(condition, birth_date === undefined ? undefined : eq(abiturients.birthDate, birth_date)))
    .orderBy(...first, ...FULLNAME_KEYS, abiturients.id)
    .limit(MAX_HITS);
  if (rows.length === 0) return [];
  const counts = await ctx.db
    .select({ id: abiturientApplications.abiturientId, n: sql<number>`count(*)::int` })
    .from(abiturientApplications)
    .where(and(eq(abiturientApplications.seasonId, season_id), inArray(abiturientApplications.abiturientId, rows.map(({ row }) => row.id)), sql`${abiturientApplications.state} in (${LIVE_STATES_SQL})`))
    .groupBy(abiturientApplications.abiturientId);
  const live = new Map(counts.map((count) => [count.id, Number(count.n)]));
  return rows.map(({ row, schoolName }) => ({
    id: row.id,
    fullname: fullName(row),
    birth_date: row.birthDate,
    id_number: row.idNumber,
    phones: row.phones,
    school: schoolName,
    applications: live.get(row.id) ?? 0,
  }));
};
