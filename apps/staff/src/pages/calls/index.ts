import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The call card (/interactions/calls/create). */
export const callsPages: PageRegistry = {
  'interactions-calls-create': lazy(() => import('./CallCardPage.js')),
};
