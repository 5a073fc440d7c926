import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

const NotAuthorizedPage = lazyChunk(() => import('./NotAuthorizedPage.js'));
const FrontMainPage = lazyChunk(() => import('./FrontMainPage.js'));

/** The public message pages, the front page and the catch-all. */
export const miscPages: PageRegistry = {
  'access-pages-not-access': lazyChunk(() => import('./NotAccessPage.js')),
  'access-pages-not-actions': lazyChunk(() => import('./NotActionsPage.js')),
  'access-pages-not-authorized': NotAuthorizedPage,
  'pages-misc-not-authorized': NotAuthorizedPage,
  'not-authorized': NotAuthorizedPage,
  'front-pages-main': FrontMainPage,
  main: FrontMainPage,
  'under-maintenance': lazyChunk(() => import('./UnderMaintenancePage.js')),
  error: lazyChunk(() => import('./NotFoundPage.js')),
};
