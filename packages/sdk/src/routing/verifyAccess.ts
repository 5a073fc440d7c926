/** Server confirmation of a route permission (SPEC section 2: User/CheckAccess). */

/** The reply shape of any action call. */
export interface CheckAccessReply {
  success: boolean;
  message: unknown;
  data: unknown;
}

/** The one call this needs, so any SDK client (or a test stub) can be passed in. */
export type CheckAccessCall = (action: 'User/CheckAccess', params: { permission: string }) => Promise<CheckAccessReply>;

/** Message values that mean "granted"; servers send booleans or their string forms. */
const GRANTED = new Set<unknown>([true, 'true', '1']);

/**
 * Asks the server whether the signed-in user holds `permission`. Access is granted only when the
 * reply has `success: true` and its message is true, 'true' or '1'; any other reply, a rejected
 * call or a throwing call denies, because a page must never open on a doubtful answer.
 */
export async function verifyRouteAccess(call: CheckAccessCall, permission: string): Promise<boolean> {
  try {
    const reply = await call('User/CheckAccess', { permission });
    return reply?.success === true && GRANTED.has(reply.message);
  } catch {
    return false;
  }
}
