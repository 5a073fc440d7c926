/**
 * What staff did with the demo colleges (and some schools) over the last months: visits, calls,
 * letters, master classes, each with an author, a result and, often, a comment.
 */
import type { ORGANIZATION_INTERACTION_TYPES } from '@abitura/contracts';
import type { organizationInteractions } from '../../db/schema/index.js';
import { dayStart, isWeekend, moscowDay } from '@abitura/contracts/moscowTime';
import type { Random } from '../prng.js';

export type InteractionRow = Omit<typeof organizationInteractions.$inferInsert, 'id' | 'organizationId' | 'createdAt'> & { organizationCode: string };

type InteractionType = (typeof ORGANIZATION_INTERACTION_TYPES)[number];

const TEXTS: ReadonlyArray<{ readonly type: InteractionType; readonly results: readonly string[]; readonly comments: readonly string[] }> = [
  { type: 'visit', results: ['Провели встречу с администрацией', 'Согласовали план профориентации'], comments: ['Договорились о дне открытых дверей для 9-х классов', 'Нужна презентация программ для родителей'] },
  { type: 'outcall', results: ['Уточнили контакты ответственного', 'Пригласили на ярмарку профессий'], comments: ['Перезвонить после каникул', 'Ответственный сменился, контакт обновлён'] },
  { type: 'incall', results: ['Запрос расписания дней открытых дверей', 'Вопрос о бюджетных местах'], comments: ['Отправили ссылку на расписание', 'Передали в приёмную комиссию'] },
  { type: 'excursion', results: ['Экскурсия для 9-х классов', 'Экскурсия в мастерские'], comments: ['Пришли 24 ученика', 'Ученики попросили профпробы'] },
  { type: 'masterClass', results: ['Мастер-класс для учеников', 'Профессиональные пробы'], comments: ['Высокий интерес к IT-направлениям', 'Повторить весной'] },
  { type: 'parentMeeting', results: ['Выступили на родительском собрании'], comments: ['Раздали буклеты о программах', 'Вопросы о вступительных испытаниях'] },
  { type: 'sendEMail', results: ['Отправили приглашение на день открытых дверей', 'Отправили перечень программ'], comments: ['Ответ пока не получен'] },
  { type: 'letterReceived', results: ['Получили план мероприятий', 'Получили список выпускников, желающих на экскурсию'], comments: ['Внесено в календарь'] },
  { type: 'consultation', results: ['Консультация по правилам приёма'], comments: ['Разобрали сроки подачи документов'] },
];

/** How far back the history goes. */
export const INTERACTION_DAYS = 120;

/**
 * `colleges` get one to four entries each, `schools` one now and then; authors are drawn from
 * `authors` (none when the demo has no staff). Times fall in office hours on working days.
 */
export function planInteractions(random: Random, colleges: readonly string[], schools: readonly string[], authors: readonly number[], now: number): InteractionRow[] {
  const today = moscowDay(now);
  const rows: InteractionRow[] = [];
  const entry = (organizationCode: string): InteractionRow => {
    const text = random.pick(TEXTS);
    let day = today - random.int(1, INTERACTION_DAYS);
    // A weekend moves to the Friday before.
    while (isWeekend(day)) day -= 1;
    const minute = random.int(9 * 60, 18 * 60);
    return {
      organizationCode,
      type: text.type,
      result: random.pick(text.results),
      comment: random.chance(0.7) ? random.pick(text.comments) : null,
      occurredAt: new Date(dayStart(day).getTime() + minute * 60_000),
      authorId: authors.length > 0 ? random.pick(authors) : null,
    };
  };
  for (const code of colleges) for (let i = random.int(1, 4); i > 0; i -= 1) rows.push(entry(code));
  for (const code of schools) if (random.chance(0.2)) rows.push(entry(code));
  return rows.sort((a, b) => (a.occurredAt as Date).getTime() - (b.occurredAt as Date).getTime());
}
