import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The admission validation worklist. */
export const admissionValidationPages: PageRegistry = {
  'admission-validation': lazyChunk(() => import('./ValidationPage.js')),
};
