// The bench's data: the demo registry's schools, thirty curators and `size` applicants generated
// inside the database (INSERT … SELECT over generate_series, batches of BATCH_ROWS), with the
// shares of applicantDistributions.mjs, then VACUUM (ANALYZE). Names come from the demo seed's lists
// (surname, first name and patronymic agreeing in gender), schools and places from its registry
// planner, so the list filters meet the values the application itself writes. Imported by the
// bundled subject (searchSubject.mjs), which runs it on PostgreSQL and on PGlite alike.
import { sql } from 'drizzle-orm';
import { APPLICANT_CATEGORIES, INDUSTRIES, INFORMATION_SOURCES, INTENTS, PREFERENTIAL_FLAGS, PROCESSING_STATUSES, READINESS_CATEGORIES, REFUSAL_REASONS, STATUS_FLAGS, TAGS, TRACKING_STAGES } from '@abitura/contracts/vocabulary';
import { createRandom, FEMALE_NAMES, feminineSurname, fullName, MALE_NAMES, METRO_BY_OKRUG, planOrganizations, randomRussianName, SURNAMES, transliterate } from '@abitura/server/seed';
import { organizations, users } from '@abitura/server/testing';
import { CATEGORY_WEIGHTS, FLAG_CHANCES, INTENT_WEIGHTS, PREFERENTIAL_CHANCES, PROCESSING_WEIGHTS, READINESS_WEIGHTS, SHARES, TAG_CHANCES, TRACKING_WEIGHTS, weightsFor } from './applicantDistributions.mjs';
import { digitString, draw, literal, pick, textArray, weighted } from './sqlDraws.mjs';

export const SEARCH_SEED = 20_261_121;
/** Rows per INSERT … SELECT: small enough to report progress, large enough to cost nothing per statement. */
export const BATCH_ROWS = 25_000;
export const CURATOR_COUNT = 30;
/** Applicants were created over the year before this instant. */
export const CREATED_UNTIL = '2026-11-01T00:00:00+03:00';
const MAIL_DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'list.ru', 'inbox.ru'];

/** Every draw a row makes, by name; its position is its draw number. */
const DRAW_NAMES = [
  'gender', 'surname', 'first', 'father', 'noPatronymic', 'category', 'grade', 'gradYear', 'birthYear', 'birthDay',
  'otherInMoscow', 'withSchool', 'school', 'withDistrict', 'withMetro', 'metro', 'phone', 'phoneDigits', 'secondPhone', 'secondDigits',
  'email', 'emailDomain', 'idNumber', 'idHead', 'idTail', 'readiness', 'processing', 'tracking', 'refusal', 'consent',
  'consentBy', 'source', 'sourcePick', 'intent', 'intentPick', 'secondIntent', 'secondIntentPick', 'industry1', 'industry1Pick', 'industry2',
  'industry2Pick', 'industry3', 'industry3Pick', 'withCurator', 'curator', 'created', 'updated', 'lastInteraction',
  ...STATUS_FLAGS.map((flag) => `flag_${flag.value}`),
  ...TAGS.map((tag) => `tag_${tag.value}`),
  ...PREFERENTIAL_FLAGS.map((flag) => `pref_${flag.value}`),
];
const r = (name) => {
  if (!DRAW_NAMES.includes(name)) throw new Error(`no draw named ${name}`);
  return `r_${name}`;
};

const values = (list) => list.map((entry) => entry.value);
const labels = (list) => list.map((entry) => entry.label);
/** Chance tables checked against their vocabulary like the weights. */
const chances = (table, vocabulary, name) => weightsFor(table, vocabulary, name);

/** A jsonb object of the keys whose draw fell under their chance (the others are left out, as false). */
function flagObject(prefix, entries) {
  return `jsonb_strip_nulls(jsonb_build_object(${entries.map(([key, chance]) => `${literal(key)}, CASE WHEN ${r(`${prefix}${key}`)} < ${chance} THEN true END`).join(', ')}))`;
}

/** A text[] of the values whose draw fell under their chance. */
function tagArray(entries) {
  return `array_remove(ARRAY[${entries.map(([key, chance]) => `CASE WHEN ${r(`tag_${key}`)} < ${chance} THEN ${literal(key)} END`).join(', ')}]::text[], NULL)`;
}

/** The distinct non-null values of the SQL expressions `items`, as a sorted text[]. */
function distinctArray(items) {
  return `ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[${items.join(', ')}]::text[]) AS x WHERE x IS NOT NULL ORDER BY x)`;
}

