import type { Random } from './prng.js';

/**
 * Russian names for demo data, with the grammatical gender carried through: a woman is Иванова
 * Анна Сергеевна, a man Иванов Сергей Петрович. Surnames are stored in the masculine form and
 * feminized by rule; patronymics are stored with the father's name because they do not follow
 * one rule (Илья -> Ильич, Ильинична; Лев -> Львович).
 */
export type Gender = 'male' | 'female';

export interface RussianName {
  readonly gender: Gender;
  readonly surname: string;
  readonly firstName: string;
  readonly patronymic: string;
}

/** Masculine surnames: -ов/-ев/-ин declined for women, -ский/-цкий/-ой too, -енко/-ых never. */
export const SURNAMES: readonly string[] = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьёв', 'Борисов', 'Яковлев', 'Григорьев',
  'Романов', 'Воробьёв', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королёв', 'Гусев', 'Киселёв',
  'Ильин', 'Максимов', 'Поляков', 'Сорокин', 'Виноградов', 'Ковалёв', 'Белов', 'Медведев', 'Антонов', 'Тарасов',
  'Жуков', 'Баранов', 'Филиппов', 'Комаров', 'Давыдов', 'Беляев', 'Герасимов', 'Богданов', 'Осипов', 'Сидоров',
  'Матвеев', 'Титов', 'Марков', 'Миронов', 'Крылов', 'Куликов', 'Карпов', 'Власов', 'Мельников', 'Денисов',
  'Гаврилов', 'Тихонов', 'Казаков', 'Афанасьев', 'Данилов', 'Савельев', 'Тимофеев', 'Фомин', 'Чернов', 'Абрамов',
  'Мартынов', 'Ефимов', 'Федотов', 'Щербаков', 'Назаров', 'Калинин', 'Исаев', 'Чернышёв', 'Быков', 'Маслов',
  'Родионов', 'Коновалов', 'Лазарев', 'Воронин', 'Климов', 'Филатов', 'Пономарёв', 'Голубев', 'Кудрявцев', 'Прохоров',
  'Наумов', 'Потапов', 'Журавлёв', 'Овчинников', 'Трофимов', 'Леонов', 'Соболев', 'Ермаков', 'Колесников', 'Гончаров',
  'Емельянов', 'Никифоров', 'Грачёв', 'Котов', 'Гришин', 'Ефремов', 'Архипов', 'Громов', 'Кириллов', 'Малышев',
  'Панов', 'Моисеев', 'Румянцев', 'Акимов', 'Кондратьев', 'Бирюков', 'Горбунов', 'Анисимов', 'Ерёмин', 'Тихомиров',
  'Галкин', 'Лукьянов', 'Михеев', 'Скворцов', 'Юдин', 'Белоусов', 'Нестеров', 'Симонов', 'Прокофьев', 'Харитонов',
  'Князев', 'Цветков', 'Левин', 'Митрофанов', 'Воронов', 'Аксёнов', 'Мальцев', 'Логинов', 'Горшков', 'Савин',
  'Краснов', 'Майоров', 'Демидов', 'Елисеев', 'Рыбаков', 'Сафонов', 'Плотников', 'Дёмин', 'Хохлов', 'Жданов',
  'Островский', 'Вишневский', 'Покровский', 'Успенский', 'Добровольский', 'Троицкий', 'Высоцкий', 'Толстой', 'Донской',
  'Шевченко', 'Бондаренко', 'Литвиненко', 'Черных', 'Седых', 'Белых',
];

