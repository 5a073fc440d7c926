/** The queue's records as the administration actions return them. */
import type { ActionResult } from '@abitura/sdk';

export type QueueService = ActionResult<'Queue/ListServices'>['items'][number];
export type QueueDesk = ActionResult<'Queue/ListDesks'>['items'][number];
export type QueueDevice = ActionResult<'Queue/ListDevices'>['items'][number];
export type IssuedDevice = ActionResult<'Queue/IssueDevice'>;
