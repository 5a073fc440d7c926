import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { ancestorsOf, flattenTree } from './permissionTree.js';
import { createTreeViewModel } from './treeViewModel.js';
import { TREE } from './testing/fixtures.js';

function setup() {
  const rows = signal(flattenTree(TREE));
  const onSelect = vi.fn();
  const tree = createTreeViewModel(rows, onSelect);
  const names = () => tree.visible.value.map((row) => row.node.name);
  return { rows, tree, onSelect, names };
}

describe('permission tree rows', () => {
  it('lists every node after its parent with depth and parent, and finds ancestors', () => {
    const rows = flattenTree(TREE);
    expect(rows.find((row) => row.node.name === 'manageRoles')).toMatchObject({ depth: 2, parent: 'viewAccessPermission', hasChildren: false });
    expect(ancestorsOf(rows, 'manageRoles')).toEqual(['viewAccessPermission', 'viewAccessPanel']);
    expect(ancestorsOf(rows, 'viewHomepage')).toEqual([]);
    expect(ancestorsOf(rows, 'unknown')).toEqual([]);
  });
});

describe('tree view model', () => {
  it('starts closed, focusing the first row, and opens and closes pages', () => {
    const { tree, names } = setup();
    expect(names()).toEqual(['viewHomepage', 'viewAccessPanel', 'viewContingent', 'launchRockets']);
    expect(tree.focused.value).toBe('viewHomepage');
    tree.toggle('viewAccessPanel');
    expect(names()).toEqual(['viewHomepage', 'viewAccessPanel', 'viewAccessPermission', 'viewAccessUsers', 'viewAudit', 'viewContingent', 'launchRockets']);
    tree.expandAll();
    expect(names()).toHaveLength(9);
    tree.collapseAll();
    expect(names()).toHaveLength(4);
  });

  it('moves with the arrows, Home and End, within the visible rows', () => {
    const { tree } = setup();
    tree.handleKey('ArrowDown');
    expect(tree.focused.value).toBe('viewAccessPanel');
    tree.handleKey('End');
    expect(tree.focused.value).toBe('launchRockets');
    tree.handleKey('ArrowDown');
    expect(tree.focused.value).toBe('launchRockets');
    tree.handleKey('ArrowUp');
    expect(tree.focused.value).toBe('viewContingent');
    tree.handleKey('Home');
    expect(tree.focused.value).toBe('viewHomepage');
    expect(tree.handleKey('x')).toBe(false);
  });

  it('opens with Right, then steps in; closes with Left, then steps out', () => {
    const { tree } = setup();
    tree.focus('viewAccessPanel');
    tree.handleKey('ArrowRight');
    expect(tree.expanded.value.has('viewAccessPanel')).toBe(true);
    expect(tree.focused.value).toBe('viewAccessPanel');
    tree.handleKey('ArrowRight');
    expect(tree.focused.value).toBe('viewAccessPermission');
    tree.handleKey('ArrowLeft');
    expect(tree.focused.value).toBe('viewAccessPanel');
    tree.handleKey('ArrowLeft');
    expect(tree.expanded.value.has('viewAccessPanel')).toBe(false);
    tree.handleKey('ArrowLeft');
    expect(tree.focused.value).toBe('viewAccessPanel');
    tree.focus('launchRockets');
    tree.handleKey('ArrowRight');
    expect(tree.focused.value).toBe('launchRockets');
  });

  it('opens all siblings with *, and selects with Enter or Space, opening the way to it', () => {
    const { tree, onSelect, names } = setup();
    tree.handleKey('*');
    expect([...tree.expanded.value].sort()).toEqual(['viewAccessPanel', 'viewContingent']);
    tree.focus('viewAbiturient');
    tree.handleKey('Enter');
    expect(tree.selected.value).toBe('viewAbiturient');
    expect(onSelect).toHaveBeenCalledWith('viewAbiturient');
    tree.collapseAll();
    tree.select('manageRoles');
    expect(names()).toContain('manageRoles');
    expect(tree.focused.value).toBe('manageRoles');
    tree.focus('viewHomepage');
    tree.handleKey(' ');
    expect(tree.selected.value).toBe('viewHomepage');
    tree.select('nothing');
    expect(tree.selected.value).toBe('viewHomepage');
  });

  it('moves the focus to the first row when its row is hidden, and has no focus without rows', () => {
    const { tree, rows } = setup();
    tree.expandAll();
    tree.focus('manageRoles');
    tree.collapseAll();
    expect(tree.focused.value).toBe('viewHomepage');
    rows.value = [];
    expect(tree.focused.value).toBeNull();
    expect(tree.handleKey('ArrowDown')).toBe(false);
  });

  it('selects without a listener', () => {
    const tree = createTreeViewModel(signal(flattenTree(TREE)));
    tree.select('viewAudit');
    expect(tree.selected.value).toBe('viewAudit');
  });
});
