/**
 * What an applicant intends to do next: the 14 fixed answers of the questionnaire and the call
 * script. The list is closed because reports count answers by value across years.
 */
import type { Option } from './types.js';

export const INTENTS = [
  { value: 'college_after_9', label: 'Поступить в колледж после 9 класса' },
  { value: 'college_after_11', label: 'Поступить в колледж после 11 класса' },
  { value: 'vocational_training', label: 'Пройти профессиональное обучение' },
  { value: 'school_10', label: 'Продолжить обучение в 10 классе' },
  { value: 'university', label: 'Поступить в вуз' },
  { value: 'second_spo', label: 'Получить второе среднее профессиональное образование' },
  { value: 'part_time', label: 'Учиться в колледже очно-заочно или заочно' },
  { value: 'transfer', label: 'Перевестись в другой колледж' },
  { value: 'reinstate', label: 'Восстановиться в колледже' },
  { value: 'additional_education', label: 'Пройти курсы дополнительного образования' },
  { value: 'employment', label: 'Устроиться на работу' },
  { value: 'military_service', label: 'Пройти военную службу' },
  { value: 'undecided', label: 'Ещё не определился' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option<string>[];

export type Intent = (typeof INTENTS)[number]['value'];
