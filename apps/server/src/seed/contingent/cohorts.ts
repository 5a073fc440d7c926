/**
 * Which grade an applicant finishes and when, their age, and the call-centre category that
 * follows from it: most are this school year's ninth and eleventh graders, the rest graduates of
 * past years the campaign still reaches.
 */
import type { ApplicantCategory } from '@abitura/contracts/vocabulary';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';

export type Grade = 'SCH9' | 'SCH11';

export interface Cohort {
  readonly grade: Grade;
  /** The calendar year the school year of their graduation ends in (2027 for 2026/2027). */
  readonly graduationYear: number;
}

/** Share of ninth graders among applicants. */
export const NINTH_GRADE_SHARE = 0.6;

/**
 * Graduation years by weight. Ninth graders of 2024 and earlier are named by their own
 * categories (moscow_9_24, moscow_9_before24), so those years are always represented; eleventh
 * graders who left school long ago are the campaign's "other" adults.
 */
function yearWeights(grade: Grade, year: number): ReadonlyArray<readonly [number, number]> {
  return grade === 'SCH9'
    ? [[year, 80], [year - 1, 8], [year - 2, 4], [2024, 4], [2023, 2], [2022, 2]]
    : [[year, 75], [year - 1, 14], [year - 2, 5], [year - 4, 3], [year - 6, 3]];
}

/** `year` is the admission year: the calendar year the current school year ends in. */
export function planCohort(random: Random, year: number): Cohort {
  const grade: Grade = random.chance(NINTH_GRADE_SHARE) ? 'SCH9' : 'SCH11';
  return { grade, graduationYear: pickWeighted(random, yearWeights(grade, year)) };
}

/** Whether they have left school already (and so hold their certificate and GIA results). */
export const isGraduate = (cohort: Cohort, year: number): boolean => cohort.graduationYear < year;

/** A ninth grader graduates at 15 or 16, an eleventh grader at 17 or 18; Y-m-d. */
export function birthDateFor(random: Random, cohort: Cohort): string {
  const born = cohort.graduationYear - (cohort.grade === 'SCH9' ? random.int(15, 16) : random.int(17, 18));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${born}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
}

/**
 * The category of APPLICANT_CATEGORIES: outside Moscow by grade; Moscow ninth graders by their
 * graduation year (2025 and later, 2024, earlier); Moscow eleventh graders of the last three
 * school years, and everyone who finished the 11th grade before that as "other".
 */
export function categoryOf(cohort: Cohort, outsideMoscow: boolean, year: number): ApplicantCategory {
  if (outsideMoscow) return cohort.grade === 'SCH9' ? 'region_9' : 'region_11';
  if (cohort.grade === 'SCH9') return cohort.graduationYear >= 2025 ? 'moscow_9_25' : cohort.graduationYear === 2024 ? 'moscow_9_24' : 'moscow_9_before24';
  return cohort.graduationYear >= year - 2 ? 'moscow_11' : 'other';
}
