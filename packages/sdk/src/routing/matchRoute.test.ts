import { describe, it, expect } from 'vitest';
import { buildPath, matchRoute, normalizePathname } from './matchRoute.js';
import { ROUTES } from './routes.js';
import type { RouteDef } from './routes.js';

const TOKEN = '0123456789abcdef0123456789abcdef';
const UUID = '550e8400-e29b-41d4-a716-446655440000';

const CASES: [pathname: string, name: string, params: Record<string, string>][] = [
  ['/', 'root', {}],
  ['/login', 'login', {}],
  ['/access/forgot-password', 'access-forgot-password', {}],
  [`/access/reset-password/${TOKEN}`, 'access-reset-password', { token: TOKEN }],
  ['/access/pages/edit-password', 'access-pages-edit-password', {}],
  ['/access/pages/not-access', 'access-pages-not-access', {}],
  ['/access/pages/not-actions', 'access-pages-not-actions', {}],
  ['/access/pages/not-authorized', 'access-pages-not-authorized', {}],
  ['/pages/misc/not-authorized', 'pages-misc-not-authorized', {}],
  ['/not-authorized', 'not-authorized', {}],
  ['/access/panel', 'access-panel', {}],
  ['/access/panel/management', 'access-panel-management', {}],
  ['/access/permissions', 'access-permissions', {}],
  ['/access/users/list', 'access-users-list', {}],
  ['/access/users/view/42', 'access-users-view', { id: '42' }],
  ['/access/users/42', 'access-users-tab', { id: '42', tab: 'profile' }],
  ['/access/users/42/roles', 'access-users-tab', { id: '42', tab: 'roles' }],
  ['/access-control', 'access-control', {}],
  ['/admission/entrance', 'admission-entrance', {}],
  ['/admission/list', 'admission-list', {}],
  ['/admission/statement', 'admission-statement', {}],
  ['/admission/validation', 'admission-validation', {}],
  ['/home', 'home', {}],
  ['/interactions/calendar', 'interactions-calendar', {}],
  ['/interactions/calls/create', 'interactions-calls-create', {}],
  ['/interactions/letters', 'interactions-letters', {}],
  ['/interactions/templates', 'interactions-templates', {}],
  ['/interactions/events', 'interactions-events', {}],
  ['/interactions/events/12', 'interactions-events-view', { id: '12' }],
  ['/newcontingent/list', 'newcontingent-list', {}],
  ['/newcontingent/list/insert', 'newcontingent-list-insert', {}],
  ['/newcontingent/list/profnavigaions', 'newcontingent-list-profnavigaions', {}],
  ['/newcontingent/list/search', 'newcontingent-list-search', {}],
  ['/newcontingent/list/survey', 'newcontingent-list-survey', {}],
  ['/newcontingent/list/target', 'newcontingent-list-target', {}],
  ['/newcontingent/view/7', 'newcontingent-view', { id: '7', tab: 'proforientation' }],
  ['/newcontingent/view/7/documents', 'newcontingent-view', { id: '7', tab: 'documents' }],
  ['/qms/admin', 'qms-admin', {}],
  ['/qms/operator', 'qms-operator', {}],
  ['/qr-generator', 'qr-generator', {}],
  ['/registry/organizations/list', 'registry-organizations-list', {}],
  ['/registry/organizations/list/schools', 'registry-organizations-list', { tab: 'schools' }],
  ['/registry/organizations/view/9', 'registry-organizations-view', { id: '9' }],
  ['/registry/organizations/viewnew/9', 'registry-organizations-viewnew', { id: '9', tab: 'main' }],
  ['/registry/organizations/viewnew/9/contacts', 'registry-organizations-viewnew', { id: '9', tab: 'contacts' }],
  ['/registry/programs/list', 'registry-programs-list', {}],
  ['/registry/specialities/list', 'registry-specialities-list', {}],
  ['/registry/references', 'registry-references', {}],
  ['/front-pages/main', 'front-pages-main', {}],
  ['/main', 'main', {}],
  ['/questionnaire', 'questionnaire', {}],
  ['/queue/kiosk', 'queue-kiosk', {}],
  ['/queue/tv', 'queue-tv', {}],
  ['/qr', 'qr', {}],
  ['/front-pages/scanner', 'front-pages-scanner', {}],
  [`/tickets/${UUID}/qr`, 'tickets-qr', { token: UUID }],
  ['/front-pages/tickets/qr', 'front-pages-tickets-qr', {}],
  ['/under-maintenance', 'under-maintenance', {}],
  ['/no/such/page', 'error', { '*': 'no/such/page' }],
];

