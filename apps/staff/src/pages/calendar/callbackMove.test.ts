import { describe, expect, it } from 'vitest';
import { checkCallbackMove } from './callbackMove.js';

describe('callback move checks', () => {
  const now = Date.parse('2026-11-23T09:00:00Z'); // Monday 12:00 in Moscow

  it('takes a later Moscow time on a working day', () => {
    expect(checkCallbackMove('2026-11-24T10:00', now)).toEqual({ ok: true, at: '2026-11-24T10:00:00+03:00' });
  });

  it('refuses nothing picked, the past and a Moscow Sunday', () => {
    expect(checkCallbackMove('', now)).toEqual({ ok: false, problem: 'required' });
    expect(checkCallbackMove('2026-11-23T11:45', now)).toEqual({ ok: false, problem: 'past' });
    expect(checkCallbackMove('2026-11-29T10:00', now)).toEqual({ ok: false, problem: 'sunday' });
  });
});
