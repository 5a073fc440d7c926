// bench/admission's data on top of the search bench's applicants (seedApplicants.mjs): colleges
// with programmes, the 2026 season with a budget group per programme and a paid group for half,
// `applications` applications spread 1..5 per applicant over the groups (priorities 1..n, the
// states, consent, originals and filing methods of a real season), entrance-test sessions for the
// groups that hold tests with most of their applicants assigned and scored, GIA results for most
// applicants; all generated inside the database (INSERT … SELECT), then VACUUM (ANALYZE). Noise
// in the draws leaves every validation check something to find, as a real season does.
import { sql } from 'drizzle-orm';

export const COLLEGES = 50;
export const PROGRAMMES_PER_COLLEGE = 12;
export const SEASON_YEAR = 2026;
/** Applications per applicant by a hash of its id: 25% one, 30% two, 25% three, 13% four, 7% five (2.47 on average). */
const APPLICATIONS_OF = `CASE WHEN h % 100 < 25 THEN 1 WHEN h % 100 < 55 THEN 2 WHEN h % 100 < 80 THEN 3 WHEN h % 100 < 93 THEN 4 ELSE 5 END`;
const SPECIALITIES = [
  ['09.02.07', 'Информационные системы и программирование', 'it'],
  ['09.02.06', 'Сетевое и системное администрирование', 'it'],
  ['43.02.15', 'Поварское и кондитерское дело', 'hospitality'],
  ['54.02.01', 'Дизайн (по отраслям)', 'creative'],
  ['49.02.01', 'Физическая культура', 'education'],
  ['44.02.01', 'Дошкольное образование', 'education'],
  ['08.02.01', 'Строительство и эксплуатация зданий и сооружений', 'construction'],
  ['38.02.01', 'Экономика и бухгалтерский учёт (по отраслям)', 'finance'],
  ['23.02.07', 'Техническое обслуживание и ремонт автотранспортных средств', 'transport'],
  ['31.02.01', 'Лечебное дело', 'healthcare'],
  ['40.02.02', 'Правоохранительная деятельность', 'security'],
  ['15.02.16', 'Технология машиностроения', 'industry'],
];

const q = (text) => `'${text.replaceAll("'", "''")}'`;

