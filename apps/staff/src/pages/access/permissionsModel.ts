/**
 * The permissions page: the permission tree, and for the selected permission who holds it (the
 * roles and groups that grant it, and their members with the source of each). No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult, Client } from '@abitura/sdk';
import { flattenTree, type TreeRow } from './permissionTree.js';
import { createResource, type Resource } from './resource.js';
import { createTreeViewModel, type TreeViewModel } from './treeViewModel.js';

export type Holders = ActionResult<'Access/PermissionHolders'>;

export interface PermissionsModel {
  readonly rows: ReadonlySignal<readonly TreeRow[]>;
  readonly tree: TreeViewModel;
  readonly loading: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<unknown>;
  /** The tree has loaded once. */
  readonly loaded: ReadonlySignal<boolean>;
  /** The selected permission's row, once the tree has it. */
  readonly selectedRow: ReadonlySignal<TreeRow | null>;
  /** Holders of the selected permission. */
  readonly holders: Resource<Holders>;
  /** Loads the tree, then selects `initial` (a key from the address) when the tree has it. */
  load(initial?: string | null): Promise<void>;
}

export function createPermissionsModel(client: Pick<Client, 'run'>): PermissionsModel {
  const nodes = createResource(() => client.run('User/ReadPermissions', {}));
  const rows = computed(() => flattenTree(nodes.data.value ?? []));
  const wanted = signal<string | null>(null);
  const holders = createResource<Holders>(() => client.run('Access/PermissionHolders', { permission: wanted.peek() ?? '' }));
  const tree = createTreeViewModel(rows, (key) => {
    wanted.value = key;
    void holders.load();
  });
  const selectedRow = computed(() => rows.value.find((row) => row.node.name === tree.selected.value) ?? null);

  async function load(initial?: string | null): Promise<void> {
    const loaded = await nodes.load();
    if (!loaded) return;
    // The tree is small (a few dozen permissions): it opens whole, functions visible in their pages.
    tree.expandAll();
    const key = initial ?? tree.selected.peek();
    if (key) tree.select(key);
  }

  const loaded = computed(() => nodes.data.value !== null);
  return { rows, tree, loading: nodes.loading, error: nodes.error, loaded, selectedRow, holders, load };
}
