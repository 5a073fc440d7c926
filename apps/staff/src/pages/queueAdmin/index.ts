import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/**
 * The queue: its administration (services, desks, the kiosks' and boards' keys, statistics) with
 * the operator console as a tab, and the console on its own page for operators.
 */
export const queueAdminPages: PageRegistry = {
  'qms-admin': lazyChunk(() => import('./QueueAdminPage.js')),
  'qms-operator': lazyChunk(() => import('./OperatorConsolePage.js')),
};
