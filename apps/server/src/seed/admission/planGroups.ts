/**
 * The seasons and their competitive groups: the previous season (groups and places only, for
 * "copy places"), the main one, and the next (its calendar; the committee prepares its groups).
 * Each programme of the registry gives a budget group where the city pays for places and a paid
 * group where it sells some; a few groups of the main season have no places set, for validation.
 */
import type { Random } from '../prng.js';
import type { AdmissionProgram, GroupPlan } from './admissionWorld.js';
import { seasonCalendar, type SeasonCalendar } from './seasonCalendar.js';

/** Groups of the main season left without places (GROUP_WITHOUT_PLACES), per unit of size. */
export const GROUPS_WITHOUT_PLACES = 3;

export function planSeasons(mainYear: number): { seasons: SeasonCalendar[]; main: SeasonCalendar } {
  const main = seasonCalendar(mainYear);
  return { seasons: [seasonCalendar(mainYear - 1), main, seasonCalendar(mainYear + 1)], main };
}

/** Last year's figures: mostly the same, now and then five places more or fewer. */
function lastYears(random: Random, places: number): number {
  return Math.max(5, places + random.pick([0, 0, 0, 5, -5, 10]));
}

export function planGroups(random: Random, programs: readonly AdmissionProgram[], mainYear: number, size: number): GroupPlan[] {
  const groups: GroupPlan[] = [];
  for (const year of [mainYear - 1, mainYear]) {
    for (const program of programs) {
      const base = { year, collegeId: program.collegeId, programId: program.id, base: program.baseGrade, testType: program.testType };
      const funded: Array<['budget' | 'paid', number | null]> = [
        ['budget', program.budgetPlaces],
        ['paid', program.paidPlaces],
      ];
      for (const [funding, places] of funded) {
        if (!places || places <= 0) continue;
        groups.push({ ...base, funding, places: year === mainYear ? places : lastYears(random, places) });
      }
    }
  }
  // The planted groups have no tests, so their applicants show only this one problem.
  const main = groups.filter((group) => group.year === mainYear && group.testType === null);
  for (const group of random.shuffle(main).slice(0, GROUPS_WITHOUT_PLACES * size)) group.places = null;
  return groups;
}
