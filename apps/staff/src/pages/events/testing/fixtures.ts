/** Career events and registrations as the server answers them, and the abilities of the event tests. */
import type { CareerEventCard } from '@abitura/contracts';
import type { UiPrefs } from '@abitura/ui';
import { careerEvent, registrant } from '../../../testing/records.js';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { eventsPages } from '../index.js';

export { careerEvent, registrant };

/** Someone who sees the events and their registrations but changes nothing. */
export const READER_ABILITY = { viewInteractionCalendar: true, viewAbiturient: true };
/** An operator: registers applicants and marks attendance, but does not manage the events. */
export const OPERATOR_ABILITY = { ...READER_ABILITY, manageInteractions: true, viewCallCard: true };
/** A curator: manages the events and works with applicants. */
export const MANAGER_ABILITY = { ...OPERATOR_ABILITY, manageEvents: true };

export function eventCard(patch: Partial<CareerEventCard> = {}): CareerEventCard {
  return { ...careerEvent(), moves: ['cancel'], ...patch };
}

export function renderEvents(path: string, handlers: Handlers, ability: Record<string, boolean> = MANAGER_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: eventsPages, ability, handlers, prefs });
}
