import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * pg_trgm's similarity threshold (the % operator, which reads a typo's candidate corrections off
 * the name vocabulary) for every session: its default, 0.3, misses two typos in a seven-letter
 * surname, which can leave the words sharing two trigrams of sixteen (0.14); see nameCorrections.ts.
 */
const SESSION_SETTINGS = { 'pg_trgm.similarity_threshold': '0.1' } as const;

/**
 * PGlite runs PostgreSQL single-user, without the checkpointer that would bound its write-ahead
 * log: the log grows until a CHECKPOINT (measured: 545 MB after writes of 14 x 100,000 rows,
 * whatever max_wal_size said). The embedded upkeep checkpoints every pass (embeddedVacuum.ts);
 * this caps the segments a checkpoint keeps for reuse at 256 MB instead of 1 GB.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'max_wal_size=256MB'];

/** One type for both drivers: the rest of the server never knows which it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * apps/server/drizzle, found from this module's own place: the nearest folder above it with a
 * package.json is the server package, whether this runs from src/db (tests, tsx) or bundled
 * into dist/main.js.
 */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}: cannot find the drizzle migrations folder`);
    dir = parent;
  }
  const folder = join(dir, 'drizzle');
  if (!existsSync(join(folder, 'meta', '_journal.json'))) throw new Error(`the migrations folder ${folder} is missing or has no meta/_journal.json`);
  return folder;
}

let migrationsFolder: string | undefined;
const migrations = () => ({ migrationsFolder: (migrationsFolder ??= findMigrationsFolder()) });

/**
 * PostgreSQL when a URL is given, else PGlite (PostgreSQL in WebAssembly, in process) with its
 * data in `dataDir`, or in memory when dataDir is null (tests). `startFrom`, for PGlite only, is a
 * data directory PGlite dumped (`dumpDataDir`) to begin with instead of a new cluster: the test
 * suite's migrated template, which opens in about a quarter of the time a new cluster takes.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null; startFrom?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    const settings = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' ');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: settings });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, migrations()),
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
    startParams: PGLITE_START_PARAMS,
    extensions: { pg_trgm },
  });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.query('select set_config($1, $2, false)', [name, value]);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, migrations()),
    ping: async () => (await client.query('select 1')).rows.length === 1,
    close: () => client.close(),
  };
}
