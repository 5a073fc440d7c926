import { openDatabase, type Database } from '../../src/db/open.js';
import { dropScratchDatabase, testDatabaseUrl } from '../databases.js';

/** A migrated database of the suite's kind (PGlite, or a scratch PostgreSQL one), and how to drop it. */
export async function openScratchDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const scratch = testDatabaseUrl();
  const databaseUrl = scratch ? await scratch : null;
  const database = await openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      if (databaseUrl) await dropScratchDatabase(databaseUrl);
    },
  };
}
