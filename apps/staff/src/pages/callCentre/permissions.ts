/**
 * The rights the call-centre pages check to decide what to show (the server checks every action
 * again). Seeing each page is its route's own right.
 */
import type { PermissionKey } from '@abitura/contracts';

/** Sending a letter again and cancelling one not sent yet. */
export const MANAGE_LETTERS = 'manageLetters' satisfies PermissionKey;
/** Creating and changing e-mail templates, and their test sends. */
export const MANAGE_EMAIL_TEMPLATES = 'manageEmailTemplates' satisfies PermissionKey;
