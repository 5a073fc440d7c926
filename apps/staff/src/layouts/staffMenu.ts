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

/** Whether `item` (a leaf or a group) leads to the current path, for highlighting. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.to !== undefined) return pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (item.children ?? []).some((child) => isActive(child, pathname));
}