/** A value of `list` chosen by the draw `chosen` when the draw `has` falls under `chance`, else NULL. */
function maybePick(list, has, chosen, chance) {
  return `CASE WHEN ${r(has)} < ${chance} THEN ${pick(textArray(list), list.length, r(chosen))} END`;
}

/** The SQL that inserts applicants numbered `from` to `to`. */
export function applicantInsertSql(from, to) {
  const surnames = textArray(SURNAMES);
  const femaleSurnames = textArray(SURNAMES.map(feminineSurname));
  const surnamesLatin = textArray(SURNAMES.map(transliterate));
  const femaleSurnamesLatin = textArray(SURNAMES.map((surname) => transliterate(feminineSurname(surname))));
  const maleNames = MALE_NAMES.map((entry) => entry.name);
  const categories = weighted(r('category'), weightsFor(CATEGORY_WEIGHTS, APPLICANT_CATEGORIES, 'categories'));
  const metroByOkrug = Object.entries(METRO_BY_OKRUG)
    .filter(([, stations]) => stations.length > 0)
    .map(([okrug, stations]) => `WHEN ${literal(okrug)} THEN ${pick(textArray(stations), stations.length, r('metro'))}`)
    .join(' ');
  const consentJson = (status) =>
    `jsonb_build_object('status', '${status}', 'at', to_char(created_at + interval '20 days', 'YYYY-MM-DD"T"HH24:MI:SS"+03:00"'), 'by', CASE WHEN ${r('consentBy')} < ${SHARES.consentByApplicant} THEN 'applicant' ELSE 'representative' END, 'representative', NULL, 'recordedBy', curator_pick)`;
  const intentWeights = weightsFor(INTENT_WEIGHTS, INTENTS, 'intents');
  const phoneDigits = (name) => `'9' || ${digitString(r(name), 9)}`;

  // Level 1: the row number and its draws.
  const level1 = `SELECT g, ${DRAW_NAMES.map((name, k) => `${draw(k)} AS r_${name}`).join(', ')} FROM generate_series(${from}, ${to}) AS g`;
  // Level 2: gender, category, the school and the curator the row would have.
  const level2 = `SELECT d.*, r_gender < ${SHARES.female} AS female, ${categories} AS category,
      s.ids[1 + floor(r_school * s.n)::int] AS school_pick, s.okrugs[1 + floor(r_school * s.n)::int] AS school_okrug, s.districts[1 + floor(r_school * s.n)::int] AS school_district,
      c.ids[1 + floor(r_curator * c.n)::int] AS curator_pick,
      timestamptz ${literal(CREATED_UNTIL)} - r_created * interval '365 days' AS created_at,
      ${weighted(r('processing'), weightsFor(PROCESSING_WEIGHTS, PROCESSING_STATUSES, 'processing statuses'))} AS processing_status
    FROM (${level1}) AS d
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, array_agg(okrug ORDER BY id) AS okrugs, array_agg(district ORDER BY id) AS districts, count(*)::int AS n FROM organizations WHERE type = 'school') AS s
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM users WHERE login LIKE 'bench.curator.%') AS c`;
  // Level 3: what follows from the category (grade, graduation year, living in Moscow).
  const level3 = `SELECT e.*,
      CASE WHEN category IN ('moscow_9_25', 'moscow_9_24', 'moscow_9_before24', 'region_9') THEN 'SCH9'
           WHEN category IN ('moscow_11', 'region_11') THEN 'SCH11'
           ELSE ${weighted(r('grade'), [['SCH9', 1], ['SCH11', 1], [null, 1]])} END AS grade,
      CASE category WHEN 'moscow_9_24' THEN 24 WHEN 'moscow_9_before24' THEN 21 + floor(r_gradYear * 3)::int
           WHEN 'other' THEN CASE WHEN r_gradYear < 0.5 THEN 25 END ELSE 25 END AS graduation_year,
      (category LIKE 'moscow%' OR (category = 'other' AND r_otherInMoscow < ${SHARES.otherInMoscow})) AS in_moscow
    FROM (${level2}) AS e`;
  // Level 4: the record's fields.
  const level4 = `SELECT
      CASE WHEN female THEN (${femaleSurnames})[1 + floor(r_surname * ${SURNAMES.length})::int] ELSE (${surnames})[1 + floor(r_surname * ${SURNAMES.length})::int] END AS last_name,
      CASE WHEN female THEN ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, r('first'))} ELSE ${pick(textArray(maleNames), maleNames.length, r('first'))} END AS first_name,
      CASE WHEN r_noPatronymic < ${SHARES.noPatronymic} THEN NULL
           WHEN female THEN ${pick(textArray(MALE_NAMES.map((entry) => entry.daughter)), MALE_NAMES.length, r('father'))}
           ELSE ${pick(textArray(MALE_NAMES.map((entry) => entry.son)), MALE_NAMES.length, r('father'))} END AS middle_name,
      make_date(2000 + coalesce(graduation_year, 25) - CASE WHEN grade = 'SCH11' THEN 18 ELSE 16 END + floor(r_birthYear * 2)::int, 1, 1) + floor(r_birthDay * 365)::int AS birth_date,
      CASE WHEN female THEN 'FEMALE' ELSE 'MALE' END AS gender,
      CASE WHEN r_phone >= ${SHARES.withPhone} THEN '{}'::text[]
           WHEN r_secondPhone < ${SHARES.secondPhone} THEN ARRAY['+7' || ${phoneDigits('phoneDigits')}, '+7' || ${phoneDigits('secondDigits')}]
           ELSE ARRAY['+7' || ${phoneDigits('phoneDigits')}] END AS phones,
      CASE WHEN r_email < ${SHARES.withEmail} THEN
        CASE WHEN female THEN ${pick(textArray(FEMALE_NAMES.map(transliterate)), FEMALE_NAMES.length, r('first'))} ELSE ${pick(textArray(maleNames.map(transliterate)), maleNames.length, r('first'))} END
        || '.' || CASE WHEN female THEN (${femaleSurnamesLatin})[1 + floor(r_surname * ${SURNAMES.length})::int] ELSE (${surnamesLatin})[1 + floor(r_surname * ${SURNAMES.length})::int] END
        || (g % 100)::text || '@' || ${pick(textArray(MAIL_DOMAINS), MAIL_DOMAINS.length, r('emailDomain'))} END AS email,
      CASE WHEN r_idNumber < ${SHARES.withIdNumber} THEN ${digitString(r('idHead'), 9)} || ${digitString(r('idTail'), 2)} END AS id_number,
      CASE WHEN in_moscow AND r_withSchool < ${SHARES.withSchool} THEN school_pick END AS school_id,
      grade, graduation_year,
      CASE WHEN in_moscow THEN school_okrug ELSE 'OUT' END AS okrug,
      CASE WHEN in_moscow AND r_withDistrict < ${SHARES.withDistrict} THEN school_district END AS district,
      CASE WHEN in_moscow AND r_withMetro < ${SHARES.withMetro} THEN CASE school_okrug ${metroByOkrug} END END AS metro_station_1,
      category,
      ${flagObject('flag_', chances(FLAG_CHANCES, STATUS_FLAGS, 'status flags'))} AS flags,
      ${tagArray(chances(TAG_CHANCES, TAGS, 'tags'))} AS tags,
      ${flagObject('pref_', chances(PREFERENTIAL_CHANCES, PREFERENTIAL_FLAGS, 'preferential flags'))} AS preferential,
      ${weighted(r('readiness'), weightsFor(READINESS_WEIGHTS, READINESS_CATEGORIES, 'readiness'))} AS readiness,
      processing_status,
      ${weighted(r('tracking'), weightsFor(TRACKING_WEIGHTS, TRACKING_STAGES, 'tracking stages'))} AS tracking_stage,
      CASE WHEN processing_status = 'work_end' THEN ARRAY[${pick(textArray(values(REFUSAL_REASONS)), REFUSAL_REASONS.length, r('refusal'))}] ELSE '{}'::text[] END AS refusal_reasons,
      CASE WHEN r_consent < ${SHARES.consentAccepted} THEN ${consentJson('accepted')}
           WHEN r_consent < ${SHARES.consentAccepted + SHARES.consentNotAccepted} THEN ${consentJson('not_accepted')} END AS consent,
      CASE WHEN r_source < ${SHARES.withSource} THEN ${pick(textArray(values(INFORMATION_SOURCES)), INFORMATION_SOURCES.length, r('sourcePick'))} END AS information_source,
      CASE WHEN r_intent >= ${SHARES.withIntent} THEN '{}'::text[]
           ELSE ${distinctArray([weighted(r('intentPick'), intentWeights), maybePick(values(INTENTS), 'secondIntent', 'secondIntentPick', SHARES.secondIntent)])} END AS intents,
      ${distinctArray([1, 2, 3].map((n) => maybePick(values(INDUSTRIES), `industry${n}`, `industry${n}Pick`, SHARES.industries[n - 1])))} AS industries,
      CASE WHEN r_withCurator < ${SHARES.withCurator} THEN curator_pick END AS curator_id,
      CASE WHEN r_flag_has_questionnaire < ${FLAG_CHANCES.has_questionnaire} THEN jsonb_build_array(
        jsonb_build_object('question', 'Какая отрасль вам интересна?', 'answer', ${pick(textArray(labels(INDUSTRIES)), INDUSTRIES.length, r('industry1Pick'))}),
        jsonb_build_object('question', 'Что вы планируете после школы?', 'answer', ${weighted(r('intentPick'), intentWeights.map(([value, weight]) => [INTENTS.find((entry) => entry.value === value)?.label ?? null, weight]))}))
        ELSE '[]'::jsonb END AS survey_answers,
      CASE WHEN r_flag_has_questionnaire < ${FLAG_CHANCES.has_questionnaire} THEN created_at + interval '2 days' END AS survey_at,
      CASE WHEN processing_status <> 'not_processed' THEN least(timestamptz ${literal(CREATED_UNTIL)}, created_at + r_lastInteraction * interval '60 days') END AS last_interaction_at,
      created_at,
      least(timestamptz ${literal(CREATED_UNTIL)}, created_at + r_updated * interval '30 days') AS updated_at
    FROM (${level3}) AS f`;
  // Outer level: the contact text, as applicantRows.ts contactText() writes
  // them (phone digits, the same with 8 for the leading 7, the e-mail, the id number).
  const columns = [
    'last_name', 'first_name', 'middle_name', 'birth_date', 'gender', 'phones', 'email', 'id_number', 'school_id', 'grade', 'graduation_year', 'okrug', 'district',
    'metro_station_1', 'category', 'flags', 'tags', 'preferential', 'readiness', 'processing_status', 'tracking_stage', 'refusal_reasons', 'consent',
    'information_source', 'intents', 'industries', 'curator_id', 'survey_answers', 'survey_at', 'last_interaction_at', 'created_at', 'updated_at',
  ];
  const contact = `concat_ws(' ', substr(phones[1], 2), '8' || substr(phones[1], 3), substr(phones[2], 2), '8' || substr(phones[2], 3), lower(email), id_number)`;
  return `INSERT INTO abiturients (${columns.join(', ')}, contact_text)
    SELECT ${columns.join(', ')}, ${contact} FROM (${level4}) AS h`;
}

