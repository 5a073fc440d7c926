/**
 * Every route of SPEC section 2, as data, so the staff app, the guard, the menu and the CLI's
 * permission audit read one table. Paths are wouter patterns: ':param' and optional ':param?'.
 */

/** An ability rule a route needs instead of (or besides) a named permission. */
export interface RouteAbilityCheck {
  action: string;
  subject: string;
}

export interface RouteDef {
  /** wouter-style pattern: static segments, ':param', trailing optional ':param?', or '*'. */
  path: string;
  /** Unique name used by navigation logic and {@link RouteDef} lookups (kebab-case). */
  name: string;
  /** Permission from SPEC section 6 the user's ability must grant. */
  permission?: string;
  /** Reachable by anyone; the guard runs no check at all. */
  public?: boolean;
  /** Only for signed-out users (login, forgot password); a signed-in user goes to '/'. */
  unauthenticatedOnly?: boolean;
  /** 'default' has the navigation shell; 'blank' is a bare page. */
  layout: 'default' | 'blank';
  /** Value of the `tab` param when the address leaves it out. */
  defaultTab?: string;
  /** Ability rule checked instead of a permission (only /access-control uses one). */
  ability?: RouteAbilityCheck;
}

/** Name of the root route, which only redirects. */
export const ROOT_ROUTE_NAME = 'root';
/** Named routes the navigation logic refers to (SPEC section 2). */
export const LOGIN_ROUTE_NAME = 'login';
export const HOME_ROUTE_NAME = 'home';
export const NOT_AUTHORIZED_ROUTE_NAME = 'not-authorized';
export const NOT_ACTIONS_ROUTE_NAME = 'access-pages-not-actions';
export const EDIT_PASSWORD_ROUTE_NAME = 'access-pages-edit-password';
/** Name of the catch-all error page. */
export const ERROR_ROUTE_NAME = 'error';

const staff = (path: string, name: string, permission: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  name,
  permission,
  layout: 'default',
  ...extra,
});

const blankPublic = (path: string, name: string): RouteDef => ({ path, name, public: true, layout: 'blank' });

/**
 * The route table. First match wins, so a static segment is listed before a parameter that
 * would also match it (/access/users/list and /access/users/view/:id before
 * /access/users/:id/:tab?), and the catch-all comes last.
 */
