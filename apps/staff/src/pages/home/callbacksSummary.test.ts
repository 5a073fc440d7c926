import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@abitura/contracts';
import { summarizeCallbacks } from './callbacksSummary.js';

const callback = (id: number, at: string, status: string, overdue = false): CalendarEntry => ({ kind: 'callback', id, at, title: 'Перезвонить', type: 'recall', status, overdue });

describe('summarizeCallbacks', () => {
  // Today is Friday 27.11.2026 in Moscow; 21:30 UTC on the 26th is already 00:30 on the 27th there.
  const today = '2026-11-27';
  const entries = [
    callback(1, '2026-11-27T12:00:00Z', 'open'),
    callback(2, '2026-11-20T08:00:00Z', 'open', true),
    callback(3, '2026-11-27T06:00:00Z', 'open', true),
    callback(4, '2026-11-26T21:30:00Z', 'done'),
    callback(5, '2026-11-26T20:30:00Z', 'done'),
    callback(6, '2026-11-27T09:00:00Z', 'canceled'),
    callback(7, '2026-11-27T20:59:00Z', 'open'),
    { ...callback(8, '2026-11-27T10:00:00Z', 'open'), kind: 'interaction' as const },
  ];

  it('counts overdue, still due today and done today by the Moscow day, and lists the open ones earliest first', () => {
    const summary = summarizeCallbacks(entries, today);
    expect(summary).toMatchObject({ overdue: 2, dueToday: 2, doneToday: 1 });
    expect(summary.open.map((entry) => entry.id)).toEqual([2, 3, 1, 7]);
  });

  it('leaves out open callbacks of a later day', () => {
    expect(summarizeCallbacks([callback(9, '2026-11-27T21:00:00Z', 'open')], today)).toMatchObject({ overdue: 0, dueToday: 0, open: [] });
  });
});
