/**
 * The permission tree of User/ReadPermissions as rows: pages with their subpages, and the
 * functions of a page inside it. The matrix lists every row; the tree view shows the rows whose
 * ancestors are all expanded.
 */
import type { PermissionNode } from '@abitura/contracts';

export interface TreeRow {
  node: PermissionNode;
  /** 0 for a top-level permission. */
  depth: number;
  /** Key of the row it sits under; null at the top. */
  parent: string | null;
  hasChildren: boolean;
}

/** Every node in reading order (a node, then its children). */
export function flattenTree(nodes: readonly PermissionNode[], depth = 0, parent: string | null = null): TreeRow[] {
  return nodes.flatMap((node) => {
    const children = node.children ?? [];
    return [{ node, depth, parent, hasChildren: children.length > 0 }, ...flattenTree(children, depth + 1, node.name)];
  });
}

/** The rows shown when only the keys in `expanded` are open. */
export function visibleRows(rows: readonly TreeRow[], expanded: ReadonlySet<string>): TreeRow[] {
  const shown = new Set<string>();
  return rows.filter((row) => {
    const visible = row.parent === null || (shown.has(row.parent) && expanded.has(row.parent));
    if (visible) shown.add(row.node.name);
    return visible;
  });
}

/** Keys of the rows above `key`, nearest first. */
export function ancestorsOf(rows: readonly TreeRow[], key: string): string[] {
  const byKey = new Map(rows.map((row) => [row.node.name, row]));
  const result: string[] = [];
  for (let parent = byKey.get(key)?.parent ?? null; parent !== null; parent = byKey.get(parent)?.parent ?? null) result.push(parent);
  return result;
}
