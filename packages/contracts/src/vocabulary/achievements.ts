/**
 * Individual achievements and the points they add to an applicant's average mark. The categories
 * follow the admission order for СПО (Приказ Минпросвещения № 457, п. 41); the points are the
 * Moscow colleges' scale (SPEC section 9).
 */
import type { Option } from './types.js';

export const INDIVIDUAL_ACHIEVEMENTS = [
  {
    value: 'olympiad_winner',
    label: 'Победитель или призёр олимпиады или конкурса профессионального мастерства',
    points: 2,
  },
  { value: 'abilympics', label: 'Победитель или призёр чемпионата «Абилимпикс»', points: 2 },
  { value: 'professionals', label: 'Победитель или призёр чемпионата «Профессионалы»', points: 2 },
  {
    value: 'olympic_champion',
    label: 'Чемпион или призёр Олимпийских, Паралимпийских или Сурдлимпийских игр',
    points: 4,
  },
  { value: 'world_champion', label: 'Чемпион мира или Европы', points: 3.5 },
  { value: 'military_service', label: 'Прохождение военной службы', points: 5 },
  { value: 'volunteering', label: 'Волонтёрская (добровольческая) деятельность', points: 3 },
  { value: 'none', label: 'Нет индивидуальных достижений', points: 0 },
] as const satisfies readonly (Option<string> & { readonly points: number })[];

export type AchievementCode = (typeof INDIVIDUAL_ACHIEVEMENTS)[number]['value'];

/** Points by achievement, for scoring code that does not need the labels. */
export const ACHIEVEMENT_POINTS = Object.freeze(
  Object.fromEntries(INDIVIDUAL_ACHIEVEMENTS.map((entry) => [entry.value, entry.points])),
) as Readonly<Record<AchievementCode, number>>;
