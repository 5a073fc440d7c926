// One engine of bench/admission, run in its own process from a bundle (rpc/bundleServer.mjs):
// opens a fresh database the way the server does (search/searchDatabase.mjs), seeds the search
// bench's applicants and the admission data on them (admission/seedAdmission.mjs), times every
// register page and the validation pass (timeAdmission.mjs), removes the database and prints one
// JSON line with the figures. ADMISSION_ENGINE is 'postgres' or 'pglite'; ADMISSION_SIZE the
// number of applicants; ADMISSION_SETTINGS the samples; ADMISSION_EXPLAIN=1 adds the plans.
import { sql } from 'drizzle-orm';
import { openSearchDatabase } from '../search/searchDatabase.mjs';
import { seedSearchData } from '../search/seedApplicants.mjs';
import { ADMISSION_QUERIES, resolveParams, VALIDATION_PARAMS } from './admissionQueries.mjs';
import { seedAdmissionData } from './seedAdmission.mjs';
import { explainPage, explainValidation, timePage, timeValidation } from './timeAdmission.mjs';

const engine = process.env.ADMISSION_ENGINE;
const size = Number(process.env.ADMISSION_SIZE);
const settings = JSON.parse(process.env.ADMISSION_SETTINGS ?? '{}');
const explain = process.env.ADMISSION_EXPLAIN === '1';
const log = (line) => process.stderr.write(`admission ${engine}: ${line}\n`);

/**
 * What the queries' placeholders stand for: the season, its busiest group and that group's
 * college, and the last seven digits of the phone of the first applicant (by id) with an application, as staff type them.
 */
async function placeholderValues(db, seasonId) {
  const [busiest] = (
    await db.execute(sql`select group_id, college_id from abiturient_applications where season_id = ${seasonId} group by group_id, college_id order by count(*) desc, group_id limit 1`)
  ).rows;
  const [owner] = (
    await db.execute(sql`select p.phones[1] as phone from abiturient_applications a join abiturients p on p.id = a.abiturient_id where a.season_id = ${seasonId} and cardinality(p.phones) > 0 order by p.id limit 1`)
  ).rows;
  const digits = String(owner.phone).slice(-7);
  return { season: seasonId, group: Number(busiest.group_id), college: Number(busiest.college_id), phone: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` };
}

async function measure(database) {
  await database.migrate();
  const version = String((await database.db.execute(sql`select version() as v`)).rows[0].v);
  log(`seeding ${size} applicants…`);
  const applicants = await seedSearchData(database.db, { size, log });
  const admission = await seedAdmissionData(database.db, { log });
  const values = await placeholderValues(database.db, admission.seasonId);
  const queries = [];
  for (const query of ADMISSION_QUERIES) {
    log(`${query.label}…`);
    queries.push(await timePage(database, { label: query.label, params: resolveParams(query.params, values) }, settings));
  }
  log('validation…');
  const validationParams = resolveParams(VALIDATION_PARAMS, values);
  const validation = await timeValidation(database, validationParams, settings);
  const plans = [];
  if (explain) {
    for (const query of ADMISSION_QUERIES) plans.push(await explainPage(database, { label: query.label, params: resolveParams(query.params, values) }));
    plans.push(await explainValidation(database, validationParams));
  }
  const { seasonId: _seasonId, ...figures } = admission;
  return {
    version,
    seed: { applicants: applicants.applicants, ...figures, ms: { applicants: applicants.ms.seed + applicants.ms.vacuum, admission: admission.ms.seed + admission.ms.vacuum } },
    values,
    queries,
    validation,
    plans,
  };
}

const opened = await openSearchDatabase(engine);
let result;
if ('skipped' in opened) {
  result = { engine, skipped: opened.skipped };
} else {
  try {
    result = { engine, ...(await measure(opened.database)) };
  } catch (error) {
    result = { engine, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  } finally {
    await opened.database.close();
    await opened.remove();
  }
}
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
