/**
 * The rights the calendar checks to decide what to show (the server checks every action again).
 * Opening the calendar and acting on one's own callbacks is the route's own right.
 */
import type { PermissionKey } from '@abitura/contracts';

/** Everyone's calendar (the team scope): coordinators and administrators. */
export const VIEW_TEAM_CALENDAR = 'viewTeamCalendar' satisfies PermissionKey;
/** The call card a callback leads to. */
export const VIEW_CALL_CARD = 'viewCallCard' satisfies PermissionKey;
/** The applicant's 360 view an entry's person leads to. */
export const VIEW_ABITURIENT = 'viewAbiturient' satisfies PermissionKey;
/** The staff list (Abiturient/Curators) the team scope's member choice reads. */
export const VIEW_STAFF_LIST = 'viewContingent' satisfies PermissionKey;
