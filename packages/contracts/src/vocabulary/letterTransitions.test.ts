import { describe, expect, it } from 'vitest';
import { allowedLetterEvents, LETTER_EVENTS, letterEventSources, nextLetterStatus, type LetterEvent } from './letterTransitions.js';
import { LETTER_STATUSES, type LetterStatus } from './statuses.js';

const STATUSES = LETTER_STATUSES.map((entry) => entry.value);

/** Every legal edge, written out once more as the documented table says it. */
const LEGAL: ReadonlyArray<[LetterStatus | null, LetterEvent, LetterStatus]> = [
  [null, 'queue', 'pending'],
  ['reclaimed', 'queue', 'pending'],
  [null, 'draft', 'onedit'],
  [null, 'hold', 'waitb'],
  ['pending', 'edit', 'onedit'],
  ['waitb', 'edit', 'onedit'],
  ['onedit', 'submit', 'pending'],
  ['waitb', 'confirm', 'pending'],
  ['pending', 'claim', 'onwork'],
  ['wait', 'claim', 'onwork'],
  ['onwork', 'claim', 'onwork'],
  ['onwork', 'deliver', 'done'],
  ['onwork', 'softFail', 'wait'],
  ['onwork', 'giveUp', 'fail'],
  ['onwork', 'reject', 'block'],
  ['pending', 'decline', 'decline'],
  ['wait', 'decline', 'decline'],
  ['onedit', 'decline', 'decline'],
  ['waitb', 'decline', 'decline'],
  ['done', 'resend', 'reclaimed'],
  ['fail', 'resend', 'reclaimed'],
  ['block', 'resend', 'reclaimed'],
  ['decline', 'resend', 'reclaimed'],
];

describe('letter status transitions', () => {
  it('moves along every documented edge', () => {
    for (const [from, event, to] of LEGAL) expect(nextLetterStatus(from, event), `${from} --${event}-->`).toEqual({ ok: true, status: to });
  });

  it('refuses every other move with a Russian sentence', () => {
    let refused = 0;
    for (const from of [null, ...STATUSES]) {
      for (const event of LETTER_EVENTS) {
        if (LEGAL.some(([f, e]) => f === from && e === event)) continue;
        const move = nextLetterStatus(from, event);
        expect(move.ok, `${from} --${event}--> must be refused`).toBe(false);
        if (!move.ok) expect(move.message).toMatch(/^Нельзя|^Письмо уже создано/);
        refused += 1;
      }
    }
    expect(refused).toBe((STATUSES.length + 1) * LETTER_EVENTS.length - LEGAL.length);
  });

  it('names the current and the allowed statuses in a refusal', () => {
    expect(nextLetterStatus('done', 'decline')).toEqual({
      ok: false,
      message: 'Нельзя отменить письмо со статусом «Исполнено»: это возможно только из статусов «На рассмотрении», «Ожидает», «На доработке», «Ожидает подтверждения».',
    });
    expect(nextLetterStatus('pending', 'resend')).toMatchObject({ ok: false, message: expect.stringContaining('«На рассмотрении»') });
    expect(nextLetterStatus('onwork', 'decline')).toMatchObject({ ok: false, message: expect.stringContaining('сейчас отправляется') });
    expect(nextLetterStatus('pending', 'queue')).toMatchObject({ ok: false, message: expect.stringContaining('Отозвано') });
    expect(nextLetterStatus('done', 'draft')).toEqual({ ok: false, message: 'Письмо уже создано: это действие возможно только для нового письма.' });
    expect(nextLetterStatus(null, 'deliver')).toMatchObject({ ok: false, message: expect.stringContaining('ещё нет') });
  });

  it('gives every one of the ten statuses a way in, and a way out unless final', () => {
    for (const status of STATUSES) expect(LEGAL.some(([, , to]) => to === status), `nothing leads to ${status}`).toBe(true);
    for (const status of STATUSES) expect(allowedLetterEvents(status).length, `${status} is a dead end`).toBeGreaterThan(0);
  });

  it('offers the events of the table, in catalogue order, and their sources', () => {
    expect(allowedLetterEvents(null)).toEqual(['queue', 'draft', 'hold']);
    expect(allowedLetterEvents('onwork')).toEqual(['claim', 'deliver', 'softFail', 'giveUp', 'reject']);
    expect(allowedLetterEvents('done')).toEqual(['resend']);
    expect(allowedLetterEvents('waitb')).toEqual(['edit', 'confirm', 'decline']);
    expect(letterEventSources('claim')).toEqual(['pending', 'wait', 'onwork']);
  });
});
