import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The contingent's working list (/newcontingent/list). */
export const contingentPages: PageRegistry = {
  'newcontingent-list': lazy(() => import('./ContingentListPage.js')),
};
