import { describe, expect, it } from 'vitest';
import { allowedTicketMoves, nextTicketState, TICKET_MOVES, TICKET_STATES, ticketMoveSources, type TicketState } from './ticketTransitions.js';

const STATES = TICKET_STATES.map((entry) => entry.value);

describe('the ticket state machine', () => {
  it('takes a ticket from waiting to done along the happy path', () => {
    let state: TicketState = 'waiting';
    for (const move of ['call', 'recall', 'start', 'finish'] as const) {
      const step = nextTicketState(state, move);
      expect(step.ok, `${move} from ${state}`).toBe(true);
      if (step.ok) state = step.state;
    }
    expect(state).toBe('done');
  });

  it('closes done, no_show and cancelled tickets to every move, saying a new ticket is needed', () => {
    for (const state of ['done', 'no_show', 'cancelled'] as const) {
      expect(allowedTicketMoves(state)).toEqual([]);
      for (const move of TICKET_MOVES) {
        const step = nextTicketState(state, move);
        expect(step).toMatchObject({ ok: false });
        if (!step.ok) expect(step.message).toContain('посетителю нужно взять новый');
      }
    }
  });

  it('agrees with its own table for every state and move, refusing with a Russian sentence', () => {
    for (const state of STATES) {
      for (const move of TICKET_MOVES) {
        const step = nextTicketState(state, move);
        expect(step.ok).toBe(ticketMoveSources(move).includes(state));
        if (!step.ok) expect(step.message).toMatch(/^Нельзя .+ талон в состоянии «.+»: это возможно только в состояни(и|ях) «.+»\./);
      }
      expect(allowedTicketMoves(state)).toEqual(TICKET_MOVES.filter((move) => ticketMoveSources(move).includes(state)));
    }
  });

  it('lets the holder cancel a waiting ticket but not a served one', () => {
    expect(nextTicketState('waiting', 'cancel')).toEqual({ ok: true, state: 'cancelled' });
    expect(nextTicketState('serving', 'cancel').ok).toBe(false);
    expect(nextTicketState('serving', 'transfer')).toEqual({ ok: true, state: 'waiting' });
  });
});
