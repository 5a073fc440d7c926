/**
 * Before the journeys: build what is missing or stale (the server and every app, by the same
 * rule as `npm start`), start the real server on a free port with a fresh DATA_DIR, and hand its
 * address and data folder to the workers through the environment. The returned function is the
 * teardown: it stops the server and removes the folder.
 */
import { join } from 'node:path';
import { BuildError, ROOT, buildStale } from '../../scripts/builds.mjs';
import { E2E_ENV } from './env.js';
import { startServer } from './server.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  try {
    buildStale();
  } catch (error) {
    // The build printed why; a shorter stack here keeps that output in view.
    if (error instanceof BuildError) throw new Error(`e2e: ${error.message}`, { cause: error });
    throw error;
  }
  const server = await startServer({ root: ROOT, logFile: join(ROOT, 'e2e', '.server.log') });
  process.env[E2E_ENV.url] = server.url;
  process.env[E2E_ENV.dataDir] = server.dataDir;
  return () => server.stop();
}
