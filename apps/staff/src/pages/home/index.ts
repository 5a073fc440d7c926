import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The home dashboard; its tiles and charts load with it, not with the app's first chunk. */
export const homePages: PageRegistry = {
  home: lazyChunk(() => import('./HomePage.js')),
};
