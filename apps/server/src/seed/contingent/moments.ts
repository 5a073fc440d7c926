/**
 * When things happen to a demo applicant: instants in office hours on working days, the system
 * interactions that lead to each processing status (replayed through the SDK's state machine, so
 * the seed can never store a status its timeline does not reach), and the Russian texts staff
 * write on the timeline's other entries.
 */
import { nextProcessingStatus, type ProcessingEvent, type ProcessingStatus, type WorkendResult } from '@abitura/contracts/vocabulary';
import { dayStart, isWeekend, moscowDay } from '@abitura/contracts/moscowTime';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';

const MINUTE = 60_000;

/** A Moscow working day's office hours, 09:00 to 18:00, at a random minute; weekends move to Friday. */
export function officeTime(random: Random, day: number): number {
  let working = day;
  while (isWeekend(working)) working -= 1;
  return dayStart(working).getTime() + random.int(9 * 60, 18 * 60 - 1) * MINUTE;
}

/** An instant in [from, to], in office hours when that fits in the range. */
export function instantBetween(random: Random, from: number, to: number): number {
  if (to <= from) return from;
  const at = from + Math.floor(random.next() * (to - from));
  const office = officeTime(random, moscowDay(at));
  return office >= from && office <= to ? office : at;
}

/** `count` instants in (from, to], strictly increasing. */
export function increasingInstants(random: Random, from: number, to: number, count: number): number[] {
  const instants = Array.from({ length: count }, () => instantBetween(random, from + MINUTE, to)).sort((a, b) => a - b);
  for (let i = 0; i < instants.length; i += 1) {
    const floor = (i === 0 ? from : (instants[i - 1] as number)) + MINUTE;
    if ((instants[i] as number) < floor) instants[i] = floor;
  }
  return instants;
}

/** Roughly how the campaign's applicants stand today. */
export const STATUS_WEIGHTS: ReadonlyArray<readonly [ProcessingStatus, number]> = [
  ['not_processed', 45],
  ['in_progress', 25],
  ['work_done', 15],
  ['work_end', 10],
  ['process_not_need', 5],
];

export interface SystemStep {
  readonly event: Exclude<ProcessingEvent, 'added'>;
  readonly result: WorkendResult | null;
}

const WORKEND: Readonly<Partial<Record<ProcessingStatus, WorkendResult>>> = { work_done: 'success', work_end: 'fail', process_not_need: 'not_needed' };

/**
 * The system interactions after 'added' that bring an applicant to `status`: straight there,
 * or after being returned to the queue once (no answer), or, for one in progress, after an
 * unsuccessful round that was reopened.
 */
export function systemPath(random: Random, status: ProcessingStatus): SystemStep[] {
  const work: SystemStep = { event: 'work', result: null };
  const wait: SystemStep = { event: 'wait', result: null };
  const end = (result: WorkendResult): SystemStep => ({ event: 'workend', result });
  switch (status) {
    case 'not_processed':
      return random.chance(0.3) ? [work, wait] : [];
    case 'in_progress': {
      const roll = random.next();
      return roll < 0.2 ? [work, wait, work] : roll < 0.3 ? [work, end('fail'), work] : [work];
    }
    default: {
      const result = WORKEND[status] as WorkendResult;
      return random.chance(0.15) ? [work, wait, work, end(result)] : [work, end(result)];
    }
  }
}

/** Replays 'added' and the steps through the state machine: the statuses after each step. */
export function replayStatuses(steps: readonly SystemStep[]): ProcessingStatus[] {
  const added = nextProcessingStatus(null, 'added');
  if (!added.ok) throw new Error(added.message);
  const statuses: ProcessingStatus[] = [added.status];
  for (const step of steps) {
    const move = nextProcessingStatus(statuses[statuses.length - 1] as ProcessingStatus, step.event, step.result ?? undefined);
    if (!move.ok) throw new Error(`demo seed: ${move.message}`);
    statuses.push(move.status);
  }
  return statuses;
}

/** What the 'added' entry says about where the record came from. */
export const ADDED_COMMENTS = ['Импорт из МЭШ: выпускные классы', 'Добавлен по входящему звонку', 'Заявка с сайта колледжа', 'Список от школы', 'Зарегистрирован на мероприятии', 'Добавлен при профтестировании'];

/** Call result codes of CALL_RESULTS as a conversation with an applicant ends, by weight. */
export const OUTCALL_RESULTS: ReadonlyArray<readonly [number, number]> = [
  [1, 55],
  [5, 15],
  [6, 12],
  [7, 8],
  [3, 5],
  [2, 5],
];

export const callResult = (random: Random): string => String(pickWeighted(random, OUTCALL_RESULTS));

