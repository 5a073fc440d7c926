/** Where the home tiles' data comes from: one source per action, shared by the tiles it feeds. */
import type { ActionResult } from '@abitura/sdk';
import type { TileSource } from './tileKit.js';

export type AccessOverview = ActionResult<'Access/Overview'>;

/** The access panel's counts: users by status, sign-ins per day, and more. */
export const accessOverviewSource: TileSource<AccessOverview> = {
  key: 'access-overview',
  permissions: ['viewAccessPanel'],
  load: (client) => client.run('Access/Overview', {}),
};

export type OrganizationsOverview = ActionResult<'Organization/List'>;

/** The registry's organizations by type: the smallest page of the list, for its counts per type. */
export const organizationsOverviewSource: TileSource<OrganizationsOverview> = {
  key: 'organizations-overview',
  permissions: ['viewOrganizations'],
  load: (client) => client.run('Organization/List', { pageSize: 5 }),
};
