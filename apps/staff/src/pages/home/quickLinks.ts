/** The home page's quick links: the menu the user sees, as groups of links, without home itself. */
import { HOME_PATH, type MenuItem } from '@abitura/sdk';

export interface QuickLink {
  id: string;
  /** i18n key of the label (a menu title). */
  title: string;
  to: string;
}

export interface QuickLinkGroup {
  id: string;
  /** i18n key of the group's heading; null for links the menu shows outside any group. */
  title: string | null;
  links: QuickLink[];
}

function leaves(items: readonly MenuItem[]): QuickLink[] {
  return items.flatMap((item) => {
    if (item.children) return leaves(item.children);
    return item.to === undefined || item.to === HOME_PATH ? [] : [{ id: item.id, title: item.title, to: item.to }];
  });
}

/**
 * Groups of a visible menu (see staffMenu), each with its links; a nested group's links join its
 * top-level group. Links outside any group gather in one untitled group, placed first.
 */
export function quickLinkGroups(menu: readonly MenuItem[]): QuickLinkGroup[] {
  const loose = leaves(menu.filter((item) => !item.children));
  const groups = menu
    .filter((item) => item.children)
    .map((item) => ({ id: item.id, title: item.title, links: leaves(item.children ?? []) }))
    .filter((group) => group.links.length > 0);
  return loose.length > 0 ? [{ id: 'loose', title: null, links: loose }, ...groups] : groups;
}
