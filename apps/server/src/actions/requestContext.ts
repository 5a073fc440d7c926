import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import { auditLog } from '../db/schema/index.js';
import type { Services } from '../services.js';
import type { Caller } from './caller.js';
import type { ActionContext, AuditEntry } from './context.js';
import type { ConnectionHandle } from './transport.js';

type Effect = () => void | Promise<void>;

/** What a request asked to run once its transaction ends. */
export class Effects {
  readonly commit: Effect[] = [];
  readonly settle: Effect[] = [];
}

/** Runs and empties a list of effects; a failing one is logged and the rest still run. */
export async function runEffects(effects: Effect[], log: () => Logger): Promise<void> {
  for (const effect of effects.splice(0)) {
    try {
      await effect();
    } catch (error) {
      log().error({ err: error }, 'after-transaction effect failed');
    }
  }
}

/**
 * The ActionContext of one request. Most requests are reads that neither log nor register
 * effects, so the logger child, the effect lists and the Date are only made when first used.
 */
export class RequestContext implements ActionContext {
  message = '';
  #effects: Effects | null;
  #log: Logger | null = null;
  #now: Date | null = null;
  readonly #nowMs: number;

  constructor(
    readonly db: Db,
    readonly caller: Caller,
    readonly requestId: string,
    readonly services: Services,
    readonly connection: ConnectionHandle | null,
    private readonly action: string,
    private readonly parentLog: Logger,
    effects: Effects | null = null,
  ) {
    this.#effects = effects;
    this.#nowMs = services.clock.now();
  }

  get now(): Date {
    return (this.#now ??= new Date(this.#nowMs));
  }

  get log(): Logger {
    return (this.#log ??= this.parentLog.child({ requestId: this.requestId, action: this.action }));
  }

  get effects(): Effects | null {
    return this.#effects;
  }

  audit(entry: AuditEntry): Promise<void> {
    return writeAudit(this.db, entry, this.caller, this.requestId, this.services.clock.now());
  }

  setMessage(message: string): void {
    this.message = message;
  }

  afterCommit(effect: Effect): void {
    (this.#effects ??= new Effects()).commit.push(effect);
  }

  afterSettle(effect: Effect): void {
    (this.#effects ??= new Effects()).settle.push(effect);
  }
}

async function writeAudit(db: Db, entry: AuditEntry, caller: Caller, requestId: string, now: number): Promise<void> {
  await db.insert(auditLog).values({
    at: new Date(now),
    actorId: caller.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId,
  });
}
