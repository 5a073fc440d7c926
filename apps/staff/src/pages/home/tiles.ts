/**
 * The home page's tiles, in the order they appear. A later feature adds its tile here: a heading,
 * the permissions it needs, a source (shared with other tiles when it is the same action) and a
 * component that shows the source's data. The model shows only the tiles the ability allows.
 */
import { accessOverviewSource, organizationsOverviewSource } from './sources.js';
import { defineTile, type HomeTile } from './tileKit.js';
import { RegistryTile } from './tiles/RegistryTile.js';
import { SignInsTile } from './tiles/SignInsTile.js';
import { UsersByStatusTile } from './tiles/UsersByStatusTile.js';

export const HOME_TILES: readonly HomeTile[] = [
  defineTile({
    id: 'users-by-status',
    title: 'home:users.title',
    permissions: ['viewAccessPanel'],
    source: accessOverviewSource,
    Component: UsersByStatusTile,
  }),
  defineTile({
    id: 'sign-ins',
    title: 'home:signIns.title',
    permissions: ['viewAccessPanel'],
    source: accessOverviewSource,
    Component: SignInsTile,
  }),
  defineTile({
    id: 'registry',
    title: 'home:registry.title',
    permissions: [],
    source: organizationsOverviewSource,
    Component: RegistryTile,
  }),
];
