/**
 * One event's card as a signal model: the event (EventService/getEvent) with the status moves its
 * status allows, those moves (EventService/changeStatus), and its registrations: registering an
 * applicant, removing a registration and marking attendance. Every write shows its answer at once
 * and then reads the card again, so the counts and free places stay true. No React here.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { CareerEventCard, EventRegistrant } from '@abitura/contracts';
import { eventTakesRegistrations, isEditableEventStatus, type EventMove, type EventStatus } from '@abitura/contracts/vocabulary';
import { moscowDay } from '../../models/calendarDates.js';
import { createEditedRecord } from '../../models/editedRecord.js';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createRegistrationsModel } from './registrationsModel.js';

/** The moves to offer as buttons: the card's own (what its status allows), and only to those who manage events. */
export function offeredMoves(card: Pick<CareerEventCard, 'moves'>, canManage: boolean): EventMove[] {
  return canManage ? [...card.moves] : [];
}

/** Whether the card offers an edit: to those who manage events, while it is neither canceled nor deleted. */
export function offersEdit(card: Pick<CareerEventCard, 'status'>, canManage: boolean): boolean {
  return canManage && isEditableEventStatus(card.status as EventStatus);
}

/** Whether the event takes registrations and attendance marks at all (only a confirmed one). */
export function takesRegistrations(card: Pick<CareerEventCard, 'status'>): boolean {
  return eventTakesRegistrations(card.status as EventStatus);
}

/**
 * What the registrations offer at `now`, by the server's rules: registering until the end of the
 * event's Moscow day, marking attendance from that day on; both only for a confirmed event.
 */
export function registrationWindow(card: Pick<CareerEventCard, 'status' | 'starts_at'>, now: number): { register: boolean; mark: boolean } {
  if (!takesRegistrations(card)) return { register: false, mark: false };
  const today = moscowDay(now);
  const eventDay = moscowDay(card.starts_at);
  return { register: today <= eventDay, mark: today >= eventDay };
}

/** Moves that cannot be undone from the card and so ask first. */
export const CONFIRMED_MOVES: readonly EventMove[] = ['cancel', 'delete'];

export type EventPageModel = ReturnType<typeof createEventPageModel>;

export function createEventPageModel(client: Pick<Client, 'call'>, eventId: number, options: { clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>; debounceMs?: number } = {}) {
  const record = createEditedRecord<CareerEventCard>(() => client.call('EventService/getEvent', { id: eventId }));
  const registrations = createRegistrationsModel(client, eventId, options);

  /** A registration write went through: the counts on the card and the rows follow the server. */
  function afterRegistrationChange(): void {
    void record.load();
    void registrations.load();
  }

  return {
    eventId,
    card: record.record as ReadonlySignal<CareerEventCard | null>,
    error: record.error,
    saved: record.saved,
    load: record.load,
    /** The edit dialog saved the event. */
    updated: record.updated,
    dismissSaved: record.dismissSaved,
    registrations,

    async move(move: EventMove): Promise<Outcome<CareerEventCard>> {
      const outcome = outcomeOf(await client.call('EventService/changeStatus', { id: eventId, event: move }));
      if (outcome.ok) {
        record.record.value = outcome.value;
        void record.load();
      }
      return outcome;
    },

    async register(abiturientId: number): Promise<Outcome<EventRegistrant>> {
      const outcome = outcomeOf(await client.call('EventService/register', { eventId, abiturientId }));
      if (outcome.ok) afterRegistrationChange();
      return outcome;
    },

    async unregister(registrationId: number): Promise<Outcome<unknown>> {
      const outcome = outcomeOf(await client.call('EventService/unregister', { registrationId }));
      if (outcome.ok) afterRegistrationChange();
      return outcome;
    },

    async markAttendance(registrationId: number, attended: boolean): Promise<Outcome<EventRegistrant>> {
      const outcome = outcomeOf(await client.call('EventService/markAttendance', { registrationId, attended }));
      if (outcome.ok) {
        registrations.updateRows((rows) => rows.map((row) => (row.id === registrationId ? outcome.value : row)));
        afterRegistrationChange();
      }
      return outcome;
    },

    dispose: registrations.dispose,
  };
}
