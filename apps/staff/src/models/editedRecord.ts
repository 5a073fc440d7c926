/**
 * The record a record page is about (an organization's card, an applicant's record), read by
 * `fetch`, and the notice that an edit of it was saved: the edit's answer shows at once, then the
 * record is read again (the tab counts, updated_at, the history follow the server).
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Reply } from '@abitura/contracts/wire';
import { createLoadedResource } from './loadedResource.js';

export function createEditedRecord<T>(fetch: () => Promise<Reply<T>>) {
  const { value: record, load, loading, loaded, error } = createLoadedResource<T | null>(fetch, null);
  /** The record was just saved by an edit, for the inline notice. */
  const saved = signal(false);

  return {
    /** Writable: a page model's own writes may change it from their answer before reading it again. */
    record,
    loading,
    loaded,
    error,
    saved: saved as ReadonlySignal<boolean>,
    load,
    /** An edit saved the record: show the answer at once, then read it again. */
    updated(next: T): void {
      record.value = next;
      saved.value = true;
      void load();
    },
    dismissSaved(): void {
      saved.value = false;
    },
  };
}