/** The statements, in order; `$size` applicants exist with ids 1..size. */
export function admissionSeedStatements() {
  const specialities = SPECIALITIES.map(([code, name, industry]) => `(${q(code)}, ${q(name)}, ${q(industry)}, 3)`).join(', ');
  return [
    `INSERT INTO specialities (code, name, industry, level) VALUES ${specialities} ON CONFLICT (code) DO NOTHING`,
    `INSERT INTO organizations (type, name, short_name, kind, status)
       SELECT 'college', 'ГБПОУ Колледж № ' || n, 'Колледж № ' || n, 'college', true FROM generate_series(1, ${COLLEGES}) n`,
    `INSERT INTO organization_buildings (organization_id, name, address)
       SELECT id, 'Учебный корпус', 'Москва, ул. Учебная, д. ' || id FROM organizations WHERE type = 'college'`,
    // Programmes: codes cycle through the specialities; every fifth holds an entrance test.
    `INSERT INTO education_programs (code, name, organization_id, speciality_code, level, education_form, study_form, programme_type, base_grade, duration_months, budget_places, paid_places, entrance_tests, year)
       SELECT s.code || '.' || c.id || '.' || p, s.name, c.id, s.code, 3, 1, 'Очная', 'ППССЗ (2014)', CASE WHEN p % 3 = 0 THEN 'SCH11' ELSE 'SCH9' END, 46, 25, CASE WHEN p % 2 = 0 THEN 15 ELSE 0 END,
              CASE WHEN (c.id + p) % 5 = 0 THEN jsonb_build_array(jsonb_build_object('type', CASE WHEN p % 2 = 0 THEN 5399582 ELSE 5399584 END, 'name', 'Вступительное испытание')) ELSE '[]'::jsonb END, ${SEASON_YEAR}
       FROM organizations c CROSS JOIN generate_series(1, ${PROGRAMMES_PER_COLLEGE}) p
       JOIN (SELECT code, name, row_number() OVER (ORDER BY code) - 1 AS i FROM specialities) s ON s.i = (c.id + p) % (SELECT count(*) FROM specialities)
       WHERE c.type = 'college'`,
    `INSERT INTO admission_seasons (year, filing_starts, filing_ends, tests_start, tests_end, lists_date, enrolment_date)
       VALUES (${SEASON_YEAR}, '${SEASON_YEAR}-06-20', '${SEASON_YEAR}-08-15', '${SEASON_YEAR}-07-01', '${SEASON_YEAR}-08-10', '${SEASON_YEAR}-08-16', '${SEASON_YEAR}-08-25')`,
    // A budget group per programme (one in a hundred without places), a paid group where it has paid places.
    `INSERT INTO competitive_groups (season_id, college_id, program_id, funding, base, places, test_type)
       SELECT s.id, p.organization_id, p.id, f.funding, p.base_grade,
              CASE WHEN f.funding = 'paid' THEN p.paid_places WHEN p.id % 100 = 7 THEN NULL ELSE p.budget_places END,
              (p.entrance_tests -> 0 ->> 'type')::int
       FROM education_programs p CROSS JOIN admission_seasons s CROSS JOIN (VALUES ('budget'), ('paid')) f(funding)
       WHERE s.year = ${SEASON_YEAR} AND (f.funding = 'budget' OR p.paid_places > 0)`,
    // GIA for all but one applicant in forty.
    `UPDATE abiturients SET gia = '[{"subject":"Русский язык","mark":4},{"subject":"Математика","mark":4}]'::jsonb WHERE id % 40 <> 0`,
    `CREATE TEMP TABLE bench_groups AS SELECT id, college_id, program_id, row_number() OVER (ORDER BY id) - 1 AS n FROM competitive_groups`,
    // Applications: applicant a's i-th goes to group (h1 + i*step) mod G, distinct for i < 5.
    `INSERT INTO abiturient_applications (abiturient_id, season_id, group_id, college_id, program_id, priority, state, rejection_reason, status, average_mark,
        preferential_right, filing_method, external_number, original_documents, consent, consent_at, guardian_name, guardian_phone, submitted_at, updated_at)
     SELECT a.id, s.id, g.id, g.college_id, g.program_id,
            CASE WHEN a.h % 211 = 3 AND i = 2 THEN 3 ELSE i END,
            CASE WHEN a.h2 % 100 < 55 THEN 'submitted' WHEN a.h2 % 100 < 85 THEN 'accepted' WHEN a.h2 % 100 < 88 THEN 'draft'
                 WHEN a.h2 % 100 < 93 THEN 'withdrawn' WHEN a.h2 % 100 < 97 THEN 'rejected' ELSE 'enrolled' END,
            CASE WHEN a.h2 % 100 BETWEEN 93 AND 96 THEN 'documents_incomplete' END,
            CASE WHEN a.h % 7 < 4 THEN 'OK' WHEN a.h % 7 < 6 THEN 'RISK' ELSE 'NA' END,
            CASE WHEN (a.h + i) % 300 = 0 THEN NULL WHEN (a.h + i) % 997 = 1 THEN 5.3 ELSE 3 + ((a.h / 7 + i * 13) % 201) / 100.0 END,
            a.h % 50 = 0,
            CASE WHEN a.h % 10 < 7 THEN 'mosru' WHEN a.h % 10 < 9 THEN 'in_person' ELSE 'post' END,
            CASE WHEN a.h % 10 < 7 THEN 'M-' || a.id || '-' || i END,
            (i = 1 AND a.h % 3 = 0) OR (a.h % 401 = 5 AND i = 2),
            (i = 1 AND a.h % 5 < 2) OR (a.h % 389 = 7 AND i = 2),
            CASE WHEN (i = 1 AND a.h % 5 < 2) OR (a.h % 389 = 7 AND i = 2) THEN timestamptz '${SEASON_YEAR}-07-20 12:00+03' END,
            CASE WHEN a.h % 9 <> 0 THEN 'Родитель ' || a.id END,
            CASE WHEN a.h % 9 <> 0 THEN '+7916' || lpad((a.id % 10000000)::text, 7, '0') END,
            timestamptz '${SEASON_YEAR}-06-20 09:00+03' + ((a.h + i) % (55 * 24)) * interval '1 hour',
            timestamptz '${SEASON_YEAR}-08-16 09:00+03'
     FROM (SELECT id, abs(hashtext(id::text || 'a')) AS h, abs(hashtext(id::text || 'b')) AS h2 FROM abiturients) a
     CROSS JOIN LATERAL generate_series(1, ${APPLICATIONS_OF.replaceAll('h %', 'a.h %')}) i
     CROSS JOIN (SELECT count(*) AS c FROM bench_groups) gc
     JOIN bench_groups g ON g.n = (a.h2 + i * (1 + a.h % 97)) % gc.c
     CROSS JOIN admission_seasons s
     WHERE s.year = ${SEASON_YEAR}
     ON CONFLICT DO NOTHING`,
    // Three sessions per college and test type, 60 seats each.
    `INSERT INTO entrance_test_sessions (season_id, college_id, test_type, starts_at, building_id, room, capacity, pass_points)
       SELECT t.season_id, t.college_id, t.test_type, timestamptz '${SEASON_YEAR}-07-05 10:00+03' + (k * 7 + t.college_id % 5) * interval '1 day',
              (SELECT b.id FROM organization_buildings b WHERE b.organization_id = t.college_id LIMIT 1), 'Ауд. ' || (100 + k), 60,
              CASE WHEN t.test_type = 5399582 THEN 50 END
       FROM (SELECT DISTINCT season_id, college_id, test_type FROM competitive_groups WHERE test_type IS NOT NULL) t CROSS JOIN generate_series(0, 2) k`,
    // Nine in ten applications needing a test get a session; of those, nine in ten a result.
    `INSERT INTO entrance_test_assignments (session_id, application_id, attended, passed, points, recorded_at)
       SELECT (SELECT s.id FROM entrance_test_sessions s WHERE s.college_id = g.college_id AND s.test_type = g.test_type ORDER BY s.starts_at OFFSET x.id % 3 LIMIT 1),
              x.id,
              CASE WHEN x.id % 10 < 9 THEN x.id % 20 <> 0 END,
              CASE WHEN x.id % 10 < 9 AND x.id % 20 <> 0 THEN x.id % 6 <> 0 END,
              CASE WHEN x.id % 10 < 9 AND x.id % 20 <> 0 AND g.test_type = 5399582 THEN 30 + x.id % 70 END,
              CASE WHEN x.id % 10 < 9 THEN timestamptz '${SEASON_YEAR}-08-01 12:00+03' END
       FROM abiturient_applications x JOIN competitive_groups g ON g.id = x.group_id
       WHERE g.test_type IS NOT NULL AND x.id % 10 <> 0`,
    'DROP TABLE bench_groups',
  ];
}

/**
 * Seeds the admission data on a database holding the search bench's applicants, then VACUUM
 * (ANALYZE). The counts and the time.
 * @param {any} db drizzle
 */
export async function seedAdmissionData(db, { log = () => {} } = {}) {
  const started = performance.now();
  for (const statement of admissionSeedStatements()) await db.execute(sql.raw(statement));
  const seeded = performance.now();
  await db.execute(sql.raw('VACUUM (ANALYZE)'));
  const count = async (table) => Number((await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0].n);
  const figures = {
    applications: await count('abiturient_applications'),
    groups: await count('competitive_groups'),
    sessions: await count('entrance_test_sessions'),
    assignments: await count('entrance_test_assignments'),
    seasonId: Number((await db.execute(sql.raw(`SELECT id FROM admission_seasons WHERE year = ${SEASON_YEAR}`))).rows[0].id),
    ms: { seed: Math.round(seeded - started), vacuum: Math.round(performance.now() - seeded) },
  };
  log(`admission: ${figures.applications} applications in ${figures.groups} groups, ${figures.sessions} sessions, ${figures.assignments} assignments (${(figures.ms.seed / 1000).toFixed(1)} s)`);
  return figures;
}
