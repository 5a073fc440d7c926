import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The QR generator: codes from any text, and the printable ticket sheet of an event. */
export const qrGeneratorPages: PageRegistry = {
  'qr-generator': lazyChunk(() => import('./QrGeneratorPage.js')),
};
