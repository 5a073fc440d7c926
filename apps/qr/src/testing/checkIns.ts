/** Check-in replies as the server sends them, for the scanner's tests. */
import { ok } from '@abitura/ui/testing';
import type { CheckInResult } from '../scanner/checkInModel.js';

export function aCheckIn(patch: Partial<CheckInResult> = {}): CheckInResult {
  return {
    outcome: 'checked_in',
    reason: null,
    kind: 'event',
    title: 'День открытых дверей',
    code: null,
    holder: 'Иванов Иван',
    validAt: '2026-11-26T08:00:00.000Z',
    checkedInAt: '2026-11-26T07:58:00.000Z',
    checkedInBy: 'Петрова Мария',
    ...patch,
  };
}

export const checkedIn = (patch: Partial<CheckInResult> = {}) => ok(aCheckIn(patch), 'Вход отмечен');
export const alreadyUsed = (patch: Partial<CheckInResult> = {}) =>
  ok(aCheckIn({ outcome: 'already_used', checkedInAt: '2026-11-26T07:40:00.000Z', checkedInBy: 'Сидоров Пётр', ...patch }), 'Билет уже использован');
export const refused = (reason: NonNullable<CheckInResult['reason']>, patch: Partial<CheckInResult> = {}) =>
  ok(aCheckIn({ outcome: 'refused', reason, checkedInAt: null, checkedInBy: null, ...patch }), 'Вход не отмечен');
