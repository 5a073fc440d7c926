import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The call card (/interactions/calls/create). */
export const callsPages: PageRegistry = {
  'interactions-calls-create': lazyChunk(() => import('./CallCardPage.js')),
};
