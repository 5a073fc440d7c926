import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ParamIssue, Reply } from '@abitura/contracts/wire';
import { ERROR_MESSAGES } from '@abitura/contracts/wire';
import { sessionPayload, type ActionContract } from '@abitura/contracts';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import { idempotentReplies } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { ActionFailure } from './actionFailure.js';
import { callerKey, type Caller } from './caller.js';
import { echoableRequestId, readEnvelope, toIssues, type Envelope } from './envelope.js';
import { NUL_MESSAGE, nulCharacterPath } from './nulCharacters.js';
import type { ActionRegistry, RegisteredAction as Registered } from './registry.js';
import { Effects, RequestContext, runEffects } from './requestContext.js';
import type { TransportInfo } from './transport.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';

export type { TransportInfo } from './transport.js';

function failure(code: keyof typeof ERROR_MESSAGES, requestId: string | undefined, message?: string, issues?: ParamIssue[]): Reply {
  return {
    success: false,
    message: message ?? ERROR_MESSAGES[code],
    data: code,
    ...(issues ? { issues } : {}),
    ...(requestId ? { requestId } : {}),
  };
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

const DEVICE_SUBSYSTEMS: ReadonlySet<string> = new Set(['kiosk', 'tv']);

/** An action public only to kiosks or TV boards needs the key of a registered device of that kind. */
function needsDevice(contract: ActionContract): boolean {
  const rule = contract.permission;
  return typeof rule === 'object' && 'public' in rule && rule.public.every((subsystem) => DEVICE_SUBSYSTEMS.has(subsystem));
}

const DEVICE_KEY_REFUSED =
  'Ключ устройства не принят: он не указан, неверен или отозван. Введите в настройках подключения действующий ключ, выданный администратором очереди.';

type WriteOutcome = { stored?: NonNullable<Awaited<ReturnType<typeof storedReply>>>; reply?: Reply };

const ENVELOPE_PROBLEM = 'Некорректный запрос: проверьте поля action, params, token и requestId.';

/** The same reply on the wire: zod may reorder keys, which JSON readers ignore. */
function sameJson(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a) ?? 'null'), JSON.parse(JSON.stringify(b) ?? 'null'));
}

/**
 * Runs one envelope end to end: shape, action, caller, access, params, handler, reply. Writes run
 * in a transaction that also stores their reply by requestId, so a repeat (over WS or HTTP) gets
 * the same reply and a repeat with other params gets CONFLICT. Nothing a caller sends can make it
 * throw: an unexpected error becomes INTERNAL, logged with the requestId.
 *
 * This runs for every request, so the common path avoids what it can: no logger child unless
 * something is logged, a session lookup that answers from memory without a promise, effects and
 * dates made only when used.
 */
export class Dispatcher {
  constructor(
    private readonly registry: ActionRegistry,
    private readonly services: Services,
    private readonly log: Logger,
  ) {}

  async dispatch(raw: unknown, transport: TransportInfo): Promise<Reply> {
    const envelope = readEnvelope(raw);
    if (Array.isArray(envelope)) return failure('INVALID_PARAMS', echoableRequestId(raw), ENVELOPE_PROBLEM, envelope);
    const registered = this.registry.get(envelope.action);
    if (!registered) return failure('UNKNOWN_ACTION', envelope.requestId, `Неизвестное действие: ${envelope.action}`);
    const requestId = envelope.requestId ?? this.services.newRequestId();
    try {
      const resolved = this.services.sessions.resolveCaller(envelope.token ?? null, transport);
      const session = resolved instanceof Promise ? await resolved : resolved;
      const caller = transport.apiKey && DEVICE_SUBSYSTEMS.has(transport.subsystem) ? await this.#withDevice(session, transport.subsystem, transport.apiKey) : session;
      transport.onCaller?.(caller);
      const denied = accessProblem(registered.contract, caller);
      if (denied) return failure(denied as keyof typeof ERROR_MESSAGES, envelope.requestId);
      if (needsDevice(registered.contract) && caller.device?.kind !== caller.subsystem) {
        return failure('ACCESS_DENIED', envelope.requestId, DEVICE_KEY_REFUSED);
      }
      const params = registered.contract.params.safeParse(envelope.params ?? {});
      if (!params.success) return failure('INVALID_PARAMS', envelope.requestId, ERROR_MESSAGES.INVALID_PARAMS, toIssues(params.error));
      const nul = nulCharacterPath(params.data);
      if (nul !== null) return failure('INVALID_PARAMS', envelope.requestId, NUL_MESSAGE, [{ path: nul || '(params)', message: NUL_MESSAGE }]);
      if (registered.contract.kind === 'write') {
        const reply = await this.#write(registered, params.data, envelope, caller, requestId, transport);
        return envelope.requestId ? { ...reply, requestId: envelope.requestId } : reply;
      }
      return await this.#read(registered, params.data, envelope, caller, requestId, transport);
    } catch (error) {
      if (error instanceof ActionFailure) return failure(error.code, envelope.requestId, error.message, error.issues);
      this.log.error({ requestId, action: envelope.action, err: error }, 'action failed unexpectedly');
      return failure('INTERNAL', envelope.requestId, `${ERROR_MESSAGES.INTERNAL} Код запроса: ${requestId}.`);
    }
  }

