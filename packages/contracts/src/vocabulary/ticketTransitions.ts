/**
 * How a queue ticket moves (issue 8). The operator console and the ticket page move tickets only
 * along these edges; the console asks allowedTicketMoves which buttons to offer, and the server
 * refuses any other move with the sentence nextTicketState gives, writing nothing.
 *
 * | move     | from                     | to        | who                                            |
 * | -------- | ------------------------ | --------- | ---------------------------------------------- |
 * | call     | waiting                  | called    | an operator calls the next ticket to a desk    |
 * | recall   | called                   | called    | the operator calls the same ticket again       |
 * | start    | called                   | serving   | the visitor came to the desk                   |
 * | finish   | serving                  | done      | the visit is over                              |
 * | noShow   | called                   | no_show   | the visitor did not come                       |
 * | transfer | waiting, called, serving | waiting   | sent to another service or desk, queued again  |
 * | cancel   | waiting, called          | cancelled | the holder (only while waiting) or an operator |
 *
 * done, no_show and cancelled are final: a visitor who comes back takes a new ticket.
 */

export const TICKET_STATES = [
  { value: 'waiting', label: 'Ожидает' },
  { value: 'called', label: 'Вызван' },
  { value: 'serving', label: 'Обслуживается' },
  { value: 'done', label: 'Обслужен' },
  { value: 'no_show', label: 'Не явился' },
  { value: 'cancelled', label: 'Отменён' },
] as const;

export type TicketState = (typeof TICKET_STATES)[number]['value'];

export type TicketMove = 'call' | 'recall' | 'start' | 'finish' | 'noShow' | 'transfer' | 'cancel';

export const TICKET_MOVES: readonly TicketMove[] = ['call', 'recall', 'start', 'finish', 'noShow', 'transfer', 'cancel'];

/** What each move records in the ticket's history, and the scanner's check-in at the door (no move). */
export const TICKET_EVENT_KINDS = ['issued', 'called', 'recalled', 'started', 'finished', 'no_show', 'cancelled', 'transferred', 'checked_in'] as const;
export type TicketEventKind = (typeof TICKET_EVENT_KINDS)[number];

const FROM: Readonly<Record<TicketMove, readonly TicketState[]>> = {
  call: ['waiting'],
  recall: ['called'],
  start: ['called'],
  finish: ['serving'],
  noShow: ['called'],
  transfer: ['waiting', 'called', 'serving'],
  cancel: ['waiting', 'called'],
};

const TO: Readonly<Record<TicketMove, TicketState>> = {
  call: 'called',
  recall: 'called',
  start: 'serving',
  finish: 'done',
  noShow: 'no_show',
  transfer: 'waiting',
  cancel: 'cancelled',
};

export const TICKET_MOVE_EVENT: Readonly<Record<TicketMove, TicketEventKind>> = {
  call: 'called',
  recall: 'recalled',
  start: 'started',
  finish: 'finished',
  noShow: 'no_show',
  transfer: 'transferred',
  cancel: 'cancelled',
};

const VERB: Readonly<Record<TicketMove, string>> = {
  call: 'вызвать',
  recall: 'вызвать повторно',
  start: 'начать обслуживание по',
  finish: 'завершить обслуживание по',
  noShow: 'отметить неявку по',
  transfer: 'перевести',
  cancel: 'отменить',
};

export type TicketStep = { ok: true; state: TicketState } | { ok: false; message: string };

export function ticketStateLabel(state: TicketState): string {
  return TICKET_STATES.find((entry) => entry.value === state)?.label ?? state;
}

/** The states a move may start from, for the server's guarded updates. */
export function ticketMoveSources(move: TicketMove): readonly TicketState[] {
  return FROM[move];
}

/** Where a move takes a ticket in `current` state, or why it cannot: a sentence a person can act on. */
export function nextTicketState(current: TicketState, move: TicketMove): TicketStep {
  if (FROM[move].includes(current)) return { ok: true, state: TO[move] };
  const allowed = FROM[move].map((state) => `«${ticketStateLabel(state)}»`);
  const final = current === 'done' || current === 'no_show' || current === 'cancelled';
  const hint = final ? ' Талон закрыт: посетителю нужно взять новый.' : '';
  return {
    ok: false,
    message: `Нельзя ${VERB[move]} талон в состоянии «${ticketStateLabel(current)}»: это возможно только в ${allowed.length === 1 ? 'состоянии' : 'состояниях'} ${allowed.join(', ')}.${hint}`,
  };
}

/** The moves a ticket in `current` state allows, in TICKET_MOVES order. */
export function allowedTicketMoves(current: TicketState): TicketMove[] {
  return TICKET_MOVES.filter((move) => FROM[move].includes(current));
}
