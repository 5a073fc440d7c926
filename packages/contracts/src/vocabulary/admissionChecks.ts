/**
 * The checks of the admission validation worklist (issue 24): each finds one kind of problem in a
 * season's applications, with its severity and the words staff read. An error blocks a fair
 * ranking and must be fixed; a warning needs a look.
 */
import type { ChipColor } from './types.js';

export const ADMISSION_CHECKS = [
  { value: 'NO_GIA', label: 'Нет результатов ГИА и среднего балла', severity: 'error' },
  { value: 'AVERAGE_OUT_OF_RANGE', label: 'Средний балл аттестата вне 3,00–5,00', severity: 'error' },
  { value: 'PRIORITY_GAPS', label: 'Приоритеты не идут подряд от 1', severity: 'error' },
  { value: 'DUPLICATE_PERSON', label: 'Один человек записан дважды', severity: 'error' },
  { value: 'CONSENT_TWICE', label: 'Согласие на зачисление в несколько групп', severity: 'error' },
  { value: 'ORIGINAL_TWICE', label: 'Оригинал аттестата сдан в два места', severity: 'error' },
  { value: 'TEST_MISSING', label: 'Нет результата вступительного испытания', severity: 'warning' },
  { value: 'MINOR_WITHOUT_PARENT', label: 'Несовершеннолетний без контакта родителя', severity: 'warning' },
  { value: 'GROUP_WITHOUT_PLACES', label: 'У конкурсной группы не заданы места', severity: 'warning' },
] as const;

export type AdmissionCheck = (typeof ADMISSION_CHECKS)[number]['value'];
export type AdmissionCheckSeverity = (typeof ADMISSION_CHECKS)[number]['severity'];

export const ADMISSION_CHECK_CODES: readonly AdmissionCheck[] = ADMISSION_CHECKS.map((check) => check.value);

/** The chip colour of a severity. */
export const CHECK_SEVERITY_COLORS: Readonly<Record<AdmissionCheckSeverity, ChipColor>> = { error: 'danger', warning: 'warning' };

export function admissionCheckSeverity(check: AdmissionCheck): AdmissionCheckSeverity {
  return ADMISSION_CHECKS.find((entry) => entry.value === check)?.severity ?? 'warning';
}
