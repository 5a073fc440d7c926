/**
 * Every address of the sign-in, access-control, registry and contingent issues, with the route that must
 * answer it and who visits it. Kept here as the issue lists them (not read from the SDK's table), so a route
 * that goes missing from the app is a failing journey rather than a shorter list.
 */
import { firstApplicantId, firstEventId, firstOrganizationId, userIdOf, type ApiSession } from './api.js';
import { demoAccount, ROLES } from './demoAccounts.js';

export interface IssueAddress {
  /** What the browser opens. */
  path: string;
  /** The route (SDK route name) whose page must show. */
  route: string;
  /** Where the browser must end up (after the guard's redirect), when not `path` itself. */
  landsOn?: RegExp;
  /** Visited signed in as the demo administrator; otherwise signed out. */
  signedIn: boolean;
}

/** A well-formed reset token that was never issued: the page shows, the server refuses it on submit. */
export const UNKNOWN_RESET_TOKEN = '0123456789abcdef0123456789abcdef';
export const MALFORMED_RESET_TOKEN = 'not-a-reset-token';

export const USER_TABS = ['profile', 'roles', 'sessions', 'activity'] as const;

/** The organization page's tabs: every one a college has, and the pupils tab a school has. */
export const COLLEGE_TABS = ['main', 'contacts', 'buildings', 'vacancies', 'programs', 'interactions'] as const;
export const SCHOOL_ONLY_TABS = ['students'] as const;

/** Placeholders the journeys replace with ids the server assigned (a demo college and school). */
export const COLLEGE_ID = '{college}';
export const SCHOOL_ID = '{school}';
/** An applicant's id (the first of the working list), filled in by the journeys. */
export const APPLICANT_ID = '{applicant}';
/** A career event's id (the earliest of the demo seed's), filled in by the journeys. */
export const EVENT_ID = '{event}';

/** The applicant's 360 view: its tabs, proforientation first (the default). */
export const APPLICANT_TABS = ['proforientation', 'profile', 'interactions', 'applications', 'bail', 'events'] as const;