describe('matchRoute', () => {
  it.each(CASES)('matches %s to %s', (pathname, name, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('reaches every route of the table', () => {
    const reached = new Set(CASES.map(([, name]) => name));
    expect(ROUTES.filter((route) => !reached.has(route.name))).toEqual([]);
  });

  it('tolerates a trailing slash, a query and a hash', () => {
    expect(matchRoute('/home/')?.route.name).toBe('home');
    expect(matchRoute('/home//')?.route.name).toBe('home');
    expect(matchRoute('/access/users/42/?x=1')?.params).toEqual({ id: '42', tab: 'profile' });
    expect(matchRoute('/home?tab=1#top')?.route.name).toBe('home');
    expect(matchRoute('')?.route.name).toBe('root');
    expect(matchRoute('home')?.route.name).toBe('home');
  });

  it('matches case-insensitively, as wouter does', () => {
    expect(matchRoute('/Home')?.route.name).toBe('home');
  });

  it('decodes params and keeps malformed escapes as typed', () => {
    expect(matchRoute('/access/users/%D0%98%D0%B2%D0%B0%D0%BD/a%20b')?.params).toEqual({ id: 'Иван', tab: 'a b' });
    expect(matchRoute('/access/users/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A', tab: 'profile' });
  });

  it('does not let a param span segments', () => {
    expect(matchRoute('/access/users/1/2/3')?.route.name).toBe('error');
    expect(matchRoute('/registry/organizations/view/9/main')?.route.name).toBe('error');
  });

  it('prefers earlier routes where patterns overlap', () => {
    expect(matchRoute('/access/users/list')?.route.name).toBe('access-users-list');
    expect(matchRoute('/access/users/view/5')?.route.name).toBe('access-users-view');
  });

  it('returns null when a custom table has no catch-all', () => {
    const routes: RouteDef[] = [{ path: '/a', name: 'a', layout: 'default' }];
    expect(matchRoute('/b', routes)).toBeNull();
    expect(matchRoute('/a', routes)?.route.name).toBe('a');
  });

  it('supports a wildcard under a prefix and escapes regex characters', () => {
    const routes: RouteDef[] = [
      { path: '/files/*', name: 'files', layout: 'default' },
      { path: '/a.b', name: 'dot', layout: 'default' },
    ];
    expect(matchRoute('/files/x/y', routes)?.params).toEqual({ '*': 'x/y' });
    expect(matchRoute('/files', routes)?.params).toEqual({});
    expect(matchRoute('/a.b', routes)?.route.name).toBe('dot');
    expect(matchRoute('/axb', routes)).toBeNull();
  });
});

describe('normalizePathname', () => {
  it('keeps the root and adds a leading slash', () => {
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('///')).toBe('/');
    expect(normalizePathname('a/b/')).toBe('/a/b');
    expect(normalizePathname('?x=1')).toBe('/');
  });
});

describe('buildPath', () => {
  it('builds static paths', () => {
    expect(buildPath('home')).toBe('/home');
    expect(buildPath('root')).toBe('/');
    expect(buildPath('access-pages-not-actions')).toBe('/access/pages/not-actions');
  });

  it('fills and encodes params', () => {
    expect(buildPath('access-users-view', { id: 42 })).toBe('/access/users/view/42');
    expect(buildPath('access-users-tab', { id: 'a b/c', tab: 'roles' })).toBe('/access/users/a%20b%2Fc/roles');
    expect(buildPath('tickets-qr', { token: UUID })).toBe(`/tickets/${UUID}/qr`);
  });

  it('leaves an absent optional param out', () => {
    expect(buildPath('access-users-tab', { id: 1 })).toBe('/access/users/1');
    expect(buildPath('newcontingent-view', { id: 1, tab: '' })).toBe('/newcontingent/view/1');
    expect(buildPath('registry-organizations-list')).toBe('/registry/organizations/list');
  });

  it('uses defaultTab for a required tab', () => {
    const routes: RouteDef[] = [{ path: '/p/:id/:tab', name: 'p', layout: 'default', defaultTab: 'main' }];
    expect(buildPath('p', { id: 1 }, routes)).toBe('/p/1/main');
    expect(buildPath('p', { id: 1, tab: 'x' }, routes)).toBe('/p/1/x');
  });

  it('builds the catch-all from its wildcard', () => {
    expect(buildPath('error')).toBe('/');
    expect(buildPath('error', { '*': 'a b/c' })).toBe('/a%20b/c');
  });

  it('round-trips through matchRoute', () => {
    for (const [pathname, name, params] of CASES) {
      if (name === 'error') continue;
      const built = buildPath(name, params);
      expect(matchRoute(built)?.route.name).toBe(name);
      expect(matchRoute(built)?.params).toEqual(params);
      // A tab the match defaulted is written out by buildPath; every other path comes back as it went in.
      const defaulted = params['tab'] !== undefined && !pathname.endsWith(`/${params['tab']}`);
      expect(built).toBe(defaulted ? `${pathname}/${params['tab']}` : pathname);
    }
  });

  it('throws on an unknown name or a missing param', () => {
    expect(() => buildPath('nope')).toThrow(RangeError);
    expect(() => buildPath('access-users-view')).toThrow(TypeError);
    expect(() => buildPath('access-reset-password', { token: '' })).toThrow(/token/);
  });
});