/** The demo registry's schools (size 1: about 600), as the registry step plans them. */
function planSchoolRows() {
  return planOrganizations(createRandom(SEARCH_SEED).fork('organizations'), 1)
    .map((plan) => plan.row)
    .filter((row) => row.type === 'school');
}

/**
 * Fills a migrated, empty database.
 * @param {import('@abitura/server/testing').Db} db
 * @param {{ size: number; log?: (line: string) => void }} options
 * @returns {Promise<{ schools: number; curators: number[]; applicants: number; ms: { seed: number; vacuum: number } }>}
 */
export async function seedSearchData(db, { size, log = () => {} }) {
  const started = performance.now();
  const schools = planSchoolRows();
  await db.insert(organizations).values(schools);
  const random = createRandom(SEARCH_SEED).fork('curators');
  const curators = await db
    .insert(users)
    .values(
      Array.from({ length: CURATOR_COUNT }, (_, i) => ({
        login: `bench.curator.${i + 1}`,
        fullName: fullName(randomRussianName(random, random.chance(0.7) ? 'female' : 'male')),
        status: 'active',
        // Curators only own applicants here; nobody signs in as them.
        passwordHash: 'bench: no password',
        email: `bench.curator.${i + 1}@college.test`,
      })),
    )
    .returning({ id: users.id });
  for (let from = 1; from <= size; from += BATCH_ROWS) {
    const to = Math.min(size, from + BATCH_ROWS - 1);
    await db.execute(sql.raw(applicantInsertSql(from, to)));
    log(`${to} of ${size} applicants (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  const seeded = performance.now();
  // VACUUM as well as ANALYZE: it merges the GIN indexes' pending lists and records their sizes,
  // which the planner's GIN costs read. PostgreSQL's autovacuum would do it at some moment during
  // the run (PGlite has no autovacuum); doing it here gives both engines the same, settled state.
  await db.execute(sql.raw('VACUUM (ANALYZE)'));
  const [{ n }] = (await db.execute(sql.raw('SELECT count(*)::int AS n FROM abiturients'))).rows ?? [];
  return {
    schools: schools.length,
    curators: curators.map((row) => row.id),
    applicants: Number(n),
    ms: { seed: Math.round(seeded - started), vacuum: Math.round(performance.now() - seeded) },
  };
}
