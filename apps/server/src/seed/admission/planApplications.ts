/**
 * The applications of the main season as filed: for each applicant whose timeline tells a
 * statement, the groups it names (the first programme first, then groups of their base grade,
 * mostly in their industries, over as many colleges as a mos.ru statement names), with the
 * certificate average, originals, consent and a parent's contact for minors. Their fate (states,
 * tests, competition status) is decided afterwards (applicationOutcomes.ts).
 */
import { FEMALE_NAMES, feminineSurname, fullName, MALE_NAMES } from '../russianNames.js';
import type { Random } from '../prng.js';
import { mobilePhone, pickWeighted } from '../registry/places.js';
import type { AdmissionApplicant, AdmissionProgram, AdmissionWorld, ApplicationPlan, GroupPlan } from './admissionWorld.js';
import { endOf, type SeasonCalendar } from './seasonCalendar.js';

const MINUTE = 60_000;

/** Groups beyond the colleges a mos.ru statement names (up to five in all). */
const EXTRA_GROUP_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[0, 20], [1, 34], [2, 27], [3, 19]];
/** Groups of one college filed at its desk or by post. */
const DESK_GROUP_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 45], [2, 38], [3, 17]];
export const MAX_APPLICATIONS = 5;

/** Lookups over the main season's groups. */
interface GroupIndex {
  readonly byProgram: Map<number, number[]>;
  readonly byBase: Map<string, number[]>;
  readonly byBaseIndustry: Map<string, number[]>;
  readonly byBaseCollege: Map<string, number[]>;
}

function indexGroups(groups: readonly GroupPlan[], programs: ReadonlyMap<number, AdmissionProgram>, year: number): GroupIndex {
  const index: GroupIndex = { byProgram: new Map(), byBase: new Map(), byBaseIndustry: new Map(), byBaseCollege: new Map() };
  const add = (map: Map<string, number[]> | Map<number, number[]>, key: string | number, i: number) => {
    const list = (map as Map<typeof key, number[]>).get(key);
    if (list) list.push(i);
    else (map as Map<typeof key, number[]>).set(key, [i]);
  };
  groups.forEach((group, i) => {
    if (group.year !== year) return;
    const industry = programs.get(group.programId)?.industry ?? '';
    add(index.byProgram, group.programId, i);
    add(index.byBase, group.base, i);
    add(index.byBaseIndustry, `${group.base}|${industry}`, i);
    add(index.byBaseCollege, `${group.base}|${group.collegeId}`, i);
  });
  return index;
}

/** Budget places first: most who apply for a programme want the city to pay. */
function groupOfProgram(random: Random, index: GroupIndex, groups: readonly GroupPlan[], programId: number): number | null {
  const own = index.byProgram.get(programId) ?? [];
  const budget = own.find((i) => groups[i]?.funding === 'budget');
  const paid = own.find((i) => groups[i]?.funding === 'paid');
  return budget !== undefined && (paid === undefined || random.chance(0.8)) ? budget : (paid ?? null);
}

/** The groups a statement names, first programme first. */
function chooseGroups(random: Random, index: GroupIndex, groups: readonly GroupPlan[], applicant: AdmissionApplicant): number[] {
  const filing = applicant.filing;
  if (!filing) return [];
  const first = groupOfProgram(random, index, groups, filing.firstProgramId);
  if (first === null) return [];
  const base = (groups[first] as GroupPlan).base;
  const chosen = [first];
  const colleges = new Set([(groups[first] as GroupPlan).collegeId]);
  const take = (pool: readonly number[] | undefined, fits: (i: number) => boolean, tries: number): boolean => {
    if (!pool || pool.length === 0) return false;
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const i = random.pick(pool);
      if (!chosen.includes(i) && fits(i)) {
        chosen.push(i);
        colleges.add((groups[i] as GroupPlan).collegeId);
        return true;
      }
    }
    return false;
  };
  const wanted = filing.method === 'mosru' ? Math.min(MAX_APPLICATIONS, filing.colleges + pickWeighted(random, EXTRA_GROUP_WEIGHTS)) : pickWeighted(random, DESK_GROUP_WEIGHTS);
  // New colleges, as many as the statement names, mostly in the applicant's industries.
  for (let more = filing.colleges - 1; more > 0; more -= 1) {
    const industry = applicant.industries.length > 0 ? random.pick(applicant.industries) : '';
    const own = random.chance(0.75) ? index.byBaseIndustry.get(`${base}|${industry}`) : undefined;
    const newCollege = (i: number) => !colleges.has((groups[i] as GroupPlan).collegeId);
    if (!take(own, newCollege, 20)) take(index.byBase.get(base), newCollege, 60);
  }
  // More groups of the colleges already named.
  for (let attempts = 0; chosen.length < wanted && attempts < 12; attempts += 1) {
    take(index.byBaseCollege.get(`${base}|${random.pick([...colleges])}`), () => true, 6);
  }
  return chosen;
}

