/**
 * Moscow's administrative okrugs. The codes are Latin transliterations so they survive URLs,
 * cookies and CSV exports unchanged; `short` is the abbreviation staff actually read.
 */

export interface DistrictEntry {
  readonly code: string;
  /** The abbreviation used on forms and in filters, e.g. ЦАО. */
  readonly short: string;
  readonly label: string;
}

/** The 12 administrative okrugs of Moscow ("12 Moscow administrative districts with short names"). */
export const DISTRICTS = [
  { code: 'CAO', short: 'ЦАО', label: 'Центральный административный округ' },
  { code: 'SAO', short: 'САО', label: 'Северный административный округ' },
  { code: 'SVAO', short: 'СВАО', label: 'Северо-Восточный административный округ' },
  { code: 'VAO', short: 'ВАО', label: 'Восточный административный округ' },
  { code: 'UVAO', short: 'ЮВАО', label: 'Юго-Восточный административный округ' },
  { code: 'UAO', short: 'ЮАО', label: 'Южный административный округ' },
  { code: 'UZAO', short: 'ЮЗАО', label: 'Юго-Западный административный округ' },
  { code: 'ZAO', short: 'ЗАО', label: 'Западный административный округ' },
  { code: 'SZAO', short: 'СЗАО', label: 'Северо-Западный административный округ' },
  { code: 'ZelAO', short: 'ЗелАО', label: 'Зеленоградский административный округ' },
  { code: 'NAO', short: 'НАО', label: 'Новомосковский административный округ' },
  { code: 'TAO', short: 'ТАО', label: 'Троицкий административный округ' },
] as const satisfies readonly DistrictEntry[];

export type DistrictCode = (typeof DISTRICTS)[number]['code'];

/**
 * The entry for applicants who live outside Moscow. Moscow has 12 okrugs, yet the okrug filter
 * offers 13 choices: colleges also admit applicants from the Moscow region and other regions, and
 * staff need to pick them out. One catch-all entry (rather than "Московская область" alone) keeps
 * every non-Moscow applicant reachable; the exact region lives in the applicant's region code.
 */
export const OUTSIDE_MOSCOW = {
  code: 'OUT',
  short: 'Не Москва',
  label: 'За пределами Москвы (Московская область и другие регионы)',
} as const satisfies DistrictEntry;

/** The 13 choices of the okrug filter: the 12 okrugs, then applicants from outside Moscow. */
export const OKRUGS = [...DISTRICTS, OUTSIDE_MOSCOW] as const satisfies readonly DistrictEntry[];

export type OkrugCode = (typeof OKRUGS)[number]['code'];
