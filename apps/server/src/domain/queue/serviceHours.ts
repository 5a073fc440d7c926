import type { WeekHours } from '../../db/schema/index.js';
import { dayStart, moscowDay, moscowWallClock } from '@abitura/contracts/moscowTime';

const WEEKDAYS = ['понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу', 'воскресенье'];

/** The Moscow weekday (0 = Monday) and "HH:MM" of an instant. */
function moscowClock(ms: number): { weekday: number; time: string } {
  const moscow = moscowWallClock(ms);
  return { weekday: (moscow.getUTCDay() + 6) % 7, time: moscow.toISOString().slice(11, 16) };
}

/** Whether a service takes tickets at this instant: within its hours of the Moscow day (end excluded). */
export function openAt(hours: WeekHours, ms: number): boolean {
  const { weekday, time } = moscowClock(ms);
  const today = hours[weekday];
  return Boolean(today && today.from <= time && time < today.to);
}

/** When the service's hours end on this instant's Moscow day, or null when it has none that day. */
export function closingAt(hours: WeekHours, ms: number): Date | null {
  const today = hours[moscowClock(ms).weekday];
  if (!today) return null;
  const [hour, minute] = today.to.split(':').map(Number);
  return new Date(dayStart(moscowDay(ms)).getTime() + ((hour ?? 0) * 60 + (minute ?? 0)) * 60_000);
}

/** Why a service takes no ticket now, as the kiosk says it. */
export function closedSentence(name: string, hours: WeekHours, ms: number): string {
  const { weekday } = moscowClock(ms);
  const today = hours[weekday];
  if (today) return `Услуга «${name}» сегодня работает с ${today.from} до ${today.to}: талон можно взять в эти часы.`;
  return `Услуга «${name}» не работает в ${WEEKDAYS[weekday] ?? 'этот день'}: выберите другую услугу или приходите в её рабочий день.`;
}