/** Results and comments staff write, by interaction type. */
export const TEXTS: Readonly<Record<string, { readonly results: readonly string[]; readonly comments: readonly string[] }>> = {
  work: { results: [], comments: ['Взят в работу по плану обзвона', 'Взят в работу после анкетирования', 'Назначен куратору'] },
  wait: { results: [], comments: ['Не дозвонились, вернули в очередь', 'Попросили связаться позже, вернули в очередь', 'Номер временно недоступен'] },
  workend: { results: [], comments: ['Определился с колледжем', 'Работа завершена', 'Дальнейшее сопровождение не требуется', 'Отказался от поступления в колледж'] },
  outcall: { results: [], comments: ['Рассказали о днях открытых дверей', 'Уточнили интересующие направления', 'Обсудили сроки подачи документов', 'Пригласили на профпробы', 'Разговаривали с мамой, передаст информацию', 'Просил перезвонить после 18:00'] },
  incall: { results: [], comments: ['Спрашивал о бюджетных местах', 'Вопрос о вступительных испытаниях', 'Звонила мама: уточняла перечень документов', 'Интересовался общежитием'] },
  noAnswer: { results: ['6'], comments: ['Не берёт трубку', 'Абонент недоступен', 'Сброс после гудков'] },
  recall: { results: ['Перезвонить'], comments: ['Просил перезвонить после консультации с родителями', 'Перезвонить после экзаменов', 'Сейчас на уроках, перезвонить вечером'] },
  callbackScheduled: { results: ['Обратный звонок назначен'], comments: ['Договорились созвониться в выходные', 'Перезвонить в начале следующей недели'] },
  consultation: { results: ['Проконсультирован по правилам приёма', 'Проконсультирован по выбору специальности', 'Проконсультирован по документам'], comments: ['Разобрали сроки подачи документов', 'Рассказали о целевом обучении', 'Объяснили порядок зачисления по среднему баллу'] },
  sendEMail: { results: ['Письмо отправлено'], comments: ['Приглашение на день открытых дверей', 'Перечень программ по интересующему направлению', 'Памятка о подаче документов'] },
  sendSMS: { results: ['SMS доставлено'], comments: ['Напоминание о дне открытых дверей', 'Ссылка на анкету профнавигации'] },
  messenger: { results: ['Ответил в мессенджере'], comments: ['Прислал фото аттестата', 'Спросил про расписание профпроб'] },
  chat: { results: ['Обращение в чате сайта'], comments: ['Вопрос о проходном балле', 'Вопрос о сроках приёма'] },
  description: { results: [], comments: ['Хорошие оценки по математике, рекомендовать технические специальности', 'Активно участвует в профпробах', 'Интересуется целевым обучением', 'Просил прислать перечень программ на почту'] },
  proftest: { results: ['Пройдено профтестирование'], comments: ['Склонность к работе с техникой', 'Склонность к творческим профессиям', 'Склонность к работе с людьми'] },
  profRecommendation: { results: ['Рекомендация дана'], comments: ['По результатам профтестирования', 'С учётом интересов и среднего балла', 'По итогам консультации'] },
  send: { results: ['Направлен в колледж'], comments: ['Записан на консультацию в приёмную комиссию', 'Передан контакт ответственного секретаря'] },
  parentMeeting: { results: ['Встреча с родителями проведена'], comments: ['Родители поддерживают выбор колледжа', 'Обсудили бюджетные места и общежитие'] },
  excursion: { results: ['Экскурсия проведена'], comments: ['Понравились мастерские', 'Хочет прийти на профпробы'] },
  mosru: { results: ['Заявление принято'], comments: ['Заявление подано через mos.ru'] },
  documentsSubmitted: { results: ['Документы приняты'], comments: ['Подал документы в приёмную комиссию лично', 'Документы поданы родителем по доверенности'] },
  bail: { results: ['Гарантийное письмо выдано'], comments: ['Колледж гарантирует место при успешной сдаче ГИА'] },
  decline: { results: ['Отказ от поступления'], comments: ['Решил остаться в 10 классе', 'Семья переезжает в другой регион', 'Поступает в вуз', 'Не рассматривает колледжи'] },
  rejection: { results: ['Отказ колледжа'], comments: ['Не прошёл вступительные испытания', 'Нет мест по выбранной специальности'] },
  achievement: { results: ['Достижение подтверждено'], comments: ['Диплом приложен к заявлению'] },
  gia_result: { results: ['Результаты ГИА внесены'], comments: ['Результаты получены из РБД ГИА'] },
  entrance_tests: { results: ['Испытания пройдены'], comments: ['Результаты внесены в карточку'] },
  benefit: { results: ['Преимущественное право подтверждено'], comments: ['Документы о праве на первоочередное зачисление предоставлены'] },
  recommendedForEnroll: { results: ['Рекомендован к зачислению'], comments: ['Проходит по конкурсу среднего балла'] },
  transferred: { results: ['Передан куратору'], comments: ['Передан куратору по округу'] },
  survey_mesh: { results: ['Анкета заполнена'], comments: ['Анкета профнавигации в МЭШ'] },
  opendayVisit: { results: ['Посетил день открытых дверей'], comments: ['Был с родителями', 'Отметился по QR-коду'] },
  festivalVisit: { results: ['Посетил фестиваль'], comments: ['Прошёл три профпробы', 'Отметился по QR-коду'] },
  masterClass: { results: ['Участвовал в мастер-классе'], comments: ['Понравилось, хочет на профпробы'] },
};

/** What staff note about someone who has not made up their mind (readiness doubting or undecided). */
export const DOUBT_COMMENTS = ['Сомневается между 10 классом и колледжем', 'Интересуется IT, но родители за медицину', 'Нужна консультация психолога по выбору профессии'];