/** `userId`: an existing user's id for the user page's addresses (or a placeholder to fill in). */
export function issueAddresses(userId: number | string): IssueAddress[] {
  const open = (path: string, route: string, landsOn?: RegExp): IssueAddress => ({ path, route, signedIn: false, ...(landsOn ? { landsOn } : {}) });
  const staff = (path: string, route: string, landsOn?: RegExp): IssueAddress => ({ path, route, signedIn: true, ...(landsOn ? { landsOn } : {}) });
  return [
    open('/login', 'login'),
    open('/access/forgot-password', 'access-forgot-password'),
    open(`/access/reset-password/${UNKNOWN_RESET_TOKEN}`, 'access-reset-password'),
    open(`/access/reset-password/${MALFORMED_RESET_TOKEN}`, 'access-reset-password'),
    open('/access/pages/not-access', 'access-pages-not-access'),
    open('/access/pages/not-actions', 'access-pages-not-actions'),
    open('/access/pages/not-authorized', 'access-pages-not-authorized'),
    open('/pages/misc/not-authorized', 'pages-misc-not-authorized'),
    open('/not-authorized', 'not-authorized'),
    open('/front-pages/main', 'front-pages-main'),
    open('/main', 'main'),
    open('/under-maintenance', 'under-maintenance'),
    open('/no/such/address', 'error'),
    open('/', 'login', /\/login$/),
    staff('/access/pages/edit-password', 'access-pages-edit-password'),
    staff('/access/panel', 'access-panel'),
    staff('/access/panel/management', 'access-panel-management'),
    staff('/access/permissions', 'access-permissions'),
    staff('/access/users/list', 'access-users-list'),
    staff(`/access/users/view/${userId}`, 'access-users-view'),
    ...USER_TABS.map((tab) => staff(`/access/users/${userId}/${tab}`, 'access-users-tab')),
    staff('/access-control', 'access-control'),
    staff('/registry/organizations/list', 'registry-organizations-list'),
    ...['schools', 'colleges', 'deputies', 'higher'].map((tab) => staff(`/registry/organizations/list/${tab}`, 'registry-organizations-list')),
    staff(`/registry/organizations/view/${COLLEGE_ID}`, 'registry-organizations-view'),
    ...COLLEGE_TABS.map((tab) => staff(`/registry/organizations/viewnew/${COLLEGE_ID}/${tab}`, 'registry-organizations-viewnew')),
    ...SCHOOL_ONLY_TABS.map((tab) => staff(`/registry/organizations/viewnew/${SCHOOL_ID}/${tab}`, 'registry-organizations-viewnew')),
    staff('/registry/programs/list', 'registry-programs-list'),
    staff('/registry/specialities/list', 'registry-specialities-list'),
    staff('/registry/references', 'registry-references'),
    staff('/interactions/calls/create', 'interactions-calls-create'),
    staff(`/interactions/calls/create?person=${APPLICANT_ID}`, 'interactions-calls-create'),
    staff('/newcontingent/list', 'newcontingent-list'),
    staff('/newcontingent/list/insert', 'newcontingent-list-insert'),
    staff('/newcontingent/list/profnavigaions', 'newcontingent-list-profnavigaions'),
    staff('/newcontingent/list/search', 'newcontingent-list-search'),
    staff('/newcontingent/list/survey', 'newcontingent-list-survey'),
    staff('/newcontingent/list/target', 'newcontingent-list-target'),
    staff(`/newcontingent/view/${APPLICANT_ID}`, 'newcontingent-view'),
    ...APPLICANT_TABS.map((tab) => staff(`/newcontingent/view/${APPLICANT_ID}/${tab}`, 'newcontingent-view')),
    staff('/home', 'home'),
    staff('/interactions/calendar', 'interactions-calendar'),
    staff('/interactions/calendar?view=week&date=2026-11-23', 'interactions-calendar'),
    staff('/interactions/calendar?view=day&date=2026-11-23&kinds=callback', 'interactions-calendar'),
    staff('/interactions/letters', 'interactions-letters'),
    staff('/interactions/templates', 'interactions-templates'),
    staff('/interactions/events', 'interactions-events'),
    staff('/interactions/events?status=confirmed&sort=title', 'interactions-events'),
    staff(`/interactions/events/${EVENT_ID}`, 'interactions-events-view'),
    staff('/qr-generator', 'qr-generator'),
    staff('/qms/admin', 'qms-admin'),
    staff('/qms/admin?tab=devices', 'qms-admin'),
    staff('/qms/admin?tab=console', 'qms-admin'),
    staff('/qms/admin?tab=stats', 'qms-admin'),
    staff('/qms/operator', 'qms-operator'),
    staff('/', 'home', /\/home$/),
  ];
}

/** The placeholder of `issueAddresses` for a demo colleague's id (the analyst's). */
export const USER_ID = '{user}';

/** An address with its placeholders replaced by the ids the server assigned to the demo records. */
export async function resolveAddress(path: string, api: ApiSession): Promise<string> {
  let resolved = path;
  if (resolved.includes(USER_ID)) resolved = resolved.replace(USER_ID, String(await userIdOf(api, demoAccount(ROLES.analyst).login)));
  if (resolved.includes(COLLEGE_ID)) resolved = resolved.replace(COLLEGE_ID, String(await firstOrganizationId(api, 'college')));
  if (resolved.includes(SCHOOL_ID)) resolved = resolved.replace(SCHOOL_ID, String(await firstOrganizationId(api, 'school')));
  if (resolved.includes(APPLICANT_ID)) resolved = resolved.replace(APPLICANT_ID, String(await firstApplicantId(api)));
  if (resolved.includes(EVENT_ID)) resolved = resolved.replace(EVENT_ID, String(await firstEventId(api)));
  return resolved;
}
