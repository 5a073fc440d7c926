import { describe, expect, it } from 'vitest';
import { isMoscowSunday } from '@abitura/contracts/moscowTime';
import {
  callbackAllowed,
  callbackRequired,
  EMPTY_CALL,
  EMPTY_FOLLOW_UP,
  FOLLOW_UP_TYPES,
  followUpParams,
  registerCallParams,
  suggestedFollowUp,
  validateCall,
  validateFollowUp,
} from './callValues.js';

// Friday 20 November 2026, 12:00 local time.
const NOW = new Date(2026, 10, 20, 12, 0).getTime();
const filled = { ...EMPTY_CALL, theme: 'prkom24', result: '1' };

describe('call values', () => {
  it('asks for a theme and a result', () => {
    expect(validateCall(EMPTY_CALL, NOW)).toEqual({ theme: { key: 'required' }, result: { key: 'required' } });
    expect(validateCall(filled, NOW)).toEqual({});
  });

  it('takes a callback time only after "call back later", no answer or busy, and requires it for the first', () => {
    expect(['1', '2', '3', '4', '5', '6', '7'].filter(callbackAllowed)).toEqual(['5', '6', '7']);
    expect(['1', '2', '3', '4', '5', '6', '7'].filter(callbackRequired)).toEqual(['5']);
    expect(validateCall({ ...filled, result: '5' }, NOW)).toEqual({ callbackAt: { key: 'callbackRequired' } });
    expect(validateCall({ ...filled, result: '6' }, NOW)).toEqual({});
  });

  it('refuses a callback time in the past or on a Sunday in Moscow', () => {
    expect(validateCall({ ...filled, result: '5', callbackAt: '2026-11-20T11:00' }, NOW)).toEqual({ callbackAt: { key: 'callbackPast' } });
    expect(validateCall({ ...filled, result: '5', callbackAt: '2026-11-23T10:00' }, NOW)).toEqual({});
    // Saturday 21:30 UTC is already Sunday in Moscow.
    expect(isMoscowSunday(new Date('2026-11-21T21:30:00Z'))).toBe(true);
    expect(isMoscowSunday(new Date('2026-11-21T20:30:00Z'))).toBe(false);
  });

  it('sends the callback time as an instant, and leaves out one the result does not take', () => {
    const values = { ...filled, result: '5', callbackAt: '2026-11-23T10:00', comment: '  перезвонить маме ', organization: { id: 7, name: 'Колледж' } };
    expect(registerCallParams(3, values)).toEqual({
      data: { personId: 3, direction: 'incoming', theme: 'prkom24', result: 5, comment: 'перезвонить маме', callbackAt: new Date(2026, 10, 23, 10, 0).toISOString(), organization: 7 },
    });
    expect(registerCallParams(3, { ...values, result: '1' }).data).not.toHaveProperty('callbackAt');
  });

  it('suggests the follow-up a result usually has', () => {
    expect(['1', '2', '5', '6', '7'].map(suggestedFollowUp)).toEqual(['10', '', '', '8', '8']);
    // Every suggestion is a choice of the picker.
    for (const code of ['1', '2', '3', '4', '5', '6', '7']) expect(['', ...FOLLOW_UP_TYPES.map((entry) => String(entry.id))]).toContain(suggestedFollowUp(code));
  });

  it('checks the follow-up and sends the letter fields only with notify', () => {
    expect(validateFollowUp(EMPTY_FOLLOW_UP)).toEqual({ actionType: { key: 'required' } });
    expect(validateFollowUp({ ...EMPTY_FOLLOW_UP, actionType: '1' })).toEqual({ actionType: { key: 'required' } });
    expect(validateFollowUp({ ...EMPTY_FOLLOW_UP, actionType: '8', notify: true, email: 'not-an-address' })).toEqual({ email: { key: 'email' } });
    const values = { ...EMPTY_FOLLOW_UP, actionType: '8', template: 'CallCenterDefault', email: 'mama@example.ru', result: ' нет ответа ' };
    expect(followUpParams(3, values)).toEqual({ personId: 3, actionType: 8, actionData: {}, result: 'нет ответа', notify: false });
    expect(followUpParams(3, { ...values, notify: true })).toEqual({ personId: 3, actionType: 8, actionData: { template: 'CallCenterDefault', email: 'mama@example.ru' }, result: 'нет ответа', notify: true });
  });
});
