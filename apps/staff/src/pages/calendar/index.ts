import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/** The interaction calendar (/interactions/calendar). */
export const calendarPages: PageRegistry = {
  'interactions-calendar': lazyChunk(() => import('./CalendarPage.js')),
};
