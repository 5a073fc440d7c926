/**
 * The ten industries Moscow groups its college programmes into; career guidance offers them to
 * applicants before any specific programme.
 */
import type { Option } from './types.js';

export const INDUSTRIES = [
  { value: 'security_law', label: 'Безопасность и право' },
  { value: 'hospitality', label: 'Гостеприимство и сервис' },
  { value: 'it', label: 'Информационные технологии' },
  { value: 'creative', label: 'Креативные индустрии' },
  { value: 'education_social', label: 'Образование и социальная сфера' },
  { value: 'industry', label: 'Промышленность' },
  { value: 'construction', label: 'Строительство' },
  { value: 'finance_trade', label: 'Финансы и торговля' },
  { value: 'transport', label: 'Транспорт' },
  { value: 'healthcare', label: 'Здравоохранение' },
] as const satisfies readonly Option<string>[];

export type Industry = (typeof INDUSTRIES)[number]['value'];
