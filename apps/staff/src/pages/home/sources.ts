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
