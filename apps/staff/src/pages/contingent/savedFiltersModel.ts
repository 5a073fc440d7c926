/**
 * The signed-in user's saved filters of the working list: read once the person asks for them,
 * saved under a name (the same name replaces, which the page confirms first), deleted with an
 * undo that saves the deleted one again. Applying one is the list model's (the address and the
 * columns change). No React here.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult, Client } from '@abitura/sdk';
import type { ApplicantFilter } from '@abitura/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';

export type SavedFilter = ActionResult<'Abiturient/SavedFilters'>[number];

/** What the last save, deletion or restore did, for the notice (a deletion offers undo). */
export type SavedFilterFeedback =
  | { kind: 'saved'; name: string; replaced: boolean }
  | { kind: 'deleted'; item: SavedFilter }
  | { kind: 'restored'; name: string }
  | { kind: 'restoreFailed'; name: string; failure: Failure };

/** A name as saved filters are told apart by: without the spaces around it. */
export function sameName(a: string, b: string): boolean {
  return a.trim() === b.trim();
}

const byName = (items: readonly SavedFilter[]) => [...items].sort((a, b) => a.name.localeCompare(b.name, 'ru'));

export interface SavedFiltersOptions {
  client: Pick<Client, 'call'>;
  /** What "save the current filter" saves: the list's filter and its columns. */
  current: () => { filter: ApplicantFilter; columns: readonly string[] };
}

export type SavedFiltersModel = ReturnType<typeof createSavedFiltersModel>;

export function createSavedFiltersModel({ client, current }: SavedFiltersOptions) {
  const list = createLoadedResource<readonly SavedFilter[]>(() => client.call('Abiturient/SavedFilters', {}), []);
  const feedback = signal<SavedFilterFeedback | null>(null);

  const put = (item: SavedFilter) => {
    list.value.value = byName([...list.value.peek().filter((other) => other.id !== item.id && !sameName(other.name, item.name)), item]);
  };
  const named = (name: string) => list.value.peek().find((item) => sameName(item.name, name));
  const send = async (name: string, filter: ApplicantFilter, columns: readonly string[]): Promise<Outcome<SavedFilter>> => {
    const outcome = outcomeOf(await client.call('Abiturient/SaveFilter', { name: name.trim(), filter, columns: [...columns] }));
    if (outcome.ok) put(outcome.value);
    return outcome;
  };

  return {
    items: list.value as ReadonlySignal<readonly SavedFilter[]>,
    loading: list.loading,
    loaded: list.loaded,
    error: list.error,
    load: list.load,
    feedback: feedback as ReadonlySignal<SavedFilterFeedback | null>,

    /** The saved filter a name would replace, if any. */
    named,
    /** Saves the list's current filter and columns under a name. */
    async save(name: string): Promise<Outcome<SavedFilter>> {
      const replaced = named(name) !== undefined;
      const { filter, columns } = current();
      const outcome = await send(name, filter, columns);
      if (outcome.ok) feedback.value = { kind: 'saved', name: outcome.value.name, replaced };
      return outcome;
    },
    async remove(item: SavedFilter): Promise<Outcome<SavedFilter>> {
      const outcome = outcomeOf(await client.call('Abiturient/DeleteFilter', { id: item.id }));
      if (outcome.ok) {
        list.value.value = list.value.peek().filter((other) => other.id !== item.id);
        feedback.value = { kind: 'deleted', item: outcome.value };
      }
      return outcome;
    },
    /** Undoes the last deletion: the filter is saved again as it was. */
    async restore(): Promise<void> {
      const last = feedback.peek();
      if (last?.kind !== 'deleted') return;
      const { name, filter, columns } = last.item;
      const outcome = await send(name, filter, columns);
      feedback.value = outcome.ok ? { kind: 'restored', name } : { kind: 'restoreFailed', name, failure: outcome.failure };
    },
    dismiss(): void {
      feedback.value = null;
    },
  };
}
