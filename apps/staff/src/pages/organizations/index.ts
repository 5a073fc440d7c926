import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

// One page serves both addresses of an organization (/view/:id and /viewnew/:id/:tab), so moving
// between them keeps the page and its loaded data.
const OrganizationPage = lazyChunk(() => import('./OrganizationPage.js'));

/** The organizations area: the registry list and the organization page. */
export const organizationsPages: PageRegistry = {
  'registry-organizations-list': lazyChunk(() => import('./OrganizationsListPage.js')),
  'registry-organizations-view': OrganizationPage,
  'registry-organizations-viewnew': OrganizationPage,
};
