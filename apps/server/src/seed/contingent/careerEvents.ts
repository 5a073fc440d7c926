/**
 * The colleges' career-guidance events around today: open days, festivals, meetups with
 * employers, master classes and webinars for parents, some past and some to come, held at a
 * college building, online or both, each at a status of the approval workflow.
 */
import { INDUSTRIES, type EventFormat, type EventStatus } from '@abitura/contracts/vocabulary';
import type { careerEvents } from '../../db/schema/index.js';
import { dayStart, moscowDay } from '@abitura/contracts/moscowTime';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';

/** A college of the registry with the addresses of its standing buildings. */
export interface EventCollege {
  readonly id: number;
  readonly name: string;
  readonly addresses: readonly string[];
}

export type EventKind = 'openDay' | 'festival' | 'meetup' | 'masterClass' | 'webinar';

export type CareerEventRow = Omit<typeof careerEvents.$inferInsert, 'id'> & { startsAt: Date; createdAt: Date };

export interface CareerEventPlan {
  readonly kind: EventKind;
  readonly row: CareerEventRow;
}

export const EVENTS_PER_SIZE = 40;
/** Events fall from this many days back to EVENT_DAYS_AHEAD ahead. */
export const EVENT_DAYS_BACK = 120;
export const EVENT_DAYS_AHEAD = 75;
/** How long an event lasts; visits are recorded within it. */
export const EVENT_HOURS = 3;

const KINDS: ReadonlyArray<readonly [EventKind, number]> = [
  ['openDay', 45],
  ['festival', 10],
  ['meetup', 20],
  ['masterClass', 15],
  ['webinar', 10],
];

const FESTIVALS = ['Фестиваль профессий «Московские мастера»', 'Фестиваль «Профессионалы будущего»', 'Фестиваль «Моя профессия — мой выбор»', 'Городской фестиваль профориентации «Шаг в профессию»'];
const MASTER_CLASSES = ['Мастер-класс «Основы веб-дизайна»', 'Мастер-класс «Кондитерское искусство»', 'Мастер-класс «Робототехника для начинающих»', 'Мастер-класс «Первая помощь»', 'Мастер-класс «Монтаж видеоролика»', 'Мастер-класс «Электромонтаж: первые шаги»'];
const WEBINARS = ['Вебинар для родителей: как поступить в колледж', 'Вебинар «Приёмная кампания: сроки и документы»', 'Вебинар «Бюджетные места и целевое обучение»'];

/** How each kind is held, and how many people it takes. */
const SHAPES: Readonly<Record<EventKind, { formats: ReadonlyArray<readonly [EventFormat, number]>; capacity: readonly [number, number] }>> = {
  openDay: { formats: [['in-person', 70], ['combined', 30]], capacity: [150, 400] },
  festival: { formats: [['in-person', 60], ['combined', 40]], capacity: [800, 2000] },
  meetup: { formats: [['in-person', 40], ['online', 30], ['combined', 30]], capacity: [60, 200] },
  masterClass: { formats: [['in-person', 100]], capacity: [40, 80] },
  webinar: { formats: [['online', 100]], capacity: [300, 1000] },
};

function titleOf(random: Random, kind: EventKind, college: EventCollege): string {
  switch (kind) {
    case 'openDay':
      return `День открытых дверей: ${college.name}`;
    case 'festival':
      return random.pick(FESTIVALS);
    case 'meetup':
      return `Встреча с работодателями: ${random.pick(INDUSTRIES).label}`;
    case 'masterClass':
      return random.pick(MASTER_CLASSES);
    case 'webinar':
      return random.pick(WEBINARS);
  }
}

/** Past events were mostly held (a few cancelled); coming ones are still being approved. */
function statusOf(random: Random, past: boolean): EventStatus {
  return past
    ? pickWeighted(random, [['confirmed', 88], ['canceled', 8], ['deleted', 4]])
    : pickWeighted(random, [['confirmed', 60], ['pending', 20], ['draft', 10], ['onEdit', 10]]);
}

/**
 * EVENTS_PER_SIZE events a size unit, hosted by random colleges. Open days and master classes
 * fall on working days, festivals on Saturdays; all start between 10:00 and 17:00 Moscow time.
 */
export function planCareerEvents(random: Random, colleges: readonly EventCollege[], size: number, now: number): CareerEventPlan[] {
  if (colleges.length === 0) return [];
  const today = moscowDay(now);
  const plans: CareerEventPlan[] = [];
  for (let i = 0; i < EVENTS_PER_SIZE * size; i += 1) {
    const kind = pickWeighted(random, KINDS);
    const college = random.pick(colleges);
    const shape = SHAPES[kind];
    const format = pickWeighted(random, shape.formats);
    let day = today + random.int(-EVENT_DAYS_BACK, EVENT_DAYS_AHEAD);
    // Festivals are held on Saturdays (day 2 of the epoch's week), the rest on working days.
    if (kind === 'festival') while (((day % 7) + 7) % 7 !== 2) day += 1;
    else while ([2, 3].includes(((day % 7) + 7) % 7)) day += 1;
    const startsAt = new Date(dayStart(day).getTime() + random.int(10, 17) * 3_600_000);
    const past = startsAt.getTime() < now;
    const address = college.addresses.length > 0 ? random.pick(college.addresses) : null;
    const place = format === 'online' ? 'Онлайн-трансляция на сайте колледжа' : format === 'combined' && address ? `${address} и онлайн-трансляция` : address;
    // Announced three to eight weeks ahead, never after today.
    const createdAt = new Date(Math.min(now, startsAt.getTime() - random.int(21, 56) * 86_400_000));
    plans.push({
      kind,
      row: { title: titleOf(random, kind, college), format, status: statusOf(random, past), startsAt, place, capacity: random.int(...shape.capacity), organizationId: college.id, createdAt },
    });
  }
  return plans.sort((a, b) => a.row.startsAt.getTime() - b.row.startsAt.getTime());
}
