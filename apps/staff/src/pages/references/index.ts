import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The reference lists of the registry: the catalogue and each list's entries. */
export const referencesPages: PageRegistry = {
  'registry-references': lazyChunk(() => import('./ReferencesPage.js')),
};
