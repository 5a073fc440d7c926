/**
 * The menu this app shows: the SDK's MENU cut down to the leaves whose route this app renders
 * (areas of later issues appear as their pages arrive), then SPEC section 2's visibility rule
 * for the user's ability.
 */
import { MENU, matchRoute, visibleMenu, type Ability, type MenuItem, type RouteDef } from '@abitura/sdk';

/** MENU without the leaves whose address this app has no page for; emptied groups drop out. */
export function availableMenu(pages: Readonly<Record<string, unknown>>, routes: readonly RouteDef[], items: readonly MenuItem[] = MENU): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of items) {
    if (item.children) {
      const children = availableMenu(pages, routes, item.children);
      if (children.length > 0) result.push({ ...item, children });
      continue;
    }
    const match = item.to === undefined ? null : matchRoute(item.to, routes);
    if (match && match.route.path !== '*' && match.route.name in pages) result.push({ ...item });
  }
  return result;
}

/** What the user sees: the available menu filtered by their ability. */
export function staffMenu(pages: Readonly<Record<string, unknown>>, routes: readonly RouteDef[], ability: Ability): MenuItem[] {
  return visibleMenu(availableMenu(pages, routes), ability);
}

/**
 * The id of the leaf the current path belongs to: the one whose address equals the path or is
 * the longest prefix of it, so /access/panel/management marks "Roles and groups" and not also
 * "Access overview" (/access/panel).
 */
export function activeLeafId(items: readonly MenuItem[], pathname: string): string | null {
  let best: MenuItem | null = null;
  const visit = (entries: readonly MenuItem[]) => {
    for (const item of entries) {
      if (item.children) visit(item.children);
      else if (item.to !== undefined && (pathname === item.to || pathname.startsWith(`${item.to}/`))) {
        if (!best || (best.to ?? '').length < item.to.length) best = item;
      }
    }
  };
  visit(items);
  return (best as MenuItem | null)?.id ?? null;
}

/** Whether `item` is the active leaf or a group holding it. */
export function isActive(item: MenuItem, activeId: string | null): boolean {
  if (activeId === null) return false;
  if (item.children) return item.children.some((child) => isActive(child, activeId));
  return item.id === activeId;
}
