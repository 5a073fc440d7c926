/**
 * The permission matrix of one kind of set (roles or privilege groups) x the permission tree:
 * what the server holds, the ticks changed here and not saved yet, which of those take a
 * permission away from people, and saving them as one update per set with each set's outcome.
 * No React here; the management page renders it.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { can, type Client } from '@abitura/sdk';
import type { PermissionNode } from '@abitura/contracts';
import { flattenTree, type TreeRow } from './permissionTree.js';
import { createResource } from './resource.js';
import type { PermissionSet, SetApi } from './setApi.js';

/** The permission that allows changing roles and groups; without it the matrix is read-only. */
export const MANAGE_PERMISSION = 'manageRoles';

/** What saving would change in one set. */
export interface SetChange {
  set: PermissionSet;
  added: string[];
  removed: string[];
  /** Every permission the set would have, sorted. */
  permissions: string[];
}

/** A change that takes permissions away from the users who hold the set. */
export interface Removal extends SetChange {
  userCount: number;
}

export type SaveOutcome = { set: PermissionSet; ok: true; added: string[]; removed: string[] } | { set: PermissionSet; ok: false; error: unknown };

export interface MatrixModel {
  readonly api: SetApi;
  readonly sets: ReadonlySignal<readonly PermissionSet[]>;
  /** The permission tree as rows, in reading order. */
  readonly rows: ReadonlySignal<readonly TreeRow[]>;
  readonly loading: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<unknown>;
  /** The tree and the sets have loaded once. */
  readonly loaded: ReadonlySignal<boolean>;
  /** The user holds manageRoles (read from the session, so it follows a new ability). */
  readonly editable: ReadonlySignal<boolean>;
  /** Set id -> the permissions it would have after saving; only sets with changes. */
  readonly pending: ReadonlySignal<ReadonlyMap<number, ReadonlySet<string>>>;
  readonly changes: ReadonlySignal<readonly SetChange[]>;
  /** How many ticks differ from the server. */
  readonly pendingCount: ReadonlySignal<number>;
  /** Changes that remove permissions from a set users hold: saving asks first. */
  readonly removals: ReadonlySignal<readonly Removal[]>;
  readonly saving: ReadonlySignal<boolean>;
  /** Per set, what the last save did. */
  readonly outcomes: ReadonlySignal<readonly SaveOutcome[]>;
  load(): Promise<void>;
  isChecked(setId: number, permission: string): boolean;
  isPending(setId: number, permission: string): boolean;
  /** Ticks or unticks a cell; ignored when read-only or while saving. */
  toggle(setId: number, permission: string): void;
  discard(): void;
  /** Sends one update per changed set, in column order; failed sets keep their changes. */
  save(): Promise<readonly SaveOutcome[]>;
  /** A set the server answered with (created or renamed): put in place, changes kept. */
  upsert(set: PermissionSet): void;
  /** A deleted set leaves the matrix with its changes. */
  drop(setId: number): void;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((key) => b.has(key));

export function createMatrixModel(client: Pick<Client, 'run' | 'session'>, api: SetApi): MatrixModel {
  const sets = signal<readonly PermissionSet[]>([]);
  const tree = createResource(async () => {
    const [nodes, list] = await Promise.all([client.run('User/ReadPermissions', {}), api.list()]);
    return { nodes: nodes as PermissionNode[], list };
  });
  const rows = computed(() => flattenTree(tree.data.value?.nodes ?? []));
  const editable = computed(() => can(client.session.ability.value, MANAGE_PERMISSION));
  const pending = signal<ReadonlyMap<number, ReadonlySet<string>>>(new Map());
  const saving = signal(false);
  const outcomes = signal<readonly SaveOutcome[]>([]);

  const original = (setId: number): ReadonlySet<string> => new Set(sets.peek().find((set) => set.id === setId)?.permissions ?? []);

  const changes = computed<readonly SetChange[]>(() =>
    sets.value.flatMap((set) => {
      const wanted = pending.value.get(set.id);
      if (!wanted) return [];
      const held = new Set(set.permissions);
      return [{ set, added: [...wanted].filter((key) => !held.has(key)), removed: set.permissions.filter((key) => !wanted.has(key)), permissions: [...wanted].sort() }];
    }),
  );
  const pendingCount = computed(() => changes.value.reduce((sum, change) => sum + change.added.length + change.removed.length, 0));
  const removals = computed<readonly Removal[]>(() =>
    changes.value.flatMap((change) => {
      const userCount = change.set.userCount ?? 0;
      return userCount > 0 && change.removed.length > 0 ? [{ ...change, userCount }] : [];
    }),
  );

  /** Keeps only the changes that still differ from the server and whose set still exists. */
  function rebase(next: ReadonlyMap<number, ReadonlySet<string>>): Map<number, ReadonlySet<string>> {
    const kept = new Map<number, ReadonlySet<string>>();
    for (const [setId, wanted] of next) {
      if (sets.peek().some((set) => set.id === setId) && !sameSet(wanted, original(setId))) kept.set(setId, wanted);
    }
    return kept;
  }

  async function load(): Promise<void> {
    const loaded = await tree.load();
    if (!loaded) return;
    batch(() => {
      sets.value = loaded.list;
      pending.value = rebase(pending.peek());
    });
  }

  function wantedOf(setId: number): ReadonlySet<string> {
    return pending.peek().get(setId) ?? original(setId);
  }

  function toggle(setId: number, permission: string): void {
    if (!editable.peek() || saving.peek()) return;
    const wanted = new Set(wantedOf(setId));
    if (wanted.has(permission)) wanted.delete(permission);
    else wanted.add(permission);
    pending.value = rebase(new Map(pending.peek()).set(setId, wanted));
  }

  async function save(): Promise<readonly SaveOutcome[]> {
    if (saving.peek()) return outcomes.peek();
    saving.value = true;
    const results: SaveOutcome[] = [];
    for (const change of changes.peek()) {
      try {
        const saved = await api.update({ id: change.set.id, permissions: change.permissions });
        batch(() => {
          upsert(saved);
          const next = new Map(pending.peek());
          next.delete(saved.id);
          pending.value = next;
        });
        results.push({ set: saved, ok: true, added: change.added, removed: change.removed });
      } catch (error) {
        results.push({ set: change.set, ok: false, error });
      }
    }
    batch(() => {
      outcomes.value = results;
      saving.value = false;
    });
    return results;
  }

  function upsert(set: PermissionSet): void {
    const list = sets.peek();
    sets.value = list.some((item) => item.id === set.id) ? list.map((item) => (item.id === set.id ? set : item)) : [...list, set];
    pending.value = rebase(pending.peek());
  }

  function drop(setId: number): void {
    batch(() => {
      sets.value = sets.peek().filter((set) => set.id !== setId);
      pending.value = rebase(pending.peek());
      outcomes.value = outcomes.peek().filter((outcome) => outcome.set.id !== setId);
    });
  }

  return {
    api,
    sets,
    rows,
    loading: tree.loading,
    error: tree.error,
    loaded: computed(() => tree.data.value !== null),
    editable,
    pending,
    changes,
    pendingCount,
    removals,
    saving,
    outcomes,
    load,
    isChecked: (setId, permission) => wantedOf(setId).has(permission),
    isPending: (setId, permission) => {
      const wanted = pending.peek().get(setId);
      return wanted !== undefined && wanted.has(permission) !== original(setId).has(permission);
    },
    toggle,
    discard: () => {
      batch(() => {
        pending.value = new Map();
        outcomes.value = [];
      });
    },
    save,
    upsert,
    drop,
  };
}
