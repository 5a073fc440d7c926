import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The call centre's back-office pages: the outbox's letters and the e-mail templates. */
export const callCentrePages: PageRegistry = {
  'interactions-letters': lazyChunk(() => import('./LettersPage.js')),
  'interactions-templates': lazyChunk(() => import('./TemplatesPage.js')),
};
