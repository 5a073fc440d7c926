/**
 * What the validation worklist should find in a planned season, counted by the rules of
 * vocabulary/admissionChecks as the validation applies them to live applications: the seed
 * logs these counts, and the tests hold the planted problems to them.
 */
import type { AdmissionCheck } from '@abitura/contracts/vocabulary';
import type { AdmissionApplicant, AdmissionPlan } from './admissionWorld.js';
import { isLive } from './applicationOutcomes.js';
import { isMinor } from './planApplications.js';
import { personKey } from './plantProblems.js';

export function countFindings(plan: AdmissionPlan, applicants: readonly AdmissionApplicant[], now: number): Record<AdmissionCheck, number> {
  const counts: Record<AdmissionCheck, number> = {
    NO_GIA: 0,
    AVERAGE_OUT_OF_RANGE: 0,
    PRIORITY_GAPS: 0,
    DUPLICATE_PERSON: 0,
    CONSENT_TWICE: 0,
    ORIGINAL_TWICE: 0,
    TEST_MISSING: 0,
    MINOR_WITHOUT_PARENT: 0,
    GROUP_WITHOUT_PLACES: 0,
  };
  const seats = new Map(plan.assignments.map((assignment) => [assignment.application, assignment]));
  const people = new Map<number, { priorities: number[]; consents: number; originals: Set<number>; parent: boolean }>();
  plan.applications.forEach((application, i) => {
    if (!isLive(application.state)) return;
    const applicant = applicants[application.applicant] as AdmissionApplicant;
    if (applicant.giaMean === null || application.averageMark === null) counts.NO_GIA += 1;
    else if (application.averageMark < 3 || application.averageMark > 5) counts.AVERAGE_OUT_OF_RANGE += 1;
    const person = people.get(application.applicant) ?? { priorities: [], consents: 0, originals: new Set<number>(), parent: false };
    person.priorities.push(application.priority);
    if (application.consent) person.consents += 1;
    if (application.originalDocuments) person.originals.add(application.originalCollegeId ?? application.collegeId);
    if (application.guardianPhone) person.parent = true;
    people.set(application.applicant, person);
    if (plan.groups[application.group]?.testType !== null) {
      const seat = seats.get(i);
      const session = seat ? plan.sessions[seat.session] : undefined;
      if (!seat || (session && session.startsAt.getTime() < now && seat.attended === null)) counts.TEST_MISSING += 1;
    }
  });
  const bySnils = new Map<string, number>();
  const byName = new Map<string, number>();
  const pairs = new Set<string>();
  for (const [a, person] of people) {
    const applicant = applicants[a] as AdmissionApplicant;
    const sorted = [...person.priorities].sort((x, y) => x - y);
    if (sorted.some((priority, i) => priority !== i + 1)) counts.PRIORITY_GAPS += 1;
    if (person.consents > 1) counts.CONSENT_TWICE += 1;
    if (person.originals.size > 1) counts.ORIGINAL_TWICE += 1;
    if (!person.parent && isMinor(applicant.birthDate, plan.main)) counts.MINOR_WITHOUT_PARENT += 1;
    for (const [map, key] of [[bySnils, applicant.snils], [byName, personKey(applicant)]] as const) {
      if (!key) continue;
      const other = map.get(key);
      if (other !== undefined) pairs.add(`${Math.min(other, a)}|${Math.max(other, a)}`);
      else map.set(key, a);
    }
  }
  counts.DUPLICATE_PERSON = pairs.size;
  counts.GROUP_WITHOUT_PLACES = plan.groups.filter((group) => group.year === plan.main.year && group.places === null).length;
  return counts;
}
