import { describe, it, expect } from 'vitest';
import { guardRoute, isSignedIn } from './guard.js';
import type { GuardInput, GuardSession } from './guard.js';
import { matchRoute } from './matchRoute.js';
import type { RouteDef } from './routes.js';

const SIGNED_IN: GuardSession = { userData: { status: 'active' }, accessToken: 'tok' };
const SIGNED_OUT: GuardSession = { userData: null, accessToken: null };
const ALL = [{ viewHomepage: true, viewAccessPanel: true, EditPassword: true, viewUserpage: true }];

/** Guard input for an address, matched against the real route table. */
function input(fullPath: string, session: GuardSession, ability: readonly unknown[] = ALL): GuardInput {
  const [pathname = '', search = ''] = fullPath.split('?');
  const match = matchRoute(pathname);
  if (!match) throw new Error(`no route for ${fullPath}`);
  return { route: match.route, params: match.params, search, fullPath, session, ability };
}

const withStatus = (status: unknown): GuardSession => ({ userData: { status }, accessToken: 'tok' });

describe('isSignedIn', () => {
  it('needs both user data and a non-empty token', () => {
    expect(isSignedIn(SIGNED_IN)).toBe(true);
    expect(isSignedIn({ userData: {}, accessToken: 'tok' })).toBe(true);
    expect(isSignedIn({ userData: null, accessToken: 'tok' })).toBe(false);
    expect(isSignedIn({ userData: {}, accessToken: null })).toBe(false);
    expect(isSignedIn({ userData: {}, accessToken: '' })).toBe(false);
  });
});

