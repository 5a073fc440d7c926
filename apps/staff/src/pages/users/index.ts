import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

// One page serves both addresses of a user (/access/users/view/:id and /access/users/:id/:tab),
// so moving between them keeps the page and its loaded data.
const UserPage = lazyChunk(() => import('./UserPage.js'));

/** The users area: the list and the user page. */
export const usersPages: PageRegistry = {
  'access-users-list': lazyChunk(() => import('./UsersListPage.js')),
  'access-users-view': UserPage,
  'access-users-tab': UserPage,
};
