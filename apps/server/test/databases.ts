import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Which database the integration suite runs on. ABITURA_TEST_DB=postgres (set by the `postgres`
 * vitest project) creates a fresh PostgreSQL database per server from ABITURA_TEST_PG_URL, which
 * must allow CREATE DATABASE; anything else uses PGlite in memory.
 */
export const PG_ADMIN_URL = process.env.ABITURA_TEST_PG_URL ?? 'postgres://abitura:abitura@127.0.0.1:5432/postgres';

export function testDatabaseUrl(): Promise<string> | null {
  if (process.env.ABITURA_TEST_DB !== 'postgres') return null;
  return createScratchDatabase();
}

async function createScratchDatabase(): Promise<string> {
  const name = `abitura_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}

/** True when the PostgreSQL test server answers (decides whether the postgres pass runs). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Drops a scratch database made by testDatabaseUrl (after its pool has ended). Best effort: a
 * backend the test role may not end (autovacuum) can keep it a moment, and a leftover scratch
 * database must not fail a test.
 */
export async function dropScratchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^abitura_test_[0-9a-f]{12}$/.test(name)) return;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } catch {
    // The server went away; nothing to clean.
  } finally {
    await admin.end().catch(() => {});
  }
}
