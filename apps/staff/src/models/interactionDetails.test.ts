import { describe, expect, it } from 'vitest';
import { interactionDetails, resultText, type DetailNames } from './interactionDetails.js';

const names: DetailNames = {
  talkStatus: (code) => ({ '5': 'Перезвонить позже', '6': 'Нет ответа' })[code] ?? code,
  workend: (code) => ({ success: 'Успешно' })[code] ?? code,
  theme: (code, at) => `${code}@${at.slice(0, 4)}`,
  template: (code) => (code === 'CallCenterDefault' ? 'Письмо колл-центра по умолчанию' : code),
  industry: (code) => (code === 'it' ? 'Информационные технологии' : code),
  dateTime: (instant) => `при ${instant.slice(0, 10)}`,
};

describe('resultText', () => {
  it("reads a call's code by the talk statuses and a finished work's outcome in words, and leaves typed results as written", () => {
    expect(resultText({ type: 'outcall', result: '5' }, names)).toBe('Перезвонить позже');
    expect(resultText({ type: 'noAnswer', result: '6' }, names)).toBe('Нет ответа');
    expect(resultText({ type: 'workend', result: 'success' }, names)).toBe('Успешно');
    expect(resultText({ type: 'outcall', result: 'Пригласили на день открытых дверей' }, names)).toBe('Пригласили на день открытых дверей');
    // A number typed as the result of another type is what the person wrote.
    expect(resultText({ type: 'consultation', result: '5' }, names)).toBe('5');
    expect(resultText({ type: 'outcall', result: '  ' }, names)).toBeNull();
    expect(resultText({ type: 'outcall', result: null }, names)).toBeNull();
  });
});

describe('interactionDetails', () => {
  it('names every piece of data it knows, in order, the theme in the season of the entry', () => {
    const lines = interactionDetails(
      { type: 'outcall', result: '5', date: '2026-11-20T09:30:00.000Z', action_data: { theme: 'prkom24', callbackAt: '2026-11-23T09:00:00.000Z', comment: 'Перезвонить', unknown: 'x' } },
      names,
    );
    expect(lines).toEqual([
      { field: 'result', text: 'Перезвонить позже' },
      { field: 'theme', text: 'prkom24@2026' },
      { field: 'callbackAt', text: 'при 2026-11-23' },
    ]);
    expect(
      interactionDetails({ type: 'sendEMail', result: null, date: '2026-11-20T09:30:00.000Z', action_data: { template: 'CallCenterDefault', subject: 'Мы звонили', email: 'a@b.ru', phone: '+79161234567', industry: 'it', answers: 12 } }, names),
    ).toEqual([
      { field: 'template', text: 'Письмо колл-центра по умолчанию' },
      { field: 'subject', text: 'Мы звонили' },
      { field: 'email', text: 'a@b.ru', ltr: true },
      { field: 'phone', text: expect.stringContaining('916') as unknown as string, ltr: true },
      { field: 'industry', text: 'Информационные технологии' },
      { field: 'answers', text: '12' },
    ]);
  });

  it('keeps a callback time it cannot read as written rather than hiding it', () => {
    expect(interactionDetails({ type: 'outcall', result: null, date: '2026-11-20T09:30:00.000Z', action_data: { callbackAt: 'после экзаменов' } }, names)).toEqual([{ field: 'callbackAt', text: 'после экзаменов' }]);
  });
});
