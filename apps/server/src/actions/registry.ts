import type { ActionContract } from '@abitura/sdk/contracts';
import { contracts, findContract } from '@abitura/sdk/contracts';
import type { z } from 'zod';
import type { ActionContext } from './context.js';

export type Handler<C extends ActionContract> = (params: z.output<C['params']>, ctx: ActionContext) => Promise<z.input<C['result']>>;

/**
 * A write whose slow part must not hold its transaction (password hashing: on the embedded
 * database a transaction holds its only connection, so every other request would wait for it).
 * `prepare` runs first, outside any transaction: what it writes commits at once, whatever becomes
 * of the request (a counted sign-in attempt). Its result goes to `write`, which runs in the
 * transaction that also stores the reply, as a plain handler does.
 */
export interface PreparedWrite<C extends ActionContract, P> {
  prepare(params: z.output<C['params']>, ctx: ActionContext): Promise<P>;
  write(params: z.output<C['params']>, ctx: ActionContext, prepared: P): Promise<z.input<C['result']>>;
}

export interface RegisteredAction {
  contract: ActionContract;
  handler: (params: unknown, ctx: ActionContext, prepared?: unknown) => Promise<unknown>;
  prepare?: (params: unknown, ctx: ActionContext) => Promise<unknown>;
}

/**
 * The server side of the contract registry: each contract gets exactly one handler. Handlers are
 * typed from their contract, so params and result cannot drift from what the SDK declares.
 */
export class ActionRegistry {
  readonly #actions = new Map<string, RegisteredAction>();

  register<C extends ActionContract, P>(contract: C, handler: Handler<C> | PreparedWrite<C, P>): this {
    if (this.#actions.has(contract.name)) throw new Error(`${contract.name} is registered twice`);
    if ((findContract(contract.name as string) as unknown) !== contract) throw new Error(`${contract.name} is not in the SDK's contract registry`);
    if (typeof handler === 'function') {
      this.#actions.set(contract.name, { contract, handler: handler as RegisteredAction['handler'] });
      return this;
    }
    if (contract.kind !== 'write') throw new Error(`${contract.name} is a read: only writes run in a transaction, so only they are prepared before one`);
    this.#actions.set(contract.name, {
      contract,
      prepare: handler.prepare as NonNullable<RegisteredAction['prepare']>,
      handler: handler.write as RegisteredAction['handler'],
    });
    return this;
  }

  get(name: string): RegisteredAction | undefined {
    return this.#actions.get(name);
  }

  /** Contracts that have no handler yet; the server refuses to start while any remain. */
  missing(): string[] {
    return contracts.filter((contract) => !this.#actions.has(contract.name)).map((contract) => contract.name);
  }

  get size(): number {
    return this.#actions.size;
  }
}
