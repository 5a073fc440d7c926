import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The access-control area: the panel, roles and groups, the permission tree, the ability check. */
export const accessPages: PageRegistry = {
  'access-panel': lazy(() => import('./PanelPage.js')),
  'access-panel-management': lazy(() => import('./ManagementPage.js')),
  'access-permissions': lazy(() => import('./PermissionsPage.js')),
  'access-control': lazy(() => import('./AccessControlPage.js')),
};
