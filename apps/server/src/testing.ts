/**
 * `@abitura/server/testing`: what the benchmarks (bench/) reach of the server, by name. The
 * server's assembly on a database of their own, the tables they fill, the reads, limits and
 * messages they time or check, and the integration suite's scratch PostgreSQL databases. Resolved
 * from source only (the `@abitura/source` condition): nothing here is built or shipped.
 */
export { readEnvelope } from './actions/envelope.js';
export { createApp, createLogger } from './app.js';
export { HASHING, HASHING_BUSY, hashPassword } from './auth/passwords.js';
export { loadConfig } from './config.js';
export { openDatabase, type Database, type Db } from './db/open.js';
export { abiturients, organizations, roles, userRoles, users } from './db/schema/index.js';
export { listApplicationsHandler } from './domain/admission/listApplications.js';
export { validateSeasonHandler } from './domain/admissionValidation/validateSeason.js';
export type { ActionContext } from './actions/context.js';
export { contactText } from './domain/contingent/applicantRows.js';
export { readApplicantPage } from './domain/contingent/listApplicants.js';
export { boardOf, ticketCode } from './domain/queue/ticketViews.js';
export { ADDRESS_LIMITED, signInLocked, WRONG_CREDENTIALS } from './domain/session/signIn.js';
export { WS_LIMITS } from './http/wsRoute.js';
export { dropScratchDatabase, PG_ADMIN_URL, postgresReachable, testDatabaseUrl } from '../test/databases.js';
