/**
 * The rights the contingent work pages check to decide what to offer (the server checks every
 * action again). Opening each page is its route's own right.
 */
import type { PermissionKey } from '@abitura/contracts';

/** The working list, where every filter is. */
export const VIEW_CONTINGENT = 'viewContingent' satisfies PermissionKey;
/** Adding an applicant (the insert page). */
export const ADD_APPLICANT = 'viewSearchContingentV2' satisfies PermissionKey;
/** Opening an applicant's 360 view. */
export const VIEW_APPLICANT = 'viewAbiturient' satisfies PermissionKey;
/** Recording interactions with applicants, a career-guidance recommendation among them. */
export const MANAGE_INTERACTIONS = 'manageInteractions' satisfies PermissionKey;
