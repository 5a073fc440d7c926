/** Career events and registrations as the server answers them, and the abilities of the event tests. */
import type { CareerEvent, CareerEventCard, EventRegistrant } from '@abitura/contracts';
import type { UiPrefs } from '@abitura/ui';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { eventsPages } from '../index.js';

/** Someone who sees the events and their registrations but changes nothing. */
export const READER_ABILITY = { viewInteractionCalendar: true, viewAbiturient: true };
/** An operator: registers applicants and marks attendance, but does not manage the events. */
export const OPERATOR_ABILITY = { ...READER_ABILITY, manageInteractions: true, viewCallCard: true };
/** A curator: manages the events and works with applicants. */
export const MANAGER_ABILITY = { ...OPERATOR_ABILITY, manageEvents: true };

export function careerEvent(patch: Partial<CareerEvent> = {}): CareerEvent {
  return {
    id: 12,
    title: 'День открытых дверей',
    format: 'in-person',
    status: 'confirmed',
    starts_at: '2026-11-25T08:00:00.000Z',
    place: 'Колледж связи № 54, актовый зал',
    capacity: 40,
    organization: { id: 5, name: 'Колледж связи № 54' },
    created_at: '2026-11-01T09:00:00.000Z',
    registrations: 12,
    attended: 0,
    free_places: 28,
    ...patch,
  };
}

export function eventCard(patch: Partial<CareerEventCard> = {}): CareerEventCard {
  return { ...careerEvent(), moves: ['cancel'], ...patch };
}

export function registrant(patch: Partial<EventRegistrant> = {}): EventRegistrant {
  const base = careerEvent();
  return {
    id: 100,
    event: { id: base.id, title: base.title, format: base.format, status: base.status, starts_at: base.starts_at, place: base.place, organization: base.organization },
    registered_at: '2026-11-10T07:30:00.000Z',
    attended: null,
    ticket_token: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
    applicant: { id: 7, name: 'Иванова Мария Петровна' },
    ...patch,
  };
}

export function renderEvents(path: string, handlers: Handlers, ability: Record<string, boolean> = MANAGER_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: eventsPages, ability, handlers, prefs });
}
