import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The programmes and specialities of the registry, each list its own chunk. */
export const programsPages: PageRegistry = {
  'registry-programs-list': lazy(() => import('./ProgramsListPage.js')),
  'registry-specialities-list': lazy(() => import('./SpecialitiesListPage.js')),
};
