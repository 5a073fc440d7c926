/**
 * The home page's tiles, in the order they appear. A later feature adds its tile here: a heading,
 * the permissions it needs, a source (shared with other tiles when it is the same action) and a
 * component that shows the source's data. The model shows only the tiles the ability allows.
 */
import { hasCallbacksToday } from './callbacksSummary.js';
import { accessOverviewSource, callbacksSource, contingentOverviewSource, organizationsOverviewSource, queueDeskSource, queueTodaySource, storedPhonesSource } from './sources.js';
import { defineTile, type HomeTile } from './tileKit.js';
import { CallbacksTile } from './tiles/CallbacksTile.js';
import { ContingentTile } from './tiles/ContingentTile.js';
import { QueueDeskTile } from './tiles/QueueDeskTile.js';
import { QueueTodayTile } from './tiles/QueueTodayTile.js';
import { RegistryTile } from './tiles/RegistryTile.js';
import { SignInsTile } from './tiles/SignInsTile.js';
import { StoredPhonesTile } from './tiles/StoredPhonesTile.js';
import { UsersByStatusTile } from './tiles/UsersByStatusTile.js';

export const HOME_TILES: readonly HomeTile[] = [
  // The day's own work first: callbacks due, one's applicants, one's desk in the queue; each goes
  // after the others when the user has none (an administrator's home leads with the access tiles).
  defineTile({
    id: 'callbacks',
    title: 'home:callbacks.title',
    permissions: [],
    source: callbacksSource,
    Component: CallbacksTile,
    quiet: (data) => !hasCallbacksToday(data.entries, data.today),
  }),
  defineTile({
    id: 'contingent',
    title: 'home:contingent.title',
    permissions: [],
    source: contingentOverviewSource,
    Component: ContingentTile,
    quiet: (data) => data.mine.total === 0,
  }),
  defineTile({
    id: 'queue-desk',
    title: 'home:queueDesk.title',
    permissions: [],
    source: queueDeskSource,
    Component: QueueDeskTile,
    quiet: (data) => data.desk === null,
  }),
  defineTile({
    id: 'queue-today',
    title: 'home:queueToday.title',
    // The statistics it leads to are on /qms/admin, which needs admin.
    permissions: ['admin'],
    source: queueTodaySource,
    Component: QueueTodayTile,
    quiet: (data) => data.services.every((service) => service.waiting + service.atDesk + service.done + service.noShow + service.cancelled === 0),
  }),
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
  defineTile({
    id: 'stored-phones',
    title: 'home:storedPhones.title',
    permissions: [],
    source: storedPhonesSource,
    Component: StoredPhonesTile,
    quiet: (data) => data.found === 0,
  }),
];