  /**
   * A kiosk or TV board identifies itself by its device key (the Bearer apiKey); only requests of
   * those subsystems that carry a key pay for the (cached) lookup.
   */
  async #withDevice(caller: Caller, subsystem: Caller['subsystem'], apiKey: string): Promise<Caller> {
    const device = await this.services.devices.resolve(apiKey);
    return device && device.kind === subsystem ? { ...caller, device } : caller;
  }

  /** The handler's data, checked against the contract when results are checked (tests, or on demand). */
  #result(contract: ActionContract, data: unknown, ctx: RequestContext): unknown {
    if (!this.services.config.checkResults) return data;
    const output = contract.result.safeParse(data);
    if (!output.success) {
      ctx.log.error({ issues: toIssues(output.error) }, 'handler result does not match its contract');
      throw new Error(`result of ${contract.name} does not match its contract`);
    }
    // Unchecked (production) replies carry the handler's data as is, so it must already be
    // exactly what the contract would make of it: nothing stripped, nothing transformed.
    if (!sameJson(output.data, data)) {
      ctx.log.error('handler result changes when parsed by its contract');
      throw new Error(`result of ${contract.name} changes when parsed by its contract`);
    }
    return output.data;
  }

  async #read(registered: Registered, params: unknown, envelope: Envelope, caller: Caller, requestId: string, transport: TransportInfo): Promise<Reply> {
    const ctx = new RequestContext(this.services.db, caller, requestId, this.services, transport.connection, envelope.action, this.log);
    try {
      const data = this.#result(registered.contract, await registered.handler(params, ctx), ctx);
      const effects = ctx.effects;
      if (effects && effects.commit.length > 0) await runEffects(effects.commit, () => ctx.log);
      return envelope.requestId ? { success: true, message: ctx.message, data, requestId: envelope.requestId } : { success: true, message: ctx.message, data };
    } finally {
      const effects = ctx.effects;
      if (effects && effects.settle.length > 0) await runEffects(effects.settle, () => ctx.log);
    }
  }

  async #write(registered: Registered, params: unknown, envelope: Envelope, caller: Caller, requestId: string, transport: TransportInfo): Promise<Reply> {
    const key = callerKey(caller);
    const hash = paramsHash(envelope.action, envelope.params);
    const effects = new Effects();
    const log = () => this.log.child({ requestId, action: envelope.action });
    const attempt = (prepared: unknown): Promise<WriteOutcome> =>
      this.services.db.transaction(async (tx) => {
        if (envelope.requestId) {
          const stored = await storedReply(tx, key, envelope.requestId);
          if (stored) return { stored };
        }
        const ctx = new RequestContext(tx, caller, requestId, this.services, transport.connection, envelope.action, this.log, effects);
        const data = this.#result(registered.contract, await registered.handler(params, ctx, prepared), ctx);
        const reply: Reply = { success: true, message: ctx.message, data };
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
    // A write with a prepare step (registry.ts) runs it outside the transaction first; a repeat
    // whose reply is stored answers from it without preparing again.
    const run = async (): Promise<WriteOutcome> => {
      if (!registered.prepare) return attempt(undefined);
      const stored = envelope.requestId ? await storedReply(this.services.db, key, envelope.requestId) : null;
      if (stored) return { stored };
      return attempt(await registered.prepare(params, new RequestContext(this.services.db, caller, requestId, this.services, transport.connection, envelope.action, this.log, effects)));
    };
    let outcome: WriteOutcome;
    try {
      outcome = await run();
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

async function storedReply(db: Db, caller: string, requestId: string) {
  const rows = await db
    .select({ paramsHash: idempotentReplies.paramsHash, action: idempotentReplies.action, reply: idempotentReplies.reply })
    .from(idempotentReplies)
    .where(and(eq(idempotentReplies.caller, caller), eq(idempotentReplies.requestId, requestId)))
    .limit(1);
  const row = rows[0];
  return row ? { paramsHash: row.paramsHash, action: row.action, reply: row.reply as Reply } : null;
}

