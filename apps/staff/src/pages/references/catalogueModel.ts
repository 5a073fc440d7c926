/**
 * The reference catalogue as a signal model: every list with its counts, whether administrators
 * may edit it, and when it last changed (Reference/Catalogue). A reload keeps the entries shown
 * until the answer comes. No React here.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { ActionResult, Client } from '@abitura/sdk';
import { createLoadedResource } from '../../models/loadedResource.js';

export type CatalogueEntry = ActionResult<'Reference/Catalogue'>[number];

export function createCatalogueModel(client: Pick<Client, 'call'>) {
  const { value: entries, ...state } = createLoadedResource<readonly CatalogueEntry[]>(() => client.call('Reference/Catalogue', {}), []);
  return { entries: entries as ReadonlySignal<readonly CatalogueEntry[]>, ...state };
}

export type CatalogueModel = ReturnType<typeof createCatalogueModel>;
