import type { z } from 'zod';
import type { Subsystem } from './wire/types.js';

/**
 * Who may call an action. A permission name (granted through the caller's ability), `signedIn`
 * for any authenticated user whatever their permissions, or `public` for anonymous callers of the
 * listed subsystems. There is no default: an action without an access rule fails the suite.
 */
export type AccessRule = string | { signedIn: true } | { public: readonly Subsystem[] };

/** Account statuses of SPEC section 4; the server also accepts the legacy spelling `suspend`. */
export type AccountStatus = 'new' | 'active' | 'banned' | 'suspended';

/** Reads are free to repeat; writes are applied once per requestId. */
export type ActionKind = 'read' | 'write';

export interface ActionContract<
  Name extends string = string,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
  Kind extends ActionKind = ActionKind,
> {
  readonly name: Name;
  /** Who may call it (deny by default: this field is required). */
  readonly permission: AccessRule;
  readonly kind: Kind;
  readonly params: Params;
  readonly result: Result;
  /**
   * Account statuses allowed to call it when signed in.
   * @default ['active']
   */
  readonly statuses: readonly AccountStatus[];
  /** One line for the action catalogue (docs/actions.md). */
  readonly summary: string;
}

export interface ActionDefinition<Name extends string, Params extends z.ZodType, Result extends z.ZodType, Kind extends ActionKind = ActionKind> {
  name: Name;
  permission: AccessRule;
  kind: Kind;
  params: Params;
  result: Result;
  statuses?: readonly AccountStatus[];
  summary: string;
}

const DEFAULT_STATUSES: readonly AccountStatus[] = Object.freeze(['active'] as const);

/** Declares an action once, for the server, the SDK, the docs and the tests to read. */
export function defineAction<Name extends string, Params extends z.ZodType, Result extends z.ZodType, Kind extends ActionKind>(
  definition: ActionDefinition<Name, Params, Result, Kind>,
): ActionContract<Name, Params, Result, Kind> {
  return Object.freeze({ ...definition, statuses: definition.statuses ?? DEFAULT_STATUSES });
}

/** Map from action name to its params (input) and result (output) types, for a typed `call()`. */
export type ActionMapOf<Contracts extends readonly ActionContract[]> = {
  [C in Contracts[number] as C['name']]: {
    params: z.input<C['params']>;
    result: z.output<C['result']>;
  };
};
