/**
 * The move of a callback as the picker gives it: a Moscow 'YYYY-MM-DDTHH:mm' that must be a
 * real moment after now and not on a Sunday (the server's own rules, checked first here so the
 * person hears at once), read as the instant Callback/Move takes.
 */
import { moscowDay, moscowInstant, weekdayOf } from '../../models/calendarDates.js';

export type MoveProblem = 'required' | 'past' | 'sunday';

export type MoveCheck = { ok: true; at: string } | { ok: false; problem: MoveProblem };

export function checkCallbackMove(local: string, now: number): MoveCheck {
  const at = moscowInstant(local);
  if (at === null) return { ok: false, problem: 'required' };
  if (weekdayOf(moscowDay(at)) === 6) return { ok: false, problem: 'sunday' };
  if (Date.parse(at) <= now) return { ok: false, problem: 'past' };
  return { ok: true, at };
}
