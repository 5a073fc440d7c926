/**
 * The rights the career-event pages check to decide what to show (the server checks every action
 * again). Seeing the list and a card is the routes' own right (viewInteractionCalendar).
 */
import type { PermissionKey } from '@abitura/contracts';

/** Creating and editing events and moving them through the approval workflow. */
export const MANAGE_EVENTS = 'manageEvents' satisfies PermissionKey;
/** Registering applicants, removing registrations and marking attendance: work with an applicant. */
export const MANAGE_INTERACTIONS = 'manageInteractions' satisfies PermissionKey;
/** An event's registrations name applicants. */
export const VIEW_ABITURIENT = 'viewAbiturient' satisfies PermissionKey;
/** The applicant search the registration uses (CallService/getPersonList). */
export const VIEW_CALL_CARD = 'viewCallCard' satisfies PermissionKey;
