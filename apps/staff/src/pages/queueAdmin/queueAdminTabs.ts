/**
 * The page's tabs as the address keeps them (`?tab=desks`): services are the default and need no
 * parameter, an unknown value falls back to them.
 */
export const QUEUE_ADMIN_TABS = ['services', 'desks', 'devices'] as const;
export type QueueAdminTab = (typeof QUEUE_ADMIN_TABS)[number];

const TAB_PARAM = 'tab';

export function tabFromSearch(search: string): QueueAdminTab {
  const value = new URLSearchParams(search).get(TAB_PARAM);
  return (QUEUE_ADMIN_TABS as readonly (string | null)[]).includes(value) ? (value as QueueAdminTab) : 'services';
}

/** The address of a tab on the page at `pathname`. */
export function tabAddress(pathname: string, tab: QueueAdminTab): string {
  return tab === 'services' ? pathname : `${pathname}?${TAB_PARAM}=${tab}`;
}
