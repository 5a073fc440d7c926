/**
 * Who a demo applicant is and where they live: a Russian name agreeing in gender, a grade and
 * graduation year with the birth date they imply, one or two mobile phones, an e-mail for about
 * half, a СНИЛС for most, and a home near their school (or outside Moscow for a few), with the
 * nearest metro stations.
 */
import { DISTRICTS, OUTSIDE_MOSCOW, RAYONS_BY_OKRUG, type DistrictCode } from '@abitura/contracts/vocabulary';
import type { Random } from '../prng.js';
import { randomRussianName, transliterate, type RussianName } from '../russianNames.js';
import { METRO_BY_OKRUG } from '../registry/moscowStreets.js';
import { mobilePhone, nearestMetro, randomOkrug } from '../registry/places.js';
import { birthDateFor, planCohort, type Cohort } from './cohorts.js';
import { randomSnils } from './snils.js';

/** A school of the registry, as the applicants' planner needs it. */
export interface ApplicantSchool {
  readonly id: number;
  readonly okrug: string | null;
  readonly district: string | null;
}

export interface PersonPlan {
  readonly name: RussianName;
  readonly cohort: Cohort;
  readonly birthDate: string;
  readonly phones: readonly string[];
  readonly email: string | null;
  readonly idNumber: string | null;
  readonly school: ApplicantSchool;
  /** An okrug code, or OUTSIDE_MOSCOW's for applicants from the region. */
  readonly okrug: string;
  readonly district: string;
  readonly metro: readonly string[];
  readonly outsideMoscow: boolean;
}

export const OUTSIDE_MOSCOW_SHARE = 0.08;
export const EMAIL_SHARE = 0.5;
export const SNILS_SHARE = 0.7;
export const SECOND_PHONE_SHARE = 0.35;

/** Towns of the region whose teenagers study in Moscow or apply to its colleges. */
const REGION_TOWNS = [
  'Московская область, г. Химки', 'Московская область, г. Красногорск', 'Московская область, г. Люберцы',
  'Московская область, г. Балашиха', 'Московская область, г. Мытищи', 'Московская область, г. Одинцово',
  'Московская область, г. Подольск', 'Московская область, г. Реутов', 'Московская область, г. Долгопрудный',
  'Московская область, г. Видное', 'Московская область, г. Королёв', 'Тульская область, г. Тула', 'Калужская область, г. Обнинск',
];

/** Where okrugs without a metro of their own commute to: Zelenograd to the north, Troitsk to Kommunarka. */
const COMMUTER_METRO: Partial<Record<DistrictCode, readonly string[]>> = {
  ZelAO: ['Ховрино', 'Беломорская', 'Речной вокзал', 'Планерная'],
  TAO: ['Коммунарка', 'Ольховая', 'Прокшино', 'Филатов Луг'],
};

const MAIL_DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru'];

const isOkrug = (code: string | null): code is DistrictCode => DISTRICTS.some((entry) => entry.code === code);

/** One to three stations near the okrug, nearest first. */
export function homeMetro(random: Random, okrug: DistrictCode): string[] {
  const commute = COMMUTER_METRO[okrug];
  if (commute && METRO_BY_OKRUG[okrug].length === 0) return commute.slice(0, random.int(1, 3));
  return nearestMetro(random, okrug);
}

/** Contacts already given out, so no two demo applicants look like duplicates of each other. */
export interface UsedContacts {
  readonly phones: Set<string>;
  readonly emails: Set<string>;
  readonly snils: Set<string>;
}

export const usedContacts = (): UsedContacts => ({ phones: new Set(), emails: new Set(), snils: new Set() });

function unique(used: Set<string>, make: () => string): string {
  let value = make();
  while (used.has(value)) value = make();
  used.add(value);
  return value;
}

function emailFor(random: Random, name: RussianName, birthDate: string): string {
  const first = transliterate(name.firstName);
  const last = transliterate(name.surname);
  const style = random.int(0, 3);
  const local = style === 0 ? `${first}.${last}` : style === 1 ? `${last}.${first[0]}` : style === 2 ? `${first}${last}` : `${last}${birthDate.slice(2, 4)}`;
  return `${local}${random.chance(0.6) ? random.int(1, 999) : ''}@${random.pick(MAIL_DOMAINS)}`;
}

/** `year` is the admission year (the calendar year this school year ends in). */
export function planPerson(random: Random, school: ApplicantSchool, year: number, used: UsedContacts): PersonPlan {
  const name = randomRussianName(random, random.chance(0.5) ? 'female' : 'male');
  const cohort = planCohort(random, year);
  const birthDate = birthDateFor(random, cohort);
  const phones = [unique(used.phones, () => mobilePhone(random))];
  // The second number is usually a parent's.
  if (random.chance(SECOND_PHONE_SHARE)) phones.push(unique(used.phones, () => mobilePhone(random)));
  const email = random.chance(EMAIL_SHARE) ? unique(used.emails, () => emailFor(random, name, birthDate)) : null;
  const idNumber = random.chance(SNILS_SHARE) ? unique(used.snils, () => randomSnils(random)) : null;

  const schoolOkrug = isOkrug(school.okrug) ? school.okrug : randomOkrug(random);
  const outsideMoscow = random.chance(OUTSIDE_MOSCOW_SHARE);
  // Most pupils live near their school: its okrug, usually its rayon.
  const homeOkrug = outsideMoscow ? schoolOkrug : random.chance(0.9) ? schoolOkrug : randomOkrug(random);
  const district = outsideMoscow
    ? random.pick(REGION_TOWNS)
    : homeOkrug === school.okrug && school.district && random.chance(0.8)
      ? school.district
      : random.pick(RAYONS_BY_OKRUG[homeOkrug]);
  return {
    name,
    cohort,
    birthDate,
    phones,
    email,
    idNumber,
    school,
    okrug: outsideMoscow ? OUTSIDE_MOSCOW.code : homeOkrug,
    district,
    // Applicants from the region commute through the stations near their school.
    metro: homeMetro(random, homeOkrug),
    outsideMoscow,
  };
}
