/**
 * The page's tabs as the address keeps them (`?tab=desks`), each shown only to those with its
 * right: the set-up tabs and the statistics need manageQueue, the operator console operateQueue.
 * The first tab a person may see is their default and needs no parameter; an unknown value, or a
 * tab they may not see, falls back to it.
 */
import { MANAGE_QUEUE, OPERATE_QUEUE } from './permissions.js';

export const QUEUE_ADMIN_TABS = ['services', 'desks', 'devices', 'stats', 'console'] as const;
export type QueueAdminTab = (typeof QUEUE_ADMIN_TABS)[number];

const TAB_RIGHT: Readonly<Record<QueueAdminTab, string>> = {
  services: MANAGE_QUEUE,
  desks: MANAGE_QUEUE,
  devices: MANAGE_QUEUE,
  stats: MANAGE_QUEUE,
  console: OPERATE_QUEUE,
};

const TAB_PARAM = 'tab';

/** The tabs a person with these rights sees, in page order. */
export function visibleTabs(can: (permission: string) => boolean): QueueAdminTab[] {
  return QUEUE_ADMIN_TABS.filter((tab) => can(TAB_RIGHT[tab]));
}

/** The tab the address asks for when it may be shown, else the first visible one (null: none is). */
export function tabFromSearch(search: string, visible: readonly QueueAdminTab[] = QUEUE_ADMIN_TABS): QueueAdminTab | null {
  const value = new URLSearchParams(search).get(TAB_PARAM);
  const asked = visible.find((tab) => tab === value);
  return asked ?? visible[0] ?? null;
}

/** The address of a tab on the page at `pathname`: the default tab has no parameter. */
export function tabAddress(pathname: string, tab: QueueAdminTab, visible: readonly QueueAdminTab[] = QUEUE_ADMIN_TABS): string {
  return tab === visible[0] ? pathname : `${pathname}?${TAB_PARAM}=${tab}`;
}
