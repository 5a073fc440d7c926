import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';

/**
 * The signed-in user's id, for what is kept per user (saved filters, claims). The permission
 * check lets only signed-in users through, so a missing user is refused rather than assumed.
 */
export function callerIdOf(ctx: ActionContext): number {
  const id = ctx.caller.user?.id;
  if (id === undefined) return fail('ACCESS_DENIED');
  return id;
}
