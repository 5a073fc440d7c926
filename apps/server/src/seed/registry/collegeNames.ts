/**
 * Names for demo colleges: real Moscow colleges first (as their charters name them), then, when a
 * larger demo needs more, names built from the parts Moscow college names are made of, each part
 * carrying the industries such a college teaches.
 */
import type { Industry } from '@abitura/contracts/vocabulary';

export interface CollegeName {
  readonly name: string;
  readonly shortName: string;
  /** What it mostly teaches: its programmes are drawn from these industries first. */
  readonly industries: readonly Industry[];
}

export const REAL_COLLEGES: readonly CollegeName[] = [
  { name: 'ГБПОУ «Колледж связи № 54» имени П. М. Вострухина', shortName: 'Колледж связи № 54', industries: ['it'] },
  { name: 'ГБПОУ «Московский колледж управления, гостиничного бизнеса и информационных технологий «Царицыно»»', shortName: 'МКУГБиИТ «Царицыно»', industries: ['hospitality', 'it', 'finance_trade'] },
  { name: 'ГБПОУ «Политехнический колледж им. Н. Н. Годовикова»', shortName: 'ПК им. Н. Н. Годовикова', industries: ['industry', 'it'] },
  { name: 'ГБПОУ «Колледж современных технологий имени Героя Советского Союза М. Ф. Панькова»', shortName: 'КСТ им. М. Ф. Панькова', industries: ['industry', 'transport'] },
  { name: 'ГБПОУ «Колледж архитектуры, дизайна и реинжиниринга № 26»', shortName: 'КАДР № 26', industries: ['construction', 'creative'] },
  { name: 'ГБПОУ «Московский государственный колледж электромеханики и информационных технологий»', shortName: 'МГКЭИТ', industries: ['industry', 'it'] },
  { name: 'ГБПОУ «Первый Московский образовательный комплекс»', shortName: 'ПМОК', industries: ['creative', 'hospitality', 'it'] },
  { name: 'ГБПОУ «Колледж малого бизнеса № 4»', shortName: 'КМБ № 4', industries: ['finance_trade', 'it'] },
  { name: 'ГБПОУ «Технологический колледж № 21»', shortName: 'ТК № 21', industries: ['industry', 'construction'] },
  { name: 'ГБПОУ «Колледж полиции»', shortName: 'Колледж полиции', industries: ['security_law'] },
  { name: 'ГБПОУ «Московский образовательный комплекс имени Виктора Талалихина»', shortName: 'МОК им. В. Талалихина', industries: ['hospitality', 'industry'] },
  { name: 'ГБПОУ «Колледж автомобильного транспорта № 9»', shortName: 'КАТ № 9', industries: ['transport'] },
  { name: 'ГБПОУ «Колледж «Царицыно»»', shortName: 'Колледж «Царицыно»', industries: ['it', 'education_social', 'finance_trade'] },
  { name: 'ГБПОУ «Политехнический колледж № 8 имени дважды Героя Советского Союза И. Ф. Павлова»', shortName: 'ПК № 8 им. И. Ф. Павлова', industries: ['industry', 'transport'] },
  { name: 'ГБПОУ «Московский колледж бизнес-технологий»', shortName: 'МКБТ', industries: ['finance_trade', 'it'] },
  { name: 'ГБПОУ «Колледж предпринимательства № 11»', shortName: 'КП № 11', industries: ['finance_trade', 'hospitality'] },
  { name: 'ГБПОУ «Колледж сферы услуг № 10»', shortName: 'КСУ № 10', industries: ['hospitality'] },
  { name: 'ГБПОУ «Колледж сферы услуг № 3»', shortName: 'КСУ № 3', industries: ['hospitality'] },
  { name: 'ГБПОУ «Колледж сферы услуг № 32»', shortName: 'КСУ № 32', industries: ['hospitality', 'creative'] },
  { name: 'ГБПОУ «Колледж Архитектуры и Строительства № 7»', shortName: 'КАС № 7', industries: ['construction'] },
  { name: 'ГБПОУ «Московский промышленно-экономический колледж»', shortName: 'МПЭК', industries: ['industry', 'finance_trade'] },
  { name: 'ГБПОУ «Колледж градостроительства, транспорта и технологий № 41»', shortName: 'КГТиТ № 41', industries: ['construction', 'transport'] },
  { name: 'ГБПОУ «Колледж железнодорожного и городского транспорта»', shortName: 'КЖГТ', industries: ['transport'] },
  { name: 'ГБПОУ «Педагогический колледж № 15»', shortName: 'ПК № 15', industries: ['education_social'] },
  { name: 'ГБПОУ «Педагогический колледж № 18 Митино»', shortName: 'ПК № 18 Митино', industries: ['education_social'] },
  { name: 'ГБПОУ «Колледж индустрии гостеприимства и менеджмента № 23»', shortName: 'КИГМ № 23', industries: ['hospitality'] },
  { name: 'ГБПОУ «Колледж декоративно-прикладного искусства имени Карла Фаберже»', shortName: 'КДПИ им. К. Фаберже', industries: ['creative'] },
  { name: 'ГБПОУ «Технологический колледж № 24»', shortName: 'ТК № 24', industries: ['hospitality', 'industry'] },
  { name: 'ГБПОУ «Колледж «Империя Красоты»»', shortName: 'Колледж «Империя Красоты»', industries: ['hospitality'] },
  { name: 'ГБПОУ «Московский колледж транспорта»', shortName: 'МКТ', industries: ['transport'] },
  { name: 'ГБПОУ «Политехнический колледж № 50 имени дважды Героя Социалистического Труда Н. А. Злобина»', shortName: 'ПК № 50 им. Н. А. Злобина', industries: ['construction', 'industry'] },
  { name: 'ГБПОУ «Колледж по подготовке социальных работников»', shortName: 'КПСР', industries: ['education_social'] },
  { name: 'ГБПОУ ДЗМ «Медицинский колледж № 1»', shortName: 'МК № 1', industries: ['healthcare'] },
  { name: 'ГБПОУ ДЗМ «Медицинский колледж № 2»', shortName: 'МК № 2', industries: ['healthcare'] },
  { name: 'ГБПОУ ДЗМ «Медицинский колледж № 5»', shortName: 'МК № 5', industries: ['healthcare'] },
  { name: 'ГБПОУ ДЗМ «Медицинский колледж № 6»', shortName: 'МК № 6', industries: ['healthcare'] },
  { name: 'ГБПОУ ДЗМ «Медицинский колледж № 7»', shortName: 'МК № 7', industries: ['healthcare'] },
  { name: 'ГБПОУ «Московский государственный образовательный комплекс»', shortName: 'МГОК', industries: ['creative', 'it', 'hospitality'] },
  { name: 'ГБПОУ «Московский колледж архитектуры и градостроительства»', shortName: 'МКАГ', industries: ['construction'] },
  { name: 'ГБПОУ «Колледж легкой промышленности № 5»', shortName: 'КЛП № 5', industries: ['creative'] },
  { name: 'ГБПОУ «Колледж гостиничного и ресторанного сервиса «Сокольники»»', shortName: 'КГиРС «Сокольники»', industries: ['hospitality'] },
  { name: 'ГБПОУ «Колледж малого бизнеса № 48»', shortName: 'КМБ № 48', industries: ['finance_trade', 'hospitality'] },
  { name: 'ГБПОУ «Московский автомобильно-дорожный колледж им. А. А. Николаева»', shortName: 'МАДК им. А. А. Николаева', industries: ['transport', 'construction'] },
  { name: 'ГБПОУ «Столичный колледж индустрии сервиса и гостеприимства»', shortName: 'СКИСиГ', industries: ['hospitality'] },
  { name: 'ГБПОУ «Колледж музыкально-театрального искусства имени Г. П. Вишневской»', shortName: 'КМТИ им. Г. П. Вишневской', industries: ['creative'] },
  { name: 'ГБПОУ «Московский государственный колледж музыкального исполнительства имени Ф. Шопена»', shortName: 'МГКМИ им. Ф. Шопена', industries: ['creative'] },
  { name: 'ГБПОУ «Пищевой колледж № 33»', shortName: 'ПК № 33', industries: ['hospitality', 'industry'] },
  { name: 'ГБПОУ «Спортивно-педагогический колледж» Департамента спорта города Москвы', shortName: 'СПК', industries: ['education_social'] },
];

