/**
 * The staff navigation menu as data, and the visibility rule of SPEC section 2: a group is shown
 * if its own permission (if any) is granted and at least one child permission is granted.
 */
import { can } from './ability.js';
import type { Ability } from './ability.js';

export interface MenuItem {
  /** Unique, stable id (React key, e2e selector). */
  id: string;
  /** i18n key of the label. */
  title: string;
  /** Permission needed to see the item; absent means everyone signed in sees it. */
  permission?: string;
  /** Target path for a leaf. */
  to?: string;
  /** Present on groups; a group without a visible child is hidden. */
  children?: MenuItem[];
}

/**
 * The items of `items` the ability lets the user see, as new objects (the input is not changed).
 * A leaf is shown when it names no permission or the permission is granted. A group (an item with
 * `children`) is shown when its own permission, if any, is granted and at least one child is
 * shown after the same rules are applied to it, so a nested group counts as a granted child only
 * if it is visible itself; hidden children are removed.
 */
export function visibleMenu(items: readonly MenuItem[], ability: Ability): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.permission !== undefined && !can(ability, item.permission)) continue;
    if (item.children === undefined) {
      visible.push({ ...item });
      continue;
    }
    const children = visibleMenu(item.children, ability);
    if (children.length > 0) visible.push({ ...item, children });
  }
  return visible;
}

const leaf = (id: string, title: string, to: string, permission: string): MenuItem => ({ id, title, to, permission });

/**
 * Default staff menu over the routes of SPEC section 2. Leaf permissions equal their route's
 * permission (a test keeps them in step with ROUTES).
 */
export const MENU: readonly MenuItem[] = [
  leaf('home', 'menu.home', '/home', 'viewHomepage'),
  {
    id: 'interactions',
    title: 'menu.interactions.title',
    children: [
      leaf('interactions-calendar', 'menu.interactions.calendar', '/interactions/calendar', 'viewInteractionCalendar'),
      leaf('interactions-calls-create', 'menu.interactions.callCreate', '/interactions/calls/create', 'viewCallCard'),
      leaf('interactions-letters', 'menu.interactions.letters', '/interactions/letters', 'viewLetters'),
      leaf('interactions-templates', 'menu.interactions.templates', '/interactions/templates', 'viewCallCard'),
      leaf('interactions-events', 'menu.interactions.events', '/interactions/events', 'viewInteractionCalendar'),
    ],
  },
  {
    id: 'contingent',
    title: 'menu.contingent.title',
    children: [
      leaf('contingent-list', 'menu.contingent.list', '/newcontingent/list', 'viewContingent'),
      leaf('contingent-insert', 'menu.contingent.insert', '/newcontingent/list/insert', 'viewSearchContingentV2'),
      leaf('contingent-profnavigation', 'menu.contingent.profnavigation', '/newcontingent/list/profnavigaions', 'viewProfnavigation'),
      leaf('contingent-search', 'menu.contingent.search', '/newcontingent/list/search', 'viewSearchContingent'),
      leaf('contingent-survey', 'menu.contingent.survey', '/newcontingent/list/survey', 'viewSurveyMsh'),
      leaf('contingent-target', 'menu.contingent.target', '/newcontingent/list/target', 'viewContingent'),
    ],
  },
  {
    id: 'registry',
    title: 'menu.registry.title',
    children: [
      leaf('registry-organizations', 'menu.registry.organizations', '/registry/organizations/list', 'viewOrganizations'),
      leaf('registry-programs', 'menu.registry.programs', '/registry/programs/list', 'viewEducationPrograms'),
      leaf('registry-specialities', 'menu.registry.specialities', '/registry/specialities/list', 'viewSpecialities'),
      leaf('registry-references', 'menu.registry.references', '/registry/references', 'viewReferences'),
    ],
  },
  {
    id: 'admission',
    title: 'menu.admission.title',
    permission: 'admin',
    children: [
      leaf('admission-entrance', 'menu.admission.entrance', '/admission/entrance', 'admin'),
      leaf('admission-list', 'menu.admission.list', '/admission/list', 'admin'),
      leaf('admission-statement', 'menu.admission.statement', '/admission/statement', 'admin'),
      leaf('admission-validation', 'menu.admission.validation', '/admission/validation', 'admin'),
    ],
  },
  {
    id: 'queue',
    title: 'menu.queue.title',
    children: [
      leaf('queue-operator', 'menu.queue.operator', '/qms/operator', 'operateQueue'),
      leaf('queue-admin', 'menu.queue.admin', '/qms/admin', 'admin'),
      leaf('queue-qr-generator', 'menu.queue.qrGenerator', '/qr-generator', 'admin'),
    ],
  },
  {
    id: 'access',
    title: 'menu.access.title',
    children: [
      leaf('access-panel', 'menu.access.panel', '/access/panel', 'viewAccessPanel'),
      leaf('access-management', 'menu.access.management', '/access/panel/management', 'viewAccessPermission'),
      leaf('access-permissions', 'menu.access.permissions', '/access/permissions', 'viewAccessPermission'),
      leaf('access-users', 'menu.access.users', '/access/users/list', 'viewAccessUsers'),
    ],
  },
];
