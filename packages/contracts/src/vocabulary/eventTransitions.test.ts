import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, type EventStatus } from './events.js';
import { allowedEventMoves, EVENT_MOVES, eventTakesRegistrations, isEditableEventStatus, nextEventStatus, type EventMove } from './eventTransitions.js';

const STATUSES = EVENT_STATUSES.map((entry) => entry.value);

/** Every legal edge, written out once more as the documented table says it. */
const LEGAL: ReadonlyArray<[EventStatus, EventMove, EventStatus]> = [
  ['draft', 'submit', 'pending'],
  ['onEdit', 'submit', 'pending'],
  ['pending', 'withdraw', 'draft'],
  ['pending', 'sendBack', 'onEdit'],
  ['pending', 'confirm', 'confirmed'],
  ['confirmed', 'cancel', 'canceled'],
  ['draft', 'delete', 'deleted'],
  ['onEdit', 'delete', 'deleted'],
  ['canceled', 'delete', 'deleted'],
];

const isLegal = (from: EventStatus, move: EventMove) => LEGAL.some(([status, legal]) => status === from && legal === move);

describe('career event status transitions', () => {
  it('moves along every documented edge', () => {
    for (const [from, move, to] of LEGAL) expect(nextEventStatus(from, move), `${from} --${move}-->`).toEqual({ ok: true, status: to });
  });

  it('refuses every other move with a sentence naming the status and where the move is possible from', () => {
    const refused = STATUSES.flatMap((from) => EVENT_MOVES.filter((move) => !isLegal(from, move)).map((move) => [from, move] as const));
    expect(refused).toHaveLength(STATUSES.length * EVENT_MOVES.length - LEGAL.length);
    for (const [from, move] of refused) {
      const result = nextEventStatus(from, move);
      expect(result.ok, `${from} --${move}-->`).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^Нельзя /);
    }
  });

  it.each([
    ['confirmed', 'delete', 'Нельзя удалить мероприятие со статусом «Согласовано»: это возможно только из статусов «Черновик», «На доработке» или «Отменено».'],
    ['draft', 'confirm', 'Нельзя согласовать мероприятие со статусом «Черновик»: это возможно только из статуса «На согласовании».'],
    ['canceled', 'submit', 'Нельзя отправить на согласование мероприятие со статусом «Отменено»: это возможно только из статусов «Черновик» или «На доработке».'],
    ['deleted', 'submit', 'Нельзя отправить на согласование удалённое мероприятие: удаление окончательно.'],
  ] as const)('explains why %s cannot be moved by %s', (from, move, message) => {
    expect(nextEventStatus(from, move)).toEqual({ ok: false, message });
  });

  it('offers the moves of each status in catalogue order, none from deleted', () => {
    expect(Object.fromEntries(STATUSES.map((status) => [status, allowedEventMoves(status)]))).toEqual({
      draft: ['submit', 'delete'],
      pending: ['withdraw', 'sendBack', 'confirm'],
      onEdit: ['submit', 'delete'],
      confirmed: ['cancel'],
      canceled: ['delete'],
      deleted: [],
    });
  });

  it('lets only a confirmed event take registrations, and no canceled or deleted one be edited', () => {
    expect(STATUSES.filter(eventTakesRegistrations)).toEqual(['confirmed']);
    expect(STATUSES.filter(isEditableEventStatus)).toEqual(['draft', 'pending', 'onEdit', 'confirmed']);
  });
});
