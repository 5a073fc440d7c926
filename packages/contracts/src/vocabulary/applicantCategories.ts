/**
 * Applicant categories of the call-centre lists: where the applicant lives, which grade they
 * finish and, for Moscow ninth-graders, the graduation year, because past-year graduates who did
 * not enrol are called with a different script from this year's.
 */
import type { Option } from './types.js';

export const APPLICANT_CATEGORIES = [
  { value: 'moscow_9_25', label: 'Москва, 9 класс, выпуск 2025 года' },
  { value: 'moscow_9_24', label: 'Москва, 9 класс, выпуск 2024 года' },
  { value: 'moscow_9_before24', label: 'Москва, 9 класс, выпуск до 2024 года' },
  { value: 'region_9', label: 'Другой регион, 9 класс' },
  { value: 'moscow_11', label: 'Москва, 11 класс' },
  { value: 'region_11', label: 'Другой регион, 11 класс' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option<string>[];

export type ApplicantCategory = (typeof APPLICANT_CATEGORIES)[number]['value'];
