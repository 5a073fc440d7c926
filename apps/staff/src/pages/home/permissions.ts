/**
 * The rights the home page checks to decide where a tile's rows lead (the server checks every
 * action again); which tiles show is each tile's own `permissions`.
 */
import type { PermissionKey } from '@abitura/contracts';

/** The call card a callback leads to. */
export const VIEW_CALL_CARD = 'viewCallCard' satisfies PermissionKey;
/** The applicant's 360 view a callback leads to when the call card is out of reach. */
export const VIEW_ABITURIENT = 'viewAbiturient' satisfies PermissionKey;