describe('guardRoute', () => {
  describe('public routes', () => {
    it.each(['/queue/kiosk', '/access/reset-password/0123456789abcdef0123456789abcdef', '/not-authorized', '/whatever/else'])(
      'allow %s for anyone, without checks',
      (path) => {
        expect(guardRoute(input(path, SIGNED_OUT))).toEqual({ kind: 'allow' });
        expect(guardRoute(input(path, withStatus('suspend'), []))).toEqual({ kind: 'allow' });
        expect(guardRoute(input(path, withStatus('new'), []))).toEqual({ kind: 'allow' });
      },
    );
  });

  describe('unauthenticated-only routes', () => {
    it.each(['/login', '/access/forgot-password'])('allow %s when signed out', (path) => {
      expect(guardRoute(input(path, SIGNED_OUT))).toEqual({ kind: 'allow' });
      expect(guardRoute(input(path, { userData: { status: 'x' }, accessToken: null }))).toEqual({ kind: 'allow' });
    });

    it('send a signed-in user from /login straight home, not by way of the root', () => {
      expect(guardRoute(input('/login', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/home', reason: 'signed-in' });
    });

    it('send a signed-in user from /login to the safe page its `to` names', () => {
      expect(guardRoute(input('/login?to=%2Faccess%2Fpanel%3Ftab%3D1', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/access/panel?tab=1', reason: 'signed-in' });
      expect(guardRoute(input('/login?to=%2F%2Fevil.example', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/home', reason: 'signed-in' });
    });

    it('send a signed-in user from the other ones to /', () => {
      expect(guardRoute(input('/access/forgot-password', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/', reason: 'signed-in' });
    });
  });

  describe('the root', () => {
    it('goes home when user data and token are stored', () => {
      expect(guardRoute(input('/', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/home', reason: 'root' });
    });

    it('goes to login keeping the query otherwise', () => {
      expect(guardRoute(input('/?utm=x&b=2', SIGNED_OUT))).toEqual({ kind: 'redirect', to: '/login?utm=x&b=2', reason: 'root' });
      expect(guardRoute(input('/', SIGNED_OUT))).toEqual({ kind: 'redirect', to: '/login', reason: 'root' });
      expect(guardRoute(input('/', { userData: {}, accessToken: null }))).toEqual({ kind: 'redirect', to: '/login', reason: 'root' });
    });

    it('tolerates a search that still has its "?"', () => {
      expect(guardRoute({ ...input('/', SIGNED_OUT), search: '?a=1' })).toEqual({ kind: 'redirect', to: '/login?a=1', reason: 'root' });
    });
  });

  describe('signed-out users on protected routes', () => {
    it('go to login with the intended path in `to`', () => {
      expect(guardRoute(input('/access/panel?tab=1', SIGNED_OUT))).toEqual({
        kind: 'redirect',
        to: '/login?to=%2Faccess%2Fpanel%3Ftab%3D1',
        reason: 'unauthenticated',
      });
      expect(guardRoute(input('/home', { userData: {}, accessToken: null }))).toEqual({
        kind: 'redirect',
        to: '/login?to=%2Fhome',
        reason: 'unauthenticated',
      });
      expect(guardRoute(input('/access-control', SIGNED_OUT))).toMatchObject({ to: '/login?to=%2Faccess-control' });
    });

    it('get no query when the target is the root', () => {
      const route: RouteDef = { path: '/', name: 'dashboard', permission: 'viewHomepage', layout: 'default' };
      const base = { route, params: {}, session: SIGNED_OUT, ability: ALL };
      expect(guardRoute({ ...base, search: '', fullPath: '/' })).toEqual({ kind: 'redirect', to: '/login', reason: 'unauthenticated' });
      expect(guardRoute({ ...base, search: 'a=1', fullPath: '/?a=1' })).toEqual({ kind: 'redirect', to: '/login', reason: 'unauthenticated' });
    });
  });

  describe('account status', () => {
    it.each(['suspend', 'suspended', 'SUSPENDED'])('%s forces the no-actions page', (status) => {
      expect(guardRoute(input('/home', withStatus(status)))).toEqual({
        kind: 'redirect',
        to: '/access/pages/not-actions',
        reason: 'status-suspended',
      });
      expect(guardRoute(input('/access/pages/edit-password', withStatus(status)))).toMatchObject({ reason: 'status-suspended' });
      expect(guardRoute(input('/access/pages/not-actions', withStatus(status)))).toEqual({ kind: 'allow' });
    });

    it('applies the no-actions rule even if the page were not public', () => {
      const route: RouteDef = { path: '/access/pages/not-actions', name: 'access-pages-not-actions', layout: 'blank' };
      const result = guardRoute({ route, params: {}, search: '', fullPath: route.path, session: withStatus('suspend'), ability: [] });
      expect(result).toEqual({ kind: 'allow' });
    });

    it('new forces the password-edit page, which any signed-in account may open, whatever its ability', () => {
      expect(guardRoute(input('/home', withStatus('new')))).toEqual({
        kind: 'redirect',
        to: '/access/pages/edit-password',
        reason: 'status-new',
      });
      expect(guardRoute(input('/access/pages/edit-password', withStatus('new')))).toEqual({ kind: 'allow' });
      expect(guardRoute(input('/access/pages/edit-password', withStatus('new'), []))).toEqual({ kind: 'allow' });
    });

    it.each(['active', 'blocked', '', undefined, null, 3])('%j navigates normally', (status) => {
      expect(guardRoute(input('/home', withStatus(status)))).toEqual({ kind: 'verify', permission: 'viewHomepage' });
    });

    it('runs after the unauthenticated check and does not affect the login redirect', () => {
      expect(guardRoute(input('/login', withStatus('new')))).toEqual({ kind: 'redirect', to: '/home', reason: 'signed-in' });
      expect(guardRoute(input('/', withStatus('suspend')))).toEqual({ kind: 'redirect', to: '/home', reason: 'root' });
    });
  });

  describe('permissions', () => {
    it('send a user lacking the permission to not-authorized', () => {
      expect(guardRoute(input('/admission/list', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/not-authorized', reason: 'not-authorized' });
      expect(guardRoute(input('/home', SIGNED_IN, [{ viewHomepage: false }]))).toMatchObject({ to: '/not-authorized' });
      expect(guardRoute(input('/home', SIGNED_IN, []))).toMatchObject({ to: '/not-authorized' });
    });

    it('ask for server verification when the client ability grants it', () => {
      expect(guardRoute(input('/home', SIGNED_IN))).toEqual({ kind: 'verify', permission: 'viewHomepage' });
      expect(guardRoute(input('/access/users/5/roles', SIGNED_IN))).toEqual({ kind: 'verify', permission: 'viewUserpage' });
      expect(guardRoute(input('/admission/list', SIGNED_IN, [{ admin: true }]))).toEqual({ kind: 'verify', permission: 'admin' });
    });

    it('check /access-control with the read AclDemo rule', () => {
      expect(guardRoute(input('/access-control', SIGNED_IN, [{ 'read:AclDemo': true }]))).toEqual({ kind: 'allow' });
      expect(guardRoute(input('/access-control', SIGNED_IN, [{ action: 'read', subject: 'AclDemo' }]))).toEqual({ kind: 'allow' });
      expect(guardRoute(input('/access-control', SIGNED_IN, [{ admin: true }]))).toEqual({ kind: 'allow' });
      expect(guardRoute(input('/access-control', SIGNED_IN))).toEqual({ kind: 'redirect', to: '/not-authorized', reason: 'not-authorized' });
    });

    it('check a rule and a permission when a route has both', () => {
      const route: RouteDef = { path: '/x', name: 'x', permission: 'p', ability: { action: 'read', subject: 'S' }, layout: 'default' };
      const base = { route, params: {}, search: '', fullPath: '/x', session: SIGNED_IN };
      expect(guardRoute({ ...base, ability: [{ p: true }] })).toMatchObject({ reason: 'not-authorized' });
      expect(guardRoute({ ...base, ability: [{ 'read:S': true }] })).toMatchObject({ reason: 'not-authorized' });
      expect(guardRoute({ ...base, ability: [{ p: true, 'read:S': true }] })).toEqual({ kind: 'verify', permission: 'p' });
    });

    it('allow a signed-in user on a non-public route that names no permission', () => {
      const route: RouteDef = { path: '/x', name: 'x', layout: 'default' };
      expect(guardRoute({ route, params: {}, search: '', fullPath: '/x', session: SIGNED_IN, ability: [] })).toEqual({ kind: 'allow' });
    });
  });
});
