/**
 * The route guard of SPEC section 2 and the account-status rules of section 4, as one pure
 * function: the app feeds it the matched route and the session snapshot and acts on the result.
 */
import { can, canDo } from './ability.js';
import type { Ability } from './ability.js';
import {
  EDIT_PASSWORD_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOT_ACTIONS_PATH,
  NOT_AUTHORIZED_PATH,
  ROOT_PATH,
  afterTokenCheck,
  loginPathFor,
} from './redirects.js';
import { EDIT_PASSWORD_ROUTE_NAME, NOT_ACTIONS_ROUTE_NAME, ROOT_ROUTE_NAME } from './routes.js';
import type { RouteDef } from './routes.js';
import { normalizeUserStatus } from '@abitura/contracts/vocabulary';

/** What the guard needs from the session. */
export interface GuardSession {
  userData: { status?: unknown } | null;
  accessToken: string | null;
}

export interface GuardInput {
  route: RouteDef;
  params: Record<string, string>;
  /** Current query without the leading '?'. */
  search: string;
  /** Intended address: path plus query, e.g. '/access/panel?tab=1'. */
  fullPath: string;
  session: GuardSession;
  ability: Ability;
}

export type GuardRedirectReason =
  | 'unauthenticated'
  | 'not-authorized'
  | 'signed-in'
  | 'status-new'
  | 'status-suspended'
  | 'root';

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: GuardRedirectReason }
  /** The client ability grants `permission`; confirm with the server (verifyRouteAccess) first. */
  | { kind: 'verify'; permission: string };

const ALLOW: GuardResult = Object.freeze({ kind: 'allow' });

const redirect = (to: string, reason: GuardRedirectReason): GuardResult => ({ kind: 'redirect', to, reason });

/** Signed in means both user data and a non-empty token are stored (SPEC section 2). */
export function isSignedIn(session: GuardSession): boolean {
  return session.userData !== null && typeof session.accessToken === 'string' && session.accessToken !== '';
}

/**
 * Decides what happens on navigation to `input.route`, in this order:
 * 1. public routes: allow, no check at all;
 * 2. unauthenticated-only routes: a signed-in user on /login goes where afterTokenCheck says
 *    ('/home', or the page its `to` query names), straight, not by way of the root; on the
 *    others to '/'; signed-out users are allowed;
 * 3. the root: '/home' when signed in, else '/login' with the current query kept;
 * 4. not signed in: '/login?to=<intended path>' (no query when the target is the root);
 * 5. account status: 'suspend'/'suspended' goes to the no-actions page and 'new' to the
 *    password-edit page, unless already there;
 * 6. an `ability` rule must pass `canDo`, else '/not-authorized'; a route with a rule and no
 *    permission is then allowed, as there is no permission for the server to confirm;
 * 7. the `permission` must pass `can`, else '/not-authorized'; when it does the result is
 *    `verify`, and the caller confirms with User/CheckAccess before showing the page.
 * A signed-in user on a non-public route that names neither is allowed.
 */
export function guardRoute(input: GuardInput): GuardResult {
  const { route, session, ability } = input;
  if (route.public) return ALLOW;
  const signedIn = isSignedIn(session);
  if (route.unauthenticatedOnly) return signedIn ? redirect(afterTokenCheck(route.name, input.search) ?? ROOT_PATH, 'signed-in') : ALLOW;
  if (route.name === ROOT_ROUTE_NAME) {
    const search = input.search.replace(/^\?/, '');
    return redirect(signedIn ? HOME_PATH : search === '' ? LOGIN_PATH : `${LOGIN_PATH}?${search}`, 'root');
  }
  if (!signedIn) return redirect(loginPathFor(input.fullPath), 'unauthenticated');

  const status = normalizeUserStatus(session.userData?.status);
  if (status === 'suspended' && route.name !== NOT_ACTIONS_ROUTE_NAME) {
    return redirect(NOT_ACTIONS_PATH, 'status-suspended');
  }
  if (status === 'new' && route.name !== EDIT_PASSWORD_ROUTE_NAME) {
    return redirect(EDIT_PASSWORD_PATH, 'status-new');
  }

  if (route.ability && !canDo(ability, route.ability.action, route.ability.subject)) {
    return redirect(NOT_AUTHORIZED_PATH, 'not-authorized');
  }
  if (route.permission === undefined) return ALLOW;
  if (!can(ability, route.permission)) return redirect(NOT_AUTHORIZED_PATH, 'not-authorized');
  return { kind: 'verify', permission: route.permission };
}
