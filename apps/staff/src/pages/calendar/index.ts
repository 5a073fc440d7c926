import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/** The interaction calendar (/interactions/calendar). */
export const calendarPages: PageRegistry = {
  'interactions-calendar': lazy(() => import('./CalendarPage.js')),
};