/** Men's names with the patronymics they give a son and a daughter. */
export const MALE_NAMES: ReadonlyArray<{ readonly name: string; readonly son: string; readonly daughter: string }> = [
  { name: 'Александр', son: 'Александрович', daughter: 'Александровна' },
  { name: 'Алексей', son: 'Алексеевич', daughter: 'Алексеевна' },
  { name: 'Анатолий', son: 'Анатольевич', daughter: 'Анатольевна' },
  { name: 'Андрей', son: 'Андреевич', daughter: 'Андреевна' },
  { name: 'Антон', son: 'Антонович', daughter: 'Антоновна' },
  { name: 'Аркадий', son: 'Аркадьевич', daughter: 'Аркадьевна' },
  { name: 'Артём', son: 'Артёмович', daughter: 'Артёмовна' },
  { name: 'Борис', son: 'Борисович', daughter: 'Борисовна' },
  { name: 'Вадим', son: 'Вадимович', daughter: 'Вадимовна' },
  { name: 'Валерий', son: 'Валерьевич', daughter: 'Валерьевна' },
  { name: 'Василий', son: 'Васильевич', daughter: 'Васильевна' },
  { name: 'Виктор', son: 'Викторович', daughter: 'Викторовна' },
  { name: 'Виталий', son: 'Витальевич', daughter: 'Витальевна' },
  { name: 'Владимир', son: 'Владимирович', daughter: 'Владимировна' },
  { name: 'Вячеслав', son: 'Вячеславович', daughter: 'Вячеславовна' },
  { name: 'Геннадий', son: 'Геннадьевич', daughter: 'Геннадьевна' },
  { name: 'Георгий', son: 'Георгиевич', daughter: 'Георгиевна' },
  { name: 'Глеб', son: 'Глебович', daughter: 'Глебовна' },
  { name: 'Григорий', son: 'Григорьевич', daughter: 'Григорьевна' },
  { name: 'Денис', son: 'Денисович', daughter: 'Денисовна' },
  { name: 'Дмитрий', son: 'Дмитриевич', daughter: 'Дмитриевна' },
  { name: 'Евгений', son: 'Евгеньевич', daughter: 'Евгеньевна' },
  { name: 'Егор', son: 'Егорович', daughter: 'Егоровна' },
  { name: 'Иван', son: 'Иванович', daughter: 'Ивановна' },
  { name: 'Игорь', son: 'Игоревич', daughter: 'Игоревна' },
  { name: 'Илья', son: 'Ильич', daughter: 'Ильинична' },
  { name: 'Кирилл', son: 'Кириллович', daughter: 'Кирилловна' },
  { name: 'Константин', son: 'Константинович', daughter: 'Константиновна' },
  { name: 'Лев', son: 'Львович', daughter: 'Львовна' },
  { name: 'Леонид', son: 'Леонидович', daughter: 'Леонидовна' },
  { name: 'Максим', son: 'Максимович', daughter: 'Максимовна' },
  { name: 'Матвей', son: 'Матвеевич', daughter: 'Матвеевна' },
  { name: 'Михаил', son: 'Михайлович', daughter: 'Михайловна' },
  { name: 'Никита', son: 'Никитич', daughter: 'Никитична' },
  { name: 'Николай', son: 'Николаевич', daughter: 'Николаевна' },
  { name: 'Олег', son: 'Олегович', daughter: 'Олеговна' },
  { name: 'Павел', son: 'Павлович', daughter: 'Павловна' },
  { name: 'Пётр', son: 'Петрович', daughter: 'Петровна' },
  { name: 'Роман', son: 'Романович', daughter: 'Романовна' },
  { name: 'Руслан', son: 'Русланович', daughter: 'Руслановна' },
  { name: 'Семён', son: 'Семёнович', daughter: 'Семёновна' },
  { name: 'Сергей', son: 'Сергеевич', daughter: 'Сергеевна' },
  { name: 'Станислав', son: 'Станиславович', daughter: 'Станиславовна' },
  { name: 'Степан', son: 'Степанович', daughter: 'Степановна' },
  { name: 'Тимофей', son: 'Тимофеевич', daughter: 'Тимофеевна' },
  { name: 'Фёдор', son: 'Фёдорович', daughter: 'Фёдоровна' },
  { name: 'Эдуард', son: 'Эдуардович', daughter: 'Эдуардовна' },
  { name: 'Юрий', son: 'Юрьевич', daughter: 'Юрьевна' },
  { name: 'Яков', son: 'Яковлевич', daughter: 'Яковлевна' },
  { name: 'Ярослав', son: 'Ярославович', daughter: 'Ярославовна' },
];

