/**
 * The rights the QR generator page checks to decide what to show (the server checks every action
 * again). The generator itself needs only the route's right.
 */
import type { PermissionKey } from '@abitura/contracts';

/** The events to choose from (EventService/getEventsList). */
export const VIEW_EVENTS = 'viewInteractionCalendar' satisfies PermissionKey;
/** An event's registrations name applicants (EventService/getRegistrations). */
export const VIEW_ABITURIENT = 'viewAbiturient' satisfies PermissionKey;
