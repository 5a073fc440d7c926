/**
 * What a call-centre conversation was about; each theme comes with its own call script. Two are
 * about a season (their codes still carry the year they were introduced): the admission campaign
 * and the MESH survey are the ones of the call's date, so their labels name no year and readers
 * add the season (seasons.ts).
 */
import type { SeasonBound } from './seasons.js';
import type { Option } from './types.js';

export const TALK_THEMES = [
  { value: 'prkom24', label: 'Приёмная кампания', season: { kind: 'admission', follows: 'date' } },
  { value: 'proftests', label: 'Профтестирование' },
  { value: 'attendance', label: 'Посещение мероприятий' },
  { value: 'meetups', label: 'Встречи и консультации' },
  { value: 'other', label: 'Другое' },
  { value: 'MSH2025Survey', label: 'Анкетирование МЭШ', season: { kind: 'schoolYear', follows: 'date' } },
] as const satisfies readonly (Option<string> & SeasonBound)[];

export type TalkTheme = (typeof TALK_THEMES)[number]['value'];
