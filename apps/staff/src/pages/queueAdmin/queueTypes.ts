/** The queue's records as the administration, console and statistics actions return them. */
import type { ActionResult } from '@abitura/sdk';

export type QueueService = ActionResult<'Queue/ListServices'>['items'][number];
export type QueueDesk = ActionResult<'Queue/ListDesks'>['items'][number];
export type QueueDevice = ActionResult<'Queue/ListDevices'>['items'][number];
export type IssuedDevice = ActionResult<'Queue/IssueDevice'>;
/** What the operator console shows: the desk, its current ticket and its services' queues. */
export type DeskView = ActionResult<'Queue/Live'>;
export type StaffTicket = NonNullable<DeskView['current']>;
export type WaitingService = DeskView['waiting'][number];
export type StatsRow = ActionResult<'Queue/Stats'>['rows'][number];
/** What the operator console chooses from: the active desks (who works where) and services. */
export type DeskDirectory = ActionResult<'Queue/Desks'>;
export type DirectoryDesk = DeskDirectory['desks'][number];
export type DirectoryService = DeskDirectory['services'][number];