/** The kinds of college a generated name starts with, and what such a college teaches. */
export const COLLEGE_NAME_PARTS: ReadonlyArray<{ readonly kind: string; readonly initials: string; readonly industries: readonly Industry[] }> = [
  { kind: 'Колледж сферы услуг', initials: 'КСУ', industries: ['hospitality'] },
  { kind: 'Политехнический колледж', initials: 'ПК', industries: ['industry', 'it'] },
  { kind: 'Технологический колледж', initials: 'ТК', industries: ['industry', 'hospitality'] },
  { kind: 'Колледж автомобильного транспорта', initials: 'КАТ', industries: ['transport'] },
  { kind: 'Колледж малого бизнеса', initials: 'КМБ', industries: ['finance_trade'] },
  { kind: 'Колледж предпринимательства', initials: 'КП', industries: ['finance_trade', 'it'] },
  { kind: 'Строительный колледж', initials: 'СК', industries: ['construction'] },
  { kind: 'Педагогический колледж', initials: 'ПедК', industries: ['education_social'] },
  { kind: 'Медицинский колледж', initials: 'МК', industries: ['healthcare'] },
  { kind: 'Колледж информационных технологий', initials: 'КИТ', industries: ['it'] },
  { kind: 'Колледж индустрии гостеприимства', initials: 'КИГ', industries: ['hospitality', 'creative'] },
  { kind: 'Колледж градостроительства и транспорта', initials: 'КГиТ', industries: ['construction', 'transport'] },
  { kind: 'Колледж дизайна и медиаиндустрии', initials: 'КДиМ', industries: ['creative', 'it'] },
  { kind: 'Колледж связи', initials: 'КС', industries: ['it'] },
  { kind: 'Колледж права и безопасности', initials: 'КПиБ', industries: ['security_law'] },
];

/** People Moscow colleges are named after. */
export const COLLEGE_HONOREES: readonly string[] = [
  'имени А. С. Попова',
  'имени С. П. Королёва',
  'имени Ю. А. Гагарина',
  'имени В. Г. Шухова',
  'имени К. Э. Циолковского',
  'имени И. В. Курчатова',
  'имени Д. И. Менделеева',
  'имени Н. И. Пирогова',
  'имени К. Д. Ушинского',
  'имени А. Н. Туполева',
];
