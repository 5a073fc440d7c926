/**
 * One reference list's entries as a signal model (Reference/List with the archived ones), and
 * the edits administrators make to the editable lists: add, rename, archive or restore (with
 * undo), and move up or down. After every edit the SDK's reference loader forgets the list, so
 * every other page that reads it fetches the new version. No React here.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { ReferenceItem, ReferenceListName } from '@abitura/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import { referenceRequest } from '../../models/referenceLists.js';

/** What the last edit did, for the inline notice (archiving and restoring can be undone). */
export type EntryFeedback =
  | { kind: 'created' | 'renamed'; item: ReferenceItem }
  | { kind: 'archived' | 'restored'; item: ReferenceItem; undoable: boolean }
  | { kind: 'undoFailed'; item: ReferenceItem; failure: Failure }
  /** A row action (archive, restore, move) the server refused. */
  | { kind: 'failed'; item: ReferenceItem; failure: Failure };

export interface EntriesModelOptions {
  client: Pick<Client, 'call' | 'references'>;
  list: ReferenceListName;
  /** Called after every successful edit (the catalogue's counts change). */
  onChanged?: () => void;
}

export function createEntriesModel({ client, list, onChanged }: EntriesModelOptions) {
  const { value: items, load, ...state } = createLoadedResource<readonly ReferenceItem[]>(() => client.call('Reference/List', { list, withArchived: true }), []);
  const feedback = signal<EntryFeedback | null>(null);

  /** Every loader name the list is cached under (with and without the archived entries). */
  function changed(): void {
    client.references.invalidate(referenceRequest(list).name);
    client.references.invalidate(referenceRequest(list, true).name);
    onChanged?.();
  }

  /** The entry after an update that answered with the whole list. */
  function settle(code: string, list: readonly ReferenceItem[]): ReferenceItem | undefined {
    items.value = list;
    changed();
    return list.find((entry) => entry.code === code);
  }

  async function archive(item: ReferenceItem, archived: boolean): Promise<Outcome<ReferenceItem>> {
    const outcome = outcomeOf(await client.call('Reference/UpdateItem', { list, code: item.code, archived }));
    if (!outcome.ok) return outcome;
    const updated = settle(item.code, outcome.value) ?? { ...item, archived };
    return { ok: true, value: updated };
  }

  return {
    list,
    items: items as ReadonlySignal<readonly ReferenceItem[]>,
    ...state,
    feedback: feedback as ReadonlySignal<EntryFeedback | null>,
    load,

    async create(code: string, label: string): Promise<Outcome<ReferenceItem>> {
      const outcome = outcomeOf(await client.call('Reference/CreateItem', { list, code: code.trim(), label: label.trim() }));
      if (outcome.ok) {
        items.value = [...items.peek(), outcome.value];
        feedback.value = { kind: 'created', item: outcome.value };
        changed();
      }
      return outcome;
    },

    async rename(item: ReferenceItem, label: string): Promise<Outcome<ReferenceItem>> {
      const outcome = outcomeOf(await client.call('Reference/UpdateItem', { list, code: item.code, label: label.trim() }));
      if (!outcome.ok) return outcome;
      const updated = settle(item.code, outcome.value) ?? { ...item, label: label.trim() };
      feedback.value = { kind: 'renamed', item: updated };
      return { ok: true, value: updated };
    },

    /** Archives or restores an entry; the notice offers to take it back. */
    async setArchived(item: ReferenceItem, archived: boolean): Promise<Outcome<ReferenceItem>> {
      const outcome = await archive(item, archived);
      feedback.value = outcome.ok ? { kind: archived ? 'archived' : 'restored', item: outcome.value, undoable: true } : { kind: 'failed', item, failure: outcome.failure };
      return outcome;
    },

    /** Takes back the last archiving or restoring. */
    async undo(): Promise<Outcome<ReferenceItem> | null> {
      const last = feedback.peek();
      if ((last?.kind !== 'archived' && last?.kind !== 'restored') || !last.undoable) return null;
      const outcome = await archive(last.item, !last.item.archived);
      feedback.value = outcome.ok
        ? { kind: outcome.value.archived ? 'archived' : 'restored', item: outcome.value, undoable: false }
        : { kind: 'undoFailed', item: last.item, failure: outcome.failure };
      return outcome;
    },

    /** Moves an entry one place up (-1) or down (+1) in the list's display order. */
    async move(item: ReferenceItem, by: -1 | 1): Promise<Outcome<ReferenceItem>> {
      const current = items.peek();
      const index = current.findIndex((entry) => entry.code === item.code);
      const target = index + by;
      if (index < 0 || target < 0 || target >= current.length) return { ok: true, value: item };
      const outcome = outcomeOf(await client.call('Reference/UpdateItem', { list, code: item.code, position: target + 1 }));
      if (!outcome.ok) {
        feedback.value = { kind: 'failed', item, failure: outcome.failure };
        return outcome;
      }
      return { ok: true, value: settle(item.code, outcome.value) ?? item };
    },

    dismissFeedback(): void {
      feedback.value = null;
    },
  };
}

export type EntriesModel = ReturnType<typeof createEntriesModel>;
