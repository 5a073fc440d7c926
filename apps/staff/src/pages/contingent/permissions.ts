/**
 * The rights the working list checks to decide what to show (the server checks every action
 * again). Viewing the list is the route's own right (viewContingent).
 */
import type { PermissionKey } from '@abitura/contracts';

/** Bulk actions on a selection of applicants (Abiturient/Bulk). */
export const MANAGE_CONTINGENT = 'manageContingent' satisfies PermissionKey;
/** Adding an applicant (the insert page), offered when the list is empty. */
export const INSERT_APPLICANT = 'viewSearchContingentV2' satisfies PermissionKey;
