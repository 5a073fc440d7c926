/**
 * The problems planted in the main season for the validation worklist to find, about 20 to 40
 * of each kind per unit of size, each on a different applicant whose applications stay live: no
 * average, an average out of range (5.3, 2.8, 4.5 typed as 45), priority gaps or repeats, consent
 * twice, originals in two colleges, a test needed but not assigned or not recorded, a minor
 * without a parent's phone. (Second records of a person and filings without GIA come from the
 * contingent; groups without places from planGroups.)
 */
import type { Random } from '../prng.js';
import type { AdmissionApplicant, ApplicationPlan, AssignmentPlan } from './admissionWorld.js';
import { isMinor } from './planApplications.js';
import type { SeasonCalendar } from './seasonCalendar.js';

/** Planted per unit of size. */
export const PLANTED = {
  noAverage: 12,
  averageOutOfRange: 25,
  priorityGaps: 28,
  consentTwice: 24,
  originalTwice: 24,
  testNotAssigned: 14,
  testNotRecorded: 14,
  minorWithoutParent: 28,
} as const;

export type PlantedKind = keyof typeof PLANTED;

/** Averages as they get mistyped: above 5, below 3, a comma lost. */
const WRONG_AVERAGES = [5.3, 5.12, 5.5, 2.8, 2.64, 2.95, 45, 38, 42];

/** Which applications (by index) carry each planted problem, the applicants taken, and the applications kept live. */
export interface Planting {
  readonly applications: Map<PlantedKind, number[]>;
  /** Applicants (world indexes) already given a problem. */
  readonly taken: Set<number>;
  /** Applications (plan indexes) that must stay live for their problem to show. */
  readonly live: Set<number>;
}

export function startPlanting(applicants: readonly AdmissionApplicant[], applications: readonly ApplicationPlan[], needsTest: (i: number) => boolean): Planting {
  const forced = new Set<number>();
  // The contingent's planted people stay live too, so validation finds them: no GIA, and both records of a person.
  const bySnils = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  const filed = new Set(applications.map((application) => application.applicant));
  for (const a of filed) {
    const applicant = applicants[a] as AdmissionApplicant;
    if (applicant.giaMean === null) forced.add(a);
    if (applicant.snils) bySnils.set(applicant.snils, [...(bySnils.get(applicant.snils) ?? []), a]);
    const name = personKey(applicant);
    byName.set(name, [...(byName.get(name) ?? []), a]);
  }
  for (const list of [...bySnils.values(), ...byName.values()]) if (list.length > 1) for (const a of list) forced.add(a);
  // Their applications without a test stay live (all, when every one needs a test), so no test problem comes with them.
  const live = new Set<number>();
  applicationsByApplicant(applications).forEach((own, a) => {
    if (!forced.has(a)) return;
    const untested = own.filter((i) => !needsTest(i));
    for (const i of untested.length > 0 ? untested : own) live.add(i);
  });
  return { applications: new Map(), taken: forced, live };
}

/** Folded full name and birth date: how validation recognises the same person. */
export function personKey(applicant: AdmissionApplicant): string {
  return `${[applicant.lastName, applicant.firstName, applicant.middleName ?? ''].join(' ').toLowerCase().replaceAll('ё', 'е')}|${applicant.birthDate ?? ''}`;
}

/**
 * Picks `count` applications passing `fits`, each of an applicant not planted yet, and keeps
 * them live (with `whole`, all the applicant's applications).
 */
export function plant(random: Random, planting: Planting, kind: PlantedKind, count: number, applications: readonly ApplicationPlan[], fits: (i: number) => boolean, whole: ReadonlyMap<number, number[]> | null = null): number[] {
  const picked: number[] = [];
  for (const i of random.shuffle(applications.map((_, index) => index))) {
    if (picked.length >= count) break;
    const applicant = (applications[i] as ApplicationPlan).applicant;
    if (planting.taken.has(applicant) || !fits(i)) continue;
    planting.taken.add(applicant);
    for (const j of whole?.get(applicant) ?? [i]) planting.live.add(j);
    picked.push(i);
  }
  planting.applications.set(kind, picked);
  return picked;
}

/** The applications of each applicant, by index. */
export function applicationsByApplicant(applications: readonly ApplicationPlan[]): Map<number, number[]> {
  const own = new Map<number, number[]>();
  applications.forEach((application, i) => own.set(application.applicant, [...(own.get(application.applicant) ?? []), i]));
  return own;
}

/**
 * Chooses the applicants of the value problems (before the states are decided, so theirs stay
 * live); the test problems are chosen where the tests are planned.
 */
