// What bench/rpc takes from the server's sources, in one place: the read subject
// (readSubject.mjs) is bundled from these (bundleServer.mjs), so they stay TypeScript sources.
export { createApp, createLogger } from '../../../apps/server/src/app.ts';
export { loadConfig } from '../../../apps/server/src/config.ts';
export { openDatabase } from '../../../apps/server/src/db/open.ts';
export { readApplicantPage } from '../../../apps/server/src/domain/contingent/listApplicants.ts';
export { listApplicants } from '@abitura/sdk/contracts';
