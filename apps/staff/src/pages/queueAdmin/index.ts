import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The queue's administration: services, desks, and the kiosks' and boards' keys. */
export const queueAdminPages: PageRegistry = {
  'qms-admin': lazy(() => import('./QueueAdminPage.js')),
};
