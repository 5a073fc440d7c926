import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The call centre's back-office pages: the outbox's letters and the e-mail templates. */
export const callCentrePages: PageRegistry = {
  'interactions-letters': lazy(() => import('./LettersPage.js')),
  'interactions-templates': lazy(() => import('./TemplatesPage.js')),
};
