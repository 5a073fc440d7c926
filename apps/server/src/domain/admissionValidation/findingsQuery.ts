import { ADMISSION_CHECKS, LIVE_APPLICATION_STATES, type AdmissionCheck } from '@abitura/contracts/vocabulary';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The whole worklist as one SQL statement: each check is a SELECT over the season's live
 * applications (one materialized CTE) or the per-applicant aggregate built from them once, the
 * checks UNION ALL'd into one set of findings, then grouped in SQL for the counts per check and
 * per college and cut to one sorted page. Only the page's rows leave the database, so the pass
 * costs the same whatever the number of findings (see README.md for the measured figures).
 *
 * A finding row: the check, the applicant, the application, the related applications, the group
 * and college it is counted under, the values its sentence names (ids are turned into names by
 * the handler), and its stable key.
 */

export interface FindingsQuery {
  seasonId: number;
  now: Date;
  /** The season's filing_ends (YYYY-MM-DD): the day a minor's age is taken at. */
  filingEnds: string;
  checks: readonly AdmissionCheck[] | undefined;
  severity: 'error' | 'warning' | undefined;
  collegeId: number | undefined;
  sort: 'severity' | 'check' | 'applicant' | 'college';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One finding of the page, as the statement answers it. */
export interface FindingRow {
  check_code: AdmissionCheck;
  severity: 'error' | 'warning';
  key: string;
  applicant_id: number | null;
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  application_id: number | null;
  related: number[] | null;
  group_id: number | null;
  program_code: string | null;
  program_name: string | null;
  funding: string | null;
  college_id: number | null;
  college_name: string | null;
  vals: Record<string, unknown>;
}

export interface FindingsAnswer {
  counts: Array<{ check: AdmissionCheck; count: number }> | null;
  colleges: Array<{ id: number; name: string; errors: number; warnings: number }> | null;
  total: number;
  items: FindingRow[] | null;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The catalogue as a VALUES list: each check's severity and its place in the catalogue order. */
const CATALOGUE = sql.join(
  ADMISSION_CHECKS.map((check, index) => sql`(${check.value}::text, ${check.severity}::text, ${index}::int)`),
  sql`, `,
);

/** The ORDER BY of a sort: its own column first (in the direction asked), then the fixed tie-breakers. */
function orderOf(sort: FindingsQuery['sort'], direction: FindingsQuery['direction']): SQL {
  const dir = sql.raw(direction === 'desc' ? 'desc' : 'asc');
  switch (sort) {
    case 'check':
      return sql`p.ord ${dir}, p.name_order nulls last, p.key`;
    case 'applicant':
      return sql`p.name_order ${dir} nulls last, p.sev_rank, p.ord, p.key`;
    case 'college':
      return sql`coalesce(o.short_name, o.name) ${dir} nulls last, p.sev_rank, p.ord, p.name_order nulls last, p.key`;
    default:
      return sql`p.sev_rank ${dir}, p.ord, p.name_order nulls last, p.key`;
  }
}

/** The statement; its one row is a FindingsAnswer. */
export function findingsStatement(query: FindingsQuery): SQL {
  const checkFilter = query.checks === undefined ? sql`true` : query.checks.length === 0 ? sql`false` : sql`s.check_code in (${list(query.checks)})`;
  const severityFilter = query.severity === undefined ? sql`true` : sql`s.severity = ${query.severity}`;
  const collegeFilter = query.collegeId === undefined ? sql`true` : sql`f.college_id = ${query.collegeId}`;
  const now = query.now.toISOString();
  return sql`
with live as materialized (
  -- The applicant's columns ride along (one hash join), so no check reads abiturients again.
  select a.id, a.abiturient_id, a.group_id, a.college_id, a.priority, a.average_mark, a.consent, a.original_documents, a.original_college_id, a.guardian_phone,
    jsonb_array_length(p.gia) = 0 as no_gia, nullif(btrim(p.id_number), '') as snils, p.search_text, p.birth_date, p.name_order
  from abiturient_applications a
  join abiturients p on p.id = a.abiturient_id
  where a.season_id = ${query.seasonId} and a.state in (${list(LIVE_APPLICATION_STATES)})
),
persons as materialized (
  -- One sort feeds every aggregate: the rows come in priority order, so the arrays keep it
  -- without a sort of their own, and a gap is a priority that is not its row's place.
  select l.abiturient_id,
    max(l.snils) as snils, max(l.search_text) as search_text, max(l.birth_date) as birth_date, max(l.name_order) as name_order,
    array_agg(l.id) as ids,
    array_agg(l.group_id) as group_ids,
    array_agg(l.college_id) as college_ids,
    array_agg(l.priority) as priorities,
    count(*)::int as n,
    bool_or(l.priority <> l.place) as gaps,
    array_agg(l.id) filter (where l.consent) as consent_ids,
    array_agg(distinct coalesce(l.original_college_id, l.college_id)) filter (where l.original_documents) as original_places,
    array_agg(l.id) filter (where l.original_documents) as original_ids,
    bool_or(coalesce(btrim(l.guardian_phone), '') <> '') as has_guardian
  from (select live.*, row_number() over (partition by live.abiturient_id order by live.priority, live.id) as place from live order by live.abiturient_id, live.priority, live.id) l
  group by l.abiturient_id
),
pairs as (
  select a.abiturient_id as a_id, b.abiturient_id as b_id, a.snils, null::date as birth_date from persons a join persons b on b.snils = a.snils and a.abiturient_id < b.abiturient_id
  union all
  select a.abiturient_id, b.abiturient_id, null, a.birth_date from persons a join persons b on b.search_text = a.search_text and b.birth_date = a.birth_date and a.abiturient_id < b.abiturient_id
),
f as (
  select 'NO_GIA'::text as check_code, l.abiturient_id as applicant_id, l.name_order, l.id as application_id, null::int[] as related, l.group_id, l.college_id,
    jsonb_build_object('missing', case when l.no_gia and l.average_mark is null then 'both' when l.average_mark is null then 'average' else 'gia' end) as vals,
    'NO_GIA:' || l.id as key
  from live l
  where l.no_gia or l.average_mark is null
  union all
  select 'AVERAGE_OUT_OF_RANGE', l.abiturient_id, l.name_order, l.id, null, l.group_id, l.college_id, jsonb_build_object('average', l.average_mark), 'AVERAGE_OUT_OF_RANGE:' || l.id
  from live l
  where l.average_mark < 3 or l.average_mark > 5
  union all
  select 'PRIORITY_GAPS', s.abiturient_id, s.name_order, s.ids[1], s.ids[2:], s.group_ids[1], s.college_ids[1], jsonb_build_object('priorities', s.priorities, 'count', s.n), 'PRIORITY_GAPS:' || s.abiturient_id
  from persons s
  where s.gaps
  union all
  select 'DUPLICATE_PERSON', d.a_id, s.name_order, s.ids[1], o.ids, s.group_ids[1], s.college_ids[1],
    jsonb_build_object('other_id', d.b_id, 'snils', d.snils, 'birth_date', d.birth_date), 'DUPLICATE_PERSON:' || d.a_id || '-' || d.b_id
  from (select a_id, b_id, max(snils) as snils, max(birth_date) as birth_date from pairs group by a_id, b_id) d
  join persons s on s.abiturient_id = d.a_id
  join persons o on o.abiturient_id = d.b_id
  union all
  select 'CONSENT_TWICE', s.abiturient_id, s.name_order, s.consent_ids[1], s.consent_ids[2:], c.group_id, c.college_id, jsonb_build_object('count', cardinality(s.consent_ids)), 'CONSENT_TWICE:' || s.abiturient_id
  from persons s join live c on c.id = s.consent_ids[1]
  where cardinality(s.consent_ids) > 1
  union all
  select 'ORIGINAL_TWICE', s.abiturient_id, s.name_order, s.original_ids[1], s.original_ids[2:], c.group_id, c.college_id,
    jsonb_build_object('count', cardinality(s.original_places), 'college_ids', s.original_places), 'ORIGINAL_TWICE:' || s.abiturient_id
  from persons s join live c on c.id = s.original_ids[1]
  where cardinality(s.original_places) > 1
  union all
  select 'TEST_MISSING', l.abiturient_id, l.name_order, l.id, null, l.group_id, l.college_id,
    jsonb_build_object('state', case when t.id is null then 'unassigned' else 'no_result' end, 'test_type', g.test_type, 'starts_at', s.starts_at), 'TEST_MISSING:' || l.id
  from live l
  join competitive_groups g on g.id = l.group_id
  left join entrance_test_assignments t on t.application_id = l.id
  left join entrance_test_sessions s on s.id = t.session_id
  where g.test_type is not null and (t.id is null or (s.starts_at < ${now}::timestamptz and (t.attended is null or (t.attended and t.passed is null))))
  union all
  select 'MINOR_WITHOUT_PARENT', s.abiturient_id, s.name_order, s.ids[1], s.ids[2:], s.group_ids[1], s.college_ids[1],
    jsonb_build_object('age', extract(year from age(${query.filingEnds}::date, s.birth_date))::int, 'date', ${query.filingEnds}::text), 'MINOR_WITHOUT_PARENT:' || s.abiturient_id
  from persons s
  where s.birth_date > ${query.filingEnds}::date - interval '18 years' and not s.has_guardian
  union all
  select 'GROUP_WITHOUT_PLACES', null, null, null, null, g.id, g.college_id, '{}'::jsonb, 'GROUP_WITHOUT_PLACES:' || g.id
  from competitive_groups g
  where g.season_id = ${query.seasonId} and g.places is null
),
catalogue (code, severity, ord) as (values ${CATALOGUE}),
scored as materialized (
  select f.*, c.severity, c.ord, case c.severity when 'error' then 0 else 1 end as sev_rank
  from f join catalogue c on c.code = f.check_code
),
filtered as materialized (
  select s.* from scored s where ${checkFilter} and ${severityFilter}
),
listed as materialized (
  select f.* from filtered f where ${collegeFilter}
),
page as (
  -- Sorted and cut before anything is joined but the college's name (the college sort needs it).
  select row_number() over (order by ${orderOf(query.sort, query.direction)}) as n, p.*, coalesce(o.short_name, o.name) as college_name
  from listed p
  left join organizations o on o.id = p.college_id
  order by n
  limit ${query.limit} offset ${query.offset}
)
select
  (select json_agg(json_build_object('check', x.check_code, 'count', x.n)) from (select check_code, count(*)::int as n from scored group by check_code) x) as counts,
  (select json_agg(json_build_object('id', y.college_id, 'name', coalesce(o.short_name, o.name), 'errors', y.errors, 'warnings', y.warnings) order by coalesce(o.short_name, o.name), y.college_id)
     from (select college_id, (count(*) filter (where severity = 'error'))::int as errors, (count(*) filter (where severity = 'warning'))::int as warnings
           from filtered where college_id is not null group by college_id) y
     join organizations o on o.id = y.college_id) as colleges,
  (select count(*)::int from listed) as total,
  (select json_agg(row_to_json(z) order by z.n) from (
     select p.n, p.check_code, p.severity, p.key, p.applicant_id, a.last_name, a.first_name, a.middle_name, p.application_id, p.related,
       p.group_id, ep.code as program_code, ep.name as program_name, g.funding, p.college_id, p.college_name, p.vals
     from page p
     left join abiturients a on a.id = p.applicant_id
     left join competitive_groups g on g.id = p.group_id
     left join education_programs ep on ep.id = g.program_id
  ) z) as items`;
}
