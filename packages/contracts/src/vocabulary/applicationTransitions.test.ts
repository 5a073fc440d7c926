import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MOVES,
  APPLICATION_STATES,
  allowedApplicationMoves,
  applicationMoveSources,
  nextApplicationState,
  type ApplicationState,
} from './applicationTransitions.js';

const STATES = APPLICATION_STATES.map((entry) => entry.value);

describe('the application state machine', () => {
  it('takes a statement from draft to enrolled along the happy path', () => {
    let state: ApplicationState = 'draft';
    for (const move of ['submit', 'accept', 'enrol'] as const) {
      const step = nextApplicationState(state, move);
      expect(step.ok, `${move} from ${state}`).toBe(true);
      if (step.ok) state = step.state;
    }
    expect(state).toBe('enrolled');
  });

  it('closes enrolled to every move, saying why', () => {
    expect(allowedApplicationMoves('enrolled')).toEqual([]);
    for (const move of APPLICATION_MOVES) {
      const step = nextApplicationState('enrolled', move);
      expect(step.ok).toBe(false);
      if (!step.ok) expect(step.message).toContain('уже зачислен');
    }
  });

  it('brings a withdrawn or rejected application back to submitted, and only those', () => {
    expect(nextApplicationState('withdrawn', 'reopen')).toEqual({ ok: true, state: 'submitted' });
    expect(nextApplicationState('rejected', 'reopen')).toEqual({ ok: true, state: 'submitted' });
    expect(nextApplicationState('accepted', 'reopen').ok).toBe(false);
  });

  it('does not enrol an application the committee has not accepted', () => {
    const step = nextApplicationState('submitted', 'enrol');
    expect(step).toEqual({ ok: false, message: 'Нельзя зачислить по заявлению в состоянии «Подано»: это возможно только в состоянии «Принято».' });
  });

  it('agrees with its own table for every state and move, refusing with a Russian sentence', () => {
    for (const state of STATES) {
      for (const move of APPLICATION_MOVES) {
        const step = nextApplicationState(state, move);
        expect(step.ok).toBe(applicationMoveSources(move).includes(state));
        if (!step.ok) expect(step.message).toMatch(/^Нельзя .+ в состоянии «.+»: это возможно только в состояни(и|ях) «.+»\./);
      }
      expect(allowedApplicationMoves(state)).toEqual(APPLICATION_MOVES.filter((move) => applicationMoveSources(move).includes(state)));
    }
  });
});
