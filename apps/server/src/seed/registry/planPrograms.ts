/**
 * The demo colleges' education programmes (about 2000 per unit of size) and the vacant places
 * they publish. Each college teaches mostly its own industries, over real catalogue codes; a
 * programme's education form, base grade, type and length agree as admission plans have them.
 */
import { EDUCATION_FORMS, type Industry } from '@abitura/contracts/vocabulary';
import type { educationPrograms, organizationVacancies } from '../../db/schema/index.js';
import { isProfession, SPECIALITY_CATALOGUE, type CatalogueSpeciality } from '../../domain/programs/specialityCatalogue.js';
import type { Random } from '../prng.js';
import { entranceTestsAllowed } from './entranceTestRules.js';
import { pickWeighted } from './places.js';

export const PROGRAMS_PER_SIZE = 2000;

export interface ProgramCollege {
  /** The college's registry code: programme codes carry it, and the rows are joined by it. */
  readonly organizationId: string;
  readonly industries: readonly Industry[];
}

export type ProgramRow = Omit<typeof educationPrograms.$inferInsert, 'id' | 'organizationId' | 'searchText' | 'createdAt' | 'updatedAt'> & { collegeCode: string; code: string };
export type VacancyRow = Omit<typeof organizationVacancies.$inferInsert, 'id' | 'organizationId' | 'updatedAt'> & { collegeCode: string };

/** Education forms a school leaver enters (forms 3, 6 and 9 admit on a professional basis, which programmes here do not). */
const FORM_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 50],
  [2, 30],
  [5, 10],
  [8, 5],
  [4, 3],
  [7, 2],
];

/** Economics, law and the like take a year less than technical specialities (ФГОС СПО). */
const SHORTER_INDUSTRIES: ReadonlySet<Industry> = new Set(['finance_trade', 'security_law']);

/** Months of study: 10 for training; 1 y 10 m, 2 y 10 m or 3 y 10 m for СПО, longer by a year part-time. */
function durationMonths(speciality: CatalogueSpeciality, form: (typeof EDUCATION_FORMS)[number]): number {
  if (speciality.level === 13) return 10;
  const fullTime = isProfession(speciality.code) || SHORTER_INDUSTRIES.has(speciality.industry) ? (form.base === 'SCH9' ? 34 : 22) : form.base === 'SCH9' ? 46 : 34;
  return form.studyForm === 'Очная' ? fullTime : Math.min(fullTime + 12, 46);
}

function places(random: Random, form: (typeof EDUCATION_FORMS)[number], level: number): { budget: number; paid: number } {
  // The city pays mostly for full-time study; part-time and training are mostly paid.
  const budgeted = form.studyForm === 'Очная' && level === 3 ? random.chance(0.85) : random.chance(0.15);
  const budget = budgeted ? random.pick([15, 20, 25, 25, 25, 50, 75]) : 0;
  const paid = random.pick([0, 0, 5, 10, 15, 20, 25, 30]);
  return { budget, paid: budget + paid === 0 ? random.pick([10, 15, 20, 25]) : paid };
}

function programme(random: Random, collegeCode: string, speciality: CatalogueSpeciality, formId: number, year: number): ProgramRow {
  const training = speciality.level === 13;
  const form = EDUCATION_FORMS.find((entry) => entry.id === formId) as (typeof EDUCATION_FORMS)[number];
  const { budget, paid } = places(random, form, speciality.level);
  return {
    collegeCode,
    code: `${speciality.code}-${collegeCode}-${formId}`,
    name: speciality.name,
    specialityCode: speciality.code,
    level: speciality.level,
    educationForm: formId,
    studyForm: form.studyForm,
    programmeType: training ? 'ПП' : isProfession(speciality.code) ? 'ППКРС (2014)' : 'ППССЗ (2014)',
    baseGrade: form.base,
    durationMonths: durationMonths(speciality, form),
    budgetPlaces: budget,
    paidPlaces: paid,
    entranceTests: entranceTestsAllowed(speciality.code).filter(() => random.chance(0.85)),
    year,
  };
}

/** How many programmes each college gets: shares of the total, some colleges several times bigger than others. */
function shares(random: Random, colleges: number, total: number): number[] {
  const weights = Array.from({ length: colleges }, () => random.int(5, 23));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => Math.max(1, Math.round((weight * total) / sum)));
}

/**
 * The programmes of every college and the vacancies of some of them. `year` is the admission
 * year the programmes recruit for.
 */
export function planPrograms(random: Random, colleges: readonly ProgramCollege[], size: number, year: number): { programs: ProgramRow[]; vacancies: VacancyRow[] } {
  const counts = shares(random, colleges.length, PROGRAMS_PER_SIZE * size);
  const programs: ProgramRow[] = [];
  const vacancies: VacancyRow[] = [];
  colleges.forEach((college, index) => {
    const own = SPECIALITY_CATALOGUE.filter((entry) => college.industries.includes(entry.industry));
    const wanted = counts[index] ?? 1;
    const taken = new Set<string>();
    const mine: ProgramRow[] = [];
    // Mostly its own industries, now and then something else; bounded, so a narrow profile ends the loop.
    for (let attempt = 0; mine.length < wanted && attempt < wanted * 20; attempt += 1) {
      const speciality = own.length > 0 && random.chance(0.85) ? random.pick(own) : random.pick(SPECIALITY_CATALOGUE);
      const formId = speciality.level === 13 ? random.pick([1, 2, 4, 5]) : isProfession(speciality.code) ? random.pick([1, 1, 1, 2]) : pickWeighted(random, FORM_WEIGHTS);
      const key = `${speciality.code}-${formId}`;
      if (taken.has(key)) continue;
      taken.add(key);
      mine.push(programme(random, college.organizationId, speciality, formId, year));
    }
    mine.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    programs.push(...mine);
    // Places still free after the main wave, for some of the full-time programmes.
    for (const row of mine) {
      if (row.studyForm !== 'Очная' || !random.chance(0.4)) continue;
      const budget = Math.floor(((row.budgetPlaces ?? 0) * random.int(0, 40)) / 100);
      const paid = Math.floor(((row.paidPlaces ?? 0) * random.int(0, 60)) / 100);
      if (budget + paid === 0) continue;
      vacancies.push({ collegeCode: college.organizationId, specialityCode: row.specialityCode, baseGrade: row.baseGrade, studyForm: row.studyForm, budgetPlaces: budget, paidPlaces: paid });
    }
  });
  return { programs, vacancies };
}
