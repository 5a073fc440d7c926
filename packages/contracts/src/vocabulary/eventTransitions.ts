/**
 * How a career event (open day, festival, meetup) moves through its approval workflow (SPEC
 * section 4's event statuses), along these edges and no others:
 *
 * | event    | from                     | to        | meaning                                                   |
 * | -------- | ------------------------ | --------- | --------------------------------------------------------- |
 * | submit   | draft, onEdit            | pending   | the organiser hands it in for approval                    |
 * | withdraw | pending                  | draft     | the organiser takes it back before anyone decided         |
 * | sendBack | pending                  | onEdit    | the approver returns it for changes                       |
 * | confirm  | pending                  | confirmed | approved: announced, takes registrations                  |
 * | cancel   | confirmed                | canceled  | it will not take place; its registrations stay on record  |
 * | delete   | draft, onEdit, canceled  | deleted   | removed from the lists (soft: the row and history remain) |
 *
 * deleted is final. Only a confirmed event takes registrations and attendance; a confirmed one is
 * canceled rather than deleted, so the applicants registered to it can still be told. The contracts
 * hold the table so the server refuses an illegal move with the sentence the screens use to
 * explain why a button is missing.
 */
import { EVENT_STATUSES, type EventStatus } from './events.js';

export type EventMove = 'submit' | 'withdraw' | 'sendBack' | 'confirm' | 'cancel' | 'delete';

export const EVENT_MOVES: readonly EventMove[] = ['submit', 'withdraw', 'sendBack', 'confirm', 'cancel', 'delete'];

const EDGES: Readonly<Record<EventMove, { from: readonly EventStatus[]; to: EventStatus }>> = {
  submit: { from: ['draft', 'onEdit'], to: 'pending' },
  withdraw: { from: ['pending'], to: 'draft' },
  sendBack: { from: ['pending'], to: 'onEdit' },
  confirm: { from: ['pending'], to: 'confirmed' },
  cancel: { from: ['confirmed'], to: 'canceled' },
  delete: { from: ['draft', 'onEdit', 'canceled'], to: 'deleted' },
};

const MOVE_VERB: Readonly<Record<EventMove, string>> = {
  submit: 'отправить на согласование',
  withdraw: 'отозвать с согласования',
  sendBack: 'вернуть на доработку',
  confirm: 'согласовать',
  cancel: 'отменить',
  delete: 'удалить',
};

export type EventStatusMove = { ok: true; status: EventStatus } | { ok: false; message: string };

/** «a», «b» или «c». */
function alternatives(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} или ${items.at(-1) ?? ''}`;
}

export function eventStatusLabel(status: string): string {
  return EVENT_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

/** Where a move takes an event in `current` status, or why it cannot: a sentence a person can act on. */
export function nextEventStatus(current: EventStatus, move: EventMove): EventStatusMove {
  const edge = EDGES[move];
  if (edge.from.includes(current)) return { ok: true, status: edge.to };
  if (current === 'deleted') return { ok: false, message: `Нельзя ${MOVE_VERB[move]} удалённое мероприятие: удаление окончательно.` };
  const allowed = edge.from.map((status) => `«${eventStatusLabel(status)}»`);
  return {
    ok: false,
    message: `Нельзя ${MOVE_VERB[move]} мероприятие со статусом «${eventStatusLabel(current)}»: это возможно только из ${allowed.length === 1 ? 'статуса' : 'статусов'} ${alternatives(allowed)}.`,
  };
}

/** The moves an event in `current` status allows, in EVENT_MOVES order. */
export function allowedEventMoves(current: EventStatus): EventMove[] {
  return EVENT_MOVES.filter((move) => EDGES[move].from.includes(current));
}

/** Whether an event in this status takes registrations and attendance marks. */
export function eventTakesRegistrations(status: EventStatus): boolean {
  return status === 'confirmed';
}

/** Whether an event in this status may still be edited (a canceled or deleted one is history). */
export function isEditableEventStatus(status: EventStatus): boolean {
  return status !== 'canceled' && status !== 'deleted';
}
