/**
 * What became of the main season's applications by today: their states as the season stands
 * (filing: mostly submitted or accepted; after filing: accepted, with refusals; over: enrolled
 * by consent and rank, the rest accepted, withdrawn or rejected with a reason), live priorities
 * renumbered 1..n ahead of the withdrawn and rejected ones, and the competition status.
 */
import { LIVE_APPLICATION_STATES, type ApplicationRejectionReason, type ApplicationState } from '@abitura/contracts/vocabulary';
import { instantBetween, officeTime } from '../contingent/moments.js';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';
import type { AdmissionApplicant, ApplicationPlan, AssignmentPlan, GroupPlan } from './admissionWorld.js';
import { dayOf, startOf, type SeasonCalendar, type SeasonPhase } from './seasonCalendar.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;

export type TestOutcome = 'none' | 'passed' | 'failed' | 'absent' | 'pending';

export const isLive = (state: ApplicationState): boolean => LIVE_APPLICATION_STATES.includes(state);

const REFUSALS: ReadonlyArray<readonly [ApplicationRejectionReason, number]> = [['documents_incomplete', 45], ['documents_invalid', 25], ['no_base_education', 5], ['other', 25]];

/** The test outcome of each application: no test needed, passed, failed, absent, or not (yet) known. */
export function testOutcomes(applications: readonly ApplicationPlan[], groups: readonly GroupPlan[], assignments: readonly AssignmentPlan[]): TestOutcome[] {
  const outcomes: TestOutcome[] = applications.map((application) => ((groups[application.group] as GroupPlan).testType === null ? 'none' : 'pending'));
  for (const assignment of assignments) {
    if (assignment.attended === null) continue;
    outcomes[assignment.application] = !assignment.attended ? 'absent' : assignment.passed ? 'passed' : 'failed';
  }
  return outcomes;
}

interface StateContext {
  readonly random: Random;
  readonly now: number;
  readonly season: SeasonCalendar;
  readonly phase: SeasonPhase;
}

function changedAt({ random, now, season }: StateContext, application: ApplicationPlan, within: number): Date {
  const from = application.submittedAt.getTime() + HOUR;
  const to = Math.min(now - HOUR, startOf(season.enrolmentDate) - HOUR, from + within);
  return new Date(Math.max(from, instantBetween(random, from, to), application.consentAt?.getTime() ?? 0));
}

/** One application's state before enrolment; `forced` ones (with planted problems) stay live. */
function stateOf(context: StateContext, application: ApplicationPlan, outcome: TestOutcome, forced: boolean): void {
  const { random, phase } = context;
  const set = (state: ApplicationState, reason: ApplicationRejectionReason | null = null, within = 10 * DAY) => {
    application.state = state;
    application.rejectionReason = reason;
    if (state !== 'submitted' && state !== 'draft') application.updatedAt = changedAt(context, application, within);
  };
  if (application.state === 'draft') return;
  const settled = phase !== 'filing';
  if (forced) return set(settled || application.consent || random.chance(0.6) ? 'accepted' : 'submitted', null, 6 * DAY);
  if ((outcome === 'failed' || outcome === 'absent') && (settled || random.chance(0.6))) return set('rejected', outcome === 'failed' ? 'test_failed' : 'test_missed', 40 * DAY);
  // After the last sitting, a test never taken leaves the application out.
  if (outcome === 'pending' && settled) return set('rejected', 'test_missed', 60 * DAY);
  if (application.consent) return set('accepted', null, 6 * DAY);
  const weights: ReadonlyArray<readonly [string, number]> =
    phase === 'filing' ? [['submitted', 55], ['accepted', 40], ['withdrawn', 3], ['rejected', 2]] : phase === 'lists' ? [['submitted', 8], ['accepted', 76], ['withdrawn', 9], ['rejected', 7]] : [['submitted', 3], ['accepted', 64], ['withdrawn', 18], ['rejected', 15]];
  const state = pickWeighted(random, weights) as ApplicationState;
  set(state, state === 'rejected' ? pickWeighted(random, REFUSALS) : null, state === 'accepted' ? 6 * DAY : 50 * DAY);
}

