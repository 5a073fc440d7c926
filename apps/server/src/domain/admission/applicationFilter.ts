import type { APPLICATION_SORTS, listApplications } from '@abitura/contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord } from '../../db/folding.js';
import { abiturientApplications, abiturients, competitiveGroups, educationPrograms, organizations } from '../../db/schema/index.js';
import { FULLNAME_KEYS, nameSearchCondition } from '../contingent/applicantFilter.js';
import { queryKind } from '../contingent/searchApplicants.js';
import { testOutcomeCondition } from './applicationRows.js';

/**
 * The register's filter and order as SQL over abiturient_applications alone: the conditions on
 * the applicant or the group are subqueries (`abiturient_id in (…)`, `group_id in (…)`), so the
 * count reads one table and its indexes, and only the sorts that need a joined column join it.
 */

type Params = Parameters<Handler<typeof listApplications>>[0];
export type ApplicationFilter = Omit<Params, 'sort' | 'direction' | 'page' | 'pageSize'>;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/**
 * The applicants a search names: words of the name (every word inside the folded name), phone
 * or SNILS digits (the contact text the quick lookup reads), or an e-mail; and the application
 * whose mos.ru number it is.
 */
function searchCondition(search: string): SQL | undefined {
  const found = queryKind(search);
  const byNumber = eq(abiturientApplications.externalNumber, search);
  if (found === null) return byNumber;
  const people =
    found.kind === 'name' ? nameSearchCondition(search) : containsWord(abiturients.contactText, found.kind === 'number' ? found.digits : found.email);
  // The applications a search names, as ids from two index lookups: an OR of the two conditions
  // on the outer query kept PostgreSQL from using either index (a phone search with two matches
  // walked the whole season: 374 ms p95 at 120,000 applications, bench/admission).
  return sql`${abiturientApplications.id} in (
    select ${abiturientApplications.id} from ${abiturientApplications}
      where ${abiturientApplications.abiturientId} = any(array(select ${abiturients.id} from ${abiturients} where ${people}))
    union all
    select ${abiturientApplications.id} from ${abiturientApplications} where ${byNumber})`;
}

/** Groups of the season with a condition, as a subquery the application's group_id is tested in. */
const groupsWhere = (seasonId: number, condition: SQL): SQL =>
  sql`${abiturientApplications.groupId} in (select ${competitiveGroups.id} from ${competitiveGroups} where ${competitiveGroups.seasonId} = ${seasonId} and ${condition})`;

export function applicationConditions(filter: ApplicationFilter): SQL | undefined {
  return and(
    eq(abiturientApplications.seasonId, filter.season_id),
    filter.search ? searchCondition(filter.search) : undefined,
    filter.college_id === undefined ? undefined : eq(abiturientApplications.collegeId, filter.college_id),
    filter.group_id === undefined ? undefined : eq(abiturientApplications.groupId, filter.group_id),
    filter.funding === undefined ? undefined : groupsWhere(filter.season_id, eq(competitiveGroups.funding, filter.funding)),
    filter.states === undefined || filter.states.length === 0 ? undefined : inArray(abiturientApplications.state, filter.states),
    filter.filing_method === undefined ? undefined : eq(abiturientApplications.filingMethod, filter.filing_method),
    filter.consent === undefined ? undefined : eq(abiturientApplications.consent, filter.consent === 'accepted'),
    filter.original_documents === undefined ? undefined : eq(abiturientApplications.originalDocuments, filter.original_documents),
    filter.competition_status === undefined ? undefined : eq(abiturientApplications.status, filter.competition_status),
    filter.test_type === undefined ? undefined : groupsWhere(filter.season_id, eq(competitiveGroups.testType, filter.test_type)),
    // A test outcome only exists for the groups that hold a test.
    filter.test === undefined ? undefined : and(groupsWhere(filter.season_id, isNotNull(competitiveGroups.testType)), testOutcomeCondition(filter.test)),
  );
}

/** Which table a sort reads besides the applications: the page query joins it. */
export function sortJoin(sort: ApplicationSort): 'applicant' | 'college' | 'program' | null {
  if (sort === 'fullname') return 'applicant';
  if (sort === 'college') return 'college';
  if (sort === 'program') return 'program';
  return null;
}

/** The ORDER BY keys of a sort, the id last as the tie-break, so pages never overlap. */
export function applicationOrder(sort: ApplicationSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const keys: SQL[] = (() => {
    switch (sort) {
      case 'fullname':
        return FULLNAME_KEYS.map((key) => (direction === 'asc' ? sql`${key} asc` : sql`${key} desc`));
      case 'priority':
        return [by(abiturientApplications.priority)];
      case 'average_mark':
        // Applications without an average come last either way.
        return [sql`${abiturientApplications.averageMark} ${sql.raw(direction)} nulls last`];
      case 'submitted_at':
        return [by(abiturientApplications.submittedAt)];
      case 'updated_at':
        return [by(abiturientApplications.updatedAt)];
      case 'state':
        return [by(abiturientApplications.state)];
      case 'college':
        return [sql`${organizations.name} collate "C" ${sql.raw(direction)}`];
      case 'program':
        return [by(educationPrograms.code)];
    }
  })();
  return [...keys, by(abiturientApplications.id)];
}
