import { and, eq, ne, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { abiturientApplications, organizations } from '../../db/schema/index.js';
import { groupById, LIVE_STATES_SQL } from './groups.js';

/**
 * The rules a statement's fields keep beyond the contract, shared by filing, changing and moving
 * an application: the group is the season's, one live application per applicant and group, one
 * live consent per applicant and season, a mos.ru number once per season, the original's college
 * a college. Each refusal is a sentence saying what to do.
 */

const issue = (path: string, message: string) => [{ path, message }];
const live = sql`${abiturientApplications.state} in (${LIVE_STATES_SQL})`;

/** The group, which must belong to the season. */
export async function seasonGroup(db: Db, seasonId: number, groupId: number, path = 'group_id') {
  const group = await groupById(db, groupId);
  if (group === undefined) {
    const message = 'Конкурсная группа не найдена: выберите группу из списка заново.';
    return fail('NOT_FOUND', message, issue(path, message));
  }
  if (group.row.seasonId !== seasonId) {
    const message = `Группа «${group.label}» относится к другой приёмной кампании: выберите группу текущего сезона.`;
    return fail('INVALID_PARAMS', message, issue(path, message));
  }
  return group;
}

/** No other live application of the applicant to the group. */
export async function checkOneLivePerGroup(db: Db, abiturientId: number, groupId: number, label: string, exceptId?: number, path = 'group_id'): Promise<void> {
  const [other] = await db
    .select({ id: abiturientApplications.id })
    .from(abiturientApplications)
    .where(and(eq(abiturientApplications.abiturientId, abiturientId), eq(abiturientApplications.groupId, groupId), live, exceptId === undefined ? undefined : ne(abiturientApplications.id, exceptId)))
    .limit(1);
  if (other) {
    const message = `У абитуриента уже есть действующее заявление № ${other.id} в группу «${label}»: измените его или выберите другую группу.`;
    fail('CONFLICT', message, issue(path, message));
  }
}

/** No other live application of the applicant in the season holds the consent to enrol. */
export async function checkOneConsent(db: Db, abiturientId: number, seasonId: number, exceptId?: number, path = 'consent'): Promise<void> {
  const [other] = await db
    .select({ id: abiturientApplications.id })
    .from(abiturientApplications)
    .where(
      and(
        eq(abiturientApplications.abiturientId, abiturientId),
        eq(abiturientApplications.seasonId, seasonId),
        eq(abiturientApplications.consent, true),
        live,
        exceptId === undefined ? undefined : ne(abiturientApplications.id, exceptId),
      ),
    )
    .limit(1);
  if (other) {
    const message = `Согласие на зачисление уже дано по заявлению № ${other.id}: сначала отзовите его там, согласие даётся только в одну группу.`;
    fail('CONFLICT', message, issue(path, message));
  }
}

/** A mos.ru number names one application of the season. */
export async function checkExternalNumber(db: Db, seasonId: number, number: string | null, exceptId?: number, path = 'external_number'): Promise<void> {
  if (number === null) return;
  const [other] = await db
    .select({ id: abiturientApplications.id })
    .from(abiturientApplications)
    .where(and(eq(abiturientApplications.seasonId, seasonId), eq(abiturientApplications.externalNumber, number), exceptId === undefined ? undefined : ne(abiturientApplications.id, exceptId)))
    .limit(1);
  if (other) {
    const message = `Номер заявления mos.ru «${number}» уже у заявления № ${other.id} этого сезона: проверьте номер.`;
    fail('CONFLICT', message, issue(path, message));
  }
}

/** Where the original is lodged must be a college of the registry; its name. */
export async function originalCollegeName(db: Db, collegeId: number | null, path = 'original_college_id'): Promise<string | null> {
  if (collegeId === null) return null;
  const [college] = await db.select({ type: organizations.type, name: organizations.name }).from(organizations).where(eq(organizations.id, collegeId)).limit(1);
  if (!college) {
    const message = 'Колледж, где лежит оригинал аттестата, не найден: выберите его из списка заново.';
    return fail('NOT_FOUND', message, issue(path, message));
  }
  if (college.type !== 'college') {
    const message = `«${college.name}» — не колледж: оригинал аттестата сдаётся в колледж.`;
    return fail('INVALID_PARAMS', message, issue(path, message));
  }
  return college.name;
}
