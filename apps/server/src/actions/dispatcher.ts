import { createHash } from 'node:crypto';
import type { ParamIssue, Reply } from '@abitura/sdk';
import { ERROR_MESSAGES } from '@abitura/sdk';
import { sessionPayload, type ActionContract } from '@abitura/sdk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../db/open.js';
import { auditLog, idempotentReplies } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { ActionFailure } from './actionFailure.js';
import { callerKey, type Caller } from './caller.js';
import type { ActionContext, AuditEntry, ConnectionHandle } from './context.js';
import type { ActionRegistry } from './registry.js';

const envelopeSchema = z
  .object({
    action: z.string().min(1).max(100),
    params: z.unknown().optional(),
    token: z.string().max(512).nullable().optional(),
    requestId: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9._:-]+$/, 'requestId may hold letters, digits and . _ : - only')
      .optional(),
    apiKey: z.string().max(512).optional(),
  })
  .strict();

export type Envelope = z.infer<typeof envelopeSchema>;

export interface TransportInfo {
  subsystem: Caller['subsystem'];
  address: string;
  userAgent: string | null;
  /** Authorization: Bearer key (HTTP header) or the frame's apiKey (WS). */
  apiKey: string | null;
  connection: ConnectionHandle | null;
  /** Told who the caller turned out to be (the WS route links the socket to the session). */
  onCaller?: (caller: Caller) => void;
}

function failure(code: keyof typeof ERROR_MESSAGES, requestId: string | undefined, message?: string, issues?: ParamIssue[]): Reply {
  return {
    success: false,
    message: message ?? ERROR_MESSAGES[code],
    data: code,
    ...(issues ? { issues } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** Zod issues as `{path, message}` a person can act on. */
export function toIssues(error: z.ZodError): ParamIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.') || '(params)',
    message: issue.message,
  }));
}

const NUL_MESSAGE = 'Текст не может содержать нулевой символ (U+0000): уберите его и повторите.';

/**
 * The path of the first string (or key) holding U+0000, or null. PostgreSQL text and jsonb cannot
 * store it, so such params would fail deep in a handler; no schema field has a use for it.
 * Iterative, so no nesting depth can exhaust the stack.
 */
