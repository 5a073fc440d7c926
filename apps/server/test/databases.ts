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
  return createScratchDatabase('abitura_test');
}

/**
 * A new database on the test server, named prefix_ and 12 hex digits, copied from `template`
 * (a database of the same server nobody is connected to) or from the server's default template.
 */
export async function createScratchDatabase(prefix: 'abitura_test' | 'abitura_template', template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
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
 * Drops a scratch database made by createScratchDatabase (after its pool has ended). Best effort: a
 * backend the test role may not end (autovacuum) can keep it a moment, and a leftover scratch
 * database must not fail a test.
 */
export async function dropScratchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^abitura_(test|template)_[0-9a-f]{12}$/.test(name)) return;
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
