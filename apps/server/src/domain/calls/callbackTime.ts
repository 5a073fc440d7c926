import { fail } from '../../actions/actionFailure.js';
import { DAY_MS, isMoscowSunday, moscowFormat } from '@abitura/contracts/moscowTime';

/** A callback's time as the toasts name it: '02.09.2026, 15:00', Moscow time. */
export const moscowTimeOf = (at: Date): string =>
  moscowFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(at);

/** Farthest ahead a callback may be planned: beyond it a mistyped year is likelier than a plan. */
const MAX_AHEAD_DAYS = 366;

/**
 * A callback time as the picker's rules have it (SPEC section 5: 24-hour time, Sundays
 * disabled): in the future by the server's clock, not on a Moscow Sunday, within a year. Refused
 * with INVALID_PARAMS and a sentence on `path` otherwise; the same rules serve registerCall and
 * Callback/Move, so a moved callback cannot land where a new one could not.
 */
export function checkCallbackTime(value: string, now: Date, path: string): Date {
  const at = new Date(value);
  const refuse = (message: string): never => fail('INVALID_PARAMS', message, [{ path, message }]);
  if (at.getTime() <= now.getTime()) refuse('Время обратного звонка уже прошло: выберите время в будущем.');
  if (isMoscowSunday(at)) refuse('В воскресенье колл-центр не звонит: выберите другой день.');
  if (at.getTime() - now.getTime() > MAX_AHEAD_DAYS * DAY_MS) refuse('Обратный звонок можно назначить не дальше чем на год вперёд: проверьте дату.');
  return at;
}