export function nulCharacterPath(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

function paramsHash(action: string, params: unknown): string {
  return createHash('sha256').update(action).update('\0').update(JSON.stringify(params ?? null)).digest('hex');
}

/** Why the caller may not run the action, or null when they may. */
function accessProblem(contract: ActionContract, caller: Caller): Reply['data'] | null {
  const rule = contract.permission;
  if (typeof rule === 'object' && 'public' in rule) {
    if (!rule.public.includes(caller.subsystem)) return 'ACCESS_DENIED';
    if (caller.user && !contract.statuses.includes(caller.user.status)) return 'ACCESS_DENIED';
    return null;
  }
  if (!caller.user) return caller.tokenInactive ? 'TOKEN_INACTIVE' : 'ACCESS_DENIED';
  if (!contract.statuses.includes(caller.user.status)) return 'ACCESS_DENIED';
  if (typeof rule === 'string' && !caller.user.permissions.has(rule)) return 'ACCESS_DENIED';
  return null;
}

/**
 * Runs one envelope end to end: shape, action, caller, access, params, handler, reply. Writes run
 * in a transaction that also stores their reply by requestId, so a repeat (over WS or HTTP) gets
 * the same reply and a repeat with other params gets CONFLICT. Nothing a caller sends can make it
 * throw: an unexpected error becomes INTERNAL, logged with the requestId.
 */
export class Dispatcher {
  constructor(
    private readonly registry: ActionRegistry,
    private readonly services: Services,
    private readonly log: Logger,
  ) {}

  async dispatch(raw: unknown, transport: TransportInfo): Promise<Reply> {
    const parsed = envelopeSchema.safeParse(raw);
    const claimedId = typeof (raw as { requestId?: unknown })?.requestId === 'string' ? ((raw as { requestId: string }).requestId.slice(0, 100)) : undefined;
    if (!parsed.success) {
      return failure('INVALID_PARAMS', claimedId && /^[A-Za-z0-9._:-]+$/.test(claimedId) ? claimedId : undefined, 'Некорректный запрос: проверьте поля action, params, token и requestId.', toIssues(parsed.error));
    }
    const envelope = parsed.data;
    const requestId = envelope.requestId ?? this.services.newRequestId();
    const log = this.log.child({ requestId, action: envelope.action });
    try {
      const registered = this.registry.get(envelope.action);
      if (!registered) return failure('UNKNOWN_ACTION', envelope.requestId, `Неизвестное действие: ${envelope.action}`);
      const caller = await this.services.sessions.resolveCaller(envelope.token ?? null, transport);
      transport.onCaller?.(caller);
      const denied = accessProblem(registered.contract, caller);
      if (denied) return failure(denied as keyof typeof ERROR_MESSAGES, envelope.requestId);
      const params = registered.contract.params.safeParse(envelope.params ?? {});
      if (!params.success) return failure('INVALID_PARAMS', envelope.requestId, ERROR_MESSAGES.INVALID_PARAMS, toIssues(params.error));
      const nul = nulCharacterPath(params.data);
      if (nul !== null) return failure('INVALID_PARAMS', envelope.requestId, NUL_MESSAGE, [{ path: nul || '(params)', message: NUL_MESSAGE }]);
      const reply =
        registered.contract.kind === 'write'
          ? await this.#write(registered, params.data, envelope, caller, requestId, transport, log)
          : await this.#read(registered, params.data, caller, requestId, transport, log);
      return envelope.requestId ? { ...reply, requestId: envelope.requestId } : reply;
    } catch (error) {
      if (error instanceof ActionFailure) return failure(error.code, envelope.requestId, error.message, error.issues);
      log.error({ err: error }, 'action failed unexpectedly');
      return failure('INTERNAL', envelope.requestId, `${ERROR_MESSAGES.INTERNAL} Код запроса: ${requestId}.`);
    }
  }

  async #run(
    registered: { contract: ActionContract; handler: (params: unknown, ctx: ActionContext) => Promise<unknown> },
    params: unknown,
    db: Db,
    caller: Caller,
    requestId: string,
    transport: TransportInfo,
    log: Logger,
    effects: Effects,
  ): Promise<Reply> {
    let message = '';
    const ctx: ActionContext = {
      db,
      caller,
      requestId,
      now: new Date(this.services.clock.now()),
      services: this.services,
      log,
      connection: transport.connection,
      audit: (entry: AuditEntry) => writeAudit(db, entry, caller, requestId, this.services.clock.now()),
      afterCommit: (effect) => void effects.commit.push(effect),
      afterSettle: (effect) => void effects.settle.push(effect),
      setMessage: (text) => {
        message = text;
      },
    };
    const data = await registered.handler(params, ctx);
    const output = registered.contract.result.safeParse(data);
    if (!output.success) {
      log.error({ issues: toIssues(output.error) }, 'handler result does not match its contract');
      throw new Error(`result of ${registered.contract.name} does not match its contract`);
    }
    return { success: true, message, data: output.data };
  }

  async #read(
    registered: { contract: ActionContract; handler: (params: unknown, ctx: ActionContext) => Promise<unknown> },
    params: unknown,
    caller: Caller,
    requestId: string,
    transport: TransportInfo,
    log: Logger,
  ): Promise<Reply> {
    const effects: Effects = { commit: [], settle: [] };
    try {
      const reply = await this.#run(registered, params, this.services.db, caller, requestId, transport, log, effects);
      await runEffects(effects.commit, log);
      return reply;
    } finally {
      await runEffects(effects.settle, log);
    }
  }

  async #write(
    registered: { contract: ActionContract; handler: (params: unknown, ctx: ActionContext) => Promise<unknown> },
    params: unknown,
    envelope: Envelope,
    caller: Caller,
    requestId: string,
    transport: TransportInfo,
    log: Logger,
  ): Promise<Reply> {
    const key = callerKey(caller);
    const hash = paramsHash(envelope.action, envelope.params);
    const effects: Effects = { commit: [], settle: [] };
    const attempt = () =>
      this.services.db.transaction(async (tx) => {
        if (envelope.requestId) {
          const stored = await storedReply(tx, key, envelope.requestId);
          if (stored) return { stored };
        }
        const reply = await this.#run(registered, params, tx, caller, requestId, transport, log, effects);
        // A reply that hands out a session holds an access token, which is only ever stored
        // hashed (DESIGN section 5): it is not kept, so a repeat signs in afresh.
        if (envelope.requestId && (registered.contract.result as unknown) !== sessionPayload) {
          await tx.insert(idempotentReplies).values({
            caller: key,
            requestId: envelope.requestId,
            action: envelope.action,
            paramsHash: hash,
            reply,
            createdAt: new Date(this.services.clock.now()),
          });
        }
        return { reply };
      });
    let outcome: { stored?: { paramsHash: string; action: string; reply: Reply }; reply?: Reply };
    try {
      outcome = await attempt();
    } catch (error) {
      // Two copies of one write raced: the other committed first, so answer with its reply.
      if (!envelope.requestId || !isUniqueViolation(error)) throw error;
      effects.commit.length = 0;
      const stored = await storedReply(this.services.db, key, envelope.requestId);
      if (!stored) throw error;
      outcome = { stored };
    } finally {
      await runEffects(effects.settle, log);
    }
    if (outcome.stored) {
      if (outcome.stored.paramsHash !== hash || outcome.stored.action !== envelope.action) {
        throw new ActionFailure('CONFLICT');
      }
      return outcome.stored.reply;
    }
    await runEffects(effects.commit, log);
    return outcome.reply as Reply;
  }
}

interface Effects {
  commit: Array<() => void | Promise<void>>;
  settle: Array<() => void | Promise<void>>;
}

async function runEffects(effects: Array<() => void | Promise<void>>, log: Logger): Promise<void> {
  for (const effect of effects.splice(0)) {
    try {
      await effect();
    } catch (error) {
      log.error({ err: error }, 'after-transaction effect failed');
    }
  }
}

async function storedReply(db: Db, caller: string, requestId: string) {
  const rows = await db
    .select({ paramsHash: idempotentReplies.paramsHash, action: idempotentReplies.action, reply: idempotentReplies.reply })
    .from(idempotentReplies)
    .where(and(eq(idempotentReplies.caller, caller), eq(idempotentReplies.requestId, requestId)))
    .limit(1);
  const row = rows[0];
  return row ? { paramsHash: row.paramsHash, action: row.action, reply: row.reply as Reply } : null;
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
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
