import { describe, it, expect } from 'vitest';
import { PERMISSION_KEYS } from '@abitura/contracts';
import { ROUTES, findRoute } from './routes.js';

/** Every address of SPEC section 2 with its permission (undefined: none) and flags. */
const SPEC_ROUTES: [path: string, permission: string | undefined, flags: 'public' | 'unauth' | 'staff', layout: 'default' | 'blank'][] = [
  ['/login', undefined, 'unauth', 'blank'],
  ['/access/forgot-password', undefined, 'unauth', 'blank'],
  ['/access/reset-password/:token', undefined, 'public', 'blank'],
  // SPEC says EditPassword; every signed-in account may change its own password (issue 21).
  ['/access/pages/edit-password', undefined, 'staff', 'blank'],
  ['/access/pages/not-access', undefined, 'public', 'blank'],
  ['/access/pages/not-actions', undefined, 'public', 'blank'],
  ['/access/pages/not-authorized', undefined, 'public', 'blank'],
  ['/pages/misc/not-authorized', undefined, 'public', 'blank'],
  ['/not-authorized', undefined, 'public', 'blank'],
  ['/access/panel', 'viewAccessPanel', 'staff', 'default'],
  ['/access/panel/management', 'viewAccessPermission', 'staff', 'default'],
  ['/access/permissions', 'viewAccessPermission', 'staff', 'default'],
  ['/access/users/list', 'viewAccessUsers', 'staff', 'default'],
  ['/access/users/view/:id', 'viewUserpage', 'staff', 'default'],
  ['/access/users/:id/:tab?', 'viewUserpage', 'staff', 'default'],
  ['/access-control', undefined, 'staff', 'default'],
  ['/admission/entrance', 'admin', 'staff', 'default'],
  ['/admission/list', 'admin', 'staff', 'default'],
  ['/admission/statement', 'admin', 'staff', 'default'],
  ['/admission/validation', 'admin', 'staff', 'default'],
  ['/home', 'viewHomepage', 'staff', 'default'],
  ['/interactions/calendar', 'viewInteractionCalendar', 'staff', 'default'],
  ['/interactions/calls/create', 'viewCallCard', 'staff', 'default'],
  ['/interactions/letters', 'viewLetters', 'staff', 'default'],
  ['/interactions/templates', 'viewCallCard', 'staff', 'default'],
  ['/interactions/events', 'viewInteractionCalendar', 'staff', 'default'],
  ['/interactions/events/:id', 'viewInteractionCalendar', 'staff', 'default'],
  ['/newcontingent/list', 'viewContingent', 'staff', 'default'],
  ['/newcontingent/list/insert', 'viewSearchContingentV2', 'staff', 'default'],
  ['/newcontingent/list/profnavigaions', 'viewProfnavigation', 'staff', 'default'],
  ['/newcontingent/list/search', 'viewSearchContingent', 'staff', 'default'],
  ['/newcontingent/list/survey', 'viewSurveyMsh', 'staff', 'default'],
  ['/newcontingent/list/target', 'viewContingent', 'staff', 'default'],
  ['/newcontingent/view/:id/:tab?', 'viewAbiturient', 'staff', 'default'],
  ['/qms/admin', 'admin', 'staff', 'default'],
  ['/qms/operator', 'operateQueue', 'staff', 'default'],
  ['/qr-generator', 'admin', 'staff', 'default'],
  ['/registry/organizations/list/:tab?', 'viewOrganizations', 'staff', 'default'],
  ['/registry/organizations/view/:id', 'viewOrganization', 'staff', 'default'],
  ['/registry/organizations/viewnew/:id/:tab?', 'viewOrganization', 'staff', 'default'],
  ['/registry/programs/list', 'viewEducationPrograms', 'staff', 'default'],
  ['/registry/specialities/list', 'viewSpecialities', 'staff', 'default'],
  ['/registry/references', 'viewReferences', 'staff', 'default'],
  ['/front-pages/main', undefined, 'public', 'blank'],
  ['/main', undefined, 'public', 'blank'],
  ['/questionnaire', undefined, 'public', 'blank'],
  ['/queue/kiosk', undefined, 'public', 'blank'],
  ['/queue/tv', undefined, 'public', 'blank'],
  ['/qr', undefined, 'public', 'blank'],
  ['/front-pages/scanner', undefined, 'public', 'blank'],
  ['/tickets/:token/qr', undefined, 'public', 'blank'],
  ['/front-pages/tickets/qr', undefined, 'public', 'blank'],
  ['/under-maintenance', undefined, 'public', 'blank'],
];

describe('ROUTES', () => {
  it.each(SPEC_ROUTES)('declares %s with permission %s (%s, %s layout)', (path, permission, flags, layout) => {
    const route = ROUTES.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route?.permission).toBe(permission);
    expect(route?.layout).toBe(layout);
    expect(Boolean(route?.public)).toBe(flags === 'public');
    expect(Boolean(route?.unauthenticatedOnly)).toBe(flags === 'unauth');
  });

  it('holds nothing but the spec routes, the root and the catch-all', () => {
    expect(ROUTES).toHaveLength(SPEC_ROUTES.length + 2);
    expect(ROUTES[0]).toEqual({ path: '/', name: 'root', layout: 'blank' });
    expect(ROUTES.at(-1)).toEqual({ path: '*', name: 'error', public: true, layout: 'blank' });
  });

  it('has unique names, including the named routes of the spec', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(findRoute('login')?.path).toBe('/login');
    expect(findRoute('home')?.path).toBe('/home');
    expect(findRoute('not-authorized')?.path).toBe('/not-authorized');
    expect(findRoute('access-pages-not-actions')?.path).toBe('/access/pages/not-actions');
    expect(findRoute('access-pages-edit-password')?.path).toBe('/access/pages/edit-password');
    expect(findRoute('nope')).toBeUndefined();
  });

  it('checks /access-control with the read AclDemo ability rule', () => {
    const route = findRoute('access-control');
    expect(route?.ability).toEqual({ action: 'read', subject: 'AclDemo' });
    expect(route?.permission).toBeUndefined();
  });

  it('sets the tab defaults of the spec', () => {
    expect(findRoute('access-users-tab')?.defaultTab).toBe('profile');
    expect(findRoute('newcontingent-view')?.defaultTab).toBe('proforientation');
    expect(findRoute('registry-organizations-viewnew')?.defaultTab).toBe('main');
  });

  it('requires only permissions of the catalogue', () => {
    for (const route of ROUTES) if (route.permission) expect(PERMISSION_KEYS).toContain(route.permission);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ROUTES)).toBe(true);
    expect(ROUTES.every((route) => Object.isFrozen(route))).toBe(true);
  });
});
