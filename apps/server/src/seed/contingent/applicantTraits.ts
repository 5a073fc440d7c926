/**
 * The parts of a demo applicant's record that follow from who they are and how their case went:
 * intents by cohort, industries and information sources by weight, why someone refuses (with the
 * flags and reasons that say so), readiness by processing status, and a parent's name for a
 * minor's consent.
 */
import type { Industry, InformationSource, Intent, ProcessingStatus, ReadinessCategory, RefusalReason, StatusFlag } from '@abitura/contracts/vocabulary';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';
import { feminineSurname, FEMALE_NAMES, fullName, MALE_NAMES, SURNAMES } from '../russianNames.js';
import type { Grade } from './cohorts.js';
import type { PersonPlan } from './people.js';

export const INDUSTRY_WEIGHTS: ReadonlyArray<readonly [Industry, number]> = [
  ['it', 20], ['creative', 12], ['healthcare', 11], ['hospitality', 10], ['finance_trade', 9],
  ['security_law', 9], ['construction', 8], ['transport', 8], ['industry', 7], ['education_social', 6],
];

export const SOURCE_WEIGHTS: ReadonlyArray<readonly [InformationSource, number]> = [
  ['school', 20], ['acquaintances', 15], ['social_ads', 12], ['open_days', 10], ['from_college', 8], ['proftests', 7], ['metro', 5], ['tv', 4],
  ['banners', 3], ['other_ads', 3], ['testing', 3], ['event_fest', 3], ['event_forum', 2], ['event_other', 2], ['no_answer', 3],
];

/** Plans by cohort: who finishes which grade when, and who left school long ago. */
export function intentWeights(grade: Grade, graduate: boolean, adult: boolean, male: boolean): ReadonlyArray<readonly [Intent, number]> {
  const military: ReadonlyArray<readonly [Intent, number]> = male ? [['military_service', 5]] : [];
  if (adult) return [['second_spo', 35], ['part_time', 30], ['employment', 15], ['additional_education', 10], ['vocational_training', 10]];
  if (grade === 'SCH9') {
    return graduate
      ? [['college_after_9', 45], ['vocational_training', 15], ['employment', 15], ['reinstate', 8], ['transfer', 7], ['part_time', 5], ['undecided', 5]]
      : [['college_after_9', 60], ['school_10', 15], ['undecided', 12], ['vocational_training', 5], ['additional_education', 5], ['other', 3]];
  }
  return graduate
    ? [['college_after_11', 45], ['employment', 15], ['university', 10], ['part_time', 10], ['transfer', 5], ['reinstate', 5], ...military]
    : [['college_after_11', 45], ['university', 25], ['undecided', 12], ['employment', 8], ['additional_education', 5], ...military];
}

export interface Refusal {
  readonly flags: readonly StatusFlag[];
  readonly reasons: readonly RefusalReason[];
  /** A refusal by the applicant ('decline') or by the college ('rejection'). */
  readonly by: 'decline' | 'rejection';
  /** They would rather stay at school or go to university. */
  readonly notColleges: boolean;
}

/** Why someone refuses, with the flags and reasons that say so. */
export function planRefusal(random: Random): Refusal {
  switch (pickWeighted(random, [['person', 60], ['organization', 20], ['notMoscow', 10], ['edit', 10]] as const)) {
    case 'person': {
      const flags: StatusFlag[] = ['rejectperson'];
      const notColleges = random.chance(0.35);
      if (notColleges) flags.push('rejectcolleges');
      if (random.chance(0.15)) flags.push('rejectmoscow');
      if (random.chance(0.2)) flags.push('rejectfull', 'fullreject');
      return { flags, reasons: ['rejectPerson'], by: 'decline', notColleges };
    }
    case 'organization':
      return { flags: ['rejectorganization'], reasons: ['rejectOrganization'], by: 'rejection', notColleges: false };
    case 'notMoscow':
      return { flags: ['organizationnotmoscow', 'rejectmoscow'], reasons: ['organizationNotMoscow'], by: 'decline', notColleges: false };
    case 'edit':
      return { flags: ['rejectperson'], reasons: ['rejectPerson', 'organizationEdit'], by: 'decline', notColleges: false };
  }
}

export function readinessOf(random: Random, status: ProcessingStatus, refusing: boolean, applied: boolean): ReadinessCategory {
  if (refusing) return 'refused';
  if (applied && random.chance(0.6)) return random.chance(0.6) ? 'ready' : 'interested';
  switch (status) {
    case 'work_done':
      return pickWeighted(random, [['ready', 60], ['interested', 40]]);
    case 'work_end':
      return pickWeighted(random, [['undecided', 50], ['doubting', 50]]);
    case 'process_not_need':
      return pickWeighted(random, [['undecided', 40], ['refused', 60]]);
    case 'in_progress':
      return pickWeighted(random, [['interested', 40], ['doubting', 30], ['undecided', 25], ['ready', 5]]);
    case 'not_processed':
      return pickWeighted(random, [['interested', 35], ['undecided', 45], ['doubting', 15], ['ready', 5]]);
  }
}

/** The masculine form of a family name, as SURNAMES stores it. */
const MASCULINE_SURNAME = new Map(SURNAMES.flatMap((surname) => [[surname, surname], [feminineSurname(surname), surname]] as const));

/** A parent of the applicant: the mother (usually) or the father the patronymic names. */
export function parentName(random: Random, person: PersonPlan): string {
  const family = MASCULINE_SURNAME.get(person.name.surname) ?? person.name.surname;
  const grandfather = random.pick(MALE_NAMES);
  if (random.chance(0.65)) return fullName({ gender: 'female', surname: feminineSurname(family), firstName: random.pick(FEMALE_NAMES), patronymic: grandfather.daughter });
  const father = MALE_NAMES.find((entry) => entry.son === person.name.patronymic || entry.daughter === person.name.patronymic) ?? random.pick(MALE_NAMES);
  return fullName({ gender: 'male', surname: family, firstName: father.name, patronymic: grandfather.son });
}

/** Age in whole years on a day, from a Y-m-d birth date. */
export function ageOn(birthDate: string, at: number): number {
  const date = new Date(at);
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const birthdayPassed = date.getUTCMonth() + 1 > m || (date.getUTCMonth() + 1 === m && date.getUTCDate() >= d);
  return date.getUTCFullYear() - y - (birthdayPassed ? 0 : 1);
}

/** What a list of distinct picks from weights looks like: `count` of them, no repeats. */
export function distinctPicks<T>(random: Random, weights: ReadonlyArray<readonly [T, number]>, count: number): T[] {
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < count && attempt < count * 10; attempt += 1) picked.add(pickWeighted(random, weights));
  return [...picked];
}
