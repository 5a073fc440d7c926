/**
 * The demo registry's organizations, decided by the generator alone: about 600 schools and 140
 * colleges per unit of size (each college with 2–6 buildings), the city's departments and
 * universities (real bodies, so they do not multiply with the size), each with its buildings and,
 * for schools and colleges, one to three responsible contacts.
 */
import type { Industry } from '@abitura/contracts/vocabulary';
import type { organizationBuildings, organizationResponsibles, organizations } from '../../db/schema/index.js';
import type { Random } from '../prng.js';
import { fullName, randomRussianName, transliterate } from '../russianNames.js';
import { DEPARTMENTS, UNIVERSITIES, type CityBody } from './cityBodies.js';
import { COLLEGE_HONOREES, COLLEGE_NAME_PARTS, REAL_COLLEGES, type CollegeName } from './collegeNames.js';
import { cityPhone, mobilePhone, moscowInn, nearestMetro, pickWeighted, randomMrsd, randomOkrug, randomPlace, registryCodes, type Place } from './places.js';

/** Schools and colleges per unit of demo size (ABITURA_DEMO_SIZE). */
export const SCHOOLS_PER_SIZE = 600;
export const COLLEGES_PER_SIZE = 140;

/** A staff member who may have entered a contact. */
export interface StaffMember {
  readonly id: number;
  readonly fullName: string;
}

export type OrganizationRow = Omit<typeof organizations.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'> & { organizationId: string };
export type BuildingRow = Omit<typeof organizationBuildings.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type ResponsibleRow = Omit<typeof organizationResponsibles.$inferInsert, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>;

export interface OrganizationPlan {
  readonly row: OrganizationRow;
  readonly buildings: readonly BuildingRow[];
  readonly responsibles: readonly ResponsibleRow[];
  /** What a college mostly teaches; empty for the others. */
  readonly industries: readonly Industry[];
}

const SCHOOL_KINDS: ReadonlyArray<readonly [string, number]> = [
  ['Школа', 82],
  ['Лицей', 8],
  ['Гимназия', 7],
  ['Кадетская школа', 3],
];

const SCHOOL_POSITIONS = ['Заместитель директора по УВР', 'Советник директора по воспитанию', 'Педагог-психолог', 'Классный руководитель 9-х классов', 'Ответственный за профориентацию'];
const COLLEGE_POSITIONS = ['Ответственный секретарь приёмной комиссии', 'Заместитель директора по профориентации', 'Руководитель центра карьеры', 'Методист', 'Заместитель директора по УВР'];
const ACTIVITIES = ['Профориентация', 'Приём документов', 'Дни открытых дверей', 'Взаимодействие со школами', 'Профессиональные пробы'];
const MAIL_DOMAINS = ['edu.mos.ru', 'mail.ru', 'yandex.ru'];

/** "Иванова А. С.": how staff sign what they entered. */
const shortPersonName = (name: string): string => {
  const [surname, first, patronymic] = name.split(' ');
  return `${surname} ${first?.[0] ?? ''}. ${patronymic?.[0] ?? ''}.`;
};

const slugOf = (text: string): string => transliterate(text).replace(/[^a-z0-9]/g, '').slice(0, 24) || 'org';

/** The buildings of an organization: the first at its own address, most of the rest in its okrug. */
function planBuildings(random: Random, place: Place, count: number, names: { main: string; other: (k: number) => string }): BuildingRow[] {
  const buildings: BuildingRow[] = [];
  for (let k = 1; k <= count; k += 1) {
    const at = k === 1 ? place : randomPlace(random, random.chance(0.75) ? place.okrug : randomOkrug(random));
    buildings.push({ name: k === 1 ? names.main : names.other(k), address: at.address, okrug: at.okrug, district: at.district, metro: nearestMetro(random, at.okrug), isDeleted: false, deletedAt: null });
  }
  return buildings;
}

/**
 * One to three contacts. Some fields are left empty on purpose (the screens show 'нет сведений'
 * for them), but every contact keeps a phone or an e-mail, as the contact form requires.
 */
function planResponsibles(random: Random, positions: readonly string[], shortName: string, staff: readonly StaffMember[]): ResponsibleRow[] {
  return Array.from({ length: random.int(1, 3) }, () => {
    const person = randomRussianName(random, random.chance(0.75) ? 'female' : 'male');
    const operator = staff.length > 0 && random.chance(0.8) ? random.pick(staff) : null;
    const noPhone = random.chance(0.08);
    return {
      fullname: fullName(person),
      position: random.chance(0.95) ? random.pick(positions) : null,
      activity: random.chance(0.9) ? random.pick(ACTIVITIES) : null,
      phone: noPhone ? null : mobilePhone(random),
      email: noPhone || random.chance(0.9) ? `${transliterate(person.firstName)[0]}.${transliterate(person.surname)}@${random.pick(MAIL_DOMAINS)}` : null,
      operatorShortname: operator ? shortPersonName(operator.fullName) : null,
      operatorOrganization: operator ? shortName : null,
      createdBy: operator?.id ?? null,
    };
  });
}

/** Unique numbers from 1 to max, in the order drawn. */
function uniqueNumbers(random: Random, count: number, max: number, taken: ReadonlySet<number> = new Set()): number[] {
  const used = new Set(taken);
  const numbers: number[] = [];
  while (numbers.length < count) {
    const n = random.int(1, max);
    if (used.has(n)) continue;
    used.add(n);
    numbers.push(n);
  }
  return numbers;
}

