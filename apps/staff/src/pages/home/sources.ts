/** Where the home tiles' data comes from: one source per action, shared by the tiles it feeds. */
import type { ActionResult } from '@abitura/sdk';
import { MAX_CALENDAR_DAYS, type CalendarEntry } from '@abitura/contracts';
import { addDays, moscowDay } from '../../models/calendarDates.js';
import type { TileSource } from './tileKit.js';

export type AccessOverview = ActionResult<'Access/Overview'>;

/** The access panel's counts: users by status, sign-ins per day, and more. */
export const accessOverviewSource: TileSource<AccessOverview> = {
  key: 'access-overview',
  permissions: ['viewAccessPanel'],
  load: (client) => client.run('Access/Overview', {}),
};

export type OrganizationsOverview = ActionResult<'Organization/List'>;

/** The registry's organizations by type: the smallest page of the list, for its counts per type. */
export const organizationsOverviewSource: TileSource<OrganizationsOverview> = {
  key: 'organizations-overview',
  permissions: ['viewOrganizations'],
  load: (client) => client.run('Organization/List', { pageSize: 5 }),
};

export type ContingentOverview = ActionResult<'Abiturient/Overview'>;

/** The caller's applicants and everyone's, by processing status. */
export const contingentOverviewSource: TileSource<ContingentOverview> = {
  key: 'contingent-overview',
  permissions: ['viewContingent'],
  load: (client) => client.run('Abiturient/Overview', {}),
};

export interface CallbacksOverview {
  /** The Moscow day the callbacks were read on (YYYY-MM-DD). */
  today: string;
  /** The caller's callbacks, open and done, of the calendar's longest span up to today. */
  entries: readonly CalendarEntry[];
  truncated: boolean;
}

/**
 * The caller's callbacks as the calendar holds them, from the longest span it answers (six weeks)
 * up to today: those still open from earlier days are overdue and must not drop out of sight.
 */
export const callbacksSource: TileSource<CallbacksOverview> = {
  key: 'callbacks',
  permissions: ['viewInteractionCalendar'],
  load: async (client) => {
    const today = moscowDay(Date.now());
    const { entries, truncated } = await client.run('Calendar/List', { from: addDays(today, 1 - MAX_CALENDAR_DAYS), to: today, kinds: ['callback'], scope: 'mine' });
    return { today, entries, truncated };
  },
};

export type QueueDeskOverview = ActionResult<'Queue/Live'>;

/** The operator's desk: the ticket at it and who waits for its services. */
export const queueDeskSource: TileSource<QueueDeskOverview> = {
  key: 'queue-desk',
  permissions: ['operateQueue'],
  load: (client) => client.run('Queue/Live', {}),
};

export type QueueTodayOverview = ActionResult<'Queue/Today'>;

/** The queue's day so far: who waits for each service, who was served, the waits. */
export const queueTodaySource: TileSource<QueueTodayOverview> = {
  key: 'queue-today',
  permissions: ['manageQueue'],
  load: (client) => client.run('Queue/Today', {}),
};

export type StoredPhonesOverview = ActionResult<'Phones/CheckStored'>;

/** The stored phone numbers the phone fields' rule does not read (an administrator's check). */
export const storedPhonesSource: TileSource<StoredPhonesOverview> = {
  key: 'stored-phones',
  permissions: ['admin'],
  load: (client) => client.run('Phones/CheckStored', {}),
};
