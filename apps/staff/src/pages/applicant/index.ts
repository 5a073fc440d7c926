import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The applicant's pages: the 360 view (one page for /view/:id and /view/:id/:tab) and the insert page. */
export const applicantPages: PageRegistry = {
  'newcontingent-view': lazyChunk(() => import('./ApplicantPage.js')),
  'newcontingent-list-insert': lazyChunk(() => import('./InsertPage.js')),
};
