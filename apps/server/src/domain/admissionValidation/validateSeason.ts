import type { validateSeason } from '@abitura/contracts';
import { ADMISSION_CHECK_CODES } from '@abitura/contracts/vocabulary';
import { eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { rowsOf } from '../../db/rows.js';
import { abiturients, admissionSeasons, organizations } from '../../db/schema/index.js';
import { findingOf, type FindingNames } from './findingWords.js';
import { findingsStatement, type FindingRow, type FindingsAnswer, type FindingsQuery } from './findingsQuery.js';

/**
 * Admission/Validate: every check over the season's live applications at each call (so a fixed
 * finding is gone at the next read), answered as counts and one page.
 */

/**
 * Runs the statement in its own transaction with JIT off and room to sort in memory: PostgreSQL's cost estimate for the
 * 120,000-application pass crosses the JIT threshold, and compiling the plan would cost more
 * than running it. SET LOCAL ends with the transaction.
 */
async function runStatement(db: Db, query: FindingsQuery): Promise<FindingsAnswer> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // The live applications, the per-applicant arrays and the page's sort fit in memory at
    // 120,000 applications; at the default 4 MB each spilled to disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const [row] = rowsOf<FindingsAnswer>(await tx.execute(findingsStatement(query)));
    return row as FindingsAnswer;
  });
}

/** The names the page's sentences need besides the statement's own: other applicants and colleges. */
async function namesFor(db: Db, rows: readonly FindingRow[]): Promise<FindingNames> {
  const applicantIds = [...new Set(rows.filter((row) => row.check_code === 'DUPLICATE_PERSON').map((row) => Number(row.vals.other_id)))];
  const collegeIds = [...new Set(rows.filter((row) => row.check_code === 'ORIGINAL_TWICE').flatMap((row) => (row.vals.college_ids as number[]).map(Number)))];
  const people =
    applicantIds.length === 0
      ? []
      : await db.select({ id: abiturients.id, lastName: abiturients.lastName, firstName: abiturients.firstName, middleName: abiturients.middleName }).from(abiturients).where(inArray(abiturients.id, applicantIds));
  const colleges = collegeIds.length === 0 ? [] : await db.select({ id: organizations.id, name: organizations.name, shortName: organizations.shortName }).from(organizations).where(inArray(organizations.id, collegeIds));
  return {
    applicants: new Map(people.map((person) => [person.id, [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ')])),
    colleges: new Map(colleges.map((college) => [college.id, college.shortName ?? college.name])),
  };
}

export const validateSeasonHandler: Handler<typeof validateSeason> = async (params, ctx) => {
  const [season] = await ctx.db.select({ id: admissionSeasons.id, filingEnds: admissionSeasons.filingEnds }).from(admissionSeasons).where(eq(admissionSeasons.id, params.season_id));
  if (!season) fail('NOT_FOUND', 'Приёмная кампания не найдена: возможно, её удалили. Обновите страницу.');
  const answer = await runStatement(ctx.db, {
    seasonId: params.season_id,
    now: ctx.now,
    filingEnds: (season as { filingEnds: string }).filingEnds,
    checks: params.checks,
    severity: params.severity,
    collegeId: params.college_id,
    sort: params.sort,
    direction: params.direction,
    limit: params.page_size,
    offset: (params.page - 1) * params.page_size,
  });
  const counted = new Map((answer.counts ?? []).map((entry) => [entry.check, entry.count]));
  const rows = answer.items ?? [];
  const names = await namesFor(ctx.db, rows);
  return {
    counts: ADMISSION_CHECK_CODES.map((check) => ({ check, count: counted.get(check) ?? 0 })),
    colleges: (answer.colleges ?? []).map((college) => ({ college: { id: college.id, name: college.name }, errors: college.errors, warnings: college.warnings })),
    total: Number(answer.total ?? 0),
    items: rows.map((row) => findingOf(row, names)),
    checked_at: ctx.now.toISOString(),
  };
};
