/**
 * How ready an applicant is to enrol, as the call centre judges it. SPEC gives four colors for
 * five categories, so `warning` serves both "doubting" and "undecided": both call for another
 * call, and staff read them as one band.
 */
import type { Option, SeverityColor } from './types.js';

export const READINESS_CATEGORIES = [
  { value: 'ready', label: 'Готов к поступлению', color: 'success' },
  { value: 'interested', label: 'Заинтересован', color: 'info' },
  { value: 'doubting', label: 'Сомневается', color: 'warning' },
  { value: 'undecided', label: 'Не определился', color: 'warning' },
  { value: 'refused', label: 'Отказался от поступления', color: 'error' },
] as const satisfies readonly (Option<string> & { readonly color: SeverityColor })[];

export type ReadinessCategory = (typeof READINESS_CATEGORIES)[number]['value'];
