import type { listPrograms } from '@abitura/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsWord, folded, searchWords } from '../../db/folding.js';
import type { Db } from '../../db/open.js';
import { educationPrograms, organizations, specialities } from '../../db/schema/index.js';

type ListParams = z.output<(typeof listPrograms)['params']>;

/**
 * One search word against a programme: its own code and name, its college's name or short name,
 * or its speciality's code and name. Each branch finds programme ids through an index — the
 * trigram index of the programmes' search_text, or the college and speciality lookups (LIKE on
 * their trigram-indexed search_text; the college branch then rechecks the name alone, so a word of
 * the college's address does not match) followed by the programmes' organization and speciality
 * indexes — and the union of the three is what the word allows. An OR of the three conditions
 * would make PostgreSQL read every programme.
 */
function wordCondition(db: Db, word: string): SQL {
  const collegeNames = folded(sql`coalesce(${organizations.name}, '') || ' ' || coalesce(${organizations.shortName}, '')`);
  const colleges = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(containsWord(organizations.searchText, word), containsWord(collegeNames, word)));
  const matchingSpecialities = db.select({ code: specialities.code }).from(specialities).where(containsWord(specialities.searchText, word));
  const ids = union(
    db.select({ id: educationPrograms.id }).from(educationPrograms).where(containsWord(educationPrograms.searchText, word)),
    db.select({ id: educationPrograms.id }).from(educationPrograms).where(inArray(educationPrograms.organizationId, colleges)),
    db.select({ id: educationPrograms.id }).from(educationPrograms).where(inArray(educationPrograms.specialityCode, matchingSpecialities)),
  );
  return inArray(educationPrograms.id, ids);
}

/** The WHERE of the list: every search word must match, and every filter given. */
export function programConditions(db: Db, params: ListParams): SQL | undefined {
  return and(
    ...searchWords(params.search).map((word) => wordCondition(db, word)),
    params.organization === undefined ? undefined : eq(educationPrograms.organizationId, params.organization),
    params.speciality === undefined ? undefined : eq(educationPrograms.specialityCode, params.speciality),
    params.industry === undefined
      ? undefined
      : inArray(educationPrograms.specialityCode, db.select({ code: specialities.code }).from(specialities).where(eq(specialities.industry, params.industry))),
    params.level === undefined ? undefined : eq(educationPrograms.level, params.level),
    params.education_form === undefined ? undefined : eq(educationPrograms.educationForm, params.education_form),
    params.study_form === undefined ? undefined : eq(educationPrograms.studyForm, params.study_form),
    params.programme_type === undefined ? undefined : eq(educationPrograms.programmeType, params.programme_type),
    params.base_grade === undefined ? undefined : eq(educationPrograms.baseGrade, params.base_grade),
    params.has_tests === undefined ? undefined : sql`(jsonb_array_length(${educationPrograms.entranceTests}) > 0) = ${params.has_tests}`,
  );
}

/** Text columns sort folded, so case and ё do not split the alphabet. */
const SORT_KEYS = {
  code: sql`${educationPrograms.code}`,
  name: folded(educationPrograms.name),
  organization: folded(organizations.name),
  speciality: sql`${educationPrograms.specialityCode}`,
  duration_months: sql`${educationPrograms.durationMonths}`,
  budget_places: sql`${educationPrograms.budgetPlaces}`,
  paid_places: sql`${educationPrograms.paidPlaces}`,
} as const satisfies Record<ListParams['sort'], SQL>;

/** ORDER BY the chosen column, then the programme code and id, so pages never overlap or skip. */
export function programOrder({ sort, direction }: Pick<ListParams, 'sort' | 'direction'>): SQL[] {
  const key = SORT_KEYS[sort];
  return direction === 'desc'
    ? [sql`${key} desc nulls last`, desc(educationPrograms.code), desc(educationPrograms.id)]
    : [sql`${key} asc nulls last`, asc(educationPrograms.code), asc(educationPrograms.id)];
}
