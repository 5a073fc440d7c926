import type { ApplicantRecord } from '@abitura/contracts';
import { isConfirmed } from '@abitura/contracts/vocabulary';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications, abiturientHistory, abiturientInteractions, abiturients, eventRegistrations, guaranteeLetters, organizations, users } from '../../db/schema/index.js';
import { requireListCodes } from '../reference/listCodes.js';
import { selectListRows, toListItem, type ApplicantData } from './applicantRows.js';

type Row = typeof abiturients.$inferSelect;

export const APPLICANT_NOT_FOUND = 'Абитуриент не найден: возможно, запись удалили или объединили с другой. Вернитесь к списку контингента и найдите его заново.';

/**
 * The applicant's row, or NOT_FOUND: every action about one applicant starts here. `lock` holds
 * the row to the end of the write's transaction, so two writes to one record (a merge and an
 * interaction, two status moves) take turns instead of one undoing the other.
 */
export async function foundApplicant(db: Db, id: number, { lock = false } = {}): Promise<Row> {
  const query = db.select().from(abiturients).where(eq(abiturients.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('NOT_FOUND', APPLICANT_NOT_FOUND);
  return row as Row;
}

/**
 * How many rows of `table` point at the applicant, as a subquery. eq() names both columns with
 * their tables; a bare column in sql`` would not, and "id" would be the inner table's own.
 */
export const countOf = (table: PgTable, column: AnyPgColumn) => sql<number>`(select count(*)::int from ${table} where ${eq(column, abiturients.id)})`;

/** The record's whole view: list fields, the profile's details, who holds a claim, the tabs' counts. */
export async function loadApplicantRecord(db: Db, id: number, now: Date): Promise<ApplicantRecord> {
  const [listRow] = await selectListRows(db).where(eq(abiturients.id, id)).limit(1);
  if (!listRow) return fail('NOT_FOUND', APPLICANT_NOT_FOUND);
  const row = listRow.row;
  const [counts] = await db
    .select({
      interactions: countOf(abiturientInteractions, abiturientInteractions.abiturientId),
      applications: countOf(abiturientApplications, abiturientApplications.abiturientId),
      bail: countOf(guaranteeLetters, guaranteeLetters.abiturientId),
      events: countOf(eventRegistrations, eventRegistrations.abiturientId),
      history: countOf(abiturientHistory, abiturientHistory.abiturientId),
    })
    .from(abiturients)
    .where(eq(abiturients.id, id));
  const claimed = row.claimedBy !== null && row.claimedUntil !== null && row.claimedUntil.getTime() > now.getTime();
  const people = [row.consent?.recordedBy ?? null, claimed ? row.claimedBy : null].filter((value): value is number => value !== null);
  const names = new Map(people.length === 0 ? [] : (await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, people))).map((user) => [user.id, user.name]));
  const personRef = (userId: number | null | undefined) => (userId === null || userId === undefined || !names.has(userId) ? null : { id: userId, name: names.get(userId) as string });
  const claimer = claimed ? personRef(row.claimedBy) : null;
  return {
    ...toListItem(listRow),
    metro_station_1: row.metroStation1,
    metro_station_2: row.metroStation2,
    metro_station_3: row.metroStation3,
    achievements: row.achievements.map((entry) => ({ code: entry.code as ApplicantRecord['achievements'][number]['code'], points: entry.points, note: entry.note ?? null })),
    achievement_points: achievementPoints(row.achievements),
    exams: row.exams.map((exam) => ({ subject: exam.subject, score: exam.score, ...(exam.year === undefined ? {} : { year: exam.year }) })),
    gia: row.gia.map((result) => ({ subject: result.subject, mark: result.mark, ...(result.score === undefined ? {} : { score: result.score }) })),
    check_results: row.checkResults,
    confirmed_checks: Object.keys(row.checkResults).filter((check) => isConfirmed(row.checkResults[check])),
    refusal_reasons: row.refusalReasons as ApplicantRecord['refusal_reasons'],
    consent:
      row.consent === null
        ? null
        : { status: row.consent.status, at: row.consent.at, by: row.consent.by, representative: row.consent.representative, recorded_by: personRef(row.consent.recordedBy) },
    intents: row.intents as ApplicantRecord['intents'],
    industries: row.industries as ApplicantRecord['industries'],
    survey_answers: row.surveyAnswers,
    claim: claimer === null ? null : { by: claimer, until: (row.claimedUntil as Date).toISOString() },
    counts: counts ?? { interactions: 0, applications: 0, bail: 0, events: 0, history: 0 },
  };
}

/** The sum of an applicant's achievement points (what the ranking adds to the average mark). */
export function achievementPoints(achievements: readonly { points: number }[]): number {
  // Points come in tenths at most; summing in tenths keeps 0.1 + 0.2 at 0.3.
  return achievements.reduce((sum, entry) => sum + Math.round(entry.points * 10), 0) / 10;
}

const issue = (path: string, message: string) => [{ path, message }];

/**
 * The school, curator and information source a record points at must exist: the school as a
 * school (not a college), the curator as an active account, the source as an entry of its
 * editable list (one archived only when the record already holds it: `current`). `path` is where
 * the form shows the fields ('data.').
 */
export async function checkApplicantReferences(
  db: Db,
  data: Pick<Partial<ApplicantData>, 'school_id' | 'curator_id' | 'information_source'>,
  current: Pick<Row, 'informationSource'> | null = null,
  path = 'data.',
): Promise<void> {
  await requireListCodes(db, [{ path: `${path}information_source`, list: 'informationSources', code: data.information_source, kept: current?.informationSource }]);
  if (data.school_id !== undefined && data.school_id !== null) {
    const [school] = await db.select({ type: organizations.type, name: organizations.name }).from(organizations).where(eq(organizations.id, data.school_id)).limit(1);
    if (!school) {
      const message = 'Школа не найдена в реестре: выберите её из списка заново.';
      fail('NOT_FOUND', message, issue(`${path}school_id`, message));
    } else if (school.type !== 'school') {
      const message = `«${school.name}» — не школа: укажите школу, в которой учится абитуриент.`;
      fail('INVALID_PARAMS', message, issue(`${path}school_id`, message));
    }
  }
  if (data.curator_id !== undefined && data.curator_id !== null) await checkCurator(db, data.curator_id, `${path}curator_id`);
}

/** A curator must be an existing, active account. */
export async function checkCurator(db: Db, curatorId: number, path: string): Promise<void> {
  const [curator] = await db.select({ status: users.status, name: users.fullName }).from(users).where(eq(users.id, curatorId)).limit(1);
  if (!curator) {
    const message = 'Куратор не найден: выберите ответственного из списка заново.';
    fail('NOT_FOUND', message, issue(path, message));
  } else if (curator.status !== 'active') {
    const message = `Учётная запись «${curator.name}» не активна: назначьте куратором действующего сотрудника.`;
    fail('INVALID_PARAMS', message, issue(path, message));
  }
}

/**
 * A class (SCH9 or SCH11) is always of a school year: a record with a grade needs its graduation
 * year, or the lists that count 9th graders of 2025 would miss it.
 */
export function checkGradeYear(values: { grade: string | null; graduation_year: number | null }, path = 'data.'): void {
  if (values.grade !== null && values.graduation_year === null) {
    const message = 'Укажите год окончания: класс без года окончания не попадёт в списки выпускников.';
    fail('INVALID_PARAMS', message, issue(`${path}graduation_year`, message));
  }
}
