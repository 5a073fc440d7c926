import type { listGroups } from '@abitura/contracts';
import { FUNDING_KINDS, LIVE_APPLICATION_STATES } from '@abitura/contracts/vocabulary';
import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, searchWords } from '../../db/folding.js';
import type { Db } from '../../db/open.js';
import { readPage } from '../../db/paging.js';
import { abiturientApplications, competitiveGroups, educationPrograms, organizations } from '../../db/schema/index.js';
import { foundSeason } from './seasons.js';

type Params = Parameters<Handler<typeof listGroups>>[0];
type GroupItem = Awaited<ReturnType<Handler<typeof listGroups>>>['items'][number];

/** The live states as one SQL list, for the counts and the one-live-application rule. */
export const LIVE_STATES_SQL = sql.join(
  LIVE_APPLICATION_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * A group's columns with its college and programme, and its live applications as a subquery
 * (every column qualified: a bare "id" would be the inner table's own).
 */
const groupColumns = {
  group: competitiveGroups,
  collegeName: organizations.name,
  collegeShortName: organizations.shortName,
  programCode: educationPrograms.code,
  programName: educationPrograms.name,
  specialityCode: educationPrograms.specialityCode,
  applications: sql<number>`(select count(*)::int from ${abiturientApplications} where ${abiturientApplications.groupId} = "competitive_groups"."id" and ${abiturientApplications.state} in (${LIVE_STATES_SQL}))`,
};

function selectGroups(db: Db) {
  return db
    .select(groupColumns)
    .from(competitiveGroups)
    .innerJoin(organizations, eq(organizations.id, competitiveGroups.collegeId))
    .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
    .$dynamic();
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

function toGroupItem(row: GroupRow): GroupItem {
  const { group } = row;
  return {
    id: group.id,
    season_id: group.seasonId,
    college: { id: group.collegeId, name: row.collegeName },
    program: { id: group.programId, code: row.programCode, name: row.programName, speciality_code: row.specialityCode },
    funding: group.funding as GroupItem['funding'],
    base: group.base as GroupItem['base'],
    places: group.places,
    test_type: group.testType as GroupItem['test_type'],
    applications: Number(row.applications),
  };
}

/** Every word in the programme's code or name or in the college's name (any case, ё as е). */
function groupConditions(params: Omit<Params, 'page' | 'page_size'>): SQL | undefined {
  return and(
    eq(competitiveGroups.seasonId, params.season_id),
    params.college_id === undefined ? undefined : eq(competitiveGroups.collegeId, params.college_id),
    params.funding === undefined ? undefined : eq(competitiveGroups.funding, params.funding),
    params.with_tests ? isNotNull(competitiveGroups.testType) : undefined,
    ...searchWords(params.search).map((word) => or(containsWord(educationPrograms.searchText, word), containsWord(organizations.searchText, word))),
  );
}

/** A season's groups by college, programme and funding, a page at a time, with the filter's totals. */
export const listGroupsHandler: Handler<typeof listGroups> = async (params, ctx) => {
  await foundSeason(ctx.db, params.season_id);
  const where = groupConditions(params);
  const [totals] = await ctx.db
    .select({ total: sql<number>`count(*)::int`, placesTotal: sql<number>`coalesce(sum(${competitiveGroups.places}), 0)::int`, unset: sql<number>`count(*) filter (where ${competitiveGroups.places} is null)::int` })
    .from(competitiveGroups)
    .innerJoin(organizations, eq(organizations.id, competitiveGroups.collegeId))
    .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
    .where(where);
  const total = Number(totals?.total ?? 0);
  const rows = await readPage(total, params.page, params.page_size, (limit, offset) =>
    selectGroups(ctx.db).where(where).orderBy(asc(organizations.name), asc(educationPrograms.code), asc(competitiveGroups.funding), asc(competitiveGroups.id)).limit(limit).offset(offset),
  );
  return { items: rows.map(toGroupItem), total, places_total: Number(totals?.placesTotal ?? 0), unset: Number(totals?.unset ?? 0) };
};

/** A group in the words the history keeps: '<college short name> · <code> <programme> · <funding>'. */
export function groupLabel(row: Pick<GroupRow, 'collegeName' | 'collegeShortName' | 'programCode' | 'programName'> & { group: { funding: string } }): string {
  const funding = FUNDING_KINDS.find((kind) => kind.value === row.group.funding)?.label ?? row.group.funding;
  return `${row.collegeShortName ?? row.collegeName} · ${row.programCode} ${row.programName} · ${funding}`;
}

/** One group with its college and programme and its words, or undefined. */
export async function groupById(db: Db, id: number): Promise<{ row: typeof competitiveGroups.$inferSelect; label: string } | undefined> {
  const [row] = await selectGroups(db).where(eq(competitiveGroups.id, id)).limit(1);
  return row === undefined ? undefined : { row: row.group, label: groupLabel(row) };
}
