import type { Database } from '../../src/db/open.js';
import { openTestDatabase } from '../databaseTemplate.js';

/** A migrated database of the suite's kind (PGlite, or a scratch PostgreSQL one), and how to drop it. */
export async function openScratchDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      await drop();
    },
  };
}
