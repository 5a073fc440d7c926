/**
 * Keys of an applicant record that the server sends as flags: the status-flag object, the
 * preferential flags and gender, plus the reading of contingent-check results.
 */
import type { SeasonBound } from './seasons.js';
import type { Option } from './types.js';

/** Keys of the JSON status-flag object of an abiturient record (SPEC section 3). */
export const STATUS_FLAGS = [
  { value: 'has_questionnaire', label: 'Заполнил анкету' },
  { value: 'inactive', label: 'Неактивен' },
  { value: 'notanswer', label: 'Не отвечает на звонки' },
  { value: 'recall', label: 'Нужно перезвонить' },
  { value: 'rejectmoscow', label: 'Отказ от обучения в Москве' },
  { value: 'rejectfull', label: 'Отказ от всех предложений' },
  { value: 'rejectcolleges', label: 'Отказ от колледжей' },
  { value: 'rejectperson', label: 'Отказ абитуриента' },
  { value: 'rejectorganization', label: 'Отказ организации' },
  { value: 'organizationnotmoscow', label: 'Организация не в Москве' },
  { value: 'fullreject', label: 'Полный отказ' },
  // Fixed to the campaign their key names: readers add whether it is past (seasons.ts).
  { value: 'active_24', label: 'Активен в приёмной кампании 2024', season: { kind: 'admission', year: 2024 } },
  { value: 'active_25', label: 'Активен в приёмной кампании 2025', season: { kind: 'admission', year: 2025 } },
] as const satisfies readonly (Option<string> & SeasonBound)[];

export type StatusFlag = (typeof STATUS_FLAGS)[number]['value'];

/** Flags that put an applicant ahead in lists: achievements, results, benefits, priority. */
export const PREFERENTIAL_FLAGS = [
  { value: 'hasAchievements', label: 'Есть индивидуальные достижения' },
  { value: 'hasExams', label: 'Есть результаты вступительных испытаний' },
  { value: 'hasGia', label: 'Есть результаты ГИА' },
  { value: 'hasPlusBenefit', label: 'Есть преимущественное право' },
  { value: 'hasPriority1', label: 'Первый приоритет' },
  { value: 'hasVip', label: 'Особый контроль (VIP)' },
] as const satisfies readonly Option<string>[];

export type PreferentialFlag = (typeof PREFERENTIAL_FLAGS)[number]['value'];

export const GENDERS = [
  { value: 'MALE', label: 'Мужской' },
  { value: 'FEMALE', label: 'Женский' },
] as const satisfies readonly Option<string>[];

export type Gender = (typeof GENDERS)[number]['value'];

/**
 * Whether a contingent-check result means "confirmed". The check service answers with 1, '1',
 * true or 'true' depending on the endpoint; anything else, including 0 and null, is not confirmed.
 */
export function isConfirmed(value: unknown): boolean {
  return value === 1 || value === true || value === '1' || value === 'true';
}
