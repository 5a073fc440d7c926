import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

const NotAuthorizedPage = lazy(() => import('./NotAuthorizedPage.js'));
const FrontMainPage = lazy(() => import('./FrontMainPage.js'));

/** The public message pages, the front page and the catch-all. */
export const miscPages: PageRegistry = {
  'access-pages-not-access': lazy(() => import('./NotAccessPage.js')),
  'access-pages-not-actions': lazy(() => import('./NotActionsPage.js')),
  'access-pages-not-authorized': NotAuthorizedPage,
  'pages-misc-not-authorized': NotAuthorizedPage,
  'not-authorized': NotAuthorizedPage,
  'front-pages-main': FrontMainPage,
  main: FrontMainPage,
  'under-maintenance': lazy(() => import('./UnderMaintenancePage.js')),
  error: lazy(() => import('./NotFoundPage.js')),
};
