// One engine of bench/search, run in its own process from a bundle (rpc/bundleServer.mjs): opens
// a fresh database the way the server does (openDatabase, then its migrations), seeds it
// (seedApplicants.mjs), times every query (timeQueries.mjs), removes the database and prints one
// JSON line with the figures. SEARCH_ENGINE is 'postgres' or 'pglite'; SEARCH_SIZE the number of
// applicants; SEARCH_SETTINGS the samples; SEARCH_EXPLAIN=1 adds the query plans.
//   PostgreSQL: a scratch database made and dropped by the server tests' helpers, on the cluster
//   at ABITURA_TEST_PG_URL (default postgres://abitura:abitura@127.0.0.1:5432/postgres); when it
//   does not answer, the line says so and nothing is measured.
//   PGlite: a temporary data folder, as the server keeps its data in one.
import { sql } from 'drizzle-orm';
import { SEARCH_QUERIES } from './queries.mjs';
import { openSearchDatabase } from './searchDatabase.mjs';
import { seedSearchData } from './seedApplicants.mjs';
import { explainQuery, timeQuery } from './timeQueries.mjs';

const engine = process.env.SEARCH_ENGINE;
const size = Number(process.env.SEARCH_SIZE);
const settings = JSON.parse(process.env.SEARCH_SETTINGS ?? '{}');
const explain = process.env.SEARCH_EXPLAIN === '1';
const log = (line) => process.stderr.write(`search ${engine}: ${line}\n`);

async function measure(database) {
  await database.migrate();
  const version = String((await database.db.execute(sql`select version() as v`)).rows[0].v);
  log(`seeding ${size} applicants…`);
  const seed = await seedSearchData(database.db, { size, log });
  log(`seeded in ${(seed.ms.seed / 1000).toFixed(1)} s, VACUUM (ANALYZE) ${(seed.ms.vacuum / 1000).toFixed(1)} s`);
  const me = seed.curators[0];
  const queries = [];
  for (const query of SEARCH_QUERIES) {
    log(`${query.label}…`);
    queries.push(await timeQuery(database, query, me, settings));
  }
  const plans = [];
  if (explain) for (const query of SEARCH_QUERIES) plans.push(await explainQuery(database, query, me));
  return { version, seed: { applicants: seed.applicants, schools: seed.schools, curators: seed.curators.length, ms: seed.ms }, queries, plans };
}

const opened = await openSearchDatabase(engine);
let result;
if ('skipped' in opened) {
  result = { engine, skipped: opened.skipped };
} else {
  try {
    result = { engine, ...(await measure(opened.database)) };
  } finally {
    await opened.database.close();
    await opened.remove();
  }
}
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
