import type { WeekHours } from '../../db/schema/index.js';
import { MOSCOW_OFFSET_MS } from '../moscowDays.js';

const WEEKDAYS = ['понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу', 'воскресенье'];

/** The Moscow weekday (0 = Monday) and "HH:MM" of an instant. */
function moscowClock(ms: number): { weekday: number; time: string } {
  const moscow = new Date(ms + MOSCOW_OFFSET_MS);
  return { weekday: (moscow.getUTCDay() + 6) % 7, time: moscow.toISOString().slice(11, 16) };
}

/** Whether a service takes tickets at this instant: within its hours of the Moscow day (end excluded). */
export function openAt(hours: WeekHours, ms: number): boolean {
  const { weekday, time } = moscowClock(ms);
  const today = hours[weekday];
  return Boolean(today && today.from <= time && time < today.to);
}

/** Why a service takes no ticket now, as the kiosk says it. */
export function closedSentence(name: string, hours: WeekHours, ms: number): string {
  const { weekday } = moscowClock(ms);
  const today = hours[weekday];
  if (today) return `Услуга «${name}» сегодня работает с ${today.from} до ${today.to}: талон можно взять в эти часы.`;
  return `Услуга «${name}» не работает в ${WEEKDAYS[weekday] ?? 'этот день'}: выберите другую услугу или приходите в её рабочий день.`;
}
