/**
 * How an applicant heard about the colleges. Two lists exist because two surfaces ask: the call
 * centre records a detailed source, the public questionnaire offers seven broad options.
 */
import type { Option } from './types.js';

/** The call centre's detailed answers; `no_answer` keeps refusals apart from missing data. */
export const INFORMATION_SOURCES = [
  { value: 'tv', label: 'Телевидение' },
  { value: 'metro', label: 'Реклама в метро' },
  { value: 'banners', label: 'Уличные баннеры' },
  { value: 'social_ads', label: 'Реклама в социальных сетях' },
  { value: 'other_ads', label: 'Другая реклама' },
  { value: 'from_college', label: 'От колледжа' },
  { value: 'proftests', label: 'Профтестирование' },
  { value: 'school', label: 'Рассказали в школе' },
  { value: 'open_days', label: 'Дни открытых дверей' },
  { value: 'acquaintances', label: 'Знакомые и родственники' },
  { value: 'testing', label: 'Тестирование' },
  { value: 'event_other', label: 'Мероприятие' },
  { value: 'event_fest', label: 'Фестиваль' },
  { value: 'event_forum', label: 'Форум' },
  { value: 'no_answer', label: 'Затрудняется ответить' },
] as const satisfies readonly Option<string>[];

export type InformationSource = (typeof INFORMATION_SOURCES)[number]['value'];

/** The questionnaire's options 1–7. */
export const INFORMATION_SOURCE_OPTIONS = [
  { value: 1, label: 'В школе' },
  { value: 2, label: 'На сайте или в социальных сетях колледжа' },
  { value: 3, label: 'Из рекламы (ТВ, метро, улица, интернет)' },
  { value: 4, label: 'От родителей, друзей или знакомых' },
  { value: 5, label: 'На дне открытых дверей или мероприятии' },
  { value: 6, label: 'На профтестировании' },
  { value: 7, label: 'Другое' },
] as const satisfies readonly Option<number>[];

export type InformationSourceOption = (typeof INFORMATION_SOURCE_OPTIONS)[number]['value'];
