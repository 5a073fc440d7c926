import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The programmes and specialities of the registry, each list its own chunk. */
export const programsPages: PageRegistry = {
  'registry-programs-list': lazyChunk(() => import('./ProgramsListPage.js')),
  'registry-specialities-list': lazyChunk(() => import('./SpecialitiesListPage.js')),
};
