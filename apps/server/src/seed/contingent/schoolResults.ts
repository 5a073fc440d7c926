/**
 * What a demo applicant brings from school: an ability that sets their marks, the GIA results
 * of those who have graduated or filed a statement (ОГЭ after the 9th grade, ЕГЭ after the
 * 11th), entrance-test scores for some, and individual achievements with their points (the
 * certificate's average is on the applications, seed/admission).
 */
import { ACHIEVEMENT_POINTS, type AchievementCode } from '@abitura/contracts/vocabulary';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';
import type { Grade } from './cohorts.js';

export interface GiaResult {
  subject: string;
  mark: number;
  score?: number;
}
export interface ExamResult {
  subject: string;
  score: number;
  year?: number;
}
export interface Achievement {
  code: AchievementCode;
  points: number;
  note: string | null;
}

/** A pupil's level as an average mark, 3.0 to 5.0: most are in the middle. */
export function planAbility(random: Random): number {
  return Math.round((3 + ((random.next() + random.next() + random.next()) / 3) * 2) * 100) / 100;
}

/** A mark of 3 to 5 around the ability. */
function markNear(random: Random, ability: number): number {
  return Math.min(5, Math.max(3, Math.round(ability + (random.next() - 0.5) * 1.4)));
}

/** ОГЭ primary-score bands by mark (ФИПИ scales): Russian out of 33, mathematics out of 31. */
const OGE_BANDS: Readonly<Record<string, Readonly<Record<number, readonly [number, number]>>>> = {
  'Русский язык': { 3: [15, 22], 4: [23, 28], 5: [29, 33] },
  Математика: { 3: [8, 14], 4: [15, 21], 5: [22, 31] },
};
const OGE_ELECTIVES = ['Обществознание', 'Информатика', 'Биология', 'География', 'Английский язык', 'Физика', 'Химия', 'История', 'Литература'];

/** ЕГЭ test scores by mark (the usual conversion): Russian and profile mathematics out of 100. */
const EGE_BANDS: Readonly<Record<number, readonly [number, number]>> = { 3: [36, 56], 4: [57, 71], 5: [72, 98] };
const EGE_ELECTIVES = ['Обществознание', 'Информатика', 'Биология', 'Физика', 'Химия', 'История', 'Английский язык'];

/** GIA after the 9th grade: Russian, mathematics and two electives; after the 11th: ЕГЭ. */
export function planGia(random: Random, grade: Grade, ability: number): GiaResult[] {
  if (grade === 'SCH9') {
    const electives = random.shuffle(OGE_ELECTIVES).slice(0, 2);
    return [
      ...['Русский язык', 'Математика'].map((subject) => {
        const mark = markNear(random, ability);
        const band = OGE_BANDS[subject]?.[mark] as readonly [number, number];
        return { subject, mark, score: random.int(band[0], band[1]) };
      }),
      ...electives.map((subject) => ({ subject, mark: markNear(random, ability) })),
    ];
  }
  const ege = (subject: string): GiaResult => {
    const mark = markNear(random, ability);
    const band = EGE_BANDS[mark] as readonly [number, number];
    return { subject, mark, score: random.int(band[0], band[1]) };
  };
  const results: GiaResult[] = [ege('Русский язык'), random.chance(0.6) ? { subject: 'Математика (базовый уровень)', mark: markNear(random, ability) } : ege('Математика (профильный уровень)')];
  if (random.chance(0.7)) results.push(ege(random.pick(EGE_ELECTIVES)));
  return results;
}

/** Entrance tests of the programmes that hold them (creative, physical, psychological). */
const ENTRANCE_TESTS = ['Рисунок', 'Композиция', 'Творческое испытание', 'Физическая подготовка', 'Психологическое тестирование', 'Собеседование'];

export function planExams(random: Random, ability: number, year: number): ExamResult[] {
  return random.shuffle(ENTRANCE_TESTS)
    .slice(0, random.int(1, 2))
    .map((subject) => ({ subject, score: Math.min(100, Math.max(30, Math.round((ability - 2.5) * 30 + random.int(-10, 15)))), year }));
}

const ACHIEVEMENT_NOTES: Readonly<Partial<Record<AchievementCode, readonly string[]>>> = {
  volunteering: ['Волонтёр ресурсного центра «Мосволонтёр», более 100 часов', 'Книжка волонтёра, акции «Мы вместе»', 'Волонтёр городских спортивных соревнований'],
  olympiad_winner: ['Призёр регионального этапа олимпиады по информатике', 'Победитель конкурса «Московские мастера» среди школьников', 'Призёр олимпиады «Звезда» по естественным наукам'],
  professionals: ['Призёр чемпионата «Профессионалы», юниоры, компетенция «Веб-технологии»', 'Призёр чемпионата «Профессионалы», юниоры, компетенция «Поварское дело»'],
  abilympics: ['Победитель московского чемпионата «Абилимпикс», компетенция «Графический дизайн»'],
  world_champion: ['Призёр первенства Европы по самбо среди юниоров'],
  military_service: ['Срочная служба, военный билет предъявлен'],
};

/**
 * Individual achievements for about one in five: volunteering most often, olympiads and
 * championships sometimes, military service only for men who have left school long ago.
 */
export function planAchievements(random: Random, options: { male: boolean; adult: boolean }): Achievement[] {
  if (!random.chance(0.2)) return [];
  const kinds: Array<readonly [AchievementCode, number]> = [
    ['volunteering', 55],
    ['olympiad_winner', 20],
    ['professionals', 12],
    ['abilympics', 4],
    ['world_champion', 2],
  ];
  if (options.male && options.adult) kinds.push(['military_service', 30]);
  const codes = new Set<AchievementCode>([pickWeighted(random, kinds)]);
  if (random.chance(0.25)) codes.add(pickWeighted(random, kinds));
  return [...codes].map((code) => ({ code, points: ACHIEVEMENT_POINTS[code], note: random.chance(0.8) ? random.pick(ACHIEVEMENT_NOTES[code] ?? ['']) || null : null }));
}
