import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/open.js';
import { createScratchDatabase, dropScratchDatabase } from './databases.js';

/**
 * The suite's migrated database, made once per run by the global setup (globalSetup.ts) so that a
 * test server starts from it instead of from nothing: on PGlite a dump of its data directory in a
 * file (a new cluster runs initdb and every migration, about 1.9 s; loading the dump, 0.4 s), on
 * PostgreSQL a database the scratch ones are copied from (CREATE DATABASE … TEMPLATE).
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** Makes the template for the suite's kind of database; the returned function removes it. */
export async function createDatabaseTemplate(kind: 'pglite' | 'postgres'): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (kind === 'postgres') {
    const url = await createScratchDatabase('abitura_template');
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return { template: { kind, database: new URL(url).pathname.slice(1) }, remove: () => dropScratchDatabase(url) };
  }
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const folder = await mkdtemp(join(tmpdir(), 'abitura-template-'));
  try {
    await database.migrate();
    // drizzle's PGlite driver keeps its client as $client.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dumpFile = join(folder, 'pglite-data.tar');
    await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { template: { kind, dumpFile }, remove: () => rm(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** The PGlite template's dump, read once per worker (its files share this module). */
let pgliteDump: { file: string; blob: Promise<Blob> } | undefined;
function readDump(file: string): Promise<Blob> {
  if (pgliteDump?.file !== file) pgliteDump = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  return pgliteDump.blob;
}

/**
 * A fresh migrated database of the suite's kind (ABITURA_TEST_DB), started from the run's template
 * when the global setup made one, and how to drop it after the database is closed.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('databaseTemplate');
  if (process.env.ABITURA_TEST_DB === 'postgres') {
    const url = await createScratchDatabase('abitura_test', template?.kind === 'postgres' ? template.database : undefined);
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    return { database, drop: () => dropScratchDatabase(url) };
  }
  const startFrom = template?.kind === 'pglite' ? await readDump(template.dumpFile) : undefined;
  const database = await openDatabase({ databaseUrl: null, dataDir: null, ...(startFrom ? { startFrom } : {}) });
  return { database, drop: async () => {} };
}
