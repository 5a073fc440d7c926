import type { ActionContract } from '@abitura/contracts';
import { contracts, findContract } from '@abitura/contracts';
import type { ActionContext } from './context.js';
import type { Handler, Handlers, PreparedWrite } from './handlerTypes.js';

export interface RegisteredAction {
  contract: ActionContract;
  handler: (params: unknown, ctx: ActionContext, prepared?: unknown) => Promise<unknown>;
  prepare?: (params: unknown, ctx: ActionContext) => Promise<unknown>;
}

/**
 * The server side of the contract registry: each contract gets exactly one handler. Handlers are
 * typed from their contract, so params and result cannot drift from what the contracts declare.
 */
export class ActionRegistry {
  readonly #actions = new Map<string, RegisteredAction>();

  /** A domain's contracts with their handlers, one object typed from the contracts array. */
  registerAll<const Contracts extends readonly ActionContract[]>(domain: Contracts, handlers: Handlers<Contracts>): this {
    const byName = handlers as Record<string, Handler<ActionContract> | PreparedWrite<ActionContract, unknown>>;
    for (const contract of domain) {
      const handler = byName[contract.name];
      if (handler === undefined) throw new Error(`${contract.name} has no handler`);
      this.register(contract, handler);
    }
    return this;
  }

  register<C extends ActionContract, P>(contract: C, handler: Handler<C> | PreparedWrite<C, P>): this {
    if (this.#actions.has(contract.name)) throw new Error(`${contract.name} is registered twice`);
    if ((findContract(contract.name as string) as unknown) !== contract) throw new Error(`${contract.name} is not in the contract registry`);
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

  /** Contracts that have no handler yet (none, when the handlers typecheck); the server refuses to start while any remain. */
  missing(): string[] {
    return contracts.filter((contract) => !this.#actions.has(contract.name)).map((contract) => contract.name);
  }

  get size(): number {
    return this.#actions.size;
  }
}
