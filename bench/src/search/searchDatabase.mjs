// The database a search subject measures: opened the way the server opens it (openDatabase), on
// PostgreSQL a scratch database made and dropped by the server tests' helpers (on the cluster at
// ABITURA_TEST_PG_URL, default postgres://abitura:abitura@127.0.0.1:5432/postgres), on PGlite a
// temporary data folder, as the server keeps its data in one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropScratchDatabase, openDatabase, PG_ADMIN_URL, postgresReachable, testDatabaseUrl } from '@abitura/server/testing';

/** The admin URL without its password, for messages. */
function shownUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

/**
 * `{ database, remove, url }` (PostgreSQL) or `{ database, remove, dataDir }` (PGlite), or
 * `{ skipped }` saying why PostgreSQL could not be measured.
 * @param {'postgres' | 'pglite'} engine
 */
export async function openSearchDatabase(engine) {
  if (engine === 'postgres') {
    if (!(await postgresReachable())) return { skipped: `PostgreSQL does not answer at ${shownUrl(PG_ADMIN_URL)} (set ABITURA_TEST_PG_URL to a role that may create databases)` };
    // The helper makes a scratch database only for the tests' postgres pass, which this is like.
    process.env.ABITURA_TEST_DB = 'postgres';
    const url = await testDatabaseUrl();
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    return { database, remove: () => dropScratchDatabase(url), url };
  }
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'abitura-search-bench-'));
    const database = await openDatabase({ databaseUrl: null, dataDir });
    return { database, remove: () => rm(dataDir, { recursive: true, force: true }), dataDir };
  }
  throw new Error(`SEARCH_ENGINE must be postgres or pglite, not ${engine}`);
}
