import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import type { ConnectionHandle } from './transport.js';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** What a handler gets besides its params. */
export interface ActionContext {
  /** The database, or the write's transaction. */
  readonly db: Db;
  readonly caller: Caller;
  readonly requestId: string;
  readonly now: Date;
  readonly services: Services;
  readonly log: Logger;
  readonly connection: ConnectionHandle | null;
  /** Writes an audit entry (who, what, when, before, after) in the same transaction. */
  audit(entry: AuditEntry): Promise<void>;
  /** Sets the reply's `message` (CheckAccess carries its allow flag there; notices read it). */
  setMessage(message: string): void;
  /** Runs after the transaction commits (closing sockets, publishing events). */
  afterCommit(effect: () => void | Promise<void>): void;
  /**
   * Runs after the transaction ends, committed or rolled back: for what must be recorded even
   * when the action is refused (a failed sign-in still counts).
   */
  afterSettle(effect: () => void | Promise<void>): void;
}