export const FEMALE_NAMES: readonly string[] = [
  'Александра', 'Алёна', 'Алина', 'Алла', 'Анастасия', 'Анна', 'Арина', 'Валентина', 'Валерия', 'Варвара',
  'Вера', 'Вероника', 'Виктория', 'Галина', 'Дарья', 'Диана', 'Евгения', 'Екатерина', 'Елена', 'Елизавета',
  'Жанна', 'Зоя', 'Ирина', 'Карина', 'Кристина', 'Ксения', 'Лариса', 'Лидия', 'Любовь', 'Людмила',
  'Маргарита', 'Марина', 'Мария', 'Надежда', 'Наталья', 'Нина', 'Оксана', 'Ольга', 'Полина', 'Светлана',
  'Софья', 'Тамара', 'Татьяна', 'Ульяна', 'Юлия', 'Яна',
];

/** The surname a woman of the family bears: Иванов -> Иванова, Островский -> Островская. */
export function feminineSurname(masculine: string): string {
  if (/(ск|цк)ий$/.test(masculine)) return `${masculine.slice(0, -2)}ая`;
  if (/ой$/.test(masculine)) return `${masculine.slice(0, -2)}ая`;
  if (/(ов|ев|ёв|ин|ын)$/.test(masculine)) return `${masculine}а`;
  return masculine; // Шевченко, Черных: the same for everyone
}

export function surnameFor(masculine: string, gender: Gender): string {
  return gender === 'female' ? feminineSurname(masculine) : masculine;
}

/** A random name of the given gender: surname, first name, patronymic from a random father. */
export function randomRussianName(random: Random, gender: Gender): RussianName {
  const father = random.pick(MALE_NAMES);
  const surname = surnameFor(random.pick(SURNAMES), gender);
  if (gender === 'female') return { gender, surname, firstName: random.pick(FEMALE_NAMES), patronymic: father.daughter };
  // A son is rarely named after his father (Иван Иванович is real, but reads like a placeholder).
  let own = random.pick(MALE_NAMES);
  if (own.name === father.name) own = random.pick(MALE_NAMES);
  return { gender, surname, firstName: own.name, patronymic: father.son };
}

/** 'Иванова Анна Сергеевна': surname first, as Russian staff lists are written. */
export function fullName(name: RussianName): string {
  return `${name.surname} ${name.firstName} ${name.patronymic}`;
}

/** 'Иванова Анна Сергеевна' back into its parts, or null when it is not three words. */
export function parseFullName(text: string, gender: Gender): RussianName | null {
  const parts = text.split(' ');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  const [surname, firstName, patronymic] = parts as [string, string, string];
  return { gender, surname, firstName, patronymic };
}

/** True when the surname, the first name and the patronymic all have the name's gender. */
export function agreesInGender(name: RussianName): boolean {
  const knownSurname = SURNAMES.some((surname) => surnameFor(surname, name.gender) === name.surname);
  if (name.gender === 'female') {
    return knownSurname && FEMALE_NAMES.includes(name.firstName) && MALE_NAMES.some((father) => father.daughter === name.patronymic);
  }
  return knownSurname && MALE_NAMES.some((entry) => entry.name === name.firstName) && MALE_NAMES.some((father) => father.son === name.patronymic);
}

const LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/**
 * Lowercase Latin for logins and addresses, as Russian organizations usually spell them
 * (Дмитрий -> dmitriy, Журавлёва -> zhuravleva, Юлия -> yuliya). Characters outside the
 * Russian alphabet pass through lowercased.
 */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
}