/** A certificate average, two decimals, 3.00 to 5.00: around the GIA marks, mostly 3.5 to 4.7. */
export function certificateAverage(random: Random, giaMean: number | null): number {
  const spread = 3 + ((random.next() + random.next() + random.next()) / 3) * 2;
  const value = giaMean === null ? spread : 0.55 * giaMean + 0.45 * spread + (random.next() - 0.5) * 0.3;
  return Math.min(5, Math.max(3, Math.round(value * 100) / 100));
}

/** Under 18 on the last day of filing (when validation asks for a parent's contact). */
export function isMinor(birthDate: string | null, season: SeasonCalendar): boolean {
  if (!birthDate) return false;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y + 18, m - 1, d) > endOf(season.filingEnds);
}

/** The mother (usually) or the father, when the record names no parent. */
function guardianFor(random: Random, applicant: AdmissionApplicant): string {
  const surname = applicant.gender === 'FEMALE' ? applicant.lastName : feminineSurname(applicant.lastName);
  const grandfather = random.pick(MALE_NAMES);
  if (applicant.gender === 'FEMALE' || random.chance(0.7)) return fullName({ gender: 'female', surname, firstName: random.pick(FEMALE_NAMES), patronymic: grandfather.daughter });
  const father = MALE_NAMES.find((entry) => entry.son === applicant.middleName || entry.daughter === applicant.middleName) ?? random.pick(MALE_NAMES);
  return fullName({ gender: 'male', surname: applicant.lastName, firstName: father.name, patronymic: grandfather.son });
}

/** The applications every filing applicant's statement implies, applicant by applicant, in priority order. */
export function planFiledApplications(random: Random, world: AdmissionWorld, groups: readonly GroupPlan[], season: SeasonCalendar): ApplicationPlan[] {
  const programs = new Map(world.programs.map((program) => [program.id, program]));
  const index = indexGroups(groups, programs, season.year);
  const applications: ApplicationPlan[] = [];
  let number = 0;
  world.applicants.forEach((applicant, a) => {
    const chosen = chooseGroups(random, index, groups, applicant);
    const filing = applicant.filing;
    if (!filing || chosen.length === 0) return;
    const average = certificateAverage(random, applicant.giaMean);
    const preferential = random.chance(0.03);
    const guardian = isMinor(applicant.birthDate, season) ? { name: applicant.consent?.representative ?? guardianFor(random, applicant), phone: mobilePhone(random) } : null;
    const clerk = filing.method !== 'mosru' && world.committee.length > 0 ? random.pick(world.committee) : null;
    const step = filing.method === 'in_person' ? 4 * MINUTE : filing.method === 'post' ? MINUTE : 30_000;
    const consentIndex = applicant.consent?.accepted ? (random.chance(0.7) ? 0 : random.int(0, chosen.length - 1)) : -1;
    // Originals: with the college they consent to, or the first one; the others may note where they are.
    const lodged = random.chance(consentIndex >= 0 ? 0.85 : 0.3);
    const lodgedAt = (groups[chosen[Math.max(0, consentIndex)] as number] as GroupPlan).collegeId;
    chosen.forEach((g, i) => {
      const group = groups[g] as GroupPlan;
      const submittedAt = new Date(filing.at + i * step);
      const here = group.collegeId === lodgedAt;
      const noted = lodged && !here && random.chance(0.25);
      number += 1;
      applications.push({
        applicant: a,
        group: g,
        collegeId: group.collegeId,
        programId: group.programId,
        priority: i + 1,
        state: 'submitted',
        rejectionReason: null,
        status: 'NA',
        averageMark: average,
        preferentialRight: preferential,
        filingMethod: filing.method,
        externalNumber: filing.method === 'mosru' ? `${season.year}-${String(number).padStart(7, '0')}` : null,
        originalDocuments: lodged && (here || noted),
        originalCollegeId: noted ? lodgedAt : null,
        consent: i === consentIndex,
        consentAt: i === consentIndex ? new Date(Math.max(applicant.consent?.at ?? 0, submittedAt.getTime() + MINUTE)) : null,
        guardianName: guardian?.name ?? null,
        guardianPhone: guardian?.phone ?? null,
        createdBy: clerk,
        submittedAt,
        updatedAt: submittedAt,
      });
    });
  });
  return applications;
}
