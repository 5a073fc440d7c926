/**
 * The permission tree as a keyboard-driven tree view (the WAI-ARIA tree pattern): which pages are
 * open, which row has the focus (one tab stop for the whole tree), and which is selected.
 * Arrow keys move and open, Home/End jump, Enter or Space select, '*' opens a row's siblings.
 * No React here; PermissionTree renders it.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { ancestorsOf, visibleRows, type TreeRow } from './permissionTree.js';

export interface TreeViewModel {
  readonly expanded: ReadonlySignal<ReadonlySet<string>>;
  readonly visible: ReadonlySignal<readonly TreeRow[]>;
  /** The row that takes the focus when the tree is tabbed into. */
  readonly focused: ReadonlySignal<string | null>;
  readonly selected: ReadonlySignal<string | null>;
  toggle(key: string): void;
  expandAll(): void;
  collapseAll(): void;
  /** Selects a row, opening the pages above it so it shows. */
  select(key: string): void;
  focus(key: string): void;
  /** Acts on a key pressed on the focused row; true when the key meant something here. */
  handleKey(key: string): boolean;
}

export function createTreeViewModel(rows: ReadonlySignal<readonly TreeRow[]>, onSelect: (key: string) => void = () => {}): TreeViewModel {
  const expanded = signal<ReadonlySet<string>>(new Set());
  const visible = computed(() => visibleRows(rows.value, expanded.value));
  const focusedKey = signal<string | null>(null);
  const selected = signal<string | null>(null);
  // A focus on a row that has since been hidden (its page closed) falls back to the first row.
  const focused = computed(() => {
    const shown = visible.value;
    const key = focusedKey.value;
    return shown.some((row) => row.node.name === key) ? key : (shown[0]?.node.name ?? null);
  });

  const rowOf = (key: string | null) => rows.peek().find((row) => row.node.name === key);

  function setExpanded(key: string, open: boolean): void {
    const next = new Set(expanded.peek());
    if (open) next.add(key);
    else next.delete(key);
    expanded.value = next;
  }

  function select(key: string): void {
    if (!rowOf(key)) return;
    batch(() => {
      const next = new Set(expanded.peek());
      for (const ancestor of ancestorsOf(rows.peek(), key)) next.add(ancestor);
      expanded.value = next;
      selected.value = key;
      focusedKey.value = key;
    });
    onSelect(key);
  }

  /** The row `step` places away in the visible order, clamped to the ends. */
  function moveBy(step: number): void {
    const shown = visible.peek();
    const index = shown.findIndex((row) => row.node.name === focused.peek());
    const next = shown[Math.min(shown.length - 1, Math.max(0, index + step))];
    if (next) focusedKey.value = next.node.name;
  }

  function handleKey(key: string): boolean {
    const current = rowOf(focused.peek());
    if (!current) return false;
    const name = current.node.name;
    const open = expanded.peek().has(name);
    switch (key) {
      case 'ArrowDown':
        moveBy(1);
        return true;
      case 'ArrowUp':
        moveBy(-1);
        return true;
      case 'Home':
        moveBy(-Infinity);
        return true;
      case 'End':
        moveBy(Infinity);
        return true;
      case 'ArrowRight':
        if (current.hasChildren && !open) setExpanded(name, true);
        else if (current.hasChildren) moveBy(1);
        return true;
      case 'ArrowLeft':
        if (current.hasChildren && open) setExpanded(name, false);
        else if (current.parent !== null) focusedKey.value = current.parent;
        return true;
      case 'Enter':
      case ' ':
        select(name);
        return true;
      case '*': {
        const next = new Set(expanded.peek());
        for (const row of rows.peek()) if (row.parent === current.parent && row.hasChildren) next.add(row.node.name);
        expanded.value = next;
        return true;
      }
      default:
        return false;
    }
  }

  return {
    expanded,
    visible,
    focused,
    selected,
    toggle: (key) => setExpanded(key, !expanded.peek().has(key)),
    expandAll: () => {
      expanded.value = new Set(rows.peek().filter((row) => row.hasChildren).map((row) => row.node.name));
    },
    collapseAll: () => {
      expanded.value = new Set();
    },
    select,
    focus: (key) => {
      focusedKey.value = key;
    },
    handleKey,
  };
}
