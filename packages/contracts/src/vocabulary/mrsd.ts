/**
 * Межрайонные советы директоров (МРСД): Moscow groups its schools and colleges into numbered
 * councils, and the back office filters organizations by council number.
 *
 * Only the number and label are fixed here: the council-to-okrug mapping is redrawn by the
 * Department of Education from year to year, so it belongs to server data, not to the SDK.
 */
import type { Option } from './types.js';

export const MRSDS = [
  { value: 1, label: 'МРСД-1' },
  { value: 2, label: 'МРСД-2' },
  { value: 3, label: 'МРСД-3' },
  { value: 4, label: 'МРСД-4' },
  { value: 5, label: 'МРСД-5' },
  { value: 6, label: 'МРСД-6' },
  { value: 7, label: 'МРСД-7' },
  { value: 8, label: 'МРСД-8' },
  { value: 9, label: 'МРСД-9' },
  { value: 10, label: 'МРСД-10' },
  { value: 11, label: 'МРСД-11' },
  { value: 12, label: 'МРСД-12' },
  { value: 13, label: 'МРСД-13' },
  { value: 14, label: 'МРСД-14' },
  { value: 15, label: 'МРСД-15' },
  { value: 16, label: 'МРСД-16' },
  { value: 17, label: 'МРСД-17' },
  { value: 18, label: 'МРСД-18' },
  { value: 19, label: 'МРСД-19' },
  { value: 20, label: 'МРСД-20' },
  { value: 21, label: 'МРСД-21' },
  { value: 22, label: 'МРСД-22' },
  { value: 23, label: 'МРСД-23' },
  { value: 24, label: 'МРСД-24' },
  { value: 25, label: 'МРСД-25' },
  { value: 26, label: 'МРСД-26' },
  { value: 27, label: 'МРСД-27' },
  { value: 28, label: 'МРСД-28' },
  { value: 29, label: 'МРСД-29' },
  { value: 30, label: 'МРСД-30' },
  { value: 31, label: 'МРСД-31' },
  { value: 32, label: 'МРСД-32' },
  { value: 33, label: 'МРСД-33' },
  { value: 34, label: 'МРСД-34' },
  { value: 35, label: 'МРСД-35' },
  { value: 36, label: 'МРСД-36' },
  { value: 37, label: 'МРСД-37' },
] as const satisfies readonly Option<number>[];

export type MrsdNumber = (typeof MRSDS)[number]['value'];