function planSchools(random: Random, count: number, nextCode: () => string, staff: readonly StaffMember[]): OrganizationPlan[] {
  return uniqueNumbers(random, count, Math.max(2100, count * 4)).map((number) => {
    const kind = pickWeighted(random, SCHOOL_KINDS);
    const place = randomPlace(random);
    const shortName = `${kind} № ${number}`;
    return {
      row: {
        type: 'school',
        name: `ГБОУ «${shortName}»`,
        shortName,
        organizationId: nextCode(),
        address: place.address,
        addressAsur: random.chance(0.7) ? place.addressAsur : null,
        okrug: place.okrug,
        district: place.district,
        mrsd: randomMrsd(random, place.okrug),
        kind: 'school',
        status: !random.chance(0.02),
        inn: moscowInn(random),
        phone: cityPhone(random),
        email: `${number}@edu.mos.ru`,
        website: `https://sch${number}.mskobr.ru`,
        head: fullName(randomRussianName(random, random.chance(0.7) ? 'female' : 'male')),
      },
      buildings: planBuildings(random, place, random.int(1, 4), { main: 'Основное здание', other: (k) => (random.chance(0.3) ? 'Дошкольное отделение' : `Корпус № ${k}`) }),
      responsibles: planResponsibles(random, SCHOOL_POSITIONS, shortName, staff),
      industries: [],
    };
  });
}

/** The real colleges first, then generated ones («Технологический колледж № 63 имени …»). */
function collegeNames(random: Random, count: number): CollegeName[] {
  const names = REAL_COLLEGES.slice(0, count);
  const numbers = uniqueNumbers(random, count - names.length, 60 + count * 2, new Set(Array.from({ length: 59 }, (_, i) => i + 1)));
  for (const number of numbers) {
    const part = random.pick(COLLEGE_NAME_PARTS);
    const honoree = random.chance(0.2) ? ` ${random.pick(COLLEGE_HONOREES)}` : '';
    names.push({ name: `ГБПОУ «${part.kind} № ${number}${honoree}»`, shortName: `${part.initials} № ${number}`, industries: part.industries });
  }
  return names;
}

function planColleges(random: Random, count: number, nextCode: () => string, staff: readonly StaffMember[]): OrganizationPlan[] {
  return collegeNames(random, count).map(({ name, shortName, industries }) => {
    const place = randomPlace(random);
    const slug = slugOf(shortName);
    const buildings = planBuildings(random, place, random.int(2, 6), { main: 'Главный корпус', other: (k) => (random.chance(0.2) ? 'Учебно-производственные мастерские' : `Учебный корпус № ${k}`) });
    // Now and then a building the college gave up, kept as deleted so its history stays readable.
    if (random.chance(0.05)) {
      const gone = randomPlace(random, place.okrug);
      buildings.push({ name: 'Бывший учебный корпус', address: gone.address, okrug: gone.okrug, district: gone.district, metro: nearestMetro(random, gone.okrug), isDeleted: true, deletedAt: new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28))) });
    }
    return {
      row: {
        type: 'college',
        name,
        shortName,
        organizationId: nextCode(),
        address: place.address,
        addressAsur: random.chance(0.7) ? place.addressAsur : null,
        okrug: place.okrug,
        district: place.district,
        mrsd: randomMrsd(random, place.okrug),
        kind: 'college',
        status: !random.chance(0.03),
        inn: moscowInn(random),
        phone: cityPhone(random),
        email: `${slug}@edu.mos.ru`,
        website: `https://${slug}.mskobr.ru`,
        head: fullName(randomRussianName(random, random.chance(0.5) ? 'female' : 'male')),
      },
      buildings,
      responsibles: planResponsibles(random, COLLEGE_POSITIONS, shortName, staff),
      industries,
    };
  });
}

function planBodies(random: Random, bodies: readonly CityBody[], type: 'deputy' | 'higher', nextCode: () => string): OrganizationPlan[] {
  return bodies.map(({ name, shortName, website }) => {
    // Departments sit in the centre; universities anywhere in the city.
    const place = randomPlace(random, type === 'deputy' ? 'CAO' : randomOkrug(random));
    const host = new URL(website).hostname.replace(/^www\./, '');
    return {
      row: {
        type,
        name,
        shortName,
        organizationId: nextCode(),
        address: place.address,
        addressAsur: null,
        okrug: place.okrug,
        district: place.district,
        mrsd: null,
        kind: type === 'higher' ? 'vuz' : 'other_org',
        status: true,
        inn: moscowInn(random),
        phone: cityPhone(random),
        email: type === 'higher' ? `info@${host}` : `${slugOf(shortName)}@mos.ru`,
        website,
        head: fullName(randomRussianName(random, random.chance(0.3) ? 'female' : 'male')),
      },
      buildings: planBuildings(random, place, type === 'higher' ? random.int(1, 3) : 1, { main: type === 'higher' ? 'Главный учебный корпус' : 'Административное здание', other: (k) => `Учебный корпус № ${k}` }),
      responsibles: [],
      industries: [],
    };
  });
}

/** Every organization of the demo registry, in insertion order: departments, universities, colleges, schools. */
export function planOrganizations(random: Random, size: number, staff: readonly StaffMember[] = []): OrganizationPlan[] {
  const nextCode = registryCodes(random.fork('codes'));
  return [
    ...planBodies(random.fork('departments'), DEPARTMENTS, 'deputy', nextCode),
    ...planBodies(random.fork('universities'), UNIVERSITIES, 'higher', nextCode),
    ...planColleges(random.fork('colleges'), COLLEGES_PER_SIZE * size, nextCode, staff),
    ...planSchools(random.fork('schools'), SCHOOLS_PER_SIZE * size, nextCode, staff),
  ];
}
