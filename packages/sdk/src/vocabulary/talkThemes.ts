/**
 * What a call-centre conversation was about; each theme comes with its own call script, and
 * some are tied to one campaign year (prkom24, MSH2025Survey).
 */
import type { Option } from './types.js';

export const TALK_THEMES = [
  { value: 'prkom24', label: 'Приёмная кампания 2024' },
  { value: 'proftests', label: 'Профтестирование' },
  { value: 'attendance', label: 'Посещение мероприятий' },
  { value: 'meetups', label: 'Встречи и консультации' },
  { value: 'other', label: 'Другое' },
  { value: 'MSH2025Survey', label: 'Анкетирование МЭШ 2025' },
] as const satisfies readonly Option<string>[];

export type TalkTheme = (typeof TALK_THEMES)[number]['value'];
