import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** Career events (open days, festivals, meetups): their list and each event's card. */
export const eventsPages: PageRegistry = {
  'interactions-events': lazyChunk(() => import('./EventsListPage.js')),
  'interactions-events-view': lazyChunk(() => import('./EventPage.js')),
};
