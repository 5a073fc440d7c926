/**
 * The event form (new and edit): title, format, start (a Moscow date and 24-hour time), place,
 * capacity (empty: any number of places) and the organization holding it, checked by the
 * contract's rules before sending. A new event is sent whole (EventService/createEvent); an edit
 * sends only the fields that changed (EventService/updateEvent), nothing at all when none did.
 * The values are named as the contract names them, so the server's issues land on their fields.
 */
import type { Client } from '@abitura/sdk';
import { MAX_EVENT_CAPACITY, type CareerEventCard } from '@abitura/contracts';
import type { EventFormat } from '@abitura/contracts/vocabulary';
import { moscowInstant, moscowLocal } from '../../models/calendarDates.js';
import { outcomeOf } from '../../models/failure.js';
import { changedFields, checkText, orNull } from '../../models/fieldChecks.js';
import { createFormModel, type FieldError, type FieldErrors } from '../../models/formModel.js';

export interface EventValues {
  title: string;
  /** '' until chosen. */
  format: EventFormat | '';
  /** The picker's Moscow 'YYYY-MM-DDTHH:mm', '' until both parts are in. */
  starts_at: string;
  place: string;
  /** Null: any number of places. */
  capacity: number | null;
  organization: { id: number; name: string } | null;
}

/** The fields in the dialog's order, for the focus on the first with a problem. */
export const EVENT_FIELDS = ['title', 'format', 'starts_at', 'place', 'capacity', 'organization'] as const satisfies readonly (keyof EventValues)[];

export const EMPTY_EVENT: EventValues = { title: '', format: '', starts_at: '', place: '', capacity: null, organization: null };

/** A card as the form's values. */
export function eventValues(card: CareerEventCard): EventValues {
  return {
    title: card.title,
    format: card.format as EventFormat,
    starts_at: moscowLocal(card.starts_at),
    place: card.place ?? '',
    capacity: card.capacity,
    organization: card.organization,
  };
}

export function validateEvent(values: EventValues): FieldErrors<EventValues> {
  const errors: FieldErrors<EventValues> = {};
  const add = (field: keyof EventValues, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  add('title', checkText(values.title, { required: true, max: 200 }));
  add('format', values.format === '' ? { key: 'required' } : undefined);
  add('starts_at', values.starts_at === '' ? { key: 'required' } : moscowInstant(values.starts_at) === null ? { key: 'date' } : undefined);
  add('place', checkText(values.place, { max: 500 }));
  add('capacity', values.capacity !== null && (!Number.isInteger(values.capacity) || values.capacity < 1 || values.capacity > MAX_EVENT_CAPACITY) ? { key: 'capacity', values: { max: MAX_EVENT_CAPACITY } } : undefined);
  return errors;
}

/** Checked values as the contract takes them: trimmed, the start as a Moscow instant, empty as null. */
export function eventPayload(values: EventValues) {
  return {
    title: values.title.trim(),
    format: values.format as EventFormat,
    starts_at: moscowInstant(values.starts_at) ?? values.starts_at,
    place: orNull(values.place),
    capacity: values.capacity,
    organization: values.organization?.id ?? null,
  };
}

export type EventFormModel = ReturnType<typeof createEventForm>;

/** A form for a new event, or for editing `card`. */
export function createEventForm(client: Pick<Client, 'call'>, card: CareerEventCard | null) {
  return createFormModel<EventValues, CareerEventCard>({
    initial: card ? eventValues(card) : EMPTY_EVENT,
    validate: validateEvent,
    send: (values) => {
      const payload = eventPayload(values);
      if (!card) return client.call('EventService/createEvent', payload).then(outcomeOf);
      // The card compared as the form would send it, so an unchanged start or organization is not sent.
      const data = changedFields(payload, eventPayload(eventValues(card)));
      return Object.keys(data).length === 0 ? null : client.call('EventService/updateEvent', { id: card.id, data }).then(outcomeOf);
    },
  });
}
