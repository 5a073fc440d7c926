/**
 * The right the queue administration page checks (the server checks every action again). Every
 * action of the page, the lists included, needs it; the route's own right only opens the page.
 */
import type { PermissionKey } from '@abitura/sdk/contracts';

/** Services, desks and devices of the queue, and the devices' keys. */
export const MANAGE_QUEUE = 'manageQueue' satisfies PermissionKey;
