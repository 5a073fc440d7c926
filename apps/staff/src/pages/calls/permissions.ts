/**
 * The rights the call card checks to decide what to show (the server checks every action again).
 * Opening the card is the route's own right (viewCallCard).
 */
import type { PermissionKey } from '@abitura/contracts';

/** Registering the call and its follow-up: both actions also need it. */
export const MANAGE_INTERACTIONS = 'manageInteractions' satisfies PermissionKey;
/** The applicant's 360 view the person's name links to. */
export const VIEW_ABITURIENT = 'viewAbiturient' satisfies PermissionKey;
