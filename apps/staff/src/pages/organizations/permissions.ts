/**
 * The rights the organization pages check to decide what to show (the server checks every action
 * again). Viewing the list and a page is the route's own right.
 */
import type { PermissionKey } from '@abitura/contracts';

/** Adding and editing organizations and their buildings. */
export const MANAGE_ORGANIZATIONS = 'manageOrganizations' satisfies PermissionKey;
/** Adding, editing and deleting responsible contacts. */
export const MANAGE_RESPONSIBLES = 'manageResponsibles' satisfies PermissionKey;
/** Recording interactions with an organization. */
export const MANAGE_INTERACTIONS = 'manageOrganizationInteractions' satisfies PermissionKey;
/** Listing programmes (Program/List), which the college's programmes tab uses. */
export const VIEW_PROGRAMS = 'viewEducationPrograms' satisfies PermissionKey;
/** Seeing the applicants of a school (Organization/GetStudents). */
export const VIEW_CONTINGENT = 'viewContingent' satisfies PermissionKey;
