/**
 * Deleting a role or privilege group. Deleting always asks first. A role that users hold is sent
 * with `force` once the person has read how many lose it; a group's members are not counted on
 * the client, so it is first sent without `force`, and when the server answers that users hold
 * it, the dialog says so in the server's words and offers to delete anyway. No React here.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { SdkError } from '@abitura/sdk';
import type { PermissionSet, SetApi } from './setApi.js';

export interface DeleteTarget {
  set: PermissionSet;
  /** The next attempt deletes even though users hold it. */
  force: boolean;
  /** The server's refusal that turned on `force` (a group users hold). */
  conflict: unknown;
}

export interface DeleteSetModel {
  readonly target: ReadonlySignal<DeleteTarget | null>;
  /** A failure other than "users hold it" (the system role, a lost connection). */
  readonly error: ReadonlySignal<unknown>;
  open(set: PermissionSet): void;
  close(): void;
  /** Sends the delete; true when done, false when the dialog should stay open. */
  confirm(): Promise<boolean>;
}

export function createDeleteSetModel(api: SetApi, onDeleted: (setId: number) => void): DeleteSetModel {
  const target = signal<DeleteTarget | null>(null);
  const error = signal<unknown>(null);

  async function confirm(): Promise<boolean> {
    const current = target.peek();
    if (!current) return false;
    error.value = null;
    try {
      await api.remove(current.set.id, current.force);
      target.value = null;
      onDeleted(current.set.id);
      return true;
    } catch (failure) {
      // Only where members are not counted (groups) can a conflict mean "users hold it".
      const heldByUsers = !current.force && current.set.userCount === undefined && failure instanceof SdkError && failure.code === 'CONFLICT';
      if (heldByUsers) target.value = { ...current, force: true, conflict: failure };
      else error.value = failure;
      return false;
    }
  }

  return {
    target,
    error,
    open: (set) => {
      batch(() => {
        target.value = { set, force: (set.userCount ?? 0) > 0, conflict: null };
        error.value = null;
      });
    },
    close: () => {
      target.value = null;
    },
    confirm,
  };
}
