import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** Career events (open days, festivals, meetups): their list and each event's card. */
export const eventsPages: PageRegistry = {
  'interactions-events': lazy(() => import('./EventsListPage.js')),
  'interactions-events-view': lazy(() => import('./EventPage.js')),
};
