/**
 * The city's departments (organizations of type deputy) and Moscow's universities (type higher):
 * real bodies with their real sites, which the registry keeps beside schools and colleges.
 */

export interface CityBody {
  readonly name: string;
  readonly shortName: string;
  readonly website: string;
}

export const DEPARTMENTS: readonly CityBody[] = [
  { name: 'Департамент образования и науки города Москвы', shortName: 'ДОНМ', website: 'https://www.mos.ru/donm/' },
  { name: 'Департамент труда и социальной защиты населения города Москвы', shortName: 'ДТСЗН', website: 'https://www.mos.ru/dtszn/' },
  { name: 'Департамент здравоохранения города Москвы', shortName: 'ДЗМ', website: 'https://www.mos.ru/dzdrav/' },
  { name: 'Департамент культуры города Москвы', shortName: 'ДКМ', website: 'https://www.mos.ru/kultura/' },
  { name: 'Департамент спорта города Москвы', shortName: 'Москомспорт', website: 'https://www.mos.ru/moskomsport/' },
  { name: 'Департамент предпринимательства и инновационного развития города Москвы', shortName: 'ДПиИР', website: 'https://www.mos.ru/dpir/' },
  { name: 'Департамент информационных технологий города Москвы', shortName: 'ДИТ', website: 'https://www.mos.ru/dit/' },
  { name: 'Департамент транспорта и развития дорожно-транспортной инфраструктуры города Москвы', shortName: 'Дептранс', website: 'https://www.mos.ru/dt/' },
  { name: 'Департамент экономической политики и развития города Москвы', shortName: 'ДЭПиР', website: 'https://www.mos.ru/depr/' },
  { name: 'Департамент строительства города Москвы', shortName: 'ДС', website: 'https://www.mos.ru/dgs/' },
];

export const UNIVERSITIES: readonly CityBody[] = [
  { name: 'Московский государственный университет имени М. В. Ломоносова', shortName: 'МГУ', website: 'https://msu.ru' },
  { name: 'Московский государственный технический университет имени Н. Э. Баумана', shortName: 'МГТУ им. Н. Э. Баумана', website: 'https://bmstu.ru' },
  { name: 'Национальный исследовательский университет «Высшая школа экономики»', shortName: 'НИУ ВШЭ', website: 'https://www.hse.ru' },
  { name: 'Московский физико-технический институт (национальный исследовательский университет)', shortName: 'МФТИ', website: 'https://mipt.ru' },
  { name: 'Национальный исследовательский технологический университет «МИСИС»', shortName: 'НИТУ МИСИС', website: 'https://misis.ru' },
  { name: 'Национальный исследовательский ядерный университет «МИФИ»', shortName: 'НИЯУ МИФИ', website: 'https://mephi.ru' },
  { name: 'Российский экономический университет имени Г. В. Плеханова', shortName: 'РЭУ им. Г. В. Плеханова', website: 'https://www.rea.ru' },
  { name: 'Финансовый университет при Правительстве Российской Федерации', shortName: 'Финансовый университет', website: 'https://www.fa.ru' },
  { name: 'Российский университет дружбы народов имени Патриса Лумумбы', shortName: 'РУДН', website: 'https://www.rudn.ru' },
  { name: 'Московский государственный институт международных отношений МИД России', shortName: 'МГИМО', website: 'https://mgimo.ru' },
  { name: 'Московский педагогический государственный университет', shortName: 'МПГУ', website: 'https://mpgu.su' },
  { name: 'Московский городской педагогический университет', shortName: 'МГПУ', website: 'https://www.mgpu.ru' },
  { name: 'Московский политехнический университет', shortName: 'Московский Политех', website: 'https://mospolytech.ru' },
  { name: 'МИРЭА — Российский технологический университет', shortName: 'РТУ МИРЭА', website: 'https://www.mirea.ru' },
  { name: 'Московский авиационный институт (национальный исследовательский университет)', shortName: 'МАИ', website: 'https://mai.ru' },
  { name: 'Национальный исследовательский университет «МЭИ»', shortName: 'НИУ «МЭИ»', website: 'https://mpei.ru' },
  { name: 'Российская академия народного хозяйства и государственной службы при Президенте Российской Федерации', shortName: 'РАНХиГС', website: 'https://www.ranepa.ru' },
  { name: 'Российский государственный гуманитарный университет', shortName: 'РГГУ', website: 'https://www.rsuh.ru' },
  { name: 'Первый Московский государственный медицинский университет имени И. М. Сеченова', shortName: 'Сеченовский университет', website: 'https://www.sechenov.ru' },
  { name: 'Российский национальный исследовательский медицинский университет имени Н. И. Пирогова', shortName: 'РНИМУ им. Н. И. Пирогова', website: 'https://rsmu.ru' },
  { name: 'Национальный исследовательский Московский государственный строительный университет', shortName: 'НИУ МГСУ', website: 'https://mgsu.ru' },
  { name: 'Московский автомобильно-дорожный государственный технический университет (МАДИ)', shortName: 'МАДИ', website: 'https://www.madi.ru' },
  { name: 'Российский университет транспорта', shortName: 'РУТ (МИИТ)', website: 'https://www.miit.ru' },
  { name: 'Московский государственный юридический университет имени О. Е. Кутафина (МГЮА)', shortName: 'МГЮА', website: 'https://msal.ru' },
  { name: 'Государственный университет управления', shortName: 'ГУУ', website: 'https://guu.ru' },
  { name: 'Московский государственный лингвистический университет', shortName: 'МГЛУ', website: 'https://www.linguanet.ru' },
  { name: 'Российский химико-технологический университет имени Д. И. Менделеева', shortName: 'РХТУ им. Д. И. Менделеева', website: 'https://www.muctr.ru' },
  { name: 'Российский государственный университет нефти и газа (НИУ) имени И. М. Губкина', shortName: 'РГУ нефти и газа им. И. М. Губкина', website: 'https://www.gubkin.ru' },
  { name: 'Московский государственный психолого-педагогический университет', shortName: 'МГППУ', website: 'https://mgppu.ru' },
  { name: 'Московский государственный технологический университет «СТАНКИН»', shortName: 'МГТУ «СТАНКИН»', website: 'https://stankin.ru' },
  { name: 'Российский государственный университет имени А. Н. Косыгина (Технологии. Дизайн. Искусство)', shortName: 'РГУ им. А. Н. Косыгина', website: 'https://rguk.ru' },
  { name: 'Московский городской университет управления Правительства Москвы имени Ю. М. Лужкова', shortName: 'МГУУ', website: 'https://mguu.ru' },
];
