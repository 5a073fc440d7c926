import type { accountLogout, checkAccess } from '@abitura/contracts';
import type { Handler } from '../../actions/handlerTypes.js';

export const signOut: Handler<typeof accountLogout> = async (_params, ctx) => {
  const sessionId = ctx.caller.sessionId as number;
  const revoked = await ctx.services.sessions.revoke(ctx.db, { sessionId }, 'logout');
  await ctx.audit({ action: 'User/AccountLogout', entity: 'session', entityId: sessionId });
  ctx.afterCommit(() => ctx.services.sessions.closeSockets(revoked, ctx.connection?.id));
  return null;
};

/** The allow flag travels in `message` ('true' or 'false', DESIGN section 2); `data` repeats it. */
export const checkAccessHandler: Handler<typeof checkAccess> = async ({ permission }, ctx) => {
  const allowed = ctx.caller.user?.permissions.has(permission) ?? false;
  ctx.setMessage(String(allowed));
  return allowed;
};
