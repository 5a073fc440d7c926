import type { ActionContract } from '@abitura/contracts';
import type { z } from 'zod';
import type { ActionContext } from './context.js';

/**
 * The types a domain's handlers are written against. A leaf: the domains import these, never the
 * registry that imports the domains.
 */

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

/** What may serve a contract: a handler, or for a write also a prepared write. */
export type HandlerOf<C extends ActionContract> = C['kind'] extends 'write' ? Handler<C> | PreparedWrite<C, unknown> : Handler<C>;

/**
 * A domain's handlers, one per contract of its contracts array, keyed by action name: a contract
 * left without a handler, or a name no contract has, fails tsc.
 */
export type Handlers<Contracts extends readonly ActionContract[]> = { [C in Contracts[number] as C['name']]: HandlerOf<C> };
