import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SlidingWindow } from '@abitura/contracts/limits';
import type { Logger } from 'pino';
import { AccessService } from './auth/accessService.js';
import { AddressThrottle } from './auth/loginThrottle.js';
import { passwordHasher, type PasswordHasher } from './auth/passwords.js';
import { SessionService } from './auth/sessionService.js';
import type { ServerConfig } from './config.js';
import type { Database, Db } from './db/open.js';
import { DeviceKeys } from './domain/queue/deviceKeys.js';
import { SocketHub } from './events/socketHub.js';
import { Mailer } from './mail/delivery.js';
import { fileTransport, smtpTransport, type MailTransport } from './mail/outbox.js';

export interface Clock {
  now(): number;
}

/** Everything a handler may need, built once per server. */
export interface Services {
  readonly db: Db;
  readonly database: Database;
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly access: AccessService;
  readonly sessions: SessionService;
  readonly sockets: SocketHub;
  readonly addressThrottle: AddressThrottle;
  /** Password hashing for requests: a few at once, a short queue, the rest refused. */
  readonly passwords: PasswordHasher;
  readonly mailer: Mailer;
  /** Kiosk and TV board keys. */
  readonly devices: DeviceKeys;
  /** Ticket/Get reads per address (a minute's window). */
  readonly ticketReads: SlidingWindow;
  newRequestId(): string;
}

export async function createServices(options: {
  database: Database;
  config: ServerConfig;
  log: Logger;
  clock?: Clock;
  mailTransport?: MailTransport;
  passwords?: PasswordHasher;
}): Promise<Services> {
  const { database, config, log } = options;
  const clock = options.clock ?? { now: () => Date.now() };
  const access = new AccessService(database.db);
  const sockets = new SocketHub();
  const transport = options.mailTransport ?? (config.smtpUrl ? await smtpTransport(config.smtpUrl) : fileTransport(join(config.dataDir, 'outbox'), log));
  return {
    db: database.db,
    database,
    config,
    clock,
    access,
    sockets,
    sessions: new SessionService(database.db, config, clock, access, sockets),
    addressThrottle: new AddressThrottle(() => clock.now()),
    passwords: options.passwords ?? passwordHasher,
    mailer: new Mailer(database.db, transport, config.mailFrom, log, clock),
    devices: new DeviceKeys(database.db, () => clock.now()),
    ticketReads: new SlidingWindow(() => clock.now()),
    newRequestId: () => randomUUID(),
  };
}
