import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The entrance tests: the season's sessions, a session's applicants and results. */
export const admissionEntrancePages: PageRegistry = {
  'admission-entrance': lazyChunk(() => import('./EntrancePage.js')),
};
