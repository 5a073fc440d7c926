/**
 * The route guard of SPEC section 2 as a signal model: for each address it decides, with the
 * SDK's guardRoute and (for protected routes) the server's User/CheckAccess, whether the page
 * shows or where the browser goes instead. No React here; RouteView renders what it decides.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import {
  ERROR_ROUTE_NAME,
  NOT_AUTHORIZED_PATH,
  guardRoute,
  matchRoute,
  verifyRouteAccess,
  type Client,
  type GuardRedirectReason,
  type RouteDef,
} from '@abitura/sdk';

export type GateState =
  /** Nothing decided yet (first render). */
  | { kind: 'idle' }
  /** The server is asked whether the user may open `route`; the previous page stays meanwhile. */
  | { kind: 'checking'; route: RouteDef; params: Record<string, string> }
  | { kind: 'show'; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; to: string; reason: GuardRedirectReason };

export interface RouteGate {
  readonly state: ReadonlySignal<GateState>;
  /** Decides for `pathname` + `search` (with or without '?'); a newer call wins over an older. */
  resolve(pathname: string, search: string): Promise<GateState>;
}

export interface RouteGateOptions {
  client: Pick<Client, 'call' | 'session'>;
  /** The routes this app renders, the catch-all last. */
  routes: readonly RouteDef[];
  /** Told the route an address matched before anything is decided (RouteView fetches its code). */
  onMatch?: (route: RouteDef) => void;
}

export function createRouteGate({ client, routes, onMatch }: RouteGateOptions): RouteGate {
  const state = signal<GateState>({ kind: 'idle' });
  let latest = 0;
  // The last server confirmation: a new query on the same address with the same session (a
  // filter, a sort, a page of a list) is the same route visit and is not asked about again.
  let confirmed: { pathname: string; permission: string; token: unknown; ability: unknown } | null = null;

  async function resolve(pathname: string, search: string): Promise<GateState> {
    const ticket = ++latest;
    if (confirmed?.pathname !== pathname) confirmed = null; // leaving the address ends the visit
    const query = search.replace(/^\?/, '');
    const match = matchRoute(pathname, routes) ?? matchRoute('*', routes);
    if (!match) throw new Error(`No route matches ${pathname} and the route table has no catch-all (${ERROR_ROUTE_NAME})`);
    onMatch?.(match.route);
    const decision = guardRoute({
      route: match.route,
      params: match.params,
      search: query,
      fullPath: query === '' ? pathname : `${pathname}?${query}`,
      session: { userData: client.session.user.peek(), accessToken: client.session.token.peek() },
      ability: client.session.ability.peek(),
    });

    let next: GateState;
    if (decision.kind === 'redirect') next = { kind: 'redirect', to: decision.to, reason: decision.reason };
    else if (decision.kind === 'allow') next = { kind: 'show', route: match.route, params: match.params };
    else {
      const visit = { pathname, permission: decision.permission, token: client.session.token.peek(), ability: client.session.ability.peek() };
      const known =
        confirmed !== null &&
        confirmed.pathname === visit.pathname &&
        confirmed.permission === visit.permission &&
        confirmed.token === visit.token &&
        confirmed.ability === visit.ability;
      if (!known) state.value = { kind: 'checking', route: match.route, params: match.params };
      const granted = known || (await verifyRouteAccess((action, params) => client.call(action, params), decision.permission));
      confirmed = granted ? visit : null;
      next = granted
        ? { kind: 'show', route: match.route, params: match.params }
        : { kind: 'redirect', to: NOT_AUTHORIZED_PATH, reason: 'not-authorized' };
    }
    // A later navigation started while the server was asked: its decision stands, not this one.
    if (ticket === latest) state.value = next;
    return next;
  }

  return { state, resolve };
}
