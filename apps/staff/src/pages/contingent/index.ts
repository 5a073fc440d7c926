import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The contingent's working list (/newcontingent/list). */
export const contingentPages: PageRegistry = {
  'newcontingent-list': lazyChunk(() => import('./ContingentListPage.js')),
};
