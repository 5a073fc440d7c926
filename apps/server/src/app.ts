import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { Dispatcher } from './actions/dispatcher.js';
import { registerActions } from './actions/registerActions.js';
import { PRUNE_EVERY_MS, pruneStoredReplies } from './actions/replyJanitor.js';
import { pruneGuesses } from './auth/signInAttempts.js';
import type { PasswordHasher } from './auth/passwords.js';
import { ensureAdmin, ensureDefaultRoles, upsertPermissions } from './bootstrap.js';
import { upsertSpecialities } from './domain/programs/upsertSpecialities.js';
import { upsertReferenceData } from './domain/reference/upsertReferenceData.js';
import type { ServerConfig } from './config.js';
import { startEmbeddedUpkeep } from './db/embeddedVacuum.js';
import { openDatabase, type Database } from './db/open.js';
import { buildHttpServer } from './http/server.js';
import type { MailTransport } from './mail/outbox.js';
import { createServices, type Clock, type Services } from './services.js';

export interface App {
  readonly http: FastifyInstance;
  readonly services: Services;
  readonly dispatcher: Dispatcher;
  /** Listens on the configured (or given) port; resolves with the base URL. */
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

/** Never a password, a token or personal data in the logs. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.apiKey',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: LOG_REDACT, censor: '[hidden]' } });
}

/** Opens the database, migrates, bootstraps, wires every action and builds the HTTP server. */
export async function createApp(options: { config: ServerConfig; log?: Logger; clock?: Clock; mailTransport?: MailTransport; database?: Database; passwords?: PasswordHasher }): Promise<App> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  await upsertPermissions(database.db);
  await ensureDefaultRoles(database.db);
  await upsertReferenceData(database.db);
  await upsertSpecialities(database.db);
  await ensureAdmin(database.db, config, log);

  const registry = registerActions();
  const missing = registry.missing();
  if (missing.length > 0) throw new Error(`actions without a handler: ${missing.join(', ')}`);
  const services = await createServices({
    database,
    config,
    log,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.passwords ? { passwords: options.passwords } : {}),
  });
  const dispatcher = new Dispatcher(registry, services, log);
  const http = await buildHttpServer({ services, dispatcher, log });
  const prune = () => {
    void pruneStoredReplies(database.db, services.clock.now()).catch((error: unknown) => log.error({ err: error }, 'pruning stored replies failed'));
    void pruneGuesses(database.db, services.clock.now()).catch((error: unknown) => log.error({ err: error }, 'pruning sign-in attempts failed'));
  };
  prune();
  const janitor = setInterval(prune, PRUNE_EVERY_MS);
  janitor.unref();
  // PGlite has no autovacuum: the server applies its rule itself (PostgreSQL runs its own).
  const upkeep = database.kind === 'pglite' ? startEmbeddedUpkeep(database.db, log) : null;
  // Letters a restart left queued or waiting: sent now, or a timer set for their retry.
  void services.mailer.flush();

  return {
    http,
    services,
    dispatcher,
    async listen(port = config.port) {
      await http.listen({ port, host: config.host });
      const address = http.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${actual}`;
    },
    async close() {
      clearInterval(janitor);
      await upkeep?.stop();
      await services.mailer.close();
      services.sockets.closeAll();
      await http.close();
      await database.close();
    },
  };
}
