/**
 * The rights the applicant pages check to decide what to show (the server checks every action
 * again). Opening the 360 view and the insert page is the routes' own right.
 */
import type { PermissionKey } from '@abitura/contracts';

/** Changing an applicant's fields and merging entered data into a record. */
export const EDIT_ABITURIENT = 'editAbiturient' satisfies PermissionKey;
/** Recording interactions, the processing-status moves included. */
export const MANAGE_INTERACTIONS = 'manageInteractions' satisfies PermissionKey;
/** Adding applicants (the insert page and its duplicate check). */
export const INSERT_APPLICANTS = 'viewSearchContingentV2' satisfies PermissionKey;
/** The working list, whose curator list (Abiturient/Curators) the curator field reads. */
export const VIEW_CONTINGENT = 'viewContingent' satisfies PermissionKey;
/** The career-guidance navigation page the proforientation tab links to. */
export const VIEW_PROFNAVIGATION = 'viewProfnavigation' satisfies PermissionKey;
/** The interaction calendar, whose callbacks the page's open activities close (Callback/Complete). */
export const VIEW_CALENDAR = 'viewInteractionCalendar' satisfies PermissionKey;
/** Closing another staff member's callback, as a coordinator does. */
export const TEAM_CALENDAR = 'viewTeamCalendar' satisfies PermissionKey;
/** The admission season's applications on the applications tab (without it, the old read-only list). */
export const VIEW_ADMISSION = 'viewAdmission' satisfies PermissionKey;
/** Rearranging an applicant's priorities, and filing a statement for them. */
export const MANAGE_ADMISSION = 'manageAdmission' satisfies PermissionKey;
