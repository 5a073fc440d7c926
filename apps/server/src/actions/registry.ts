import type { ActionContract } from '@abitura/sdk/contracts';
import { contracts, findContract } from '@abitura/sdk/contracts';
import type { z } from 'zod';
import type { ActionContext } from './context.js';

export type Handler<C extends ActionContract> = (params: z.output<C['params']>, ctx: ActionContext) => Promise<z.input<C['result']>>;

export interface RegisteredAction {
  contract: ActionContract;
  handler: (params: unknown, ctx: ActionContext) => Promise<unknown>;
}

/**
 * The server side of the contract registry: each contract gets exactly one handler. Handlers are
 * typed from their contract, so params and result cannot drift from what the SDK declares.
 */
export class ActionRegistry {
  readonly #actions = new Map<string, RegisteredAction>();

  register<C extends ActionContract>(contract: C, handler: Handler<C>): this {
    if (this.#actions.has(contract.name)) throw new Error(`${contract.name} is registered twice`);
    if ((findContract(contract.name as string) as unknown) !== contract) throw new Error(`${contract.name} is not in the SDK's contract registry`);
    this.#actions.set(contract.name, { contract, handler: handler as RegisteredAction['handler'] });
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
