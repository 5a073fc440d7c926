/**
 * Profiles of the school class an applicant comes from, types 1–16. Types 1–5 are the profiles
 * of the federal standard for grades 10–11 (ФГОС СОО); 6–16 are Moscow's предпрофессиональные
 * and city-project classes, which career guidance matches to college programmes.
 */
import type { Option } from './types.js';

export const CLASS_PROFILE_TYPES = [
  { value: 1, label: 'Универсальный' },
  { value: 2, label: 'Естественно-научный' },
  { value: 3, label: 'Гуманитарный' },
  { value: 4, label: 'Социально-экономический' },
  { value: 5, label: 'Технологический' },
  { value: 6, label: 'Инженерный класс' },
  { value: 7, label: 'Медицинский класс' },
  { value: 8, label: 'IT-класс' },
  { value: 9, label: 'Кадетский класс' },
  { value: 10, label: 'Академический класс' },
  { value: 11, label: 'Педагогический класс' },
  { value: 12, label: 'Психолого-педагогический класс' },
  { value: 13, label: 'Медиакласс' },
  { value: 14, label: 'Предпринимательский класс' },
  { value: 15, label: 'Правовой класс' },
  { value: 16, label: 'Спортивный класс' },
] as const satisfies readonly Option<number>[];

export type ClassProfileType = (typeof CLASS_PROFILE_TYPES)[number]['value'];
