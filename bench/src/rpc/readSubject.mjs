// The subject of bench/rpc, run in its own process from a bundle (bundleServer.mjs). RPC_ENGINE
// is 'postgres' or 'pglite', RPC_SIZE the number of applicants, RPC_SERVERS a JSON list of
// {label, env}: one server for each, configured from that environment alone (loadConfig).
//  1. a fresh database (search/searchDatabase.mjs: a scratch database on PostgreSQL, a temporary
//     data folder on PGlite), migrated and seeded once (search/seedApplicants.mjs, then VACUUM);
//  2. on PGlite, which one process owns, the folder is copied for the bench's own driver;
//  3. the real server (createApp on that database, pino 'silent', results not checked against
//     their contracts) with a signed-in-able user holding the default role 'Куратор';
//  4. the SQL the working list's first page runs: readApplicantPage, the handler's own function,
//     called once through a drizzle instance that records each statement with its parameters.
// Prints one JSON line when listening; SIGTERM or the parent's exit closes it and removes the data.
import { cp, rm } from 'node:fs/promises';
import { listApplicants } from '@abitura/contracts';
import { createApp, createLogger, loadConfig, openDatabase, readApplicantPage } from '@abitura/server/testing';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openSearchDatabase } from '../search/searchDatabase.mjs';
import { seedSearchData } from '../search/seedApplicants.mjs';
import { addBenchUser } from './benchServer.mjs';
import { exitWithParent } from './childServer.mjs';

/** The staff app's working list as it opens: no filter, by full name, first page of 25. */
export const FIRST_PAGE = Object.freeze({ sort: 'fullname', direction: 'asc', page: 1, pageSize: 25 });
const LOGIN = 'bench.reader';
const PASSWORD = 'Bench-Reader-2026';

const engine = process.env.RPC_ENGINE;
const size = Number(process.env.RPC_SIZE);
const servers = JSON.parse(process.env.RPC_SERVERS ?? '[{"label":"server","env":{}}]');
const log = (line) => process.stderr.write(`rpc ${engine}: ${line}\n`);

/** The statements readApplicantPage sends for `params`, in order, and its answer. */
async function recordStatements(database, params) {
  const statements = [];
  const logger = { logQuery: (text, values) => statements.push({ text, values }) };
  const client = database.db.$client;
  const recording = database.kind === 'pglite' ? drizzlePglite(client, { logger }) : drizzlePg(client, { logger });
  // No filter names the caller ('me'), so who asks changes nothing in the SQL.
  const page = await readApplicantPage(recording, listApplicants.params.parse(params), null);
  return { statements, answer: { total: page.total, ids: page.items.map((item) => item.id) } };
}

const opened = await openSearchDatabase(engine);
if ('skipped' in opened) {
  process.stdout.write(`${JSON.stringify({ engine, skipped: opened.skipped })}\n`);
  process.exit(0);
}

const cleanup = [opened.remove];
let database = opened.database;
await database.migrate();
const version = String((await database.db.execute(sql`select version() as v`)).rows[0].v);
log(`seeding ${size} applicants…`);
const seed = await seedSearchData(database.db, { size, log });
log(`seeded in ${(seed.ms.seed / 1000).toFixed(1)} s, VACUUM (ANALYZE) ${(seed.ms.vacuum / 1000).toFixed(1)} s`);

let driver = { url: opened.url };
if (database.kind === 'pglite') {
  await database.close();
  const copy = `${opened.dataDir}-driver`;
  await cp(opened.dataDir, copy, { recursive: true });
  cleanup.push(() => rm(copy, { recursive: true, force: true }));
  driver = { dataDir: copy };
  database = await openDatabase({ databaseUrl: null, dataDir: opened.dataDir });
}

const apps = [];
for (const { label, env } of servers) {
  // Each server's settings are its own environment, so one run can set two configurations side by side.
  const config = { ...loadConfig(env), port: 0, host: '127.0.0.1', demo: false, logLevel: 'silent' };
  const app = await createApp({ config, log: createLogger('silent'), database, mailTransport: { name: 'none', send: async () => {} } });
  apps.push({ label, app });
}
await addBenchUser({ app: apps[0].app, database }, { login: LOGIN, password: PASSWORD, role: 'Куратор' });
const recorded = await recordStatements(database, FIRST_PAGE);

const listening = [];
for (const { label, app } of apps) listening.push({ label, url: await app.listen(0) });
process.stdout.write(
  `${JSON.stringify({ engine, version, applicants: seed.applicants, seedMs: seed.ms, servers: listening, login: LOGIN, password: PASSWORD, params: FIRST_PAGE, ...recorded, driver })}\n`,
);

exitWithParent(async () => {
  // The servers share one database: the first close closes it, the others find it closed.
  for (const { app } of apps) await app.close().catch(() => {});
  for (const remove of cleanup) await remove();
}, 30_000);