export function chooseValueProblems(random: Random, planting: Planting, applicants: readonly AdmissionApplicant[], applications: readonly ApplicationPlan[], season: SeasonCalendar, size: number, needsTest: (i: number) => boolean): void {
  const own = applicationsByApplicant(applications);
  const siblings = (i: number) => (own.get((applications[i] as ApplicationPlan).applicant) ?? []).map((j) => applications[j] as ApplicationPlan);
  const colleges = (i: number) => new Set(siblings(i).map((application) => application.collegeId)).size;
  // Applicants without tests, so each shows its one problem; all their applications stay live.
  const untested = (i: number) => (own.get((applications[i] as ApplicationPlan).applicant) ?? []).every((j) => !needsTest(j));
  const hasGia = (i: number) => untested(i) && applicants[(applications[i] as ApplicationPlan).applicant]?.giaMean !== null;
  const several = (i: number) => untested(i) && siblings(i).length >= 2;
  plant(random, planting, 'noAverage', PLANTED.noAverage * size, applications, hasGia, own);
  plant(random, planting, 'averageOutOfRange', PLANTED.averageOutOfRange * size, applications, hasGia, own);
  plant(random, planting, 'priorityGaps', PLANTED.priorityGaps * size, applications, several, own);
  plant(random, planting, 'consentTwice', PLANTED.consentTwice * size, applications, (i) => several(i) && (applications[i] as ApplicationPlan).consent, own);
  plant(random, planting, 'originalTwice', PLANTED.originalTwice * size, applications, (i) => untested(i) && colleges(i) >= 2, own);
  plant(random, planting, 'minorWithoutParent', PLANTED.minorWithoutParent * size, applications, (i) => untested(i) && isMinor(applicants[(applications[i] as ApplicationPlan).applicant]?.birthDate ?? null, season), own);
}

/** Makes the chosen value problems true, once states and priorities are final. */
/** `latest`: the last instant a change may carry (before today, and a consent before enrolment). */
export function applyValueProblems(random: Random, planting: Planting, applications: ApplicationPlan[], latest: number): void {
  const own = applicationsByApplicant(applications);
  const siblings = (i: number) => (own.get((applications[i] as ApplicationPlan).applicant) ?? []).map((j) => applications[j] as ApplicationPlan).sort((a, b) => a.priority - b.priority);
  const each = (kind: PlantedKind, apply: (application: ApplicationPlan, i: number) => void) => {
    for (const i of planting.applications.get(kind) ?? []) apply(applications[i] as ApplicationPlan, i);
  };
  each('noAverage', (application) => (application.averageMark = null));
  each('averageOutOfRange', (application) => (application.averageMark = random.pick(WRONG_AVERAGES)));
  each('priorityGaps', (_, i) => {
    const list = siblings(i);
    // Half skip a number (1, 3), half repeat one (1, 1).
    if (random.chance(0.5)) (list[list.length - 1] as ApplicationPlan).priority += 1;
    else (list[1] as ApplicationPlan).priority = 1;
  });
  each('consentTwice', (_, i) => {
    const list = siblings(i);
    const first = list.find((application) => application.consent) as ApplicationPlan;
    const second = random.pick(list.filter((application) => !application.consent));
    second.consent = true;
    second.consentAt = new Date(Math.max(second.submittedAt.getTime() + 60_000, Math.min(latest, (first.consentAt ?? first.submittedAt).getTime() + random.int(1, 5) * 86_400_000)));
    second.updatedAt = new Date(Math.max(second.updatedAt.getTime(), second.consentAt.getTime()));
  });
  each('originalTwice', (_, i) => {
    const list = siblings(i);
    const [a, b] = random.shuffle([...new Map(list.map((application) => [application.collegeId, application])).values()]) as [ApplicationPlan, ApplicationPlan];
    for (const application of list) {
      application.originalDocuments = application === a || application === b;
      application.originalCollegeId = null;
    }
  });
  each('minorWithoutParent', (_, i) => {
    for (const application of siblings(i)) {
      application.guardianPhone = null;
      application.guardianName = random.chance(0.5) ? application.guardianName : null;
    }
  });
}

/** Wipes the result of the chosen seats: the sitting took place, nothing was recorded. */
export function unrecord(assignments: AssignmentPlan[], chosen: ReadonlySet<number>): void {
  for (const assignment of assignments) {
    if (!chosen.has(assignment.application)) continue;
    Object.assign(assignment, { attended: null, passed: null, points: null, recordedAt: null, recordedBy: null, resultSentAt: null });
  }
}
