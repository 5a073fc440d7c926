/**
 * The rights the queue pages check (the server checks every action again). manageQueue opens the
 * set-up tabs and the statistics, the lists included; operateQueue opens the operator console.
 * The route's own right only opens the page.
 */
import type { PermissionKey } from '@abitura/contracts';

/** Services, desks and devices of the queue, the devices' keys, and the statistics. */
export const MANAGE_QUEUE = 'manageQueue' satisfies PermissionKey;

/** The operator console: signing in at a desk, calling, serving and transferring tickets. */
export const OPERATE_QUEUE = 'operateQueue' satisfies PermissionKey;