const rankOrder = (applicants: readonly AdmissionApplicant[]) => (a: ApplicationPlan, b: ApplicationPlan) =>
  Number(b.state === 'enrolled') - Number(a.state === 'enrolled') ||
  Number(b.preferentialRight) - Number(a.preferentialRight) ||
  (b.averageMark ?? 0) - (a.averageMark ?? 0) ||
  (applicants[a.applicant]?.id ?? 0) - (applicants[b.applicant]?.id ?? 0);

/**
 * Decides every application's state. When the season is over, each group enrols its consenting
 * applicants in rank order up to its places, and those enrolled mostly withdraw the others.
 */
export function decideStates(context: StateContext, applicants: readonly AdmissionApplicant[], applications: ApplicationPlan[], groups: readonly GroupPlan[], outcomes: readonly TestOutcome[], live: ReadonlySet<number>): void {
  applications.forEach((application, i) => stateOf(context, application, outcomes[i] as TestOutcome, live.has(i)));
  if (context.phase !== 'done') return;
  const byGroup = new Map<number, ApplicationPlan[]>();
  // Those with a planted problem wait for it to be fixed: validation would stop their enrolment.
  for (const [i, application] of applications.entries()) if (application.consent && application.state === 'accepted' && !live.has(i)) byGroup.set(application.group, [...(byGroup.get(application.group) ?? []), application]);
  const enrolled = new Set<number>();
  const order = rankOrder(applicants);
  const enrolmentDay = dayOf(context.season.enrolmentDate);
  for (const [g, candidates] of byGroup) {
    const places = (groups[g] as GroupPlan).places ?? 0;
    for (const application of [...candidates].sort(order).slice(0, places)) {
      application.state = 'enrolled';
      application.updatedAt = new Date(Math.min(context.now - HOUR, officeTime(context.random, enrolmentDay)));
      enrolled.add(application.applicant);
    }
  }
  for (const [i, application] of applications.entries()) {
    if (!enrolled.has(application.applicant) || live.has(i) || application.state !== 'accepted' || !context.random.chance(0.55)) continue;
    application.state = 'withdrawn';
    application.updatedAt = new Date(Math.min(context.now - HOUR, officeTime(context.random, enrolmentDay + context.random.int(0, 3))));
  }
}

/** Live applications keep their order as priorities 1..n; withdrawn and rejected ones follow. */
export function renumberPriorities(applications: ApplicationPlan[]): void {
  const byApplicant = new Map<number, ApplicationPlan[]>();
  for (const application of applications) byApplicant.set(application.applicant, [...(byApplicant.get(application.applicant) ?? []), application]);
  for (const own of byApplicant.values()) {
    const ordered = [...own].sort((a, b) => Number(isLive(b.state)) - Number(isLive(a.state)) || a.priority - b.priority);
    ordered.forEach((application, i) => (application.priority = i + 1));
  }
}

/**
 * The competition status: no GIA or average, a consent conflict, a failed test, or the rank among
 * the group's live applications against its places (OK within them, RISK just beyond).
 */
export function competitionStatuses(applicants: readonly AdmissionApplicant[], applications: ApplicationPlan[], groups: readonly GroupPlan[], outcomes: readonly TestOutcome[]): void {
  const consents = new Map<number, number>();
  for (const application of applications) if (application.consent && isLive(application.state)) consents.set(application.applicant, (consents.get(application.applicant) ?? 0) + 1);
  const byGroup = new Map<number, ApplicationPlan[]>();
  applications.forEach((application, i) => {
    application.status = 'NA';
    if (!isLive(application.state)) return;
    if (applicants[application.applicant]?.giaMean === null || application.averageMark === null) application.status = 'NO_GIA';
    else if ((consents.get(application.applicant) ?? 0) > 1) application.status = 'CONFLICT';
    else if (outcomes[i] !== 'failed' && outcomes[i] !== 'absent') byGroup.set(application.group, [...(byGroup.get(application.group) ?? []), application]);
  });
  const order = rankOrder(applicants);
  for (const [g, competing] of byGroup) {
    const places = (groups[g] as GroupPlan).places;
    if (places === null) continue;
    [...competing].sort(order).forEach((application, rank) => {
      application.status = rank < places ? 'OK' : rank < Math.ceil(places * 1.3) ? 'RISK' : 'NA';
    });
  }
}
