/**
 * The reference catalogue as a signal model: every list with its counts, whether administrators
 * may edit it, and when it last changed (Reference/Catalogue). No React here.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult, Client } from '@abitura/sdk';
import { createLatestLoad } from '../../models/latestLoad.js';

export type CatalogueEntry = ActionResult<'Reference/Catalogue'>[number];

export function createCatalogueModel(client: Pick<Client, 'call'>) {
  const entries = signal<readonly CatalogueEntry[]>([]);
  const request = createLatestLoad();
  return {
    entries: entries as ReadonlySignal<readonly CatalogueEntry[]>,
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    /** Loads (again); the entries already shown stay until the answer comes. */
    load: () =>
      request.run(
        () => client.call('Reference/Catalogue', {}),
        (data) => {
          entries.value = data;
        },
      ),
  };
}

export type CatalogueModel = ReturnType<typeof createCatalogueModel>;
