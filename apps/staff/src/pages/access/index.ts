import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The access-control area: the panel, roles and groups, the permission tree, the ability check. */
export const accessPages: PageRegistry = {
  'access-panel': lazyChunk(() => import('./PanelPage.js')),
  'access-panel-management': lazyChunk(() => import('./ManagementPage.js')),
  'access-permissions': lazyChunk(() => import('./PermissionsPage.js')),
  'access-control': lazyChunk(() => import('./AccessControlPage.js')),
};