export const ROUTES: readonly RouteDef[] = Object.freeze(
  ([
    // Root: only redirects (to /home or /login), see guardRoute.
    { path: '/', name: ROOT_ROUTE_NAME, layout: 'blank' },

    // Auth and access
    { path: '/login', name: LOGIN_ROUTE_NAME, unauthenticatedOnly: true, layout: 'blank' },
    { path: '/access/forgot-password', name: 'access-forgot-password', unauthenticatedOnly: true, layout: 'blank' },
    blankPublic('/access/reset-password/:token', 'access-reset-password'),
    // SPEC names EditPassword here; any signed-in account may change its own password (issue 21:
    // a new account without that permission could never leave status new), so none is needed.
    { path: '/access/pages/edit-password', name: EDIT_PASSWORD_ROUTE_NAME, layout: 'blank' },
    blankPublic('/access/pages/not-access', 'access-pages-not-access'),
    blankPublic('/access/pages/not-actions', NOT_ACTIONS_ROUTE_NAME),
    blankPublic('/access/pages/not-authorized', 'access-pages-not-authorized'),
    blankPublic('/pages/misc/not-authorized', 'pages-misc-not-authorized'),
    blankPublic('/not-authorized', NOT_AUTHORIZED_ROUTE_NAME),
    staff('/access/panel', 'access-panel', 'viewAccessPanel'),
    staff('/access/panel/management', 'access-panel-management', 'viewAccessPermission'),
    staff('/access/permissions', 'access-permissions', 'viewAccessPermission'),
    staff('/access/users/list', 'access-users-list', 'viewAccessUsers'),
    staff('/access/users/view/:id', 'access-users-view', 'viewUserpage'),
    staff('/access/users/:id/:tab?', 'access-users-tab', 'viewUserpage', { defaultTab: 'profile' }),
    { path: '/access-control', name: 'access-control', layout: 'default', ability: { action: 'read', subject: 'AclDemo' } },

    // Admission (all need admin)
    staff('/admission/entrance', 'admission-entrance', 'admin'),
    staff('/admission/list', 'admission-list', 'admin'),
    staff('/admission/statement', 'admission-statement', 'admin'),
    staff('/admission/validation', 'admission-validation', 'admin'),

    // Home and interactions
    staff('/home', HOME_ROUTE_NAME, 'viewHomepage'),
    staff('/interactions/calendar', 'interactions-calendar', 'viewInteractionCalendar'),
    staff('/interactions/calls/create', 'interactions-calls-create', 'viewCallCard'),
    staff('/interactions/letters', 'interactions-letters', 'viewLetters'),
    staff('/interactions/templates', 'interactions-templates', 'viewCallCard'),
    staff('/interactions/events', 'interactions-events', 'viewInteractionCalendar'),
    staff('/interactions/events/:id', 'interactions-events-view', 'viewInteractionCalendar'),

    // Contingent ('profnavigaions' is the product's published address, kept verbatim)
    staff('/newcontingent/list', 'newcontingent-list', 'viewContingent'),
    staff('/newcontingent/list/insert', 'newcontingent-list-insert', 'viewSearchContingentV2'),
    staff('/newcontingent/list/profnavigaions', 'newcontingent-list-profnavigaions', 'viewProfnavigation'),
    staff('/newcontingent/list/search', 'newcontingent-list-search', 'viewSearchContingent'),
    staff('/newcontingent/list/survey', 'newcontingent-list-survey', 'viewSurveyMsh'),
    staff('/newcontingent/list/target', 'newcontingent-list-target', 'viewContingent'),
    // One optional-tab route serves both /newcontingent/view/:id and /newcontingent/view/:id/:tab.
    staff('/newcontingent/view/:id/:tab?', 'newcontingent-view', 'viewAbiturient', { defaultTab: 'proforientation' }),

    // Other admin pages
    staff('/qms/admin', 'qms-admin', 'admin'),
    // Not in the SPEC's route list: operators call tickets here without the admin right /qms/admin needs.
    staff('/qms/operator', 'qms-operator', 'operateQueue'),
    staff('/qr-generator', 'qr-generator', 'admin'),

    // Registry
    staff('/registry/organizations/list/:tab?', 'registry-organizations-list', 'viewOrganizations'),
    staff('/registry/organizations/view/:id', 'registry-organizations-view', 'viewOrganization'),
    staff('/registry/organizations/viewnew/:id/:tab?', 'registry-organizations-viewnew', 'viewOrganization', {
      defaultTab: 'main',
    }),
    staff('/registry/programs/list', 'registry-programs-list', 'viewEducationPrograms'),
    staff('/registry/specialities/list', 'registry-specialities-list', 'viewSpecialities'),
    // Not in the SPEC's route list: where administrators keep the year-to-year reference lists.
    staff('/registry/references', 'registry-references', 'viewReferences'),

    // Public, blank-layout pages
    blankPublic('/front-pages/main', 'front-pages-main'),
    blankPublic('/main', 'main'),
    blankPublic('/questionnaire', 'questionnaire'),
    blankPublic('/queue/kiosk', 'queue-kiosk'),
    blankPublic('/queue/tv', 'queue-tv'),
    blankPublic('/qr', 'qr'),
    blankPublic('/front-pages/scanner', 'front-pages-scanner'),
    blankPublic('/tickets/:token/qr', 'tickets-qr'),
    blankPublic('/front-pages/tickets/qr', 'front-pages-tickets-qr'),
    blankPublic('/under-maintenance', 'under-maintenance'),

    // Catch-all error page: must stay last.
    { path: '*', name: ERROR_ROUTE_NAME, public: true, layout: 'blank' },
  ] satisfies RouteDef[]).map((route) => Object.freeze(route)),
);

/** The route called `name` in `routes`, or undefined. */
export function findRoute(name: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  return routes.find((route) => route.name === name);
}
